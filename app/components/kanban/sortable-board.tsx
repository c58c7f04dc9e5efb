import {
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
import { rectSortingStrategy, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS, type Transform } from "@dnd-kit/utilities";
import { memo, useMemo, type ReactNode } from "react";
import { BoardColumnView, TileKinds, type BoardColumnProps, type CardsContainer } from "./board-column";
import { CardTileShell, type CardTileProps } from "./card-tile";
import { boardDragId, cardDragId } from "./drag-model";
import { KeyboardSensorHearingAtOnce, MouseSensorRenderingAtOnce, TouchSensorRenderingAtOnce } from "./sensors";

// Drag and drop with the pointer and a board's handle: dnd-kit (~16 KB of
// gzip), loaded on demand (see use-sortable-board.ts). Until it is here, the
// page shows the same boards and tiles, which open, and whose cards move with
// the keyboard (drag-moves.ts); then the boards' row is rendered anew with them.

const MOUSE: MouseSensorOptions = { activationConstraint: { distance: 5 } };
const TOUCH: TouchSensorOptions = {
  activationConstraint: { delay: 120, tolerance: 5 },
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
  droppable: {
    strategy: MeasuringStrategy.WhileDragging,
    measure: measureDroppable,
  },
};

const CARD_RESIZE_OBSERVER = { disabled: true };

/**
 * What dnd-kit's sortable gives every item for a render whenever its context's items change (a
 * card added, moved or removed): no transition, as a tile at rest has anyway. Set and taken off
 * again, it re-rendered and restyled every mounted tile of the boards a keyboard move changed.
 */
const NO_TRANSITION = CSS.Transition.toString({ property: "transform", duration: 0, easing: "linear" });

/**
 * A sortable item's transform as CSS, none when it does not move it. dnd-kit's sorting strategies
 * give every item of the list a drag is sorting a translate, `translate3d(0px, 0px, 0)` for those
 * that stay: a 3D transform, set with a transition, made each tile of the board a compositing
 * layer running a transition (28 layers, and their transition events, in a 100-card board's
 * mouse step) for no visible change.
 */
export function shownTranslate(transform: Transform | null): string | undefined {
  return transform && (transform.x !== 0 || transform.y !== 0) ? CSS.Translate.toString(transform) : undefined;
}

/** A card's tile as dnd-kit's sortable node. */
const SortableCardTile = memo(function SortableCardTile({ card, boardId, onOpen }: CardTileProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: cardDragId(card.id),
    data: { type: "card", boardId },
    // One ResizeObserver per card, created on every pick-up, costs more than the drag itself.
    resizeObserverConfig: CARD_RESIZE_OBSERVER,
  });
  // The same binding while nothing of it changes: dnd-kit renders every sortable whenever what
  // the drag is over changes, and the tile itself (memoized) then renders only if it moves.
  const translate = shownTranslate(transform);
  const shownTransition = transition === NO_TRANSITION ? undefined : transition;
  const drag = useMemo(
    () => ({ ref: setNodeRef, attributes, listeners, style: { transform: translate, transition: shownTransition }, isDragging }),
    [setNodeRef, attributes, listeners, translate, shownTransition, isDragging],
  );
  return <CardTileShell card={card} onOpen={onOpen} drag={drag} />;
});

const SortableCards: CardsContainer = ({ boardId, items, children }) => (
  <SortableContext id={`cards-of-${boardId}`} items={items} strategy={verticalListSortingStrategy}>
    {children}
  </SortableContext>
);

const SORTABLE_TILES = { Cards: SortableCards, Tile: SortableCardTile };

/** A board as a sortable item of the boards' row, dragged by its header. */
export const SortableBoardColumn = memo(function SortableBoardColumn(props: BoardColumnProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: boardDragId(props.board.id),
    data: { type: "board" },
  });
  // The same binding while nothing of it changes, as a card's (SortableCardTile).
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
  const props = useMemo(() => ({ ...dndProps, sensors, measuring: MEASURING }), [dndProps, sensors]);
  return (
    <DndContext {...props}>
      <TileKinds value={SORTABLE_TILES}>
        <SortableContext id="boards" items={boardIds} strategy={rectSortingStrategy}>
          {children}
        </SortableContext>
      </TileKinds>
      <DragOverlay>{overlay}</DragOverlay>
    </DndContext>
  );
});
