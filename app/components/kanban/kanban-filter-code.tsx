import type { Board, Card } from "~/lib/kanban";
import type { KanbanFilter } from "~/lib/kanban-filter";
import { createCardMatcher, fullIndexOfDrop, labelsInUse, titleMatches } from "~/lib/kanban-filter-match";

export { prepareMatching } from "~/lib/kanban-filter-match";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import { findMatchRanges } from "~/lib/search";

// What the Kanban needs once a filter is on: which cards show, the highlights in
// their titles, and what the page says. Loaded on demand (see filter-code.ts).

/** What a filter shows of the boards. */
export interface FilterView {
  /** The boards with only their shown cards: a board whose cards all show is itself, any other the same object as in the view before when its shown cards are. */
  boards: Board[];
  /** The boards this view was made from. */
  source: readonly Board[];
  matches(card: Card): boolean;
  /** "12 of 340 cards". */
  count: string;
  /** The ids of the boards that have cards, none of them shown. */
  noMatch: Set<string>;
  /** What a tile's title highlights ("" for nothing); undefined without a query. */
  markFor: ((card: Card) => string) | undefined;
}

function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  return a.length === b.length && a.every((card, index) => card === b[index]);
}

let marks: { query: string; markFor: (card: Card) => string } | null = null;

/** One function a query: tiles keep their highlight props while only the boards change. */
function markerFor(query: string): ((card: Card) => string) | undefined {
  if (!query.trim()) return undefined;
  if (marks?.query !== query) marks = { query, markFor: (card) => (titleMatches(card, query) ? query : "") };
  return marks.markFor;
}

/** The last view made (a page shows one Kanban): its boards are kept where their shown cards are the same. */
let previous: FilterView | null = null;

/** What `filter` shows of `boards` on `today`; null when it hides nothing. */
export function filterView(boards: readonly Board[], filter: KanbanFilter, today: Date): FilterView | null {
  // Only chosen labels need the labels in use (a search alone does not walk every label).
  const matches = createCardMatcher(filter, { today, inUse: filter.labels.length > 0 ? labelsInUse(boards) : undefined });
  if (!matches) return (previous = null);
  let shown = 0;
  let total = 0;
  const noMatch = new Set<string>();
  const result = boards.map((board, index) => {
    total += board.card.length;
    const cards = board.card.filter(matches);
    shown += cards.length;
    if (cards.length === 0 && board.card.length > 0) noMatch.add(String(board.id));
    // A board all of whose cards show is the board itself: turning a filter on that hides none of
    // its cards re-renders none of its tiles.
    if (cards.length === board.card.length) return board;
    const before = previous && previous.source[index] === board ? previous.boards[index] : undefined;
    return before && sameCards(before.card, cards) ? before : { ...board, card: cards };
  });
  return (previous = {
    boards: result,
    source: boards,
    matches,
    count: `${shown} of ${total} ${total === 1 ? "card" : "cards"}`,
    noMatch,
    markFor: markerFor(filter.query),
  });
}

/** Where a card dropped at `shownIndex` of a board's shown cards goes in its whole list (see `fullIndexOfDrop`). */
export function dropIndex(view: FilterView | null, toBoardId: string, cardId: string, shownIndex: number): number {
  const board = view?.source.find((known) => String(known.id) === toBoardId);
  return view && board ? fullIndexOfDrop(board.card, view.matches, cardId, shownIndex) : shownIndex;
}

/** Whether the view hides a card just added with this title (it has no label, checklist or due date). */
export function hidesNewCard(view: FilterView | null, title: string): boolean {
  return view !== null && !view.matches({ id: "", title, tags: [], task: [], date: "" });
}

/** A tile's title with what matches the query marked (`<mark>`). */
export function MarkedTitle({ text, query }: { text: string; query: string }) {
  const ranges = findMatchRanges(text, query);
  const parts = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-warning-border text-warning-foreground">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * "Added “Call Ana”; it is hidden by the filter.": a card just added that the
 * filter does not show. Always there (empty when none), so screen readers hear it.
 */
export function HiddenAddNotice({ title }: { title: string | null }) {
  return (
    <p role="status" className="mb-2 min-w-0 text-sm break-words empty:hidden">
      {title === null ? null : `Added “${previewText(title, NAME_LENGTH)}”; it is hidden by the filter.`}
    </p>
  );
}
