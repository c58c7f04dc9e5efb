import {
  closestCenter,
  DndContext,
  DragOverlay,
  getClientRect,
  MeasuringStrategy,
  useSensor,
  useSensors,
  type ClientRect,
  type DndContextProps,
  type KeyboardSensorOptions,
  type MouseSensorOptions,
  type TouchSensorOptions,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, useSortable } from "@dnd-kit/sortable";
import { CSS, type Transform } from "@dnd-kit/utilities";
import { memo, useMemo, type ReactNode } from "react";
import { BoardColumnView, type BoardColumnProps } from "./board-column";
import { boardDragId } from "./drag-model";
import { KeyboardSensorHearingAtOnce, MouseSensorRenderingAtOnce, TouchSensorRenderingAtOnce } from "./sensors";

// A board's drag (by its header, or its handle with the keyboard): dnd-kit (~16 KB of gzip),
// loaded on demand (see use-sortable-board.ts). Until it is here, the page shows the same
// boards, and then the boards' row is rendered anew with it. Cards are not dnd-kit's: the
// pointer drags them with card-pointer-drag.ts, the keyboard moves them with drag-moves.ts.

const MOUSE: MouseSensorOptions = { activationConstraint: { distance: 5 } };
const TOUCH: TouchSensorOptions = {
  activationConstraint: { delay: 120, tolerance: 5 },
};

/**
 * dnd-kit reads every droppable's computed style to undo transforms; boards at
 * rest have none, so only a board moved by the sorting pays for that.
 */
function measureDroppable(element: HTMLElement): ClientRect {
  if (element.style.transform) return getClientRect(element, { ignoreTransform: true });
  // A plain object: dnd-kit copies the rect's own fields, and a DOMRect has none.
  const { top, left, width, height, bottom, right } = element.getBoundingClientRect();
  return { top, left, width, height, bottom, right };
}
const MEASURING: DndContextProps["measuring"] = {
  droppable: {
    strategy: MeasuringStrategy.WhileDragging,
    measure: measureDroppable,
  },
};

/**
 * A sortable item's transform as CSS, none when it does not move it. dnd-kit's sorting strategies
 * give every item of the list a drag is sorting a translate, `translate3d(0px, 0px, 0)` for those
 * that stay: a 3D transform, set with a transition, made each item a compositing layer running a
 * transition (28 layers, and their transition events, in a 100-card board's mouse step when
 * tiles were sortables too) for no visible change.
 */
export function shownTranslate(transform: Transform | null): string | undefined {
  return transform && (transform.x !== 0 || transform.y !== 0) ? CSS.Translate.toString(transform) : undefined;
}

/** A board as a sortable item of the boards' row, dragged by its header. */
export const SortableBoardColumn = memo(function SortableBoardColumn(props: BoardColumnProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: boardDragId(props.board.id),
    data: { type: "board" },
  });
  // The same binding while nothing of it changes: dnd-kit renders every sortable whenever what
  // the drag is over changes, and the board itself (memoized) then renders only if it moves.
  const translate = shownTranslate(transform);
  const drag = useMemo(
    () => ({ setNodeRef, setActivatorNodeRef, attributes, listeners, style: { transform: translate, transition }, isDragging }),
    [setNodeRef, setActivatorNodeRef, attributes, listeners, translate, transition, isDragging],
  );
  return <BoardColumnView {...props} drag={drag} />;
});

/**
 * The boards' row as dnd-kit's context: the sensors (mouse, touch, a board's
 * handle), the boards as one sortable list, and what follows the pointer.
 */
export const SortableBoardRow = memo(function SortableBoardRow({
  dndProps,
  keyboardOptions,
  boardIds,
  overlay,
  children,
}: {
  dndProps: DndContextProps;
  keyboardOptions: KeyboardSensorOptions;
  boardIds: string[];
  overlay: ReactNode;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(MouseSensorRenderingAtOnce, MOUSE),
    useSensor(TouchSensorRenderingAtOnce, TOUCH),
    useSensor(KeyboardSensorHearingAtOnce, keyboardOptions),
  );
  // The only droppables are the boards: a board lands at the place of the closest one.
  const props = useMemo(
    () => ({ ...dndProps, sensors, measuring: MEASURING, collisionDetection: closestCenter }),
    [dndProps, sensors],
  );
  return (
    <DndContext {...props}>
      <SortableContext id="boards" items={boardIds} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
      <DragOverlay>{overlay}</DragOverlay>
    </DndContext>
  );
});
