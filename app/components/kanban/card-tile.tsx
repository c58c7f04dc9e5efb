import SquareCheckBig from "lucide-react/icons/square-check-big";
import Clock from "lucide-react/icons/clock";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import {
  createContext,
  memo,
  useContext,
  useSyncExternalStore,
  type KeyboardEvent,
} from "react";
import { LabelChip } from "~/components/shared/label-chip";
import { useToday } from "~/components/shared/use-today";
import { countDone } from "~/lib/card-rules";
import { dueState, formatDueDate } from "~/lib/due-date";
import type { Card, Id } from "~/lib/kanban";
import { previewText } from "~/lib/long-text";
import { cn } from "~/lib/utils";
import { OVERDUE_BADGE_CLASS, TILE_CLASS, UNREADABLE_BADGE_CLASS, UNREADABLE_DATE_HINT } from "./board-row";
import { DRAG_INSTRUCTIONS_ID } from "./drag-model";
import { filterCode } from "./filter-code";
import { tileName } from "./tile-name";

/** The title with what matches `query` marked, once the filtering code is here (it is, while a filter is on). */
function TitleText({ text, query }: { text: string; query: string }) {
  const code = filterCode.useLoaded();
  return code ? <code.MarkedTitle text={text} query={query} /> : text;
}

/**
 * A dated card's badge: overdue once its day has passed, also while the page stays open over
 * midnight. A stored text no day can be read from is shown as it is, in a dashed frame with a
 * warning sign (the tile's name and the dialog say what it is).
 */
function DueDateBadge({ card }: { card: Card }) {
  const state = dueState(card, useToday());
  const Icon = state === "unreadable" ? TriangleAlert : Clock;
  return (
    <span
      data-state={state}
      title={state === "unreadable" ? UNREADABLE_DATE_HINT : undefined}
      className={cn(
        "inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium",
        state === "done" && "bg-success text-success-foreground",
        state === "overdue" && OVERDUE_BADGE_CLASS,
        state === "due" && "bg-secondary text-secondary-foreground",
        state === "unreadable" && UNREADABLE_BADGE_CLASS,
      )}
    >
      <Icon aria-hidden="true" className="size-3" />
      {formatDueDate(card.date)}
    </span>
  );
}

type MarkFor = (card: Card) => string;

// While a search is on: what a tile's title highlights ("" for nothing). A small store rather
// than a context: a new query re-renders the titles whose highlight changes, and React need not
// walk every tile's subtree to find the titles that read a context.
let markFor: MarkFor | undefined;
const markListeners = new Set<() => void>();

/** Sets what the tiles' titles highlight (the Kanban page's filter; undefined without a query). */
export function showTileMarks(next: MarkFor | undefined): void {
  markFor = next;
  for (const listener of markListeners) listener();
}

function subscribeToMarks(listener: () => void): () => void {
  markListeners.add(listener);
  return () => markListeners.delete(listener);
}

/** The tile's title, with what matches the search marked. */
const CardTileTitle = memo(function CardTileTitle({ card }: { card: Card }) {
  const mark = useSyncExternalStore(subscribeToMarks, () => markFor?.(card) ?? "");
  const text = previewText(card.title);
  return (
    <span dir="auto" className="text-sm leading-snug break-words whitespace-pre-wrap">
      {mark ? <TitleText text={text} query={mark} /> : text}
    </span>
  );
});

/** The labels (shown above the title), the checklist's progress and the due date; the tile's name says them (tileName). */
const CardTileDetails = memo(function CardTileDetails({ card }: { card: Card }) {
  const total = card.task.length;
  const done = total > 0 ? countDone(card.task) : 0;
  return (
    <>
      {card.tags.length > 0 ? (
        // Plain spans: to assistive technology a tile is a button named by its aria-label.
        <span className="-order-1 flex flex-wrap gap-1">
          {card.tags.map((tag, index) => (
            <LabelChip key={`${String(tag.id)}-${index}`} variant="tile" tag={tag} />
          ))}
        </span>
      ) : null}
      {total > 0 || card.date ? (
        <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {total > 0 ? (
            <span className={cn("inline-flex items-center gap-1", done === total && "text-success")}>
              <SquareCheckBig aria-hidden="true" className="size-3.5" />
              {done}/{total}
            </span>
          ) : null}
          {card.date ? <DueDateBadge card={card} /> : null}
        </span>
      ) : null}
    </>
  );
});

/**
 * What a card tile shows. Pure and memoized: a drag re-renders the tile's shell,
 * never this. The title comes first in the DOM, as in the tile's name; the labels
 * are shown above it. A long title shows its start only (the card's dialog shows all of it).
 */
export const CardTileContent = memo(function CardTileContent({ card }: { card: Card }) {
  return (
    <span className="flex flex-col gap-1.5">
      <CardTileTitle card={card} />
      <CardTileDetails card={card} />
    </span>
  );
});

