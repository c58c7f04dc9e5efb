import { sameId, type Board, type Card, type Id } from "./kanban";

// Pure rules of the Kanban boards. Every rule returns the very same array when
// nothing changes (unknown ids, blank names, no-op moves), so the storage layer
// writes nothing and memoized boards and cards keep their props.

/** Names and titles longer than this are cut, so one paste cannot fill the storage. */
export const MAX_TEXT_LENGTH = 10_000;

export function cleanText(raw: unknown): string {
  return typeof raw === "string" ? raw.trim().slice(0, MAX_TEXT_LENGTH) : "";
}

/**
 * The edit of a stored text. The same text (spaces around it aside) keeps the
 * stored one exactly; a changed one is capped, but never below the stored
 * text's own length: the cap is for new input, and saving an edit of old or
 * imported data that is longer than the cap never cuts it.
 */
export function cleanEdit(raw: unknown, stored: string): string {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === stored.trim()) return stored;
  return text.slice(0, Math.max(MAX_TEXT_LENGTH, stored.length));
}

export function newBoard(id: string, boardName: string): Board {
  return { id, boardName, card: [] };
}

/** The original's shape for a new card: no labels, no checklist, no date. */
export function newCard(id: string, title: string): Card {
  return { id, title, tags: [], task: [], date: "" };
}

export interface CardLocation {
  boardIndex: number;
  cardIndex: number;
}

export function findBoardIndex(boards: readonly Board[], boardId: Id): number {
  return boards.findIndex((board) => sameId(board.id, boardId));
}

export function findCard(boards: readonly Board[], cardId: Id): CardLocation | null {
  for (let boardIndex = 0; boardIndex < boards.length; boardIndex++) {
    const cardIndex = boards[boardIndex]!.card.findIndex((card) => sameId(card.id, cardId));
    if (cardIndex !== -1) return { boardIndex, cardIndex };
  }
  return null;
}

function hasCardId(boards: readonly Board[], cardId: Id): boolean {
  return findCard(boards, cardId) !== null;
}

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  const result = items.slice();
  result[index] = item;
  return result;
}

function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(index)) return length;
  return Math.min(Math.max(0, Math.trunc(index)), length);
}

/** A blank name adds nothing; an id already in use adds nothing. */
export function addBoard(boards: Board[], id: string, rawName: string): Board[] {
  const boardName = cleanText(rawName);
  if (!boardName || !id || findBoardIndex(boards, id) !== -1) return boards;
  return [...boards, newBoard(id, boardName)];
}

/** An empty name is allowed: the board then shows "Name of Board", as in the original. */
export function renameBoard(boards: Board[], boardId: Id, rawName: string): Board[] {
  const index = findBoardIndex(boards, boardId);
  const board = boards[index];
  if (!board) return boards;
  const boardName = cleanEdit(rawName, board.boardName);
  if (board.boardName === boardName) return boards;
  return replaceAt(boards, index, { ...board, boardName });
}

export function deleteBoard(boards: Board[], boardId: Id): Board[] {
  const index = findBoardIndex(boards, boardId);
  if (index === -1) return boards;
  return boards.filter((_, i) => i !== index);
}

/** Adds at the end of the board. A blank title, an unknown board or a used id adds nothing. */
export function addCard(boards: Board[], boardId: Id, cardId: string, rawTitle: string): Board[] {
  const title = cleanText(rawTitle);
  const index = findBoardIndex(boards, boardId);
  const board = boards[index];
  if (!board || !title || !cardId || hasCardId(boards, cardId)) return boards;
  return replaceAt(boards, index, { ...board, card: [...board.card, newCard(cardId, title)] });
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

  const source = boards[from.boardIndex]!;
  const card = source.card[from.cardIndex]!;
  const remaining = source.card.filter((_, i) => i !== from.cardIndex);

  if (from.boardIndex === toBoardIndex) {
    const index = clampIndex(toIndex, remaining.length);
    if (index === from.cardIndex) return boards;
    remaining.splice(index, 0, card);
    return replaceAt(boards, toBoardIndex, { ...source, card: remaining });
  }

  const target = boards[toBoardIndex]!;
  const index = clampIndex(toIndex, target.card.length);
  const targetCards = target.card.slice();
  targetCards.splice(index, 0, card);
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

export function countDoneTasks(card: Card): number {
  let done = 0;
  for (const item of card.task) if (item.completed) done++;
  return done;
}
