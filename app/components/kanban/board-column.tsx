import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { useVirtualizer, type Range } from "@tanstack/react-virtual";
import { memo, useCallback, useId, useMemo, useRef, useState, type RefObject } from "react";
import { InlineAddForm } from "~/components/shared/inline-add-form";
import { keptRange } from "~/components/shared/kept-range";
import type { ActionResult } from "~/lib/action-result";
import { boardDisplayName } from "~/lib/board-name";
import type { Board, Card, Id } from "~/lib/kanban";
import { cn } from "~/lib/utils";
import { BoardMenu } from "./board-menu";
import { BoardName } from "./board-name";
import { SortableCardTile } from "./card-tile";
import { boardDragId, cardDragId } from "./drag-model";
import { useNearViewport } from "./use-near-viewport";

/**
 * The page's changes, as stable callbacks: passing them never re-renders a
 * board. Those that save text resolve with the action's answer, so a refused
 * save can give the typed text back.
 */
export interface BoardActions {
  renameBoard(boardId: string, boardName: string): Promise<ActionResult>;
  deleteBoard(boardId: string): void;
  addCard(boardId: string, title: string): Promise<ActionResult>;
  openCard(cardId: Id): void;
}

export function CardCount({ count }: { count: number }) {
  return (
    <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-secondary px-1.5 text-xs font-semibold text-secondary-foreground">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{count === 1 ? "1 card" : `${count} cards`}</span>
    </span>
  );
}

function focusedCardDragId(target: EventTarget): string | null {
  const cardId = target instanceof HTMLElement ? target.closest<HTMLElement>("[data-card-id]")?.dataset.cardId : undefined;
  return cardId === undefined ? null : cardDragId(cardId);
}

/** A tile's height before it is measured (most tiles are one or two lines). */
const ESTIMATED_TILE_HEIGHT = 64;
const TILE_GAP = 8;

/**
 * A board's cards, virtualized: only the tiles in or near the board's scroll
 * view are rendered, so a thousand cards cost what a few dozen do (every
 * mounted sortable is re-rendered and measured on each step of a drag). The
 * first and last cards, the focused one with its neighbours and the dragged
 * one are always rendered, so Tab and Shift+Tab reach the ends of a board and a drag never
 * loses its card.
 */
const CardList = memo(function CardList({
  boardId,
  cards,
  near,
  draggedCardId,
  scrollBoxRef,
  onOpen,
}: {
  boardId: string;
  cards: Card[];
  /** The board is on screen or close to it; otherwise no tile is rendered. */
  near: boolean;
  /** The card being dragged, when it is in this board. */
  draggedCardId: string | null;
  /** The board's scroll box, which the list is virtualized in. */
  scrollBoxRef: RefObject<HTMLDivElement | null>;
  onOpen(cardId: Id): void;
}) {
  const items = useMemo(() => cards.map((card) => cardDragId(card.id)), [cards]);
  const [focusedId, setFocusedId] = useState<string | null>(null);

  const draggedIndex = draggedCardId === null ? -1 : items.indexOf(cardDragId(draggedCardId));
  const focusedIndex = focusedId === null ? -1 : items.indexOf(focusedId);
  const rangeExtractor = useCallback(
    (range: Range) => keptRange(range, focusedIndex, [draggedIndex]),
    [draggedIndex, focusedIndex],
  );
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollBoxRef.current,
    estimateSize: () => ESTIMATED_TILE_HEIGHT,
    gap: TILE_GAP,
    overscan: 4,
    getItemKey: (index) => items[index] ?? index,
    enabled: near,
    rangeExtractor,
    // Render a first screenful before the scroll box has been measured.
    initialRect: { width: 272, height: 600 },
  });

  return (
    <SortableContext id={`cards-of-${boardId}`} items={items} strategy={verticalListSortingStrategy}>
      {cards.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-xs text-muted-foreground">No cards</p>
      ) : (
        <ul
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
          onFocus={(event) => setFocusedId(focusedCardDragId(event.target))}
          onBlur={() => setFocusedId(null)}
        >
          {(near ? virtualizer.getVirtualItems() : []).map((item) => {
            const card = cards[item.index]!;
            return (
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-setsize={cards.length}
                aria-posinset={item.index + 1}
                className="absolute top-0 left-0 w-full list-none"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <SortableCardTile card={card} boardId={boardId} onOpen={onOpen} />
              </li>
            );
          })}
        </ul>
      )}
    </SortableContext>
  );
});

const AddCard = memo(function AddCard({
  boardId,
  onAdd,
}: {
  boardId: string;
  onAdd(boardId: string, title: string): Promise<ActionResult>;
}) {
  const add = useCallback((title: string) => onAdd(boardId, title), [boardId, onAdd]);
  return <InlineAddForm openerText="Add Card" placeholder="Enter Card Title" submitText="Add" onAdd={add} />;
});

/**
 * One board: a region named by the board's name, a sortable item of the board
 * row (dragged by its header) and the drop area for cards. It re-renders while
 * anything is dragged (dnd-kit's context), so its parts are memoized.
 */
export const BoardColumn = memo(function BoardColumn({
  board,
  draggedCardId,
  actions,
}: {
  board: Board;
  /** The card being dragged, when it is in this board. */
  draggedCardId: string | null;
  actions: BoardActions;
}) {
  const headingId = useId();
  const scrollBoxRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement | null>(null);
  const near = useNearViewport(sectionRef);
  const boardId = String(board.id);
  const name = boardDisplayName(board.boardName);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: boardDragId(board.id),
    data: { type: "board" },
  });
  const setSectionRef = useCallback(
    (element: HTMLElement | null) => {
      sectionRef.current = element;
      setNodeRef(element);
    },
    [setNodeRef],
  );

  return (
    <section
      ref={setSectionRef}
      aria-labelledby={headingId}
      data-board-id={boardId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        // A board scrolls its own cards (on phones too), so only the cards in view are rendered.
        "flex max-h-[70dvh] w-full min-w-0 flex-col rounded-lg border bg-muted sm:max-h-[calc(100dvh-11rem)] sm:w-72 sm:shrink-0",
        isDragging && "opacity-40",
      )}
    >
      {/* The whole header drags the board with a pointer; the handle is its keyboard way. */}
      <header className="flex items-center gap-1 px-1.5 pt-1.5 pb-1" {...listeners}>
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          aria-label={`Move board ${name}`}
          className="flex size-8 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <BoardName boardId={boardId} boardName={board.boardName} headingId={headingId} onRename={actions.renameBoard} />
        <CardCount count={board.card.length} />
        <BoardMenu boardId={boardId} name={name} onDelete={actions.deleteBoard} />
      </header>
      <div ref={scrollBoxRef} className="min-h-0 flex-1 overflow-y-auto px-2 py-1">
        <CardList
          boardId={boardId}
          cards={board.card}
          near={near}
          draggedCardId={draggedCardId}
          scrollBoxRef={scrollBoxRef}
          onOpen={actions.openCard}
        />
      </div>
      <div className="px-2 pt-1 pb-2">
        <AddCard boardId={boardId} onAdd={actions.addCard} />
      </div>
    </section>
  );
});

/** What follows the pointer while a board is dragged. */
export function BoardDragPreview({ board }: { board: Board }) {
  return (
    <div className="flex w-72 cursor-grabbing items-center gap-2 rounded-lg border bg-muted px-3 py-3 shadow-lg">
      <GripVertical aria-hidden="true" className="size-4 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate font-semibold">{boardDisplayName(board.boardName)}</span>
      <CardCount count={board.card.length} />
    </div>
  );
}