/**
 * A value of the drag that tiles read (a small store): setting it re-renders only the tiles
 * whose reading of it changes, not the page.
 */
function dragSignal<T>(initial: T, same: (a: T, b: T) => boolean = Object.is) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T): void {
      if (same(value, next)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// The card picked up with the keyboard, and the one dragged by the pointer (see use-kanban-drag.ts).
const liftedCard = dragSignal<string | null>(null);
const draggedCard = dragSignal<string | null>(null);

/** Shows `cardId`'s tile as picked up with the keyboard (null: none). */
export function showLiftedCard(cardId: string | null): void {
  liftedCard.set(cardId);
}

/** Shows `cardId`'s tile as the one the pointer drags (null: none): faded, its copy follows the pointer. */
export function showDraggedCard(cardId: string | null): void {
  draggedCard.set(cardId);
}

/**
 * Where a card dragged by the pointer over another board would land: a line before or after
 * a tile of that board, or (`cardId` null) the board's empty list. The card itself stays
 * where it is until the drop, so a step of the drag renders the marked tiles alone.
 */
export interface DropMarker {
  boardId: string;
  cardId: string | null;
  side: "before" | "after";
}

const dropMarker = dragSignal<DropMarker | null>(
  null,
  (a, b) => a === b || (a !== null && b !== null && a.boardId === b.boardId && a.cardId === b.cardId && a.side === b.side),
);

/** Shows where the dragged card would land (null: nowhere, or where it is now). */
export function showDropMarker(marker: DropMarker | null): void {
  dropMarker.set(marker);
}

/** The side of `cardId`'s tile the drop marker is on, if it is on that tile. */
function useDropMarkerSide(cardId: string): DropMarker["side"] | null {
  return useSyncExternalStore(dropMarker.subscribe, () => {
    const marker = dropMarker.get();
    return marker !== null && marker.cardId === cardId ? marker.side : null;
  });
}

/** Whether the drop marker is on `boardId`'s empty list. */
export function useDropMarkerInEmptyBoard(boardId: string): boolean {
  return useSyncExternalStore(dropMarker.subscribe, () => {
    const marker = dropMarker.get();
    return marker !== null && marker.cardId === null && marker.boardId === boardId;
  });
}

/** The page's handler of a tile's keys for keyboard moves (true: the key was the move's). */
export const CardKeysContext = createContext<((event: KeyboardEvent<HTMLElement>, cardId: string) => boolean) | null>(null);

export interface CardTileProps {
  card: Card;
  boardId: string;
  onOpen(cardId: Id): void;
}

/**
 * The card's tile: focusable, a `button` to assistive technology, opened by
 * click or Enter; Space picks it up, and the pointer drags it (card-pointer-drag.ts,
 * which finds tiles by `data-card-id`). It holds no other control, so nothing
 * interactive is nested in it.
 */
export const CardTile = memo(function CardTile({ card, onOpen }: CardTileProps) {
  const cardId = String(card.id);
  const lifted = useSyncExternalStore(liftedCard.subscribe, () => liftedCard.get() === cardId);
  const dragged = useSyncExternalStore(draggedCard.subscribe, () => draggedCard.get() === cardId);
  const dropSide = useDropMarkerSide(cardId);
  const onCardKey = useContext(CardKeysContext);
  const name = tileName(card, dueState(card, useToday()));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (onCardKey?.(event, cardId)) return;
    if (event.key === "Enter" && !event.defaultPrevented && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(card.id);
    }
  };

  return (
    <div
      role="button"
      tabIndex={0}
      aria-roledescription="sortable"
      aria-describedby={DRAG_INSTRUCTIONS_ID}
      // One string, with a pause between its parts and none after the last (see tile-name.ts).
      aria-label={name}
      // Picked up with the keyboard or dragged, the card is pressed (as dnd-kit marked a dragged one).
      aria-pressed={lifted || dragged ? true : undefined}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(card.id)}
      data-card-id={cardId}
      data-drop-marker={dropSide ?? undefined}
      className={cn(
        TILE_CLASS,
        dragged && "opacity-40",
        lifted && "border-2 border-primary shadow-lg",
        // A line in the gap before or after the tile (the list's gap is 8 px, the tile's border 1 px).
        // The tile is positioned at rest too: turning that on with the line re-created the tile's boxes.
        // Forced colours (Windows' contrast themes) drop backgrounds, but keep a system colour's.
        dropSide && "before:absolute before:inset-x-0 before:h-[3px] before:rounded-full before:bg-primary forced-colors:before:bg-[Highlight]",
        dropSide === "before" && "before:-top-[6px]",
        dropSide === "after" && "before:-bottom-[6px]",
      )}
    >
      <CardTileContent card={card} />
    </div>
  );
});
