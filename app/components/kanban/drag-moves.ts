import type { DragEndEvent } from "@dnd-kit/core";
import type { KeyboardEvent } from "react";
import type { Board } from "~/lib/kanban";
import { findBoardIndex, findCard, moveBoard, moveCard, stepCard, type CardStep } from "~/lib/board-rules";
import { cardCancelledText, cardDroppedText, cardMovedText, cardPickedUpText } from "./drag-extras";
import { parseDragId } from "./drag-model";
import type { DragHost, DragState } from "./use-kanban-drag";

// What a card or board move does to the page's drag state (use-kanban-drag.ts),
// part of the drag code loaded on demand (drag-extras.ts): a board's drop (dnd-kit's drag),
// a card's drop (its pointer drag: card-pointer-drag.ts), and a card's keyboard moves.

/**
 * Drops the card at `toIndex` of board `toBoardId`, and gives the boards as they now show;
 * nothing is saved when that is where it was.
 */
export function dropCard(host: DragHost, current: DragState, cardId: string, toBoardId: string, toIndex: number): Board[] {
  const boards = moveCard(current.boards, cardId, toBoardId, toIndex);
  const before = findCard(current.base, cardId);
  if (before && before.cardIndex === toIndex && String(before.board.id) === toBoardId) {
    host.setDrag(null);
    return current.base;
  }
  host.setDrag({ ...current, active: null, boards, resultAtDrop: host.lastResult() });
  host.onMoveCard({ cardId, toBoardId, toIndex });
  return boards;
}

// ---- A board's drag (dnd-kit's) ----

/** The drop of a board: at the place of the board it is over. */
export function dragEnd(host: DragHost, { over }: DragEndEvent): void {
  const current = host.drag();
  const item = current?.active;
  const target = parseDragId(over?.id);
  if (!current || item?.type !== "board" || target?.type !== "board") return host.setDrag(null);
  const toIndex = findBoardIndex(current.base, target.id);
  const boards = toIndex === -1 ? current.base : moveBoard(current.base, item.id, toIndex);
  if (boards === current.base) return host.setDrag(null);
  host.setDrag({ ...current, active: null, boards, resultAtDrop: host.lastResult() });
  host.onMoveBoard({ boardId: item.id, toIndex });
}

// ---- A card moved with the keyboard ----
// Space picks it up, the arrows move it (up and down its board, to the same
// place of the neighbouring boards), Space or Enter drops it, Escape (or Tab, a
// press elsewhere, the window resized or hidden) cancels. The page's own move
// in its drag state: a step re-renders the two boards it changes (dnd-kit's
// keyboard drag, used before, re-rendered every sortable several times a step).

const STEPS: Record<string, CardStep> = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };

let stopCancelling: (() => void) | null = null;

function movingCard(host: DragHost): { current: DragState; cardId: string } | null {
  const current = host.drag();
  return current?.keyboardMove && current.active?.type === "card" ? { current, cardId: current.active.id } : null;
}

function end(host: DragHost, cardId: string): void {
  stopCancelling?.();
  stopCancelling = null;
  host.focusAfterRender(cardId);
}

export function cancelKeyboardMove(host: DragHost): void {
  const moving = movingCard(host);
  if (!moving) return;
  host.setDrag(null);
  end(host, moving.cardId);
  host.say(cardCancelledText(host.saved(), moving.cardId));
}

/** Picks the card up, unless something is being moved or dragged already. */
export function pickUpCard(host: DragHost, cardId: string): void {
  if (host.drag()?.active) return;
  const base = host.saved();
  if (!findCard(base, cardId)) return;
  host.setDrag({ active: { type: "card", id: cardId }, base, boards: base, resultAtDrop: undefined, keyboardMove: true });
  host.say(cardPickedUpText(base, cardId));
  const cancel = () => cancelKeyboardMove(host);
  document.addEventListener("pointerdown", cancel, true);
  window.addEventListener("resize", cancel);
  document.addEventListener("visibilitychange", cancel);
  stopCancelling = () => {
    document.removeEventListener("pointerdown", cancel, true);
    window.removeEventListener("resize", cancel);
    document.removeEventListener("visibilitychange", cancel);
  };
}

/** A key on a card's tile: true when it was a keyboard move's. */
export function handleCardKey(host: DragHost, event: KeyboardEvent<HTMLElement>, cardId: string): boolean {
  const moving = movingCard(host);
  if (!moving) {
    if (event.code !== "Space" || event.repeat || event.target !== event.currentTarget) return false;
    if (event.ctrlKey || event.metaKey || event.altKey || host.drag()?.active) return false;
    event.preventDefault();
    pickUpCard(host, cardId);
    return true;
  }
  const { current } = moving;
  if (moving.cardId !== cardId) return false;
  const step = STEPS[event.key];
  if (step) {
    event.preventDefault();
    const boards = stepCard(current.boards, cardId, step);
    if (boards === current.boards) return true;
    host.setDrag({ ...current, boards });
    host.focusAfterRender(cardId);
    host.say(cardMovedText(boards, cardId));
    return true;
  }
  if (event.code === "Space" || event.key === "Enter") {
    event.preventDefault();
    if (event.repeat) return true;
    // Before the drop: its save renders the page at once (flushSync), and that render is the
    // one that gives the tile focus back. Asked for after it, a later render did, taking focus
    // from wherever it had gone since.
    end(host, cardId);
    const place = findCard(current.boards, cardId);
    if (place) dropCard(host, current, cardId, String(place.board.id), place.cardIndex);
    else host.setDrag(null);
    host.say(cardDroppedText(current.boards, host.saved(), cardId));
    return true;
  }
  if (event.key === "Escape") {
    event.preventDefault();
    cancelKeyboardMove(host);
    return true;
  }
  // Tab leaves the card: the move is cancelled, and focus goes on.
  if (event.key === "Tab") {
    cancelKeyboardMove(host);
    return false;
  }
  return true;
}
