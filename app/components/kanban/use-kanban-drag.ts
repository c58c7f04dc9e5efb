import type {
  Announcements,
  DndContextProps,
  DragCancelEvent,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
  KeyboardSensorOptions,
} from "@dnd-kit/core";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from "react";
import { onDemand } from "~/components/shared/on-demand";
import { anew } from "~/lib/announce-anew";
import type { Board } from "~/lib/kanban";
import { parseDragId, type DragItem, type DragSnapshot } from "./drag-model";
import { showDraggedCard, showDropMarker, showLiftedCard } from "./card-tile";
import { tileOf } from "./tile-focus";

export interface MoveCardChange {
  cardId: string;
  toBoardId: string;
  toIndex: number;
}

export interface MoveBoardChange {
  boardId: string;
  toIndex: number;
}

export interface DragState {
  /** What is being dragged; null once dropped while the move is being saved. */
  active: DragItem | null;
  /** The saved boards when the drag started. */
  base: Board[];
  /** The order shown during the drag, and after the drop until the save lands. */
  boards: Board[];
  /** The last save result when the drop was submitted: a newer one means it landed. */
  resultAtDrop: unknown;
  /** A card picked up with Space and moved with the arrows (drag-moves.ts); else a card's pointer drag or a board's drag. */
  keyboardMove?: boolean;
}

/** What the drag code (drag-moves.ts, loaded on demand) acts on: the page's drag state and what it tells. */
export interface DragHost {
  drag(): DragState | null;
  setDrag(next: DragState | null): void;
  /** The boards as saved (and filtered), shown when nothing is moved. */
  saved(): Board[];
  /** The last save's result: a newer one means a dropped move has landed. */
  lastResult(): unknown;
  onMoveCard(change: MoveCardChange): void;
  onMoveBoard(change: MoveBoardChange): void;
  /** Focuses the card's tile once the page has rendered (a move between boards renders it anew). */
  focusAfterRender(cardId: string): void;
  /** Tells screen-reader users (the page's live region); nothing for undefined. */
  say(text: string | undefined): void;
}

/** A card tile's keys while it has focus: true when they were a keyboard move's (Space, the arrows, Enter, Escape). */
export type CardKeyHandler = (event: ReactKeyboardEvent<HTMLElement>, cardId: string) => boolean;


// dnd-kit's drags are a board's (by its header, or its move handle with the keyboard); a card's
// pointer drag is card-pointer-drag.ts's, its keyboard moves drag-moves.ts's.
const KEYBOARD_CODES: KeyboardSensorOptions["keyboardCodes"] = {
  start: ["Space"],
  cancel: ["Escape"],
  end: ["Space", "Enter"],
};

export const SCREEN_READER_INSTRUCTIONS =
  "To open a card, press Enter. To move a card, press Space to pick it up, " +
  "use the Up and Down arrow keys to move it within its board and the Left and Right arrow keys to move it to the neighbouring boards, " +
  "then press Space or Enter to drop it, or Escape to cancel. " +
  "To move a board, press Space on its move handle, use the arrow keys, then press Space or Enter to drop it.";

// What a drag needs once under way (a card's pointer drag, where a card lands, where the arrow
// keys move a board, what a screen reader hears, what a move does to the drag state:
// drag-moves.ts) loads on demand (drag-extras.ts), in the first idle time after the page shows,
// as dnd-kit does for the boards (use-sortable-board.ts): well before a person's first drag. A
// card pressed before then is dragged once the code is here, and Space on a tile picks its card up.
export const dragExtras = onDemand(() => import("./drag-extras"));
const SILENT: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

/**
 * Drag and drop of cards (the page's own) and boards (over dnd-kit), keeping the order being
 * dragged in local state (a card moved with the keyboard moves there at each step; one dragged
 * by the pointer stays put, and a marker shows where it would land: card-pointer-drag.ts) and
 * showing the dropped order until the saved data catches up, so nothing jumps back.
 */
