import Redo2 from "lucide-react/icons/redo-2";
import Undo2 from "lucide-react/icons/undo-2";
import { memo, useCallback, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { Direction, History, HistorySnapshot } from "~/lib/history";
import { focusMovedOn } from "./hand-focus-on";
import { dismissToast, showToast } from "./toasts";
import { allSavesAnswered, savesUnanswered, type Saves } from "./use-saves";

/** A field where the browser's own text undo works: Ctrl+Z there is not ours. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(target.type);
}

/** Ctrl+Z (Cmd+Z on macOS) undoes; Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y redo. */
export function historyKey(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">): Direction | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && event.ctrlKey && !event.shiftKey) return "redo";
  return null;
}

/**
 * Runs each step given, in order: at once while no save is unanswered and no step is held, else
 * once every save made before it has answered. A step is in the history only once its save has
 * answered, so an undo pressed before then (a key, a button, a toast's Undo) took the step before
 * it, and a redo right after an undo found nothing. Steps held when the page goes are dropped.
 */
function useStepsInOrder() {
  const held = useRef<Promise<void> | null>(null);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback((step: () => void) => {
    if (!held.current && !savesUnanswered()) return step();
    const next = (held.current ?? Promise.resolve()).then(allSavesAnswered).then(() => {
      if (shown.current) step();
    });
    held.current = next;
    void next.then(() => {
      if (held.current === next) held.current = null;
    });
  }, []);
}

/**
 * The state of a history for its Undo and Redo buttons, and what they do:
 * undoing takes the history's entry and saves its command like any other
 * change (so it shows at once), and the route action settles the entry.
 * Steps run in order, each once the saves before it have answered (`useStepsInOrder`);
 * `beforeStep` runs once an entry is taken, before the page changes; `afterStep` with its command
 * once the page shows the change.
 */
export function useHistory<C>(history: History<C>, save: Saves<C>["save"]) {
  const snapshot = useSyncExternalStore(history.subscribe, history.getSnapshot, history.getSnapshot);
  const inOrder = useStepsInOrder();
  const run = useCallback(
    (direction: Direction, entryId?: number, beforeStep?: () => void, afterStep?: (command: C) => void) =>
      inOrder(() => {
        const entry = history.take(direction, entryId);
        if (!entry) return;
        beforeStep?.();
        // The save paints its change at once (flushSync), so afterStep finds it on the page.
        void save(entry.command, { history: { direction, entryId: entry.id } });
        afterStep?.(entry.command);
      }),
    [history, save, inOrder],
  );
  return {
    snapshot,
    run,
    undo: useCallback(() => run("undo"), [run]),
    redo: useCallback(() => run("redo"), [run]),
  };
}

/**
 * A page's undo and redo: the buttons' state, the keyboard shortcuts (also
 * while the card dialog is open over the page), and a toast with "Undo" after
 * each deletion. Use once per page; a dialog over it takes `useHistory` only. `followFocus` is
 * called before a key's undo or redo changes the page, so that focus can follow what it moves or
 * takes away (a button pressed keeps its focus). `focusPutBack` is called with the command of a
 * toast's undo once the page shows it: the toast goes with the focus its Undo had (pressed by
 * mouse, tap or key), which would fall to the page; it gives focus to what came back.
 */
export function useUndoRedo<C>(
  history: History<C>,
  save: Saves<C>["save"],
  followFocus?: () => void,
  focusPutBack?: (command: C) => void,
) {
  const state = useHistory(history, save);
  const { run } = state;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = historyKey(event);
      if (!direction || event.defaultPrevented || isTextField(event.target)) return;
      event.preventDefault();
      run(direction, undefined, followFocus);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [run, followFocus]);

  // A deletion's toast undoes that very deletion, and goes once it can no longer.
  const toasts = useRef(new Map<number, string>());
  useEffect(() => {
    const shown = toasts.current;
    const stopRecording = history.onRecord((entry) => {
      if (!entry.toast) return;
      // Not when the user has put focus elsewhere while the undo waited for a save to answer.
      const undo = () => {
        const pressed = document.activeElement;
        run("undo", entry.id, undefined, (command) => focusMovedOn(pressed) || focusPutBack?.(command));
      };
      const toastId = showToast({ message: entry.toast, action: { label: "Undo", onAction: undo } });
      shown.set(entry.id, toastId);
    });
    const stopWatching = history.subscribe(() => {
      for (const [entryId, toastId] of shown) {
        if (history.canUndo(entryId)) continue;
        shown.delete(entryId);
        dismissToast(toastId);
      }
    });
    return () => {
      stopRecording();
      stopWatching();
    };
  }, [history, run, focusPutBack]);

  return state;
}

/**
 * The Undo and Redo buttons, described by what they will do, and what screen readers hear after
 * each. A memo: the page's every change renders the page, and the history only now and then.
 */
export const UndoRedoButtons = memo(function UndoRedoButtons({
  snapshot,
  undo,
  redo,
  className,
}: {
  snapshot: HistorySnapshot<unknown>;
  undo(): void;
  redo(): void;
  className?: string;
}) {
  const id = useId();
  const undoText = snapshot.undo ? `Undo: ${snapshot.undo.label}` : "Nothing to undo";
  const redoText = snapshot.redo ? `Redo: ${snapshot.redo.label}` : "Nothing to redo";
  return (
    <div className={cn("flex items-center gap-1", className)}>
      {/* aria-disabled, not disabled: the button pressed for the last step keeps focus (a disabled one drops it to the page). */}
      <Button
        variant="outline"
        size="sm"
        aria-disabled={!snapshot.undo || undefined}
        onClick={snapshot.undo ? undo : undefined}
        aria-describedby={`${id}-undo`}
        title={undoText}
      >
        <Undo2 aria-hidden="true" />
        Undo
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={!snapshot.redo || undefined}
        onClick={snapshot.redo ? redo : undefined}
        aria-describedby={`${id}-redo`}
        title={redoText}
      >
        <Redo2 aria-hidden="true" />
        Redo
      </Button>
      <span id={`${id}-undo`} hidden>
        {undoText}
      </span>
      <span id={`${id}-redo`} hidden>
        {redoText}
      </span>
      <p role="status" className="sr-only">
        {snapshot.announcement}
      </p>
    </div>
  );
});
