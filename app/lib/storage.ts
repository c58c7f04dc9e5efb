import type { Applied, Change } from "./commands";
import { applyKanbanCommand, type KanbanCommand } from "./kanban-commands";
import { parseBoards, type Board } from "./kanban";
import type { Salvaged } from "./salvage";
import { replaceEqualDeep } from "./structural-sharing";
import { createTabWriter, type TabWriter, type WriteOutcome } from "./tab-writer";
import { applyTodoCommand, type TodoCommand } from "./todo-commands";
import { parseTodos, type Todo } from "./todos";

// The one module that touches localStorage. Route loaders read the two stores
// below and route actions submit commands to them; nothing else reads or
// writes browser storage. Every command goes through one writer tab (see
// tab-writer.ts), so two tabs never overwrite each other's work.

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

/**
 * A save's outcome, with the stored value afterwards. `change` says what
 * undoes it (null: it changed nothing); `undoError` is set when a rule
 * refused the command, not when storing failed.
 */
export type SaveResult<T, C> =
  | { ok: true; value: T; change: Change<C> | null }
  | { ok: false; error: string; undoError?: string; value: T };

interface Snapshot<T> {
  raw: string | null;
  value: T;
  notice: UnreadableNotice | null;
  /** Why nothing may be written over this key now, or null when saving is safe. */
  refusal: string | null;
}

// Stands for "could not be read" where stored text goes: no stored text equals it.
const UNREADABLE = "\u0000unreadable";

// A few of the texts this tab has seen replaced: localStorage can still show
// one of them for a few milliseconds after the writer tab stored a newer one.
const SUPERSEDED_KEPT = 32;

