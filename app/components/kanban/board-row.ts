// The Kanban's row of boards: its classes (the row's, a board's, a tile's) and which boards its first frame shows, guessed
// without measuring. Shared by the page (kanban-page.tsx, use-near-viewport.ts), its skeleton
// and the picture of the stored boards painted before the app starts (board-picture.ts).
// Kept free of React, as that picture is a script of its own.

/**
 * The row. Positioned: what the boards position absolutely (their screen-reader-only texts)
 * scrolls with the row instead of widening the page past its last board. Printed, it wraps.
 */
export const BOARD_ROW_CLASS =
  "relative flex min-w-0 flex-col gap-4 sm:flex-row sm:items-start sm:overflow-x-auto sm:pb-4 print:flex-wrap print:overflow-visible";

/** The skeleton's row that the picture of the stored boards is painted into (board-picture-script.ts). */
export const BOARD_PICTURE_ID = "board-picture";

/** The skeleton's empty script that the build fills with the picture's (scripts/picture-scripts.mjs). */
export const BOARD_PICTURE_SCRIPT_ID = "board-picture-script";

/**
 * A board. It scrolls its own cards (on phones too), so only the cards in view are rendered; the
 * heights are what the picture of the stored boards counts with (board-picture.ts). Isolated: the
 * browser keeps each board's painting, so a change in one (a tile's hover going as a card's dialog
 * opens over it) repaints that board, not all twenty of a wide row (1.8 ms in a traced open).
 * Printed, it is as long as its cards (its scroll box, BOARD_SCROLL_CLASS, scrolls no more).
 */
export const BOARD_CLASS =
  "isolate flex max-h-[70dvh] w-full min-w-0 flex-col rounded-lg border bg-muted sm:max-h-[calc(100dvh-11rem)] sm:w-72 sm:shrink-0 print:max-h-none";

/** Around a board's list of cards: the fades at the edge past which more cards are (scroll-fades, app.css). */
export const BOARD_CARDS_CLASS = "scroll-fades relative flex min-h-0 flex-1 flex-col";

/** A board's list of cards, which scrolls; printed, it does not (the board is as long as its cards). */
export const BOARD_SCROLL_CLASS = "min-h-0 flex-1 overflow-y-auto px-2 py-1 print:overflow-visible";

/** A card's tile at rest (card-tile.tsx adds what a drag shows). */
export const TILE_CLASS =
  "relative block w-full cursor-grab touch-manipulation rounded-md border bg-card p-2.5 text-card-foreground outline-none select-none hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-ring";

/**
 * A tile's overdue date: red, which forced colours (Windows' contrast themes) drop with every
 * background; there a 2 px border frames it, where a tile's other dates have none.
 */
export const OVERDUE_BADGE_CLASS = "bg-destructive text-destructive-foreground forced-colors:border-2";
/** A due date no day can be read from: its text as stored, in a dashed frame (see DueDateBadge). */
export const UNREADABLE_BADGE_CLASS = "border border-dashed border-current max-w-full min-w-0 break-all";
export const UNREADABLE_DATE_HINT = "Not a date the app can read: open the card to choose a day";

/** The row's last tile, which adds a board. */
export const ADD_BOARD_TILE_CLASS = "w-full rounded-lg border border-dashed bg-muted/40 p-2 sm:w-72 sm:shrink-0 print:hidden";

/** How far outside the window a board still counts as near (its tiles are rendered). */
export const NEAR_MARGIN = 400;
/** From this window width (Tailwind's `sm`) the boards stand in a row, each `w-72` with a `gap-4`. */
export const ROW_FROM_WIDTH = 640;
export const BOARD_STEP = 288 + 16;

/**
 * Where the row's box starts from the window's left and ends from its right: app-shell.tsx's
 * <main>, padded 16 px each side, and from 768 px 32 px each side beside the 192-px side navigation.
 */
const SIDE_NAVIGATION_FROM_WIDTH = 768;
export const rowStart = (windowWidth: number): number => (windowWidth < SIDE_NAVIGATION_FROM_WIDTH ? 16 : 192 + 32);
const rowEndInset = (windowWidth: number): number => (windowWidth < SIDE_NAVIGATION_FROM_WIDTH ? 16 : 32);

/**
 * Which of the boards a page mounts with are near the view in its first frame,
 * known without measuring (a measure before the first paint forces a layout
 * of the whole page, and the tiles then render in a second pass). In a row
 * not scrolled yet, board i starts i board widths right of the row's start,
 * and is near (use-near-viewport.ts) while it starts within the row's box
 * grown by the margin. The window's width counts the scrollbar, so a guess
 * errs towards near: at most a board too many. Below the row's width the
 * boards stack at heights their cards decide: no guess (undefined), each
 * board is measured.
 */
export function nearInFirstFrame(boardIds: readonly string[], windowWidth: number): Map<string, boolean> | undefined {
  if (windowWidth < ROW_FROM_WIDTH) return undefined;
  const start = rowStart(windowWidth);
  const nearEnd = windowWidth - rowEndInset(windowWidth) + NEAR_MARGIN;
  return new Map(boardIds.map((id, index) => [id, start + index * BOARD_STEP < nearEnd]));
}
