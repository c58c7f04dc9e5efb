import { sameId, type Id } from "./kanban";
import type { KanbanCommand } from "./kanban-commands";

// Moving a card to another board without dragging it: the "[" and "]"
// shortcuts and the card dialog's "Move to board" select. The card goes to the
// end of the board it moves to: where that board's new cards go, the same
// place whichever board it comes from, and a place a long (windowed) board
// always renders, so focus can follow the card there. Undo puts it back where it was.

/** What these moves need to know of a board: its id and its cards' ids. */
export interface BoardOfCards {
  id: Id;
  card: readonly { id: Id }[];
}

function boardIndexOfCard(boards: readonly BoardOfCards[], cardId: Id | string): number {
  return boards.findIndex((board) => board.card.some((card) => sameId(card.id, cardId)));
}

/** The move of `cardId` to the end of board `toBoardId`; null when the card or the board is unknown, or the card is there already. */
export function moveToBoardCommand(boards: readonly BoardOfCards[], cardId: Id | string, toBoardId: Id | string): KanbanCommand | null {
  const from = boardIndexOfCard(boards, cardId);
  const to = boards.findIndex((board) => sameId(board.id, toBoardId));
  if (from === -1 || to === -1 || from === to) return null;
  const source = boards[from]!;
  const target = boards[to]!;
  const card = source.card.find((candidate) => sameId(candidate.id, cardId))!;
  return { intent: "move-card", cardId: card.id, toBoardId: target.id, toIndex: target.card.length, fromBoardId: source.id };
}

/** The move of `cardId` to the end of the previous (`step` -1) or next (1) board; null at the first or last board, or for an unknown card. */
export function moveToNeighbourBoardCommand(boards: readonly BoardOfCards[], cardId: Id | string, step: 1 | -1): KanbanCommand | null {
  const from = boardIndexOfCard(boards, cardId);
  const target = from === -1 ? undefined : boards[from + step];
  return target ? moveToBoardCommand(boards, cardId, target.id) : null;
}
