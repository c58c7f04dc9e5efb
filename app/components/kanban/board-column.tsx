import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import GripVertical from "lucide-react/icons/grip-vertical";
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { InlineAddForm } from "~/components/shared/inline-add-form";
import { onDemand } from "~/components/shared/on-demand";
import type { CardPanel } from "~/components/card-dialog/card-panel";
import type { ActionResult } from "~/lib/action-result";
import { boardDisplayName } from "~/lib/board-name";
import { mostCardsOnABoardIn, type Board, type Card, type Id } from "~/lib/kanban";
import { cn } from "~/lib/utils";
import { BoardMenu } from "./board-menu";
import { BoardName } from "./board-name";
import { BOARD_CARDS_CLASS, BOARD_CLASS, BOARD_SCROLL_CLASS } from "./board-row";
import { CardTile, useDropMarkerInEmptyBoard } from "./card-tile";
import { cardDragId, DRAG_INSTRUCTIONS_ID } from "./drag-model";
import { useNearViewport, type FirstFrameNear } from "./use-near-viewport";
import { pickUpBoardWhenSortable } from "./use-sortable-board";

/**
 * The page's changes, as stable callbacks: passing them never re-renders a
 * board. Those that save text resolve with the action's answer, so a refused
 * save can give the typed text back.
 */
export interface BoardActions {
  renameBoard(boardId: string, boardName: string): Promise<ActionResult>;
  deleteBoard(boardId: string): void;
  addCard(boardId: string, title: string): Promise<ActionResult>;
  /** Opens the card's dialog, with one of its panels open if `panel` says so. */
  openCard(cardId: Id, panel?: CardPanel): void;
}

/** A board's card count; "2 of 5" while a filter hides some of its `of` cards (a board's menu acts on them all). */
export function CardCount({ count, of = count }: { count: number; of?: number }) {
  const shown = of === count ? `${count}` : `${count} of ${of}`;
  return (
    <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-secondary px-1.5 text-xs font-semibold text-secondary-foreground">
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{of === 1 ? `${shown} card` : `${shown} cards`}</span>
    </span>
  );
}

/** Up to this many cards, a board renders every tile (the window only pays off for long boards). */
export const RENDER_ALL_UP_TO = 30;

// Short boards need no virtualizer: the windowed list and its virtualizer
// (~10 KB of gzip) load on demand, in the first idle time after the page
// shows, or before the page renders when a saved board is longer (see
// `prepareCardLists`).
const windowed = onDemand(() => import("./windowed-card-list"));

/** How many Kanban pages are on screen: a save's reload of a shown page never waits for code. */
let pagesShown = 0;

/** For the Kanban page: the windowed list's code loads in the first idle time after the page shows. */
export function useWindowedCardListCode(): void {
  useEffect(() => {
    pagesShown++;
    windowed.loadWhenIdle();
    return () => {
      pagesShown--;
    };
  }, []);
}

/**
 * For the route module, as it is first evaluated (before the app hydrates): a saved text that
 * may hold a board of more than 30 cards starts loading the windowed list's code, which then
 * arrives while the app hydrates instead of after the loader has read the boards (at 1,000
 * cards, the loader waited 30 ms for it). Short boards leave it to the idle time after the
 * page shows: loaded during a load, it held back the page's first frame.
 */
export function startCardListsCodeFor(storedText: string): void {
  if (pagesShown > 0 || mostCardsOnABoardIn(storedText, RENDER_ALL_UP_TO) <= RENDER_ALL_UP_TO) return;
  // Should it fail to load (offline), prepareCardLists tries again, and every tile shows without it.
  windowed.load().catch(() => undefined);
}

/** For the route's loader: a long board is windowed from its first frame, so its code comes first. */
export async function prepareCardLists(boards: readonly Board[]): Promise<void> {
  if (pagesShown > 0 || !boards.some((board) => board.card.length > RENDER_ALL_UP_TO)) return;
  // Should it fail to load (offline), every tile is rendered instead.
  await windowed.load().catch(() => undefined);
}

export interface CardListProps {
  boardId: string;
  cards: Card[];
  /** The board is on screen or close to it; otherwise no tile is rendered. */
  near: boolean;
  /** The card being dragged, when it is in this board. */
  draggedCardId: string | null;
  /** The board's scroll box, which a long list is windowed in. */
  scrollBoxRef: RefObject<HTMLDivElement | null>;
  onOpen(cardId: Id): void;
  /** What the board says when no card shows ("No matching cards" while a filter is on). */
  emptyText?: string;
}

/**
 * A board's cards: every tile while the board is short, windowed
 * (windowed-card-list.tsx) once it is longer than 30 cards and that code has
 * loaded. A board stays windowed after that, and switches only while neither
 * focus nor a drag is inside it, as its tiles are rendered anew then.
 */
const CardList = memo(function CardList(props: CardListProps) {
  const { boardId, cards, near, draggedCardId, onOpen, emptyText } = props;
  const loaded = windowed.useLoaded();
  const [focusInside, setFocusInside] = useState(false);
  const [isWindowed, setWindowed] = useState(() => loaded !== undefined && cards.length > RENDER_ALL_UP_TO);
  if (!isWindowed && loaded && cards.length > RENDER_ALL_UP_TO && !focusInside && draggedCardId === null) {
    setWindowed(true);
  }
  const items = useMemo(() => cards.map((card) => cardDragId(card.id)), [cards]);

  if (isWindowed && loaded) return <loaded.WindowedCardList {...props} items={items} />;
  if (cards.length === 0) return <NoCards boardId={boardId} text={emptyText} />;
  return (
    <ul
      // Positioned, like the windowed list: what a tile positions absolutely (its screen-reader-only
      // texts) stays inside the board's scroll box instead of widening the page.
      className="relative flex flex-col gap-2"
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      {near
        ? cards.map((card, index) => (
            <li key={items[index]} aria-setsize={cards.length} aria-posinset={index + 1} className="list-none">
              <CardTile card={card} boardId={boardId} onOpen={onOpen} />
            </li>
          ))
        : null}
    </ul>
  );
});

