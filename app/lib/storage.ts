import { parseBoards, type Board } from "./kanban";
import type { Salvaged } from "./salvage";
import { replaceEqualDeep } from "./structural-sharing";
import { parseTodos, type Todo } from "./todos";

// The one module that touches localStorage. Route loaders and actions use the
// two stores below; nothing else reads or writes browser storage.

export const TODOS_KEY = "todos";
export const BOARDS_KEY = "kanban-board";
export const STORED_KEYS: readonly string[] = [TODOS_KEY, BOARDS_KEY];

/** Saved data that could not be read in full; its original text is kept aside. */
export interface UnreadableNotice {
  key: string;
  /** Where the original text was copied, or null when even that was impossible. */
  backupKey: string | null;
  message: string;
}

export type SaveResult<T> = { ok: true; value: T } | { ok: false; error: string; value: T };

interface Snapshot<T> {
  raw: string | null;
  value: T;
  notice: UnreadableNotice | null;
}

function getStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(storage: Storage | null, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === "QuotaExceededError" ||
      error.name === "NS_ERROR_DOM_QUOTA_REACHED" ||
      error.code === 22)
  );
}

export function describeWriteError(error: unknown): string {
  return isQuotaError(error)
    ? "Not saved: this browser's storage is full. Free some space and try again."
    : "Not saved: this browser's storage is not available.";
}

/** Copies unreadable text aside, once: a backup with the same text is reused. */
function backUp(storage: Storage | null, key: string, raw: string): string | null {
  if (!storage) return null;
  const prefix = `${key}.unreadable.`;
  try {
    for (let i = 0; i < storage.length; i++) {
      const existing = storage.key(i);
      if (existing?.startsWith(prefix) && storage.getItem(existing) === raw) return existing;
    }
    const backupKey = `${prefix}${new Date().toISOString()}`;
    storage.setItem(backupKey, raw);
    return backupKey;
  } catch {
    return null;
  }
}

function createStore<T>(key: string, label: string, empty: T, parse: (json: unknown) => Salvaged<T>) {
  let snapshot: Snapshot<T> = { raw: null, value: empty, notice: null };
  // The last notice stays until dismissed, even after the user saves over the data.
  let shownNotice: UnreadableNotice | null = null;

  function noticeFor(raw: string, backupKey: string | null, readNothing: boolean): UnreadableNotice {
    const what = readNothing ? `Your saved ${label} could not be read.` : `Some of your saved ${label} could not be read.`;
    const kept = backupKey
      ? ` The original data was kept under the storage key "${backupKey}".`
      : " There was no room to keep a copy of it, so nothing will be saved over it.";
    return { key, backupKey, message: what + kept };
  }

  /** Parses only when the stored text changed since the last read. */
  function read(): Snapshot<T> {
    const storage = getStorage();
    const raw = readRaw(storage, key);
    if (raw === snapshot.raw) return snapshot;

    let parsed: Salvaged<T>;
    let readNothing = false;
    if (raw === null) {
      parsed = { value: empty, dropped: 0 };
    } else {
      try {
        parsed = parse(JSON.parse(raw));
      } catch {
        parsed = { value: empty, dropped: 1 };
        readNothing = true;
      }
    }
    const notice =
      raw !== null && parsed.dropped > 0 ? noticeFor(raw, backUp(storage, key, raw), readNothing) : null;
    snapshot = { raw, value: replaceEqualDeep(snapshot.value, parsed.value), notice };
    if (notice) shownNotice = notice;
    return snapshot;
  }

  return {
    key,
    /** The stored value (only what could be read). */
    read(): T {
      return read().value;
    },
    /** A notice about unreadable saved data, until the user dismisses it. */
    notice(): UnreadableNotice | null {
      read();
      return shownNotice;
    },
    /** What a loader needs: the value and the notice, from one read of storage. */
    load(): { value: T; notice: UnreadableNotice | null } {
      return { value: read().value, notice: shownNotice };
    },
    dismissNotice(): void {
      shownNotice = null;
    },
    /**
     * Applies a change to the value stored right now (so another tab's change
     * is never overwritten) and writes it. On failure nothing changes.
     */
    update(change: (current: T) => T): SaveResult<T> {
      const current = read();
      if (current.notice && current.notice.backupKey === null) {
        return {
          ok: false,
          value: current.value,
          error: "Not saved: your saved data could not be read and there is no room to keep a copy of it.",
        };
      }
      const value = change(current.value);
      if (value === current.value) return { ok: true, value };
      const raw = JSON.stringify(value);
      const storage = getStorage();
      try {
        if (!storage) throw new Error("localStorage is not available");
        storage.setItem(key, raw);
      } catch (error) {
        return { ok: false, value: current.value, error: describeWriteError(error) };
      }
      snapshot = { raw, value, notice: null };
      return { ok: true, value };
    },
    /** Forgets cached state; for tests. */
    reset(): void {
      snapshot = { raw: null, value: empty, notice: null };
      shownNotice = null;
    },
  };
}

export type Store<T> = ReturnType<typeof createStore<T>>;

export const todoStore: Store<Todo[]> = createStore<Todo[]>(TODOS_KEY, "tasks", [], parseTodos);
export const boardStore: Store<Board[]> = createStore<Board[]>(BOARDS_KEY, "boards", [], parseBoards);

/** True when a `storage` event (another tab's change) concerns this app's data. */
export function isAppStorageEvent(event: StorageEvent): boolean {
  return event.key === null || STORED_KEYS.includes(event.key);
}
