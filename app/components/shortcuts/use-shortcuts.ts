import { useEffect, useRef, useSyncExternalStore } from "react";
import { whenIdle } from "~/lib/when-idle";
import type { ShortcutContext } from "./shortcut-contexts";

// Binds the app's keyboard shortcuts. They, tinykeys and the rule that leaves
// keys alone while typing (app/lib/shortcut-target.ts) are in shortcut-engine.ts,
// which is not loaded with the page: it loads in the browser's first idle time
// after the page shows, or at the first key press if that comes sooner. Keys
// pressed before it came are handled when it comes, unless focus has moved or
// a second has passed: a key pressed on a card as the page shows is not lost.

type Engine = typeof import("./shortcut-engine");

let engine: Engine | null = null;
let context: { current: ShortcutContext } | null = null;
const readyListeners = new Set<() => void>();
const subscribeToReady = (listener: () => void) => {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
};
const isReady = () => engine !== null;
const notReadyYet = () => false;

/** Key presses made before the engine came. */
let early: KeyboardEvent[] = [];
const stillMeant = (event: KeyboardEvent) =>
  performance.now() - event.timeStamp < 1000 && !event.defaultPrevented && event.target === document.activeElement;

function load(): void {
  if (engine) return;
  import("./shortcut-engine").then(
    (loaded) => {
      engine = loaded;
      if (context) {
        engine.listen(context);
        engine.replay(early.filter(stillMeant));
      }
      early = [];
      for (const listener of readyListeners) listener();
    },
    () => undefined, // Offline before it loaded: the next key press tries again.
  );
}

let started = false;
function loadSoon(): void {
  if (started) return;
  started = true;
  whenIdle(load);
  const onKey = (event: KeyboardEvent) => {
    load();
    if (engine) window.removeEventListener("keydown", onKey, true);
    else early.push(event);
  };
  window.addEventListener("keydown", onKey, true);
}

/**
 * For the app shell: the shortcuts work while it is mounted, acting on `current`
 * (which may change on every render). Says whether they work yet (their code has loaded).
 */
export function useShortcuts(current: ShortcutContext): boolean {
  const ref = useRef(current);
  useEffect(() => {
    ref.current = current;
  });
  useEffect(() => {
    context = ref;
    if (engine) engine.listen(ref);
    else loadSoon();
    return () => {
      context = null;
      engine?.stop();
    };
  }, []);
  return useSyncExternalStore(subscribeToReady, isReady, notReadyYet);
}
