// A picture of the stored boards, painted by a script in the Kanban page's HTML before the app
// has started (board-picture-script.ts): every board's name and count, the tiles a screen shows,
// each board's "Add Card" and the row's "Add Board", in the very markup the page renders
// (board-picture.test.tsx compares the two), so the page takes its place without anything moving.
// Nothing in it works: it is inert, and the app's first render of the page replaces it.
//
// Plain strings, no React: the script is bundled on its own (scripts/picture-scripts.mjs)
// and must stay small. It draws with the rules the page draws with (names, previews, label
// colours, due dates).

import { button, escape, icon, srOnly } from "~/components/shared/picture-markup";
import { boardDisplayName, isUnnamedBoard, UNNAMED_BOARD } from "~/lib/board-name";
import { countDone } from "~/lib/card-rules";
import { dueState, formatDueDate } from "~/lib/due-date";
import type { Board, Card, Tag } from "~/lib/kanban";
import { labelStyle } from "~/lib/label-colors";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import {
  ADD_BOARD_TILE_CLASS,
  BOARD_CARDS_CLASS,
  BOARD_CLASS,
  BOARD_SCROLL_CLASS,
  BOARD_STEP,
  OVERDUE_BADGE_CLASS,
  ROW_FROM_WIDTH,
  rowStart,
  TILE_CLASS,
  UNREADABLE_BADGE_CLASS,
  UNREADABLE_DATE_HINT,
} from "./board-row";
import { DRAG_INSTRUCTIONS_ID } from "./drag-model";
import { tileName } from "./tile-name";

/** What the picture is drawn for: the window's size (or a size it cannot exceed) and the day (for due dates). */
export interface PictureView {
  width: number;
  height: number;
  today: Date;
}

// A tile is at least 41 px high (one line of title) with 8 px between tiles. A board's list is
// its height less its header and its "Add Card" (92 px); a board is at most the window's height
// less 176 px in a row (`sm:max-h-[calc(100dvh-11rem)]`), 70 % of it stacked (`max-h-[70dvh]`).
const SHORTEST_TILE_STEP = 49;
const BOARD_FRAME = 92;

/** How many tiles fill a board's list on this window, at most. */
function tilesToFill(view: PictureView, row: boolean): number {
  const board = row ? view.height - 176 : view.height * 0.7;
  return Math.max(1, Math.ceil((board - BOARD_FRAME) / SHORTEST_TILE_STEP) + 1);
}

const dots = (points: [number, number][]) => points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1"></circle>`).join("");
const GRIP = icon("grip-vertical", "size-4", dots([[9, 12], [9, 5], [9, 19], [15, 12], [15, 5], [15, 19]]));
const ELLIPSIS = icon("ellipsis", "", dots([[12, 12], [19, 12], [5, 12]]));
const PLUS = icon("plus", "", '<path d="M5 12h14"></path><path d="M12 5v14"></path>');
const CHECK = icon(
  "square-check-big",
  "size-3.5",
  '<path d="M21 10.656V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h12.344"></path><path d="m9 11 3 3L22 4"></path>',
);
const WARNING = icon(
  "triangle-exclamation-point",
  "size-3",
  '<path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"></path><path d="M12 9v4"></path><path d="M12 17h.01"></path>',
);
const CLOCK = icon("clock", "size-3", '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>');

function labelChip(tag: Tag): string {
  const style = labelStyle(tag.color);
  const color = tag.color ? ` data-label-color="${escape(tag.color)}"` : "";
  const css = style ? ` style="background-color:${style.backgroundColor};color:${style.color}"` : "";
  const look = style ? "border-transparent px-1.25 py-px" : "border-input bg-secondary px-1.5 py-0.5 text-secondary-foreground";
  return `<span dir="auto"${color}${css} class="max-w-full truncate rounded border text-xs leading-4 font-medium ${look}">${escape(previewText(tag.tagName, NAME_LENGTH))}</span>`;
}

const DUE_CLASS = {
  done: "bg-success text-success-foreground",
  overdue: OVERDUE_BADGE_CLASS,
  due: "bg-secondary text-secondary-foreground",
  unreadable: UNREADABLE_BADGE_CLASS,
} as const;

function dueBadge(card: Card, today: Date): string {
  const state = dueState(card, today);
  if (state === "none") return "";
  const [sign, hint] = state === "unreadable" ? [WARNING, ` title="${UNREADABLE_DATE_HINT}"`] : [CLOCK, ""];
  return `<span data-state="${state}"${hint} class="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium ${DUE_CLASS[state]}">${sign}${escape(formatDueDate(card.date))}</span>`;
}

function tileDetails(card: Card, today: Date): string {
  const total = card.task.length;
  const done = total > 0 ? countDone(card.task) : 0;
  const labels =
    card.tags.length > 0 ? `<span class="-order-1 flex flex-wrap gap-1">${card.tags.map(labelChip).join("")}</span>` : "";
  if (total === 0 && !card.date) return labels;
  const progress =
    total > 0
      ? `<span class="inline-flex items-center gap-1${done === total ? " text-success" : ""}">${CHECK}${done}/${total}</span>`
      : "";
  return `${labels}<span class="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">${progress}${dueBadge(card, today)}</span>`;
}

