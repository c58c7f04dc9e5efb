import { flushSync } from "react-dom";
import { findCard } from "~/lib/board-rules";
import { showDropMarker } from "./card-tile";
import {
  cardCancelledText,
  cardDroppedOutsideText,
  cardDroppedText,
  cardLanding,
  cardLandingText,
  cardNotOverBoardText,
  cardPickedUpText,
  type CardLanding,
} from "./drag-extras";
import { boardDragId, cardDragId } from "./drag-model";
import { dropCard } from "./drag-moves";
import type { DragHost } from "./use-kanban-drag";

// A card's drag by the mouse, a finger or a pen: the page's own, part of the drag code loaded
// on demand (drag-extras.ts). dnd-kit drove it before; its context re-rendered every mounted
// tile at each step of a drag (a 1,000-card mouse step took 22–26 ms, 8 of them rendering the
// sortables). Here a step moves a copy of the tile and re-renders the tiles the drop marker
// leaves and reaches, and nothing else.

/** How far the mouse moves, pressed on a tile, before the card is picked up (less is a click). */
export const MOUSE_DISTANCE = 5;
/** How long a finger or pen rests on a tile before the card is picked up; moved sooner, it scrolls the page. */
export const TOUCH_DELAY = 120;
/** How far a finger may wander in that time and still pick the card up. */
export const TOUCH_TOLERANCE = 5;
/** How close to a scrolling box's edge the pointer scrolls it, at most (px). */
const EDGE = 48;
/** How far a box scrolls in a frame with the pointer at its very edge (px). */
const FASTEST = 18;

interface Point {
  x: number;
  y: number;
}

/**
 * How far to scroll a box along one axis this frame, for the pointer at `at` of the box's
 * visible span `start`…`end`: back (negative) near the start, on (positive) near the end,
 * faster the closer to the edge, fastest at or just past it (a window's edge may lie a margin
 * beyond the box's); 0 away from the edges or where the box cannot scroll further.
 */
export function edgeScroll(at: number, start: number, end: number, canGoBack: boolean, canGoOn: boolean): number {
  const edge = Math.min(EDGE, (end - start) / 4);
  if (edge <= 0 || at < start - EDGE || at > end + EDGE) return 0;
  const speed = (depth: number) => Math.max(1, Math.round(FASTEST * Math.min(1, depth / edge)));
  if (canGoBack && at < start + edge) return -speed(start + edge - at);
  if (canGoOn && at > end - edge) return speed(at - (end - edge));
  return 0;
}

function scrollsAlong(box: Element, axis: "x" | "y"): boolean {
  const style = getComputedStyle(box);
  const overflow = axis === "x" ? style.overflowX : style.overflowY;
  return overflow === "auto" || overflow === "scroll";
}

/**
 * What to scroll, and by how much, for the pointer at `point`: along each axis the innermost
 * box that can scroll that way with the pointer near its edge, among the boxes under the
 * pointer and those around the dragged card's tile (a board's list, the boards' row, the page).
 */
function scrollsFor(point: Point, tile: HTMLElement): { box: Element; x: number; y: number }[] {
  const page = document.scrollingElement ?? document.documentElement;
  const around = (from: Element | null) => {
    const boxes: Element[] = [];
    for (let box = from; box && box !== page; box = box.parentElement) boxes.push(box);
    return boxes;
  };
  // Innermost first, the page last: a box inside it scrolls before it does.
  const boxes = new Set([...around(document.elementFromPoint(point.x, point.y)), ...around(tile), page]);
  const found: { box: Element; x: number; y: number }[] = [];
  let x = 0;
  let y = 0;
  for (const box of boxes) {
    if (x !== 0 && y !== 0) break;
    const isPage = box === page;
    const alongX = x === 0 && box.scrollWidth > box.clientWidth && (isPage || scrollsAlong(box, "x"));
    const alongY = y === 0 && box.scrollHeight > box.clientHeight && (isPage || scrollsAlong(box, "y"));
    if (!alongX && !alongY) continue;
    const rect = isPage ? new DOMRect(0, 0, innerWidth, innerHeight) : box.getBoundingClientRect();
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, innerWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, innerHeight);
    const { scrollLeft, scrollTop, clientWidth, clientHeight, scrollWidth, scrollHeight } = box;
    const dx =
      alongX && point.y >= top && point.y <= bottom
        ? edgeScroll(point.x, left, right, scrollLeft > 0, scrollLeft + clientWidth < scrollWidth - 1)
        : 0;
    const dy =
      alongY && point.x >= left && point.x <= right
        ? edgeScroll(point.y, top, bottom, scrollTop > 0, scrollTop + clientHeight < scrollHeight - 1)
        : 0;
    if (dx !== 0 || dy !== 0) found.push({ box, x: dx, y: dy });
    x ||= dx;
    y ||= dy;
  }
  return found;
}

