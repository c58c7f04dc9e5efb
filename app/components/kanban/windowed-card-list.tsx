import { useVirtualizer, type Range } from "@tanstack/react-virtual";
import { memo, useCallback } from "react";
import { everyIndex, keptRange, measureUnrounded, useFocusedItem, useItemKey, usePrinting } from "~/components/shared/kept-range";
import { NoCards, type CardListProps } from "./board-column";
import { CardTile } from "./card-tile";
import { cardDragId } from "./drag-model";

// The windowed card list of a long board, with its virtualizer
// (@tanstack/react-virtual, ~10 KB of gzip): loaded on demand, see board-column.tsx.

const dragIdKey = (dragId: string) => dragId;

function focusedCardDragId(target: EventTarget): string | null {
  const cardId =
    target instanceof HTMLElement ? target.closest<HTMLElement>("[data-card-id]")?.dataset.cardId : undefined;
  return cardId === undefined ? null : cardDragId(cardId);
}

/** A tile's height before it is measured (most tiles are one or two lines). */
const ESTIMATED_TILE_HEIGHT = 64;
const TILE_GAP = 8;

/**
 * A board's cards, virtualized: only the tiles in or near the board's scroll
 * view are rendered, so a thousand cards cost what a few dozen do. The
 * first and last cards, the focused one with its neighbours and the dragged
 * one are always rendered, so Tab and Shift+Tab reach the ends of a board and a drag never
 * loses its card. Printed, every tile is.
 */
export const WindowedCardList = memo(function WindowedCardList({
  boardId,
  cards,
  items,
  near,
  draggedCardId,
  scrollBoxRef,
  onOpen,
  emptyText,
}: CardListProps & {
  /** Every card's drag id, in order. */
  items: string[];
}) {
  const indexOf = useCallback((dragId: string) => items.indexOf(dragId), [items]);
  const focus = useFocusedItem(indexOf, items.length);
  const { focusedIndex } = focus;

  const draggedIndex = draggedCardId === null ? -1 : indexOf(cardDragId(draggedCardId));
  const printing = usePrinting();
  const rangeExtractor = useCallback(
    (range: Range) => (printing ? everyIndex(range) : keptRange(range, focusedIndex(), [draggedIndex])),
    [draggedIndex, focusedIndex, printing],
  );
  const getItemKey = useItemKey(items, dragIdKey);
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollBoxRef.current,
    estimateSize: () => ESTIMATED_TILE_HEIGHT,
    gap: TILE_GAP,
    overscan: 4,
    getItemKey,
    enabled: near,
    rangeExtractor,
    measureElement: measureUnrounded,
    // Render a first screenful before the scroll box has been measured.
    initialRect: { width: 272, height: 600 },
  });

  if (cards.length === 0) return <NoCards boardId={boardId} text={emptyText} />;
  return (
    <ul
      // Printed, every tile is rendered (usePrinting), one after the other.
      className="relative print:h-auto!"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(event) => focus.onFocus(focusedCardDragId(event.target), virtualizer.getVirtualItems())}
      onBlur={focus.onBlur}
    >
      {(near ? virtualizer.getVirtualItems() : []).map((item) => (
        <li
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          aria-setsize={cards.length}
          aria-posinset={item.index + 1}
          className="absolute top-0 left-0 w-full list-none print:static print:mb-2 print:transform-none!"
          style={{ transform: `translateY(${item.start}px)` }}
        >
          <CardTile card={cards[item.index]!} boardId={boardId} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
});
