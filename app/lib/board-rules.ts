import { clampIndex, replaceAt } from "./commands";
import { sameId, type Board, type Card, type Id } from "./kanban";
import { recordAsRead } from "./loose-record";

// Pure rules of the Kanban boards: where things are, and moves (the drag
// preview shows a move with the very rule that stores it). Every rule returns
// the very same array when nothing changes (unknown ids, no-op moves), so
// nothing is written and memoized boards and cards keep their props.

// New boards and cards are shaped as the ones read from storage (see recordAsRead).

export function newBoard(id: Id, boardName: string): Board {
  return recordAsRead({ id, boardName, card: [] });
}

/** The original's shape for a new card: no labels, no checklist, no date. */
export function newCard(id: Id, title: string): Card {
  return recordAsRead({ id, title, tags: [], task: [], date: "" });
}

/** Where a card is: its board and its place there. */
export interface CardPlace {
  boardIndex: number;
  cardIndex: number;
  board: Board;
  card: Card;
}

export function findBoardIndex(boards: readonly Board[], boardId: Id): number {
  return boards.findIndex((board) => sameId(board.id, boardId));
}

/** Finds a card by its id alone (card ids are unique across boards; a link only knows the card). */
export function findCard(boards: readonly Board[], cardId: Id): CardPlace | null {
  for (let boardIndex = 0; boardIndex < boards.length; boardIndex++) {
    const board = boards[boardIndex]!;
    const cardIndex = board.card.findIndex((card) => sameId(card.id, cardId));
    if (cardIndex !== -1) return { boardIndex, cardIndex, board, card: board.card[cardIndex]! };
  }
  return null;
}

/**
 * Moves a card to `toIndex` of any board (the same one included). `toIndex`
 * counts the destination's cards without the moved one and is clamped to the
 * list, so a move computed before another tab changed the board still lands.
 */
export function moveCard(boards: Board[], cardId: Id, toBoardId: Id, toIndex: number): Board[] {
  const from = findCard(boards, cardId);
  const toBoardIndex = findBoardIndex(boards, toBoardId);
  if (!from || toBoardIndex === -1) return boards;

  const source = from.board;
  const remaining = source.card.filter((_, i) => i !== from.cardIndex);

  if (from.boardIndex === toBoardIndex) {
    const index = clampIndex(toIndex, remaining.length);
    if (index === from.cardIndex) return boards;
    remaining.splice(index, 0, from.card);
    return replaceAt(boards, toBoardIndex, { ...source, card: remaining });
  }

  const target = boards[toBoardIndex]!;
  const index = clampIndex(toIndex, target.card.length);
  const targetCards = target.card.slice();
  targetCards.splice(index, 0, from.card);
  const result = replaceAt(boards, from.boardIndex, { ...source, card: remaining });
  result[toBoardIndex] = { ...target, card: targetCards };
  return result;
}

/** Moves a board to `toIndex` (clamped) of the row. */
export function moveBoard(boards: Board[], boardId: Id, toIndex: number): Board[] {
  const from = findBoardIndex(boards, boardId);
  if (from === -1) return boards;
  const remaining = boards.filter((_, i) => i !== from);
  const index = clampIndex(toIndex, remaining.length);
  if (index === from) return boards;
  remaining.splice(index, 0, boards[from]!);
  return remaining;
}

/** A step of a card moved with the arrow keys. */
export type CardStep = "up" | "down" | "left" | "right";

/**
 * Moves a card one step: up or down within its board, or to the same position
 * of the previous or next board (its end, when that board is shorter). The
 * same array when the card cannot go that way (the first card up, the first
 * board left) or is unknown.
 */
export function stepCard(boards: Board[], cardId: Id, step: CardStep): Board[] {
  const from = findCard(boards, cardId);
  if (!from) return boards;
  if (step === "up" || step === "down") {
    const toIndex = from.cardIndex + (step === "up" ? -1 : 1);
    if (toIndex < 0 || toIndex >= from.board.card.length) return boards;
    return moveCard(boards, cardId, from.board.id, toIndex);
  }
  const target = boards[from.boardIndex + (step === "left" ? -1 : 1)];
  return target ? moveCard(boards, cardId, target.id, Math.min(from.cardIndex, target.card.length)) : boards;
}
