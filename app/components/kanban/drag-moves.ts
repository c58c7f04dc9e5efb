import type { DragEndEvent, DragMoveEvent, DragOverEvent } from "@dnd-kit/core";
import type { KeyboardEvent } from "react";
import { findBoardIndex, findCard, moveBoard, moveCard, stepCard, type CardStep } from "~/lib/board-rules";
import { showDropMarker } from "./card-tile";
import {
  cardCancelledText,
  cardDroppedText,
  cardLandingText,
  cardMovedText,
  cardPickedUpText,
  isBelow,
  landingInOtherBoard,
} from "./drag-extras";
import { parseDragId } from "./drag-model";
import type { DragHost, DragState } from "./use-kanban-drag";

// What a card or board move does to the page's drag state (use-kanban-drag.ts),
// part of the drag code loaded on demand (drag-extras.ts): dnd-kit's drags by
// the pointer (and a board's by the keyboard), and a card's keyboard moves.

/** Drops the card at `toIndex` of board `toBoardId`; nothing is saved when that is where it was. */
function dropCard(host: DragHost, current: DragState, cardId: string, toBoardId: string, toIndex: number): void {
  const boards = moveCard(current.boards, cardId, toBoardId, toIndex);
  const before = findCard(current.base, cardId);
  if (before && before.cardIndex === toIndex && String(before.board.id) === toBoardId) return host.setDrag(null);
  host.setDrag({ ...current, active: null, boards, resultAtDrop: host.lastResult() });
  host.onMoveCard({ cardId, toBoardId, toIndex });
}

// ---- dnd-kit's drags ----

/** The place last said for the drag of `item` (the same object for the whole drag). */
let lastLanding: { item: DragState["active"]; place: string | null } = { item: null, place: null };

/**
 * A card dragged by the pointer over another board stays where it is until the drop: that
 * board shows a marker where it would land (card-tile.tsx), so a step of the drag renders the
 * marked tiles alone. (Moving the card into the board at once, dnd-kit's multiple-containers
 * pattern, unmounted and mounted its tile and made dnd-kit measure the active node and every
 * droppable again: 76 ms a step at 100 cards.) Over its own board, dnd-kit's sorting makes room.
 */
function showLanding(host: DragHost, { active, over }: DragMoveEvent | DragOverEvent): void {
  const current = host.drag();
  const item = current?.active;
  if (!current || item?.type !== "card" || current.keyboardMove) return showDropMarker(null);
  const landing = landingInOtherBoard(current.boards, item.id, over?.id, isBelow(active, over));
  showDropMarker(landing?.marker ?? null);
  // Said once per place (a pointer move within it says nothing new).
  const place = landing ? `${String(landing.board.id)}\n${landing.index}` : null;
  if (lastLanding.item === item && lastLanding.place === place) return;
  lastLanding = { item, place };
  if (landing) host.say(cardLandingText(current.boards, item.id, landing));
}

/** The pointer moved: the marker follows it (before or after the card it is over). */
export const dragMove = showLanding;
/** What the card is over changed (a scroll can do that without the pointer moving). */
export const dragOver = showLanding;

/** The drop of a card (where the marker showed, or at the card it is over in its own board) or of a board. */
export function dragEnd(host: DragHost, { active, over }: DragEndEvent): void {
  const current = host.drag();
  const item = current?.active;
  const target = parseDragId(over?.id);
  if (!current || !item || !target) return host.setDrag(null);

  if (item.type === "board") {
    const toIndex = findBoardIndex(current.base, target.type === "board" ? target.id : "");
    const boards = toIndex === -1 ? current.base : moveBoard(current.base, item.id, toIndex);
    if (boards === current.base) return host.setDrag(null);
    host.setDrag({ ...current, active: null, boards, resultAtDrop: host.lastResult() });
    host.onMoveBoard({ boardId: item.id, toIndex });
    return;
  }

  const elsewhere = landingInOtherBoard(current.boards, item.id, over?.id, isBelow(active, over));
  if (elsewhere) return dropCard(host, current, item.id, String(elsewhere.board.id), elsewhere.index);
  const place = findCard(current.boards, item.id);
  if (!place) return host.setDrag(null);
  const overPlace = target.type === "card" ? findCard(current.boards, target.id) : null;
  const toIndex = overPlace && overPlace.boardIndex === place.boardIndex ? overPlace.cardIndex : place.cardIndex;
  dropCard(host, current, item.id, String(place.board.id), toIndex);
}

// ---- A card moved with the keyboard ----
// Space picks it up, the arrows move it (up and down its board, to the same
// place of the neighbouring boards), Space or Enter drops it, Escape (or Tab, a
// press elsewhere, the window resized or hidden) cancels. The page's own move
// in its drag state, not dnd-kit's: a step re-renders the two boards it
// changes, where dnd-kit's keyboard drag re-rendered every sortable several
// times a step.

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
  host.setDrag({ active: { type: "card", id: cardId }, base, boards: base, resultAtDrop: undefined, byKeyboard: true, keyboardMove: true });
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
