import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { Input } from "~/components/ui/input";
import { isComposing } from "~/lib/composing";

// A page's search field kept in its address (`?q=`), shared by the To Do and
// the Kanban: the page's address reopens the search, and Back steps through the
// queries the user committed (Enter or leaving the field), not through every
// keystroke.

/** The key React Router gives the current history entry. */
function historyEntryKey(): string {
  const state: unknown = window.history.state;
  return state !== null && typeof state === "object" && "key" in state ? String(state.key) : "";
}

/**
 * How long after the last keystroke the address follows the field: a pause in the typing, longer
 * than the time between two keys (a slow typist's 300–400 ms), so that the navigation (a
 * render of the page, 8–10 ms at 1,000 cards) does not land among the keys and hold one back.
 */
export const ADDRESS_DELAY_MS = 1000;

/** Marks the navigations the search field makes itself (see `useUrlSearch`). */
const FROM_SEARCH_FIELD = "search-field";

export interface UrlSearch {
  /** What the field holds. */
  text: string;
  setText(text: string): void;
  /** The user is done with this query (Enter, leaving the field): the next change is a step of its own in the history. */
  commit(): void;
  /** Empties the field, as a step of its own in the history. */
  clear(): void;
}

/**
 * The search kept in the URL as `?q=`; `hrefFor` gives the page's address for
 * a query (with the page's other parameters). The first change after a commit
 * adds a history entry, the next ones replace it, and a commit closes it. The
 * field shows what the address says when the address changes by other means
 * (Back and Forward, a link, another control of the page).
 */
export function useUrlSearch(hrefFor: (query: string) => string): UrlSearch {
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
  // While typing, the address follows the field a moment later (a navigation costs a keystroke
  // its frame at 5,000 cards); committing, clearing or leaving writes it at once.
  const pendingWrite = useRef<{ timer: ReturnType<typeof setTimeout>; write(): void } | null>(null);
  const latestHrefFor = useRef(hrefFor);
  latestHrefFor.current = hrefFor;
  const cancelPendingWrite = useCallback(() => {
    if (pendingWrite.current) clearTimeout(pendingWrite.current.timer);
    pendingWrite.current = null;
  }, []);
  const flushPendingWrite = useCallback(() => {
    const pending = pendingWrite.current;
    cancelPendingWrite();
    pending?.write();
  }, [cancelPendingWrite]);
  useEffect(() => {
    if (!byOthers) return;
    // Another control, Back or a link changed the address: the typing round's address is stale.
    roundFrom.current = null;
    cancelPendingWrite();
  }, [location.key, byOthers, cancelPendingWrite]);
  useEffect(() => cancelPendingWrite, [cancelPendingWrite]);

  const writeAddress = useCallback(
    (next: string, continuesRound: boolean) => {
      // The history's own entry, not React's location: a navigation lands before React renders it.
      const currentEntry = historyEntryKey();
      const pushed = roundFrom.current !== null && roundFrom.current !== currentEntry;
      if (roundFrom.current === null) roundFrom.current = currentEntry;
      void navigate(latestHrefFor.current(next), {
        replace: pushed,
        preventScrollReset: true,
        state: FROM_SEARCH_FIELD,
      });
      if (!continuesRound) roundFrom.current = null;
    },
    [navigate],
  );
  const show = useCallback(
    (next: string, continuesRound: boolean) => {
      setTextState(next);
      cancelPendingWrite();
      if (!continuesRound) return writeAddress(next, false);
      const write = () => writeAddress(next, true);
      pendingWrite.current = { timer: setTimeout(flushPendingWrite, ADDRESS_DELAY_MS), write };
    },
    [cancelPendingWrite, flushPendingWrite, writeAddress],
  );
  const setText = useCallback((next: string) => show(next, true), [show]);
  const commit = useCallback(() => {
    flushPendingWrite();
    roundFrom.current = null;
  }, [flushPendingWrite]);
  const clear = useCallback(() => show("", false), [show]);

  // The same object while nothing in it changes: a field given it re-renders only then.
  return useMemo(() => ({ text, setText, commit, clear }), [text, setText, commit, clear]);
}

/**
 * The search field (`role="searchbox"`, named by `label`). Escape empties it;
 * `onWantCode` runs as the pointer or focus reaches it (to load what searching needs).
 */
export function UrlSearchField({
  search,
  label,
  onWantCode,
  className,
}: {
  search: UrlSearch;
  label: string;
  onWantCode?: () => void;
  className?: string;
}) {
  const { text, setText, commit, clear } = search;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An IME's Enter and Escape end its composition: the search stays as typed.
    if (isComposing(event.nativeEvent)) return;
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
      aria-label={label}
      placeholder={label}
      autoComplete="off"
      value={text}
      className={className}
      onPointerEnter={onWantCode}
      onFocus={onWantCode}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={commit}
    />
  );
}