export function useKanbanDrag({
  saved,
  lastResult,
  onMoveCard,
  onMoveBoard,
}: {
  saved: Board[];
  lastResult: unknown;
  onMoveCard(change: MoveCardChange): void;
  onMoveBoard(change: MoveBoardChange): void;
}) {
  const [drag, setDragState] = useState<DragState | null>(null);
  const dragRef = useRef<DragState | null>(null);
  const savedRef = useRef(saved);
  const resultRef = useRef(lastResult);
  // As React commits (a layout effect): a key press can land before React's passive
  // effects run (a later task on a busy machine), and a drag it starts begins from the boards shown.
  useLayoutEffect(() => {
    savedRef.current = saved;
    resultRef.current = lastResult;
  });

  const setDrag = useCallback((next: DragState | null) => {
    dragRef.current = next;
    setDragState(next);
    const card = next?.active?.type === "card" ? next.active.id : null;
    showLiftedCard(next?.keyboardMove ? card : null);
    showDraggedCard(next?.keyboardMove ? null : card);
    if (!next?.active) showDropMarker(null);
  }, []);

  const showingDrag =
    drag !== null && (drag.active !== null || (drag.base === saved && drag.resultAtDrop === lastResult));
  const boards = showingDrag ? drag.boards : saved;

  // Once the saved data (or a failed save's result) has arrived, drop the local order:
  // this drop's only, never a drag started since.
  useEffect(() => {
    if (drag && !showingDrag && dragRef.current === drag) {
      dragRef.current = null;
      setDragState(null);
    }
  }, [drag, showingDrag]);

  const snapshot = useCallback((): DragSnapshot => ({ boards: dragRef.current?.boards ?? savedRef.current }), []);

  const extras = dragExtras.useLoaded();
  const extrasRef = useRef(extras);
  useLayoutEffect(() => {
    extrasRef.current = extras;
  });
  // Not at once: starting its fetches (and compiling it) in the effects of the page's first
  // commit held back the load's first frame by 10 ms.
  useEffect(() => dragExtras.loadWhenIdle(), []);

  // What a screen reader hears, for every drag: dnd-kit's own live region stays silent, so
  // that one region speaks for the pointer's drags and the keyboard's moves alike.
  const liveRegionRef = useRef<HTMLDivElement>(null);
  const keyboardOptions = useMemo<KeyboardSensorOptions>(
    () => ({
      coordinateGetter: extras ? extras.createKeyboardCoordinates(snapshot) : () => undefined,
      keyboardCodes: KEYBOARD_CODES,
    }),
    [extras, snapshot],
  );

  // dnd-kit's events (a board's drag) say what happened; `announcements` (the texts' code, loaded on demand) says it.
  const announcements = useMemo<Announcements>(
    () =>
      extras
        ? extras.createAnnouncements(snapshot, () => savedRef.current, () => dragRef.current?.boards ?? null)
        : SILENT,
    [extras, snapshot],
  );
  const announcementsRef = useRef(announcements);
  useLayoutEffect(() => {
    announcementsRef.current = announcements;
  });

  /** The card whose tile should have focus after the next render (a keyboard move between boards renders it anew). */
  const focusAfterRender = useRef<string | null>(null);
  useLayoutEffect(() => {
    const cardId = focusAfterRender.current;
    if (cardId === null) return;
    focusAfterRender.current = null;
    const tile = tileOf(cardId);
    if (tile && document.activeElement !== tile) tile.focus();
  });

  // What the drag code (drag-moves.ts, loaded on demand) acts on.
  const host = useMemo<DragHost>(
    () => ({
      drag: () => dragRef.current,
      setDrag,
      saved: () => savedRef.current,
      lastResult: () => resultRef.current,
      onMoveCard,
      onMoveBoard,
      focusAfterRender: (cardId) => void (focusAfterRender.current = cardId),
      say: (text) => {
        const region = liveRegionRef.current;
        if (text && region) region.textContent = anew(region.textContent ?? "", text);
      },
    }),
    [setDrag, onMoveCard, onMoveBoard],
  );

  /** Says what `compose` makes of the drag's texts, once they are here (a card moved by a shortcut). */
  const say = useCallback(
    (compose: (texts: typeof import("./drag-extras")) => string) =>
      void dragExtras.load().then((texts) => host.say(compose(texts)), () => undefined),
    [host],
  );

  // What the drag was last reported over, which the page shows and says. dnd-kit reports a new
  // place (onDragOver) a render before its drop reads it: a drop in between (Space pressed just
  // after an arrow, on a busy machine) would land at the place before.
  const reportedOver = useRef<DragOverEvent["over"] | undefined>(undefined);

  // A board's drag (dnd-kit's). Dropped before the drag code is here, it changes nothing.
  const dndHandlers = useMemo(
    () => ({
      onDragStart(event: DragStartEvent) {
        reportedOver.current = undefined;
        const item = parseDragId(event.active.id);
        if (!item) return;
        const base = savedRef.current;
        setDrag({ active: item, base, boards: base, resultAtDrop: undefined });
        host.say(announcementsRef.current.onDragStart(event));
      },
      onDragOver(event: DragOverEvent) {
        reportedOver.current = event.over;
        host.say(announcementsRef.current.onDragOver(event));
      },
      onDragEnd(dropped: DragEndEvent) {
        const over = reportedOver.current;
        const event = over === undefined ? dropped : { ...dropped, over };
        if (extrasRef.current) extrasRef.current.dragEnd(host, event);
        else setDrag(null);
        host.say(announcementsRef.current.onDragEnd(event));
      },
      onDragCancel(event: DragCancelEvent) {
        setDrag(null);
        host.say(announcementsRef.current.onDragCancel(event));
      },
    }),
    [host, setDrag],
  );

  // A card pressed by the pointer: its drag (card-pointer-drag.ts, with the drag code) follows the
  // press. Pressed before that code is here, it follows once the code is, if still held.
  useEffect(() => {
    const press = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0 || !(event.target instanceof Element)) return;
      const tile = event.target.closest<HTMLElement>("[data-card-id]");
      if (!tile) return;
      const code = extrasRef.current;
      if (code) return code.followCardPress(host, event, tile);
      let held = true;
      const release = () => void (held = false);
      document.addEventListener("pointerup", release, { once: true });
      document.addEventListener("pointercancel", release, { once: true });
      void dragExtras.load().then(
        (loaded) => {
          if (held && tile.isConnected) loaded.followCardPress(host, event, tile);
        },
        () => undefined,
      );
    };
    // A touch drag keeps the page from scrolling. Listened for from the start, not from the
    // drag's: the browser decides at the touch's start whether a listener may hold its moves.
    const touchMove = (event: TouchEvent) => {
      const current = dragRef.current;
      if (current?.active?.type === "card" && !current.keyboardMove && event.cancelable) event.preventDefault();
    };
    document.addEventListener("pointerdown", press);
    window.addEventListener("touchmove", touchMove, { passive: false });
    return () => {
      document.removeEventListener("pointerdown", press);
      window.removeEventListener("touchmove", touchMove);
    };
  }, [host]);

  const onCardKey = useCallback<CardKeyHandler>(
    (event, cardId) => {
      const code = extrasRef.current;
      if (code) return code.handleCardKey(host, event, cardId);
      // Before the drag code is here (a moment after the page shows), Space picks the card up once it is.
      if (event.code !== "Space" || event.target !== event.currentTarget) return false;
      event.preventDefault();
      const tile = event.currentTarget;
      void dragExtras.load().then((loaded) => {
        if (document.activeElement === tile) loaded.pickUpCard(host, cardId);
      }, () => undefined);
      return true;
    },
    [host],
  );
  const keyboardMoving = drag?.keyboardMove === true && drag.active !== null;

  const accessibility = useMemo<DndContextProps["accessibility"]>(
    () => ({
      announcements: SILENT,
      screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
    }),
    [],
  );

  // dnd-kit's sensors, measuring and collisions are sortable-board.tsx's, with dnd-kit itself (loaded on demand).
  const dndProps = useMemo<DndContextProps>(() => ({ accessibility, ...dndHandlers }), [accessibility, dndHandlers]);

  return {
    boards,
    active: drag?.active ?? null,
    keyboardMoving,
    dndProps,
    keyboardOptions,
    extras,
    onCardKey,
    liveRegionRef,
    say,
  };
}
