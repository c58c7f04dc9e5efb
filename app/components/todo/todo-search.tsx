import { useCallback, useDeferredValue, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { onDemand } from "~/components/shared/on-demand";
import { Input } from "~/components/ui/input";
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

/** The key React Router gives the current history entry. */
function historyEntryKey(): string {
  const state: unknown = window.history.state;
  return state !== null && typeof state === "object" && "key" in state ? String(state.key) : "";
}

/** Marks the navigations the search field makes itself (see `useTodoSearch`). */
const FROM_SEARCH_FIELD = "todo-search";

export interface TodoSearch {
  /** What the field holds. */
  text: string;
  /** What the list is filtered by: `text`, a moment late while typing fast (the list never holds the field back). */
  query: string;
  setText(text: string): void;
  /** The user is done with this query (Enter, leaving the field): the next change is a step of its own in the history. */
  commit(): void;
  /** Empties the field, as a step of its own in the history. */
  clear(): void;
}

/**
 * The search of the To Do page, kept in the URL as `?q=`: the page's address
 * reopens it, and Back steps through the queries the user committed (Enter or
 * leaving the field), not through every keystroke. The first change after a
 * commit adds a history entry, the next ones replace it, and a commit closes
 * it. The field shows what the address says when the address changes by
 * other means (Back and Forward, a link).
 */
export function useTodoSearch(filter: TodoFilter): TodoSearch {
  const location = useLocation();
  const navigate = useNavigate();
  const urlQuery = new URLSearchParams(location.search).get("q") ?? "";
  const [text, setTextState] = useState(urlQuery);
  const navigationType = useNavigationType();
  // Back or Forward (even to an entry the field made), or a link: the field shows the address's query.
  const byOthers = navigationType === "POP" || location.state !== FROM_SEARCH_FIELD;
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    if (byOthers) setTextState(urlQuery);
  }
  // The entry that was current when this round of typing began (null: no round). The round's
  // own entry replaces itself only once its push has landed: a keystroke's navigation can
  // interrupt the push of the one before, and replacing then would overwrite the entry before.
  const roundFrom = useRef<string | null>(null);
  useEffect(() => {
    if (byOthers) roundFrom.current = null;
  }, [location.key, byOthers]);
  useEffect(() => searchResults.loadWhenIdle(), []);

  const show = useCallback(
    (next: string, continuesRound: boolean) => {
      setTextState(next);
      // The history's own entry, not React's location: a navigation lands before React renders it.
      const currentEntry = historyEntryKey();
      const pushed = roundFrom.current !== null && roundFrom.current !== currentEntry;
      if (roundFrom.current === null) roundFrom.current = currentEntry;
      void navigate(todoHref(filter, next), {
        replace: pushed,
        preventScrollReset: true,
        state: FROM_SEARCH_FIELD,
      });
      if (!continuesRound) roundFrom.current = null;
    },
    [filter, navigate],
  );
  const setText = useCallback((next: string) => show(next, true), [show]);
  const commit = useCallback(() => {
    roundFrom.current = null;
  }, []);
  const clear = useCallback(() => show("", false), [show]);

  return { text, query: useDeferredValue(text), setText, commit, clear };
}

const loadResults = () => void searchResults.load().catch(() => undefined);

/** The search field: "Search tasks". Escape empties it. */
export function TodoSearchField({ search }: { search: TodoSearch }) {
  const { text, setText, commit, clear } = search;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") commit();
    if (event.key === "Escape" && text !== "") {
      // Handled here (the browser's own clearing would be a second change).
      event.preventDefault();
      clear();
    }
  };
  return (
    <Input
      type="search"
      aria-label="Search tasks"
      placeholder="Search tasks"
      autoComplete="off"
      value={text}
      onPointerEnter={loadResults}
      onFocus={loadResults}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={commit}
    />
  );
}