/**
 * What the dragged card is over: the board under the pointer, and in it the tile whose middle is
 * nearest the dragged card's; `below` when the card's middle is past that tile's, so a card held
 * over a tile's lower half lands after it, over its upper half before it (dnd-kit's rule, the
 * card's top past the middle, put it before a tile over most of its lower half too). A board
 * without a tile shown is over the board itself; outside every board, nothing.
 */
function whatIsUnder(point: Point, cardTop: number, cardHeight: number): { overId: string | null; below: boolean } {
  const section = document.elementFromPoint(point.x, point.y)?.closest<HTMLElement>("section[data-board-id]");
  if (!section) return { overId: null, below: false };
  let overId = boardDragId(section.dataset.boardId ?? "");
  let below = false;
  let nearest = Infinity;
  const middle = cardTop + cardHeight / 2;
  for (const tile of section.querySelectorAll<HTMLElement>("[data-card-id]")) {
    const rect = tile.getBoundingClientRect();
    const tileMiddle = rect.top + rect.height / 2;
    const distance = Math.abs(tileMiddle - middle);
    if (distance < nearest) {
      nearest = distance;
      overId = cardDragId(tile.dataset.cardId ?? "");
      below = middle > tileMiddle;
    }
  }
  return { overId, below };
}

/** The copy of the tile that follows the pointer: hidden from assistive technology, never hit. */
function copyOf(tile: HTMLElement, rect: DOMRect): HTMLElement {
  const copy = tile.cloneNode(true) as HTMLElement;
  for (const name of ["data-card-id", "data-drop-marker", "id", "role", "tabindex", "aria-pressed", "aria-describedby", "aria-roledescription"]) {
    copy.removeAttribute(name);
  }
  copy.setAttribute("aria-hidden", "true");
  copy.inert = true;
  copy.classList.add("shadow-lg", "cursor-grabbing");
  Object.assign(copy.style, {
    position: "fixed",
    left: `${rect.left}px`,
    top: `${rect.top}px`,
    width: `${rect.width}px`,
    margin: "0",
    pointerEvents: "none",
    zIndex: "50",
    opacity: "1",
  });
  return copy;
}

/**
 * Follows a press on a card's tile: the mouse picks the card up once moved 5 px (a press
 * without that is a click, which opens the card); a finger or pen once it has rested 120 ms
 * (moved sooner, the page scrolls). Then a copy of the tile follows the pointer, the card stays
 * where it is and a line marks where it would land, the boxes under the pointer scroll near
 * their edges, and a screen reader hears each new place. The release drops it there (outside
 * every board it changes nothing); Escape, a cancelled pointer, or the window losing focus or
 * being resized puts it back.
 */
