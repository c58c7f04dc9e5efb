import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useFetchers, useResolvedPath, useSubmit } from "react-router";
import type { ActionResult } from "~/lib/action-result";

let lastSaveNumber = 0;

const NO_FORMS: readonly FormData[] = [];

function saveNumber(key: string): number {
  return Number(key.slice(key.lastIndexOf(":") + 1));
}

export interface SaveOptions {
  /**
   * Paint the change as pending in the frame of the event that made it (a
   * controlled checkbox must not flick back meanwhile). Not from an effect's
   * cleanup, where React cannot flush.
   */
  flushSync?: boolean;
}

export interface Saves {
  /** Sends one change to the route's action; resolves with what the action answered for this change. */
  save(fields: Record<string, string>, options?: SaveOptions): Promise<ActionResult>;
  /** The changes on their way to storage, oldest first: show them as if stored already. */
  pending: readonly FormData[];
  /** The answer to the change that settled last. */
  lastResult: ActionResult | undefined;
  /** Why the change that settled last was refused ("Not saved: …"), if it was. */
  error: string | null;
  /** The saves not settled yet: render `<TrackedSaves saves={…} />` once in the page, which settles them. */
  tracked: readonly string[];
  settled(key: string, result: ActionResult): void;
}

/**
 * A page's saves through its route action, each one a fetcher of its own.
 * Changes made in quick succession (fast typing, a double click, an edit saved
 * while the page is left) never cancel one another: every change reaches the
 * action in the order it was made, its pending form shows at once, and its
 * maker learns whether that very change was stored. Nothing here depends on
 * the action answering at once.
 */
export function useSaves(scope: string): Saves {
  const submit = useSubmit();
  // This route's action, also for a save made as the page is being left (Back, a link).
  const action = useResolvedPath(".").pathname;
  const fetchers = useFetchers();
  const waiting = useRef(new Map<string, (result: ActionResult) => void>());
  const [tracked, setTracked] = useState<readonly string[]>([]);
  const [lastResult, setLastResult] = useState<ActionResult | undefined>(undefined);
  const prefix = `${scope}:`;

  const save = useCallback(
    (fields: Record<string, string>, { flushSync = true }: SaveOptions = {}) =>
      new Promise<ActionResult>((resolve) => {
        const key = `${prefix}${++lastSaveNumber}`;
        waiting.current.set(key, resolve);
        setTracked((current) => [...current, key]);
        void submit(fields, { method: "post", action, navigate: false, fetcherKey: key, flushSync });
      }),
    [prefix, submit, action],
  );

  const settled = useCallback((key: string, result: ActionResult) => {
    const resolve = waiting.current.get(key);
    if (!resolve) return;
    waiting.current.delete(key);
    setTracked((current) => current.filter((candidate) => candidate !== key));
    setLastResult(result);
    resolve(result);
  }, []);

  // The router lists the fetchers in flight (finished ones keep only their answer).
  const pending = useMemo(() => {
    const forms = fetchers
      .filter((fetcher) => fetcher.key.startsWith(prefix) && fetcher.formData)
      .sort((a, b) => saveNumber(a.key) - saveNumber(b.key))
      .map((fetcher) => fetcher.formData!);
    return forms.length === 0 ? NO_FORMS : forms;
  }, [fetchers, prefix]);

  const error = lastResult && !lastResult.ok ? lastResult.error : null;
  return { save, pending, lastResult, error, tracked, settled };
}

/** Watches one save's fetcher until the action has answered; once let go, the router forgets it. */
function TrackedSave({ fetcherKey, settled }: { fetcherKey: string; settled: Saves["settled"] }) {
  const { state, data } = useFetcher<ActionResult>({ key: fetcherKey });
  useEffect(() => {
    if (state === "idle" && data !== undefined) settled(fetcherKey, data);
  }, [state, data, fetcherKey, settled]);
  return null;
}

/** Renders nothing: settles each save of the page when its answer arrives. */
export function TrackedSaves({ saves }: { saves: Pick<Saves, "tracked" | "settled"> }) {
  return saves.tracked.map((key) => <TrackedSave key={key} fetcherKey={key} settled={saves.settled} />);
}
