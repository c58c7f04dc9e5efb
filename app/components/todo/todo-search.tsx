import { useCallback, useEffect } from "react";
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

export type TodoSearch = UrlSearch;

/** The search of the To Do page, kept in the URL as `?q=` (see app/components/shared/url-search.tsx). */
export function useTodoSearch(filter: TodoFilter): TodoSearch {
  const hrefFor = useCallback((query: string) => todoHref(filter, query), [filter]);
  useEffect(() => searchResults.loadWhenIdle(), []);
  return useUrlSearch(hrefFor);
}

const loadResults = () => void searchResults.load().catch(() => undefined);

/** The search field: "Search tasks". Escape empties it. */
export function TodoSearchField({ search }: { search: TodoSearch }) {
  return <UrlSearchField search={search} label="Search tasks" onWantCode={loadResults} />;
}
