import { memo, useCallback, useDeferredValue, useEffect, useMemo } from "react";
import { onDemand } from "~/components/shared/on-demand";
import { UrlSearchField, useUrlSearch, type UrlSearch } from "~/components/shared/url-search";
import { todoHref, type TodoFilter } from "~/lib/todos";

// The matching and what the page says about a search load on demand: in the
// browser's first idle time after the page shows, as soon as the pointer or
// focus reaches the search field, or before the page renders when its address
// holds a query (see `prepareTodoSearch`).
export const searchResults = onDemand(() => import("./todo-search-results"));

/** For the route's loader: a page opened with a query waits for the search's code, so it opens filtered. */
export async function prepareTodoSearch(query: string | null): Promise<void> {
  if (!query?.trim()) return;
  // Should it fail to load (offline), the list shows every task.
  await searchResults.load().catch(() => undefined);
}

export interface TodoSearch extends UrlSearch {
  /** What the list is filtered by: `text`, a moment late while typing fast (the list never holds the field back). */
  query: string;
}

/** The search of the To Do page, kept in the URL as `?q=` (see app/components/shared/url-search.tsx). */
export function useTodoSearch(filter: TodoFilter): TodoSearch {
  const hrefFor = useCallback((query: string) => todoHref(filter, query), [filter]);
  useEffect(() => searchResults.loadWhenIdle(), []);
  const search = useUrlSearch(hrefFor);
  // Deferred here only: the Kanban filters in the keystroke's own frame, and a deferred value
  // there would render its whole page a second time per key.
  const query = useDeferredValue(search.text);
  // The same object while the search stays: a save's render of the page skips the field.
  return useMemo(() => ({ ...search, query }), [search, query]);
}

const loadResults = () => void searchResults.load().catch(() => undefined);

/** The search field: "Search tasks". Escape empties it. */
export const TodoSearchField = memo(function TodoSearchField({ search }: { search: TodoSearch }) {
  return <UrlSearchField search={search} label="Search tasks" onWantCode={loadResults} />;
});
