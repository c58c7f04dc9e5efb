import { useSyncExternalStore } from "react";
import { whenIdle } from "~/lib/when-idle";

// Code a page needs only once someone uses it (a menu, say) is not loaded
// with the page: it loads when the browser is next idle, or earlier when the
// pointer or focus comes near what needs it, so it is there by the first use.

export interface OnDemand<T> {
  /** Starts loading (once) and resolves with the module; after a failed load, the next call tries again. */
  load(): Promise<T>;
  /** The module once it has loaded (the component re-renders then), undefined before. */
  useLoaded(): T | undefined;
  /** Loads it in the browser's next idle time (once); a failed load waits for the next call. */
  loadWhenIdle(): void;
}

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | null = null;
  let idleLoad = false;
  const listeners = new Set<() => void>();

  function load(): Promise<T> {
    loading ??= importModule().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }
  const current = () => loaded;

  return {
    load,
    useLoaded() {
      return useSyncExternalStore(subscribe, current, current);
    },
    loadWhenIdle() {
      if (idleLoad || loaded) return;
      idleLoad = true;
      whenIdle(() => {
        load().catch(() => {
          // Offline, say: the next use (or the next page that asks) tries again.
          idleLoad = false;
        });
      });
    },
  };
}
