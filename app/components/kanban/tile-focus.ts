import { buttonWithText, focusWhenShown } from "~/components/shared/hand-focus-on";
import { revealBelowHeader } from "~/lib/reveal";

// Where keyboard focus goes among the Kanban's card tiles, as the page shows them: a board is a
// `section[data-board-id]`, a card tile a `[data-card-id]`. Used by the shortcuts and the card dialog.

export const TILE = "[data-card-id]";
export const tilesOf = (board: Element) => [...board.querySelectorAll<HTMLElement>(TILE)];
export const boardOf = (element: Element) => element.closest<HTMLElement>("section[data-board-id]");

export const tileIn = (boardId: string, cardId: string) =>
  document.querySelector<HTMLElement>(`section[data-board-id="${CSS.escape(boardId)}"] [data-card-id="${CSS.escape(cardId)}"]`);

/** Focuses a tile and brings it into view: in its board's scroll box, in the row of boards, below the header. */
export function focusTile(tile: HTMLElement): void {
  tile.focus({ preventScroll: true });
  revealBelowHeader(tile);
}

/**
 * Called as the card `tile` shows is deleted, before the page changes (its neighbours are read
 * now): once its tile is gone, focus goes to the card below it, or above it, or to its board's
 * Add Card button when it was the board's last; never to the page itself.
 */
export function focusWhereDeletedTileWas(tile: HTMLElement): void {
  const board = boardOf(tile);
  if (!board) return;
  const tiles = tilesOf(board);
  const index = tiles.indexOf(tile);
  const neighbourId = (tiles[index + 1] ?? tiles[index - 1])?.dataset.cardId;
  const boardId = board.dataset.boardId ?? "";
  focusWhenShown(
    () => (tile.isConnected ? null : neighbourId === undefined ? boardOf(board) ?? board : tileIn(boardId, neighbourId)),
    (next) => {
      if (next.matches(TILE)) focusTile(next);
      else buttonWithText(next, "Add Card")?.focus();
    },
    tile,
  );
}
