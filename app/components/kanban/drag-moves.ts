import type { DragEndEvent, DragOverEvent } from "@dnd-kit/core";
import type { KeyboardEvent } from "react";
import { findBoardIndex, findCard, moveBoard, moveCard, stepCard, type CardStep } from "~/lib/board-rules";
import { cardCancelledText, cardDroppedText, cardMovedText, cardPickedUpText } from "./drag-extras";
import { parseDragId } from "./drag-model";
import type { DragHost, DragState } from "./use-kanban-drag";

// What a card or board move does to the page's drag state (use-kanban-drag.ts),
// part of the drag code loaded on demand (drag-extras.ts): dnd-kit's drags by
// the pointer (and a board's by the keyboard), and a card's keyboard moves.

/** Drops the card at `toIndex` of the board it is in now; nothing is saved when that is where it was. */
function dropCard(host: DragHost, current: DragState, cardId: string, toIndex: number): void {
  const place = findCard(current.boards, cardId);
  if (!place) return host.setDrag(null);
  const boards = moveCard(current.boards, cardId, place.board.id, toIndex);
  const before = findCard(current.base, cardId);
  if (before && before.cardIndex === toIndex && String(before.board.id) === String(place.board.id)) return host.setDrag(null);
  host.setDrag({ ...current, active: null, boards, resultAtDrop: host.lastResult() });
  host.onMoveCard({ cardId, toBoardId: String(place.board.id), toIndex });
}

// ---- dnd-kit's drags ----

/** A card dragged over another board joins it at once, so that board makes room for it. */
export function dragOver(host: DragHost, { active, over }: DragOverEvent): void {
  const current = host.drag();
  const item = current?.active;
  if (!current || item?.type !== "card" || !over) return;
  const target = parseDragId(over.id);
  const from = findCard(current.boards, item.id);
  if (!target || !from) return;

  let toBoardIndex: number;
  let toIndex: number;
  if (target.type === "board") {
    toBoardIndex = findBoardIndex(current.boards, target.id);
    toIndex = current.boards[toBoardIndex]?.card.length ?? 0;
  } else {
    const overPlace = findCard(current.boards, target.id);
    if (!overPlace) return;
    toBoardIndex = overPlace.boardIndex;
    const translated = active.rect.current.translated;
    const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false;
    toIndex = overPlace.cardIndex + (below ? 1 : 0);
  }
  const toBoard = current.boards[toBoardIndex];
  if (!toBoard || toBoardIndex === from.boardIndex) return;
  host.setDrag({ ...current, boards: moveCard(current.boards, item.id, toBoard.id, toIndex) });
}

/** The drop of a card (at the card it is over, in the board it has joined) or of a board. */
export function dragEnd(host: DragHost, { over }: DragEndEvent): void {
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

  const place = findCard(current.boards, item.id);
  if (!place) return host.setDrag(null);
  const overPlace = target.type === "card" ? findCard(current.boards, target.id) : null;
  dropCard(host, current, item.id, overPlace && overPlace.boardIndex === place.boardIndex ? overPlace.cardIndex : place.cardIndex);
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
    dropCard(host, current, cardId, findCard(current.boards, cardId)?.cardIndex ?? 0);
    end(host, cardId);
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
