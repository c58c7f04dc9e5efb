import { DARK_SCHEME_QUERY, parseThemeChoice, type ThemeChoice } from "./theme";

// Part of the storage layer (storage.ts): the one other place that touches
// localStorage, for the theme preference alone. Kept apart from storage.ts so
// that the header's Theme control, on every page, does not load the data stores.

export const THEME_KEY = "theme";

function getStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readStored(): ThemeChoice {
  try {
    return parseThemeChoice(getStorage()?.getItem(THEME_KEY));
  } catch {
    return parseThemeChoice(null);
  }
}

let current: ThemeChoice | null = null;
const listeners = new Set<() => void>();

/** The user's theme choice: what is stored, System when nothing (or nothing readable) is. */
export function themeChoice(): ThemeChoice {
  current ??= readStored();
  return current;
}

/**
 * Keeps the choice (every open tab follows it). When the browser refuses the
 * write (storage full or disabled), this tab still shows the choice until it
 * closes; returns whether it was stored.
 */
export function saveThemeChoice(choice: ThemeChoice): boolean {
  current = choice;
  for (const listener of listeners) listener();
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(THEME_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/** Calls `listener` when the choice changes, in this tab or another; returns the unsubscribe. */
export function subscribeToThemeChoice(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    current = readStored();
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The script root.tsx puts in the document's head: it runs before the first
 * paint and puts the class `dark` on <html> when the stored choice (read as
 * `parseThemeChoice` and `resolveTheme` do, which theme-storage.test.ts checks)
 * gives the dark theme. Plain ES5, no module: it must not wait for anything.
 */
export const THEME_SCRIPT = `(function(){var c;try{c=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}var d=c==="dark"||c!=="light"&&!!window.matchMedia&&window.matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches;document.documentElement.classList.toggle("dark",d)})()`;