/** An empty list's text; marked while a card dragged over the board would land there. */
export function NoCards({ boardId, text = "No cards" }: { boardId: string; text?: string | undefined }) {
  const marked = useDropMarkerInEmptyBoard(boardId);
  return (
    <p
      data-drop-marker={marked ? "inside" : undefined}
      className={cn(
        "rounded-md border border-dashed px-3 py-4 text-center text-xs text-muted-foreground",
        marked && "border-2 border-primary",
      )}
    >
      {text}
    </p>
  );
}

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

/** What dnd-kit's sortable gives a board (sortable-board.tsx); a board shown before that code has none of it. */
export interface BoardDragBinding {
  setNodeRef(element: HTMLElement | null): void;
  setActivatorNodeRef(element: HTMLElement | null): void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  style: CSSProperties;
  isDragging: boolean;
}

export interface BoardColumnProps {
  /** The board, with only the cards the filter shows while one is on. */
  board: Board;
  /** A filter is on: a board without a card shown says "No matching cards". */
  filtered?: boolean;
  /** While a filter hides some of the board's cards: how many it has. */
  cardTotal?: number;
  /** The card being dragged, when it is in this board. */
  draggedCardId: string | null;
  actions: BoardActions;
  /** Which boards the page's first frame shows, guessed (the same object for the page's life). */
  firstFrame: FirstFrameNear;
}

/**
 * One board: a region named by the board's name, a sortable item of the board
 * row (dragged by its header, with `drag`) and the drop area for cards. Its
 * sortable re-renders whenever what a drag is over changes (dnd-kit's context):
 * a memo, it then renders only if its binding changed.
 */
export const BoardColumnView = memo(function BoardColumnView({
  board,
  draggedCardId,
  actions,
  filtered = false,
  cardTotal,
  firstFrame,
  drag,
}: BoardColumnProps & { drag?: BoardDragBinding }) {
  const headingId = useId();
  const scrollBoxRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement | null>(null);
  // The board holding the card being moved renders its tile wherever the board is (a keyboard
  // move to an off-screen board keeps focus on the card, which then scrolls into view).
  const boardId = String(board.id);
  const near = useNearViewport(sectionRef, boardId, firstFrame) || draggedCardId !== null;
  const name = boardDisplayName(board.boardName);
  const setNodeRef = drag?.setNodeRef;
  const setSectionRef = useCallback(
    (element: HTMLElement | null) => {
      sectionRef.current = element;
      setNodeRef?.(element);
    },
    [setNodeRef],
  );

  return (
    <section
      ref={setSectionRef}
      aria-labelledby={headingId}
      data-board-id={boardId}
      style={drag?.style}
      className={cn(
        BOARD_CLASS,
        drag?.isDragging && "opacity-40",
      )}
    >
      {/* The whole header drags the board with a pointer; the handle is its keyboard way. */}
      <header className="flex items-center gap-1 px-1.5 pt-1.5 pb-1" {...drag?.listeners}>
        <button
          ref={drag?.setActivatorNodeRef}
          type="button"
          // Before dnd-kit is here, the handle says what it will be, and Space picks the board up once it is.
          aria-roledescription="sortable"
          aria-describedby={DRAG_INSTRUCTIONS_ID}
          onKeyDown={drag ? undefined : pickUpOnSpace}
          onBlur={drag ? undefined : forgetPickUp}
          {...drag?.attributes}
          data-board-handle={boardId}
          aria-label={`Move board ${name}`}
          className="flex size-8 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <BoardName boardId={boardId} boardName={board.boardName} headingId={headingId} onRename={actions.renameBoard} />
        <CardCount count={board.card.length} of={cardTotal} />
        <BoardMenu boardId={boardId} name={name} onDelete={actions.deleteBoard} />
      </header>
      <div className={BOARD_CARDS_CLASS}>
        <div ref={scrollBoxRef} data-board-scroll={boardId} className={BOARD_SCROLL_CLASS}>
          <CardList
            boardId={boardId}
            cards={board.card}
            near={near}
            draggedCardId={draggedCardId}
            scrollBoxRef={scrollBoxRef}
            onOpen={actions.openCard}
            emptyText={filtered ? "No matching cards" : undefined}
          />
        </div>
      </div>
      <div className="px-2 pt-1 pb-2">
        <AddCard boardId={boardId} onAdd={actions.addCard} />
      </div>
    </section>
  );
});

/** A plain handle's Space: the board is picked up once dnd-kit is here (use-sortable-board.ts). */
function pickUpOnSpace(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.code !== "Space") return;
  event.preventDefault();
  pickUpBoardWhenSortable(event.currentTarget.dataset.boardHandle ?? null);
}
const forgetPickUp = () => pickUpBoardWhenSortable(null);

/** A board until the drag code (sortable-board.tsx) has loaded: the view without a drag binding. */
export const BoardColumn: ComponentType<BoardColumnProps> = BoardColumnView;
