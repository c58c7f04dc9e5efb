import { buttonWithText, focusFollowsItem } from "~/components/shared/hand-focus-on";
import { revealBelowHeader } from "~/lib/reveal";

// Where keyboard focus goes among the Kanban's card tiles, as the page shows them: a board is a
// `section[data-board-id]`, a card tile a `[data-card-id]`. Used by the shortcuts and the card dialog.

export const TILE = "[data-card-id]";
export const tilesOf = (board: Element) => [...board.querySelectorAll<HTMLElement>(TILE)];
export const boardOf = (element: Element) => element.closest<HTMLElement>("section[data-board-id]");

/** The card's tile, wherever the page shows it (null when no board does). */
export const tileOf = (cardId: string) => document.querySelector<HTMLElement>(`${TILE}[data-card-id="${CSS.escape(cardId)}"]`);

export const tileIn = (boardId: string, cardId: string) =>
  document.querySelector<HTMLElement>(`section[data-board-id="${CSS.escape(boardId)}"] [data-card-id="${CSS.escape(cardId)}"]`);

/** Focuses a tile and brings it into view: in its board's scroll box, in the row of boards, below the header. */
export function focusTile(tile: HTMLElement): void {
  tile.focus({ preventScroll: true });
  revealBelowHeader(tile);
}

/**
 * Called before a change that may move or take away the card `tile` shows (a delete, an undo or
 * a redo), while it has focus or gets it back from a closing dialog: once the tile is gone, focus
 * goes to the card's tile wherever the page shows it, else to the card below it, or above it, or
 * to its board's Add Card button when it was the board's last; never to the page itself.
 */
export function focusFollowsTile(tile: HTMLElement): void {
  const board = boardOf(tile);
  if (!board) return;
  const boardNow = () => document.querySelector(`section[data-board-id="${CSS.escape(board.dataset.boardId ?? "")}"]`);
  focusFollowsItem(tile, "data-card-id", board, () => buttonWithText(boardNow(), "Add Card"), {
    focus: (next) => (next.matches(TILE) ? focusTile(next) : next.focus()),
    via: tile,
  });
}
