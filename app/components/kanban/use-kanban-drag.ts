import {
  getClientRect,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardSensorOptions,
  type MouseSensorOptions,
  type TouchSensorOptions,
} from "@dnd-kit/core";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { findBoardIndex, findCard, moveBoard, moveCard } from "~/lib/board-rules";
import { onDemand } from "~/components/shared/on-demand";
import type { Board } from "~/lib/kanban";
import {
  parseDragId,
  type DragItem,
  type DragSnapshot,
} from "./drag-model";
import { KeyboardSensorHearingAtOnce } from "./keyboard-sensor";

export interface MoveCardChange {
  cardId: string;
  toBoardId: string;
  toIndex: number;
}

export interface MoveBoardChange {
  boardId: string;
  toIndex: number;
}

interface DragState {
  /** What is being dragged; null once dropped while the move is being saved. */
  active: DragItem | null;
  /** The saved boards when the drag started. */
  base: Board[];
  /** The order shown during the drag, and after the drop until the save lands. */
  boards: Board[];
  /** The last save result when the drop was submitted: a newer one means it landed. */
  resultAtDrop: unknown;
  byKeyboard: boolean;
}

const MOUSE: MouseSensorOptions = { activationConstraint: { distance: 5 } };
const TOUCH: TouchSensorOptions = { activationConstraint: { delay: 120, tolerance: 5 } };
// Enter is left to the tile (it opens the card), so only Space picks a card up.
const KEYBOARD_CODES: KeyboardSensorOptions["keyboardCodes"] = {
  start: ["Space"],
  cancel: ["Escape"],
  end: ["Space", "Enter"],
};
/**
 * dnd-kit reads every droppable's computed style to undo transforms; tiles at
 * rest have none, so only a tile moved by the sorting pays for that.
 */
function measureDroppable(element: HTMLElement): ClientRect {
  if (element.style.transform) return getClientRect(element, { ignoreTransform: true });
  // A plain object: dnd-kit copies the rect's own fields, and a DOMRect has none.
  const { top, left, width, height, bottom, right } = element.getBoundingClientRect();
  return { top, left, width, height, bottom, right };
}
const MEASURING: DndContextProps["measuring"] = {
  droppable: { strategy: MeasuringStrategy.WhileDragging, measure: measureDroppable },
};

export const SCREEN_READER_INSTRUCTIONS =
  "To open a card, press Enter. To move a card, press Space to pick it up, " +
  "use the Up and Down arrow keys to move it within its board and the Left and Right arrow keys to move it to the neighbouring boards, " +
  "then press Space or Enter to drop it, or Escape to cancel. " +
  "To move a board, press Space on its move handle, use the arrow keys, then press Space or Enter to drop it.";

// What a drag needs once under way (what it is over, where the arrow keys move what the
// keyboard picked up, what a screen reader hears) loads on demand (drag-extras.ts), as soon
// as the page has shown: a few milliseconds, well before a person's first drag. Until then
// a drag would be over nothing, unannounced, and the arrow keys would wait.
const dragExtras = onDemand(() => import("./drag-extras"));
const SILENT: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

/**
 * Drag and drop of cards and boards over dnd-kit, keeping the order being
 * dragged in local state (dnd-kit's multiple-containers pattern) and showing
 * the dropped order until the saved data catches up, so nothing jumps back.
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

  const snapshot = useCallback((): DragSnapshot => {
    const current = dragRef.current;
    return { boards: current?.boards ?? savedRef.current, byKeyboard: current?.byKeyboard ?? false };
  }, []);

  const extras = dragExtras.useLoaded();
  useEffect(() => void dragExtras.load().catch(() => undefined), []);
  const collisionDetection = useMemo<CollisionDetection>(
    () => (extras ? extras.createCollisionDetection(snapshot) : () => []),
    [extras, snapshot],
  );
  const keyboardOptions = useMemo<KeyboardSensorOptions>(
    () => ({
      coordinateGetter: extras ? extras.createKeyboardCoordinates(snapshot) : () => undefined,
      keyboardCodes: KEYBOARD_CODES,
    }),
    [extras, snapshot],
  );
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensorHearingAtOnce, keyboardOptions),
  );

  const onDragStart = useCallback(
    ({ active, activatorEvent }: DragStartEvent) => {
      const item = parseDragId(active.id);
      if (!item) return;
      const base = savedRef.current;
      setDrag({ active: item, base, boards: base, resultAtDrop: undefined, byKeyboard: activatorEvent instanceof KeyboardEvent });
    },
    [setDrag],
  );

  // A card over another board joins it at once, so that board makes room for it.
  const onDragOver = useCallback(
    ({ active, over }: DragOverEvent) => {
      const current = dragRef.current;
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
      setDrag({ ...current, boards: moveCard(current.boards, item.id, toBoard.id, toIndex) });
    },
    [setDrag],
  );

  const onDragEnd = useCallback(
    ({ over }: DragEndEvent) => {
      const current = dragRef.current;
      const item = current?.active;
      const target = parseDragId(over?.id);
      if (!current || !item || !target) {
        setDrag(null);
        return;
      }

      if (item.type === "board") {
        const toIndex = findBoardIndex(current.base, target.type === "board" ? target.id : "");
        const boards = toIndex === -1 ? current.base : moveBoard(current.base, item.id, toIndex);
        if (boards === current.base) return setDrag(null);
        setDrag({ ...current, active: null, boards, resultAtDrop: resultRef.current });
        onMoveBoard({ boardId: item.id, toIndex });
        return;
      }

      // The card is already in the board it was dragged to; place it at the card it is over.
      const place = findCard(current.boards, item.id);
      if (!place) return setDrag(null);
      const board = current.boards[place.boardIndex]!;
      const overPlace = target.type === "card" ? findCard(current.boards, target.id) : null;
      const toIndex = overPlace && overPlace.boardIndex === place.boardIndex ? overPlace.cardIndex : place.cardIndex;
      const boards = moveCard(current.boards, item.id, board.id, toIndex);
      const before = findCard(current.base, item.id);
      if (before && current.base[before.boardIndex] && before.cardIndex === toIndex &&
        String(current.base[before.boardIndex]!.id) === String(board.id)) {
        return setDrag(null);
      }
      setDrag({ ...current, active: null, boards, resultAtDrop: resultRef.current });
      onMoveCard({ cardId: item.id, toBoardId: String(board.id), toIndex });
    },
    [setDrag, onMoveBoard, onMoveCard],
  );

  const onDragCancel = useCallback(() => setDrag(null), [setDrag]);

  const announcements = useMemo<Announcements>(
    () =>
      extras
        ? extras.createAnnouncements(snapshot, () => savedRef.current, () => dragRef.current?.boards ?? null)
        : SILENT,
    [extras, snapshot],
  );

  const accessibility = useMemo<DndContextProps["accessibility"]>(
    () => ({ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }),
    [announcements],
  );

  const dndProps = useMemo<DndContextProps>(
    () => ({
      sensors,
      collisionDetection,
      measuring: MEASURING,
      accessibility,
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel,
    }),
    [sensors, collisionDetection, accessibility, onDragStart, onDragOver, onDragEnd, onDragCancel],
  );

  return { boards, active: drag?.active ?? null, dndProps, extras };
}
