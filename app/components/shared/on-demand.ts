import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from "react";
import { codeNotLoadedReason, noteFailedImport } from "~/lib/code-not-loaded";
import { whenIdle } from "~/lib/when-idle";

// Code a page needs only once someone uses it (a menu, say) is not loaded
// with the page: it loads when the browser is next idle, or earlier when the
// pointer or focus comes near what needs it, so it is there by the first use.

export interface OnDemand<T> {
  /** Starts loading (once) and resolves with the module; after a failed load, the next call tries again (Firefox and WebKit fetch again; Chromium keeps the failure, see code-not-loaded.ts). */
  load(): Promise<T>;
  /** The module once it has loaded, undefined before. */
  loaded(): T | undefined;
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
      async (error: unknown) => {
        loading = null;
        await noteFailedImport(error);
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
    loaded: current,
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

/**
 * For a search or filter the user has turned on (`wanted`) before `code` is here: asks for it,
 * again with each change of `asked` after a failure, and says why nothing is filtered yet:
 * `waiting` while it comes, `failed` (with why) when it could not be fetched. Null otherwise.
 */
export function useCodeWait<T>(code: OnDemand<T>, wanted: boolean, asked: unknown, waiting: string, failed: string): string | null {
  const loaded = code.useLoaded();
  const [failedLoad, setFailedLoad] = useState(false);
  useEffect(() => {
    if (wanted && !loaded) code.load().catch(() => setFailedLoad(true));
  }, [code, wanted, loaded, asked]);
  if (!wanted || loaded) return null;
  return failedLoad ? `${failed}: ${codeNotLoadedReason()}` : waiting;
}

// A menu whose code (Radix DropdownMenu and its popper) loads on demand shows
// a stand-in button until then: it looks and reads the same, starts loading
// the code when the pointer or focus reaches it, and opens the menu once the
// code is there if it was pressed before.

export type OpenedBy = "pointer" | "keyboard";

/** Radix opens a menu on these keys, and on a primary-button press without Ctrl. */
const OPEN_KEYS = ["Enter", " ", "ArrowDown"];

export interface MenuStandIn<T> {
  /** The loaded module, once the real menu should render in the stand-in's place. */
  menu: T | undefined;
  /** How the stand-in was pressed, if it was: the real menu then opens at once. */
  openedBy: OpenedBy | null;
  /** Spread on the stand-in button. */
  buttonProps: {
    "aria-haspopup": "menu";
    "aria-expanded": false;
    /** Pressed, the menu waits for its code. */
    "aria-busy": boolean;
    "data-state": "closed";
    onPointerEnter(): void;
    onFocus(): void;
    onBlur(): void;
    onPointerDown(event: PointerEvent<HTMLButtonElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  };
}

/** The stand-in's state and handlers for the menu `dropdown` loads; `name` is for the console if loading fails. */
export function useMenuStandIn<T>(dropdown: OnDemand<T>, name: string): MenuStandIn<T> {
  const loaded = dropdown.useLoaded();
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  // Swapping the stand-in for the real button while it has focus would drop the focus: wait until it leaves.
  const [focused, setFocused] = useState(false);
  const preload = () => void dropdown.load().catch(() => undefined);
  const open = (by: OpenedBy) => {
    setOpenedBy(by);
    dropdown.load().catch((error: unknown) => {
      // Offline before it loaded, say: the button stays as it is, and the next press tries again.
      setOpenedBy(null);
      console.error(`Could not load the ${name}`, error);
    });
  };
  return {
    menu: loaded && (openedBy !== null || !focused) ? loaded : undefined,
    openedBy,
    buttonProps: {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      "aria-busy": openedBy !== null,
      "data-state": "closed",
      onPointerEnter: preload,
      onFocus() {
        setFocused(true);
        preload();
      },
      onBlur: () => setFocused(false),
      onPointerDown(event) {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the menu, not the button, takes focus.
        event.preventDefault();
        open("pointer");
      },
      onKeyDown(event) {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open("keyboard");
      },
    },
  };
}
