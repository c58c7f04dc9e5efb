import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { onDemand } from "~/components/shared/on-demand";
import { dragExtras } from "./use-kanban-drag";

// dnd-kit (sortable-board.tsx) is not loaded with the page: it loads in the
// first idle time after the page shows, or as soon as the pointer or focus
// comes to the boards. Then the boards' row is rendered anew with it, which would drop
// focus, the boards' scroll and what the row's parts hold (a form being
// filled in, a menu pressed before its code came, a button held down): so the row changes over
// only while none of that is under way, and the focused tile or control and
// the scroll positions are the same after.

// The boards become sortable only with the drag code (what a drag says, where it lands) here
// too: a board picked up before it came would move in silence, and its drop would change nothing.
const sortableBoard = onDemand(() =>
  Promise.all([import("./sortable-board"), dragExtras.load()]).then(([sortableBoardModule]) => sortableBoardModule),
);
type SortableBoardCode = Awaited<ReturnType<typeof sortableBoard.load>>;

/** What can have focus in the row: tiles, the boards' buttons and handles, the forms' fields. */
const FOCUSABLE = "button, [tabindex='0'], a[href], input, textarea";

interface RowState {
  /** The focused tile, or else the focused control's place among the row's. */
  focus: { cardId: string } | { index: number } | null;
  scroll: { row: number; boards: [string, number][] };
}

function rowState(row: HTMLElement): RowState {
  const active = document.activeElement;
  let focus: RowState["focus"] = null;
  if (active instanceof HTMLElement && row.contains(active)) {
    const { cardId } = active.dataset;
    focus = cardId !== undefined ? { cardId } : { index: Array.from(row.querySelectorAll(FOCUSABLE)).indexOf(active) };
  }
  const boards = Array.from(row.querySelectorAll<HTMLElement>("[data-board-scroll]"), (box): [string, number] => [
    box.dataset.boardScroll ?? "",
    box.scrollTop,
  ]).filter(([, top]) => top > 0);
  return { focus, scroll: { row: row.scrollLeft, boards } };
}

// A board's move handle pressed with Space before dnd-kit came: the board is picked up once
// the row has changed over, if its handle still has focus then (see `pickUpBoardWhenSortable`).
let boardToPickUp: string | null = null;

/**
 * For a board handle's Space before dnd-kit is here: loads it, and once the row has changed
 * over starts the keyboard drag of `boardId`'s board, as the press would have. Null forgets it
 * (the handle lost focus).
 */
export function pickUpBoardWhenSortable(boardId: string | null): void {
  boardToPickUp = boardId;
  if (boardId !== null) void sortableBoard.load().catch(() => undefined);
}

/** Presses Space again on the board handle that has focus, if its board was waiting to be picked up. */
function pickUpWaitingBoard() {
  const boardId = boardToPickUp;
  boardToPickUp = null;
  const handle = document.activeElement;
  if (boardId === null || !(handle instanceof HTMLElement) || handle.dataset.boardHandle !== boardId) return;
  // dnd-kit's keyboard sensor starts on its handle's keydown of Space, as it would have.
  handle.dispatchEvent(new KeyboardEvent("keydown", { key: " ", code: "Space", bubbles: true, cancelable: true }));
}

function restoreRow(row: HTMLElement, { focus, scroll }: RowState) {
  row.scrollLeft = scroll.row;
  for (const [boardId, top] of scroll.boards) {
    const box = row.querySelector<HTMLElement>(`[data-board-scroll="${CSS.escape(boardId)}"]`);
    if (box) box.scrollTop = top;
  }
  // Only if the focus was lost with the old row: not where the person has moved it since.
  if (!focus || (document.activeElement !== document.body && document.activeElement !== null)) return;
  const target =
    "cardId" in focus
      ? row.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(focus.cardId)}"]`)
      : row.querySelectorAll<HTMLElement>(FOCUSABLE)[focus.index];
  target?.focus({ preventScroll: true });
}

/**
 * What the row's parts hold that a new rendering would lose: a form (an add, a rename), a menu
 * on its way, a button held down by the mouse or Space (released over its new copy, it would
 * not be clicked: a click needs both on one element, and Space clicks on its release), an add
 * form's opener about to take focus back once its form has closed.
 */
const HOLDING = "form, input, textarea, [aria-busy='true'], [data-focus-pending], :active";

/** Whether the row may be rendered anew now: nothing in it is being filled in, opened or pressed. */
function rowIsFree(row: HTMLElement): boolean {
  const active = document.activeElement;
  return !(active instanceof Element && active.closest("[role=menu]")) && !row.querySelector(HOLDING);
}

/** How often the row looks again whether it can change over, while it cannot. */
const RETRY_MS = 250;

/**
 * dnd-kit's code for the boards' row `rowRef`, once it has loaded and the row
 * can change over to it (undefined until then); and a handler that loads it
 * early.
 */
export function useSortableBoard(rowRef: RefObject<HTMLElement | null>): {
  code: SortableBoardCode | undefined;
  /** For the pointer or focus coming to the row. */
  preload(): void;
} {
  const loaded = sortableBoard.useLoaded();
  // Already here (the page shown before): the row is sortable from its first render.
  const [shown, setShown] = useState(loaded);
  const kept = useRef<RowState | null>(null);

  useEffect(() => sortableBoard.loadWhenIdle(), []);

  useEffect(() => {
    if (!loaded || shown) return;
    // Looked at and rendered in one task: rendered later (a transition), a form opened in
    // between (an "Add Card" pressed) was lost with the old row.
    const changeOver = () => {
      const row = rowRef.current;
      if (row && !rowIsFree(row)) return false;
      kept.current = row ? rowState(row) : null;
      flushSync(() => setShown(loaded));
      return true;
    };
    // A card being added, say: the row changes over once that is done.
    const retry = setInterval(() => {
      if (changeOver()) clearInterval(retry);
    }, RETRY_MS);
    // The first look in a task of its own: React cannot render synchronously from an effect.
    const first = setTimeout(() => {
      if (changeOver()) clearInterval(retry);
    });
    return () => {
      clearTimeout(first);
      clearInterval(retry);
    };
  }, [loaded, shown, rowRef]);

  useLayoutEffect(() => {
    const state = kept.current;
    kept.current = null;
    if (!shown || !state) return;
    // After React's second pass, which renders the tiles of the boards measured near the view.
    queueMicrotask(() => {
      if (rowRef.current) restoreRow(rowRef.current, state);
      pickUpWaitingBoard();
    });
  }, [shown, rowRef]);

  const preload = useCallback(() => void sortableBoard.load().catch(() => undefined), []);
  return { code: shown, preload };
}