function getStorage(): Storage | null {
  try {
    return window.localStorage;
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

export interface StoreDefinition<T, C> {
  key: string;
  /** What the data is called in notices: "tasks", "boards". */
  label: string;
  empty: T;
  parse(json: unknown): Salvaged<T>;
  apply(value: T, command: C): Applied<T, C>;
}

export function createStore<T, C>({ key, label, empty, parse, apply }: StoreDefinition<T, C>) {
  let snapshot: Snapshot<T> = { raw: null, value: empty, notice: null, refusal: null };
  let superseded: (string | null)[] = [];
  // The last notice stays until dismissed, even after the user saves over the data.
  let shownNotice: UnreadableNotice | null = null;

  function noticeFor(raw: string, backupKey: string | null, readNothing: boolean): UnreadableNotice {
    const what = readNothing ? `Your saved ${label} could not be read.` : `Some of your saved ${label} could not be read.`;
    const kept = backupKey
      ? ` The original data was kept under the storage key "${backupKey}".`
      : " There was no room to keep a copy of it, so nothing will be saved over it.";
    return { key, backupKey, message: what + kept };
  }

  function replace(next: Snapshot<T>): Snapshot<T> {
    if (next.raw !== snapshot.raw) {
      superseded = [snapshot.raw, ...superseded.filter((raw) => raw !== next.raw)].slice(0, SUPERSEDED_KEPT);
    }
    snapshot = { ...next, value: replaceEqualDeep(snapshot.value, next.value) };
    if (next.notice) shownNotice = next.notice;
    return snapshot;
  }

  function fromText(storage: Storage | null, raw: string | null): Snapshot<T> {
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
    if (raw === null || parsed.dropped === 0) return { raw, value: parsed.value, notice: null, refusal: null };
    const notice = noticeFor(raw, backUp(storage, key, raw), readNothing);
    const refusal =
      notice.backupKey === null
        ? "Not saved: your saved data could not be read and there is no room to keep a copy of it."
        : null;
    return { raw, value: parsed.value, notice, refusal };
  }

  /** The browser refused to read the key: show nothing, and never write over what we could not see. */
  function unreadable(): Snapshot<T> {
    if (snapshot.raw === UNREADABLE) return snapshot;
    const notice: UnreadableNotice = {
      key,
      backupKey: null,
      message:
        `Your saved ${label} could not be read: this browser did not allow access to its storage. ` +
        "Nothing will be saved, so nothing is overwritten. Reload the page to try again.",
    };
    shownNotice = notice;
    return {
      raw: UNREADABLE,
      value: empty,
      notice,
      refusal: `Not saved: your saved ${label} could not be read, and saving now could overwrite them.`,
    };
  }

  /** Parses only when the stored text changed since the last read. */
  function read(): Snapshot<T> {
    startWriter();
    const storage = getStorage();
    let raw: string | null;
    try {
      if (!storage) throw new Error("localStorage is not available");
      raw = storage.getItem(key);
    } catch {
      snapshot = unreadable();
      superseded = [];
      return snapshot;
    }
    if (raw === snapshot.raw) return snapshot;
    // A text this tab has already seen replaced is an old copy still on its way here.
    if (superseded.includes(raw)) return snapshot;
    return replace(fromText(storage, raw));
  }

  /** Takes what the writer tab stored as the current value. */
  function adopt(raw: string | null): void {
    if (raw !== snapshot.raw) replace(fromText(getStorage(), raw));
  }

  /** Applies a command to the value stored right now and writes it. Runs in the writer tab only. */
  function applyNow(command: C): WriteOutcome {
    const current = read();
    if (current.refusal !== null) return { ok: false, error: current.refusal, raw: current.raw };
    const applied = apply(current.value, command);
    if (!applied.ok) return { ok: false, error: applied.error, undoError: applied.undoError, raw: current.raw };
    if (applied.state === current.value || !applied.change) return { ok: true, raw: current.raw, change: null };
    const raw = JSON.stringify(applied.state);
    const storage = getStorage();
    try {
      if (!storage) throw new Error("localStorage is not available");
      storage.setItem(key, raw);
    } catch (error) {
      return { ok: false, error: describeWriteError(error), raw: current.raw };
    }
    replace({ raw, value: applied.state, notice: null, refusal: null });
    return { ok: true, raw, change: applied.change };
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
     * Saves a change: the writer tab applies it to what is stored at that
     * moment, so another tab's change is never overwritten. On failure
     * nothing changes and the error says why.
     */
    async submit(command: C): Promise<SaveResult<T, C>> {
      const outcome = await startWriter().submit(key, command);
      if (outcome.ok) adopt(outcome.raw);
      const value = read().value;
      if (outcome.ok) return { ok: true, value, change: (outcome.change as Change<C> | null | undefined) ?? null };
      return { ok: false, error: outcome.error, ...(outcome.undoError ? { undoError: outcome.undoError } : {}), value };
    },
    applyNow,
    adopt,
    /** Forgets cached state; for tests. */
    reset(): void {
      snapshot = { raw: null, value: empty, notice: null, refusal: null };
      superseded = [];
      shownNotice = null;
    },
  };
}

export type Store<T, C> = ReturnType<typeof createStore<T, C>>;

export const todoStore: Store<Todo[], TodoCommand> = createStore<Todo[], TodoCommand>({
  key: TODOS_KEY,
  label: "tasks",
  empty: [],
  parse: parseTodos,
  apply: applyTodoCommand,
});

export const boardStore: Store<Board[], KanbanCommand> = createStore<Board[], KanbanCommand>({
  key: BOARDS_KEY,
  label: "boards",
  empty: [],
  parse: parseBoards,
  apply: applyKanbanCommand,
});

const stores = new Map<string, Pick<Store<unknown, unknown>, "applyNow" | "adopt">>([
  [TODOS_KEY, todoStore as Store<unknown, unknown>],
  [BOARDS_KEY, boardStore as Store<unknown, unknown>],
]);

const changeListeners = new Set<() => void>();
let writer: TabWriter | null = null;

function notifyChange() {
  for (const listener of changeListeners) listener();
}

/** Joins the tabs' election of a writer; done on the first read, so the first save does not wait for it. */
function startWriter(): TabWriter {
  writer ??= createTabWriter({
    name: "taskboard-writer",
    execute(key, command, fromOtherTab) {
      const store = stores.get(key);
      const outcome = store ? store.applyNow(command) : { ok: false as const, error: "Unknown data.", raw: null };
      if (fromOtherTab && outcome.ok) notifyChange();
      return outcome;
    },
    onCommitted(key, raw, own) {
      stores.get(key)?.adopt(raw);
      if (!own) notifyChange();
    },
  });
  return writer;
}

/** True when a `storage` event (another tab's change) concerns this app's data. */
export function isAppStorageEvent(event: StorageEvent): boolean {
  return event.key === null || STORED_KEYS.includes(event.key);
}

/** Calls `listener` whenever another tab changed this app's data; returns the unsubscribe. */
export function subscribeToOtherTabs(listener: () => void): () => void {
  startWriter();
  const onStorage = (event: StorageEvent) => {
    if (isAppStorageEvent(event)) listener();
  };
  changeListeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    changeListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
