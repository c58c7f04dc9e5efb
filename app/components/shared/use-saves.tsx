import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync as renderNow } from "react-dom";
import { useFetcher, useFetchers, useResolvedPath, useSubmit } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { afterNextPaint } from "~/lib/after-paint";
import { commandForm, ENTRY_FIELD, HISTORY_FIELD } from "~/lib/commands";
import type { Direction } from "~/lib/history";
import { guardUntilSaved } from "~/lib/unsaved-guard";

let lastSaveNumber = 0;

// The command of each save on its way, by fetcher key: what the page shows as pending.
const commandsOnTheirWay = new Map<string, unknown>();
// The saves handed to the router: from then on, its fetchers say whether they are on their way.
const submitted = new Set<string>();
const NO_COMMANDS: readonly unknown[] = [];
// Every save whose answer has not come yet, of any page still shown (a page left lets go of its
// own): an undo or redo waits for them (undo-redo.tsx), as a step is recorded once its save answers.
const unanswered = new Set<string>();
let onAllAnswered: (() => void)[] = [];

function answered(key: string) {
  if (!unanswered.delete(key) || unanswered.size > 0) return;
  const waiting = onAllAnswered;
  onAllAnswered = [];
  for (const resolve of waiting) resolve();
}

/** Whether some save has not been answered yet. */
export function savesUnanswered(): boolean {
  return unanswered.size > 0;
}

/** Resolves once every save made so far (and any made meanwhile) has been answered. */
export function allSavesAnswered(): Promise<void> {
  if (unanswered.size === 0) return Promise.resolve();
  return new Promise((resolve) => onAllAnswered.push(resolve));
}

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
  /** This save undoes or redoes that history entry. */
  history?: { direction: Direction; entryId: number };
}

export interface Saves<C> {
  /** Sends one command to the route's action; resolves with what the action answered for this change. */
  save(command: C, options?: SaveOptions): Promise<ActionResult>;
  /** The commands on their way to storage, oldest first: show them as if stored already. */
  pending: readonly C[];
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
export function useSaves<C>(scope: string): Saves<C> {
  const submit = useSubmit();
  // This route's action, also for a save made as the page is being left (Back, a link).
  const action = useResolvedPath(".").pathname;
  const fetchers = useFetchers();
  const waiting = useRef(new Map<string, (result: ActionResult) => void>());
  const [tracked, setTracked] = useState<readonly string[]>([]);
  const [lastResult, setLastResult] = useState<ActionResult | undefined>(undefined);
  const prefix = `${scope}:`;

  const save = useCallback(
    (command: C, { flushSync = true, history }: SaveOptions = {}) =>
      new Promise<ActionResult>((resolve) => {
        const key = `${prefix}${++lastSaveNumber}`;
        waiting.current.set(key, resolve);
        unanswered.add(key);
        commandsOnTheirWay.set(key, command);
        const track = () => setTracked((current) => [...current, key]);
        if (flushSync) renderNow(track);
        else track();
        const fields = commandForm(command);
        if (history) Object.assign(fields, { [HISTORY_FIELD]: history.direction, [ENTRY_FIELD]: String(history.entryId) });
        // The change shows from this page's state; the router's (which every route renders
        // for) takes it once the frame is painted (the action waits for that frame anyway), in
        // a render of its own at once, so that no render comes between without the change.
        // The router settles this promise once the action has answered.
        guardUntilSaved(
          afterNextPaint().then(() => {
            submitted.add(key);
            return submit(fields, { method: "post", action, navigate: false, fetcherKey: key, flushSync: true });
          }),
        );
      }),
    [prefix, submit, action],
  );

  // A page left no longer hears its saves' answers: nothing waits for them any more.
  useEffect(() => {
    const mine = waiting.current;
    return () => {
      for (const key of mine.keys()) answered(key);
    };
  }, []);

  const settled = useCallback((key: string, result: ActionResult) => {
    const resolve = waiting.current.get(key);
    if (!resolve) return;
    waiting.current.delete(key);
    answered(key);
    commandsOnTheirWay.delete(key);
    submitted.delete(key);
    setTracked((current) => current.filter((candidate) => candidate !== key));
    setLastResult(result);
    resolve(result);
  }, []);

  // The router lists the fetchers in flight (a finished one leaves the list as the loaders'
  // data takes its change); a save not submitted yet (until its frame is painted) is in `tracked`.
  const pending = useMemo(() => {
    const keys = fetchers
      .filter((fetcher) => fetcher.key.startsWith(prefix) && fetcher.formData && commandsOnTheirWay.has(fetcher.key))
      .map((fetcher) => fetcher.key)
      .concat(tracked.filter((key) => !submitted.has(key)))
      .sort((a, b) => saveNumber(a) - saveNumber(b));
    return keys.length === 0 ? (NO_COMMANDS as readonly C[]) : keys.map((key) => commandsOnTheirWay.get(key) as C);
  }, [fetchers, tracked, prefix]);

  const error = lastResult && !lastResult.ok ? lastResult.error : null;
  return { save, pending, lastResult, error, tracked, settled };
}

/** Watches one save's fetcher until the action has answered; once let go, the router forgets it. */
function TrackedSave({ fetcherKey, settled }: { fetcherKey: string; settled: Saves<unknown>["settled"] }) {
  const { state, data } = useFetcher<ActionResult>({ key: fetcherKey });
  useEffect(() => {
    if (state === "idle" && data !== undefined) settled(fetcherKey, data);
  }, [state, data, fetcherKey, settled]);
  return null;
}

/** Renders nothing: settles each save of the page when its answer arrives. */
export function TrackedSaves({ saves }: { saves: Pick<Saves<unknown>, "tracked" | "settled"> }) {
  return saves.tracked.map((key) => <TrackedSave key={key} fetcherKey={key} settled={saves.settled} />);
}
