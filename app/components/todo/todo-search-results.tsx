import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import { createMatcher, createNormalizer, matchesQuery, normalizeQuery } from "~/lib/search";
import { countActive, todoHref, type Todo, type TodoFilter } from "~/lib/todos";

// What the To Do search needs once there is a query: the matching (app/lib/search.ts),
// the counts, and what the page says about it. Not needed for the page's first paint
// unless its address holds a query, so it loads on demand (see todo-search.tsx).

/** How a search's matches are counted: "2 of 5 active tasks match". */
const FILTER_NOUNS: Record<TodoFilter, string> = { all: "tasks", active: "active tasks", completed: "completed tasks" };

// Titles are normalised for matching once, not at each keystroke.
const normalizeTitle = createNormalizer();

export interface SearchResult {
  /** The tasks whose title holds the query, in list order. */
  matching: Todo[];
  /** How many of those each filter holds. */
  counts: Record<TodoFilter, number>;
}

/** The tasks the query finds; null when the query is blank (it finds every task). */
export function searchTodos(todos: Todo[], query: string): SearchResult | null {
  if (normalizeQuery(query) === "") return null;
  const matches = createMatcher(query, normalizeTitle);
  const matching = todos.filter((todo) => matches(todo.title));
  const active = countActive(matching);
  return { matching, counts: { all: matching.length, active, completed: matching.length - active } };
}

/**
 * "2 of 5 active tasks match": how many the list shows of the tasks the
 * filter holds, while a search is on. Always there (empty without a search),
 * so that screen readers hear each change.
 */
export function MatchCount({ search, shown, of, filter }: { search: SearchResult | null; shown: number; of: number; filter: TodoFilter }) {
  return (
    <p role="status" className="mt-1.5 text-sm text-muted-foreground empty:mt-0">
      {search ? `${shown} of ${of} ${FILTER_NOUNS[filter]} ${shown === 1 ? "matches" : "match"}` : null}
    </p>
  );
}

/** In a filter's link, while a search is on: how many of its tasks match. */
export function FilterCount({ count }: { count: number }) {
  return (
    <>
      {" "}
      <span className="ml-1 rounded-full bg-muted px-1.5 text-xs font-medium text-muted-foreground tabular-nums">
        {count}
        <span className="sr-only"> matching</span>
      </span>
    </>
  );
}

/** In place of the list when the search finds none of the tasks the filter holds. */
export function NoMatches({ query, filter, onClear }: { query: string; filter: TodoFilter; onClear(): void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed px-4 py-8 text-center text-muted-foreground">
      <p className="max-w-full break-words">
        No {FILTER_NOUNS[filter]} match “{previewText(query.trim(), NAME_LENGTH)}”
      </p>
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear search
      </Button>
    </div>
  );
}

/** A task just added that the search or the filter hides, and the view it was added in. */
export interface HiddenAdd {
  title: string;
  bySearch: boolean;
  byFilter: boolean;
  query: string;
  filter: TodoFilter;
}

/** What hides a new task (it is active) with this query and filter; null when it shows. */
export function hiddenAdd(title: string, query: string, filter: TodoFilter): HiddenAdd | null {
  const bySearch = !matchesQuery(title, query);
  const byFilter = filter === "completed";
  return bySearch || byFilter ? { title, bySearch, byFilter, query, filter } : null;
}

/**
 * "Added “Buy milk”; it is hidden by the search.", and the way to see it
 * (away with what hides it). The status is always there (empty when no task
 * is hidden), so that screen readers hear it.
 */
export function HiddenAddNotice({ added }: { added: HiddenAdd | null }) {
  const hiders = added ? [added.bySearch && "the search", added.byFilter && "the filter"].filter(Boolean).join(" and ") : "";
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm has-[p:empty]:hidden">
      <p role="status" className="mt-2 min-w-0 break-words">
        {added ? `Added “${previewText(added.title, NAME_LENGTH)}”; it is hidden by ${hiders}.` : null}
      </p>
      {added ? (
        <Link
          to={todoHref(added.byFilter ? "all" : added.filter, added.bySearch ? "" : added.query)}
          preventScrollReset
          className="mt-2 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {added.byFilter ? "Show all tasks" : "Clear search"}
        </Link>
      ) : null}
    </div>
  );
}