/** A card's tile, as card-tile.tsx's CardTile renders it at rest. */
export function tileHtml(card: Card, today: Date): string {
  return (
    `<div role="button" tabindex="0" aria-roledescription="sortable" aria-describedby="${DRAG_INSTRUCTIONS_ID}" aria-label="${escape(tileName(card, dueState(card, today)))}" data-card-id="${escape(String(card.id))}" class="${TILE_CLASS}">` +
    `<span class="flex flex-col gap-1.5"><span dir="auto" class="text-sm leading-snug break-words whitespace-pre-wrap">${escape(previewText(card.title))}</span>${tileDetails(card, today)}</span></div>`
  );
}

function cardList(board: Board, tiles: number, today: Date): string {
  const cards = board.card;
  if (cards.length === 0) {
    return '<p class="rounded-md border border-dashed px-3 py-4 text-center text-xs text-muted-foreground">No cards</p>';
  }
  const shown = cards.slice(0, tiles);
  const items = shown.map(
    (card, index) => `<li aria-setsize="${cards.length}" aria-posinset="${index + 1}" class="list-none">${tileHtml(card, today)}</li>`,
  );
  return `<ul class="relative flex flex-col gap-2">${items.join("")}</ul>`;
}

/**
 * A board, as board-column.tsx's BoardColumnView renders it before the drag code is there, with
 * its first `tiles` tiles (the page renders every tile of a board near the window, but only
 * the first few can show).
 */
export function boardHtml(board: Board, headingId: string, tiles: number, today: Date): string {
  const boardId = escape(String(board.id));
  const name = escape(boardDisplayName(board.boardName));
  const count = board.card.length;
  const shownName = isUnnamedBoard(board.boardName) ? `<span class="text-muted-foreground">${UNNAMED_BOARD}</span>` : name;
  return (
    `<section aria-labelledby="${headingId}" data-board-id="${boardId}" class="${BOARD_CLASS}">` +
    '<header class="flex items-center gap-1 px-1.5 pt-1.5 pb-1">' +
    `<button type="button" aria-roledescription="sortable" aria-describedby="${DRAG_INSTRUCTIONS_ID}" data-board-handle="${boardId}" aria-label="Move board ${name}" class="flex size-8 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">${GRIP}</button>` +
    `<h2 id="${headingId}" class="min-w-0 flex-1 text-base font-semibold"><button type="button" aria-describedby="kanban-rename-hint" dir="auto" class="w-full cursor-text truncate rounded px-1.5 py-1 text-start outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">${shownName}</button></h2>` +
    `<span class="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-secondary px-1.5 text-xs font-semibold text-secondary-foreground"><span aria-hidden="true">${count}</span>${srOnly(count === 1 ? "1 card" : `${count} cards`)}</span>` +
    // The menu's stand-in (board-menu.tsx), as it is until its code has loaded.
    button("ghost", "icon-sm", "", ELLIPSIS, ` aria-label="Board actions for ${name}" aria-haspopup="menu" aria-expanded="false" aria-busy="false" data-state="closed"`) +
    "</header>" +
    `<div class="${BOARD_CARDS_CLASS}"><div data-board-scroll="${boardId}" class="${BOARD_SCROLL_CLASS}">${cardList(board, tiles, today)}</div></div>` +
    `<div class="px-2 pt-1 pb-2">${button("ghost", "default", " w-full justify-start text-muted-foreground", `${PLUS}Add Card`)}</div>` +
    "</section>"
  );
}

/**
 * Stacked on a phone, whether each board can start within the window's height: the boards above
 * it are at least their frame and their cards' shortest tiles high (at most 70 % of the window
 * each), with 16 px between boards.
 */
function stackedInView(boards: readonly Board[], view: PictureView): (index: number) => boolean {
  const starts: number[] = [];
  let top = 0;
  for (const board of boards) {
    starts.push(top);
    top += Math.min(view.height * 0.7, BOARD_FRAME + Math.max(1, board.card.length) * SHORTEST_TILE_STEP - 8) + 16;
  }
  return (index) => starts[index]! < view.height;
}

/** The boards' row's content: every board, then the tile that adds one. */
export function boardPictureHtml(boards: readonly Board[], view: PictureView): string {
  const row = view.width >= ROW_FROM_WIDTH;
  const tiles = tilesToFill(view, row);
  // Tiles only where the window can show them: the boards that start within its width (past the
  // page's padding and side navigation), or, stacked on a phone, within its height.
  const start = rowStart(view.width);
  const shows = row ? (index: number) => start + index * BOARD_STEP < view.width : stackedInView(boards, view);
  const columns = boards.map((board, index) => boardHtml(board, `board-picture-${index}`, shows(index) ? tiles : 0, view.today));
  return (
    columns.join("") +
    `<div class="${ADD_BOARD_TILE_CLASS}">${button("ghost", "default", " w-full justify-start text-muted-foreground", `${PLUS}Add Board`)}</div>`
  );
}