export function followCardPress(host: DragHost, press: PointerEvent, tile: HTMLElement): void {
  const cardId = tile.dataset.cardId;
  if (cardId === undefined || host.drag()?.active) return;
  const byMouse = press.pointerType === "mouse";
  const start: Point = { x: press.clientX, y: press.clientY };
  let last = start;
  let lifted: { overlay: HTMLElement; top: number; height: number } | null = null;
  let landing: CardLanding | null = null;
  let said: string | null = null;
  /** Whether the card has been over anywhere but its own place since it was picked up. */
  let wandered = false;
  let scrolling = 0;
  const listening = new AbortController();
  const { signal } = listening;
  const holding = byMouse ? 0 : window.setTimeout(lift, TOUCH_DELAY);

  function stop() {
    listening.abort();
    clearTimeout(holding);
    cancelAnimationFrame(scrolling);
    lifted?.overlay.remove();
    lifted = null;
  }

  function say(text: string) {
    if (text === said) return;
    said = text;
    host.say(text);
  }

  function lift() {
    const boards = host.saved();
    if (host.drag()?.active || !tile.isConnected || !findCard(boards, cardId!)) return stop();
    const rect = tile.getBoundingClientRect();
    const overlay = copyOf(tile, rect);
    document.body.append(overlay);
    lifted = { overlay, top: rect.top, height: rect.height };
    flushSync(() => host.setDrag({ active: { type: "card", id: cardId! }, base: boards, boards, resultAtDrop: undefined }));
    say(cardPickedUpText(boards, cardId!));
    // A touch's long press would open the page's menu, or select text, under the drag.
    window.getSelection()?.removeAllRanges();
  }

  /** Shows and says where the card would land with the pointer at `point`. */
  function show(point: Point) {
    const current = host.drag();
    if (!lifted || current?.active?.type !== "card") return;
    const dy = point.y - start.y;
    lifted.overlay.style.transform = `translate(${point.x - start.x}px, ${dy}px)`;
    const { overId, below } = whatIsUnder(point, lifted.top + dy, lifted.height);
    landing = cardLanding(current.boards, cardId!, overId, below);
    flushSync(() => showDropMarker(landing?.marker ?? null));
    // Over its own place (no marker) before it has been anywhere else, there is no move to say.
    if (landing && !landing.marker && !wandered) return;
    wandered = true;
    say(landing ? cardLandingText(current.boards, cardId!, landing) : cardNotOverBoardText(current.boards, cardId!));
  }

  /** Scrolls the boxes whose edge the pointer is near, frame by frame while it stays there. */
  function scrollNearEdges() {
    scrolling = 0;
    const scrolls = lifted ? scrollsFor(last, tile) : [];
    if (scrolls.length === 0) return;
    // Their scroll events show where the card would land now (the listener below).
    for (const { box, x, y } of scrolls) box.scrollBy(x, y);
    scrolling = requestAnimationFrame(scrollNearEdges);
  }

  function drop() {
    const current = host.drag();
    if (current?.active?.type === "card") {
      const place = landing;
      if (place) {
        const boards = dropCard(host, current, cardId!, String(place.board.id), place.index);
        host.say(cardDroppedText(boards, host.saved(), cardId!));
      } else {
        host.setDrag(null);
        host.say(cardDroppedOutsideText(current.boards, host.saved(), cardId!));
      }
    }
    stop();
    if (!byMouse) return;
    // The release ends the press with a click on the tile it started on, when over it again: not an open.
    const swallow = (click: Event) => click.stopPropagation();
    window.addEventListener("click", swallow, { capture: true, once: true });
    setTimeout(() => window.removeEventListener("click", swallow, { capture: true }));
  }

  function cancel() {
    if (lifted && host.drag()?.active?.type === "card") {
      host.setDrag(null);
      host.say(cardCancelledText(host.saved(), cardId!));
    }
    stop();
  }

  const samePointer = (event: PointerEvent) => event.pointerId === press.pointerId;
  document.addEventListener(
    "pointermove",
    (event) => {
      if (!samePointer(event)) return;
      last = { x: event.clientX, y: event.clientY };
      if (!lifted) {
        const distance = Math.hypot(last.x - start.x, last.y - start.y);
        if (!byMouse) return void (distance > TOUCH_TOLERANCE && stop());
        if (distance < MOUSE_DISTANCE) return;
        lift();
        if (!lifted) return;
      }
      show(last);
      if (!scrolling) scrollNearEdges();
    },
    { signal },
  );
  document.addEventListener("pointerup", (event) => samePointer(event) && (lifted ? drop() : stop()), { signal });
  document.addEventListener("pointercancel", (event) => samePointer(event) && cancel(), { signal });
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !lifted) return;
      event.preventDefault();
      event.stopPropagation();
      cancel();
    },
    { signal, capture: true },
  );
  // A scroll (the wheel, or the edges') changes what the card is over without a pointer move.
  document.addEventListener("scroll", () => lifted && show(last), { signal, capture: true, passive: true });
  for (const type of ["contextmenu", "selectstart", "dragstart"]) {
    document.addEventListener(type, (event) => lifted && event.preventDefault(), { signal });
  }
  window.addEventListener("blur", cancel, { signal });
  window.addEventListener("resize", cancel, { signal });
  document.addEventListener("visibilitychange", cancel, { signal });
}
