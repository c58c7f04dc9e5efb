import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { memo, useCallback, useId, useMemo } from "react";
import { InlineAddForm } from "~/components/shared/inline-add-form";
import type { Board, Card, Id } from "~/lib/kanban";
import { cn } from "~/lib/utils";
import { BoardMenu } from "./board-menu";
import { BoardName } from "./board-name";
import { SortableCardTile } from "./card-tile";
import { boardDisplayName, boardDragId, cardDragId } from "./drag-model";

/** The page's changes, as stable callbacks: passing them never re-renders a board. */
export interface BoardActions {
  renameBoard(boardId: string, boardName: string): void;
  deleteBoard(boardId: string): void;
  addCard(boardId: string, title: string): void;
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

const CardList = memo(function CardList({
  boardId,
  cards,
  onOpen,
}: {
  boardId: string;
  cards: Card[];
  onOpen(cardId: Id): void;
}) {
  const items = useMemo(() => cards.map((card) => cardDragId(card.id)), [cards]);
  return (
    <SortableContext id={`cards-of-${boardId}`} items={items} strategy={verticalListSortingStrategy}>
      {cards.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-xs text-muted-foreground">No cards</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <SortableCardTile key={String(card.id)} card={card} boardId={boardId} onOpen={onOpen} />
          ))}
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
  onAdd(boardId: string, title: string): void;
}) {
  const add = useCallback((title: string) => onAdd(boardId, title), [boardId, onAdd]);
  return <InlineAddForm openerText="Add Card" placeholder="Enter Card Title" submitText="Add" onAdd={add} />;
});

/**
 * One board: a region named by the board's name, a sortable item of the board
 * row (dragged by its header) and the drop area for cards. It re-renders while
 * anything is dragged (dnd-kit's context), so its parts are memoized.
 */
export const BoardColumn = memo(function BoardColumn({ board, actions }: { board: Board; actions: BoardActions }) {
  const headingId = useId();
  const boardId = String(board.id);
  const name = boardDisplayName(board);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: boardDragId(board.id),
    data: { type: "board" },
  });

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-board-id={boardId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "flex w-full min-w-0 flex-col rounded-lg border bg-muted sm:max-h-[calc(100dvh-11rem)] sm:w-72 sm:shrink-0",
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
        <BoardMenu boardId={boardId} name={name} cardCount={board.card.length} onDelete={actions.deleteBoard} />
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 py-1">
        <CardList boardId={boardId} cards={board.card} onOpen={actions.openCard} />
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
      <span className="min-w-0 flex-1 truncate font-semibold">{boardDisplayName(board)}</span>
      <CardCount count={board.card.length} />
    </div>
  );
}
