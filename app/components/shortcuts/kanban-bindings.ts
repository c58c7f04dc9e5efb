import { buttonWithText, focusWhenShown } from "~/components/shared/hand-focus-on";
import { findCard } from "~/lib/board-rules";
import { moveToNeighbourBoardCommand } from "~/lib/card-moves";
import {
  boardOf,
  focusTile,
  focusFollowsTile,
  TILE,
  tileIn,
  tilesOf,
} from "~/components/kanban/tile-focus";
import { kanbanShortcutPage } from "./kanban-shortcut-page";
import type { CardPanel } from "~/components/card-dialog/card-panel";

// The Kanban page's shortcuts, part of the on-demand shortcut engine
// (shortcut-engine.ts). Like the To Do page's, they act through what the page
// shows: a board is a `section[data-board-id]`, a card tile a `[data-card-id]`
// (which holds focus), a board's add form opens with its "Add Card" button. A
// deletion or a move is saved with the page's own save (kanban-shortcut-page.ts).
// Enter on a tile is the tile's own (it opens the card; Space picks it up).

type Handler = (event: KeyboardEvent) => boolean | void;

const boards = () => [...document.querySelectorAll<HTMLElement>("section[data-board-id]")];

/** A card or a board is being dragged (dnd-kit marks what it carries pressed): keys are the drag's. */
const dragging = () => document.querySelector('[aria-roledescription="sortable"][aria-pressed="true"]') !== null;

/** The focused card tile, unless something is being dragged. */
function focusedTile(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.matches(TILE) || dragging()) return null;
  return active;
}

/** Clicks the button that opens an add form (its field then has focus), or focuses that field when the form is open already. */
function openAddForm(scope: Element, openerText: string, placeholder: string): boolean {
  const opener = buttonWithText(scope, openerText);
  const field = opener ? null : scope.querySelector<HTMLElement>(`input[placeholder="${placeholder}"]`);
  opener?.click();
  field?.focus();
  return opener !== undefined || field !== null;
}

/** Moves focus to the next (1) or previous (-1) card of the focused card's board; j and k with none focused start at the first card. */
const moveInBoard = (step: 1 | -1, fromNowhere: boolean) => () => {
  const current = focusedTile();
  const board = current ? boardOf(current) : null;
  if (!current || !board) {
    if (!fromNowhere || dragging() || document.activeElement?.matches(TILE)) return false;
    const first = boards().flatMap(tilesOf)[0];
    if (!first) return false;
    focusTile(first);
    return;
  }
  // A long board renders the focused card's neighbours (see windowed-card-list.tsx).
  const tiles = tilesOf(board);
  const next = tiles[tiles.indexOf(current) + step];
  if (next) focusTile(next);
};

/** Moves focus to the card beside the focused one (the nearest in height) in the closest board to the left (-1) or right (1) that shows cards. */
const moveAcrossBoards = (step: 1 | -1) => () => {
  const current = focusedTile();
  const board = current ? boardOf(current) : null;
  if (!current || !board) return false;
  const all = boards();
  const middle = (element: Element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return (top + bottom) / 2;
  };
  const height = middle(current);
  for (let index = all.indexOf(board) + step; index >= 0 && index < all.length; index += step) {
    const tiles = tilesOf(all[index]!);
    if (tiles.length === 0) continue;
    const nearest = tiles.reduce((best, tile) => (Math.abs(middle(tile) - height) < Math.abs(middle(best) - height) ? tile : best));
    focusTile(nearest);
    return;
  }
};

/** Opens the focused card's dialog, with its label panel or date picker open, as a press opens it (ahead of its address). */
const openCard = (panel?: CardPanel) => () => {
  const tile = focusedTile();
  const cardId = tile?.dataset.cardId;
  const page = kanbanShortcutPage();
  if (!tile || cardId === undefined || !page) return false;
  if (!panel) tile.click();
  else page.openCard(cardId, panel);
};

/** Deletes the focused card (the page then shows "Card deleted" with Undo); focus goes to the card below it, or above it. */
function deleteCard(): boolean | void {
  const tile = focusedTile();
  const page = kanbanShortcutPage();
  const board = tile ? boardOf(tile) : null;
  const cardId = tile?.dataset.cardId;
  const card = page && cardId !== undefined ? page.boards.flatMap((b) => b.card).find((c) => String(c.id) === cardId) : undefined;
  if (!tile || !board || !page || !card) return false;
  focusFollowsTile(tile);
  void page.save({ intent: "delete-card", cardId: card.id });
}

/**
 * Moves the focused card to the end of the previous (-1) or next (1) board; focus follows it, and
 * screen readers hear where it went, as after a keyboard drag. At the first or last board,
 * nothing happens, and they hear why.
 */
const moveToBoard = (step: 1 | -1) => () => {
  const tile = focusedTile();
  const page = kanbanShortcutPage();
  const cardId = tile?.dataset.cardId;
  if (!tile || !page || cardId === undefined) return false;
  const command = moveToNeighbourBoardCommand(page.boards, cardId, step);
  // In the words of a keyboard drag (the page's texts, drag-extras.ts).
  const { boards: before, say } = page;
  if (!command || command.intent !== "move-card") {
    if (findCard(before, cardId)) say((texts) => texts.cardAtEndText(before, cardId, step));
    return;
  }
  const target = before.find((board) => String(board.id) === String(command.toBoardId));
  if (target) {
    const landing = { board: target, index: target.card.length, total: target.card.length + 1 };
    say((texts) => texts.cardLandingText(before, cardId, landing));
  }
  void page.save(command);
  const toBoardId = String(command.toBoardId);
  document.querySelector(`section[data-board-id="${CSS.escape(toBoardId)}"]`)?.scrollIntoView({ block: "nearest", inline: "nearest" });
  focusWhenShown(() => tileIn(toBoardId, cardId), focusTile);
};

/** The Kanban page's shortcuts; each does nothing (returns false) away from it. */
export const kanbanBindings = (): Record<string, Handler> => ({
  n: () => {
    const active = document.activeElement;
    const board = (active ? boardOf(active) : null) ?? boards()[0];
    return board ? openAddForm(board, "Add Card", "Enter Card Title") : false;
  },
  b: () => {
    const page = document.getElementById("kanban-heading")?.closest("main");
    return page ? openAddForm(page, "Add Board", "Enter Board Name") : false;
  },
  e: openCard(),
  l: openCard("labels"),
  d: openCard("date"),
  Delete: deleteCard,
  "[Shift]+[": moveToBoard(-1),
  "[Shift]+]": moveToBoard(1),
  j: moveInBoard(1, true),
  k: moveInBoard(-1, true),
  ArrowDown: moveInBoard(1, false),
  ArrowUp: moveInBoard(-1, false),
  ArrowLeft: moveAcrossBoards(-1),
  ArrowRight: moveAcrossBoards(1),
});
