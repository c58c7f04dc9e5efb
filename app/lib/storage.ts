import { codeNotLoaded, noteFailedImport } from "./code-not-loaded";
import type { Applied, Change } from "./commands";
import type { DataCommand, StoredData } from "./data-commands";
import type { KanbanCommand } from "./kanban-commands";
import { parseBoards, type Board } from "./kanban";
import type { Salvaged } from "./salvage";
import { takeEarlyRead } from "./early-read";
import { BOARDS_KEY, SYNC_ACKED_KEY, TODOS_KEY } from "./storage-keys";
import { replaceEqualDeep } from "./structural-sharing";
import type { TabWriter, WriteOutcome } from "./tab-writer";
import type { TodoCommand } from "./todo-commands";
import { parseTodos, type Todo } from "./todos";
import { whenIdleOrInteracting } from "./when-idle";

// The one module that touches localStorage. Route loaders read the two stores
// below and route actions submit commands to them; nothing else reads or
// writes browser storage. Every command goes through one writer tab (see
// tab-writer.ts), so two tabs never overwrite each other's work. The rules
// that apply commands come with the writer (storage-writer.ts), which loads
// on demand: reading and showing the data does not need them. The theme
// choice is kept by theme-storage.ts, this layer's small sibling, apart so
// that the header on every page does not load the data stores.

export { BOARDS_KEY, TODOS_KEY };
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
export const UNREADABLE = "\u0000unreadable";

// A few of the texts this tab has seen replaced: localStorage can still show
// one of them for a few milliseconds after the writer tab stored a newer one.
const SUPERSEDED_KEPT = 32;

/** localStorage, or null where the browser refuses it (a sandboxed frame, storage turned off). */
export function getStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === "QuotaExceededError" ||
      error.name === "NS_ERROR_DOM_QUOTA_REACHED" ||
      error.code === 22)
  );
}

/**
 * Writes a data set's text. When the storage is full, sync's compact base (sync-acked.ts) goes
 * first and the write is tried again: the data needs the room more, and the base only sharpens a
 * rare rejoin (without it, that device merges as a new one would); it is kept again once there is room.
 */
function writeData(storage: Storage, key: string, raw: string): void {
  try {
    storage.setItem(key, raw);
  } catch (error) {
    if (!isQuotaError(error) || storage.getItem(SYNC_ACKED_KEY) === null) throw error;
    storage.removeItem(SYNC_ACKED_KEY);
    storage.setItem(key, raw);
  }
}

export const STORAGE_FULL = "Not saved: this browser's storage is full. Free some space and try again.";

export function describeWriteError(error: unknown): string {
  return isQuotaError(error) ? STORAGE_FULL : "Not saved: this browser's storage is not available.";
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

/** Sends a command to the writer tab, takes what it stored, and says how it went. */
async function submitThroughWriter<T, C>(
  key: string,
  command: C,
  adopt: (raw: unknown) => void,
  currentValue: () => T,
): Promise<SaveResult<T, C>> {
  let tabWriter: TabWriter;
  try {
    tabWriter = await startWriter();
  } catch {
    return { ok: false, error: codeNotLoaded(), value: currentValue() };
  }
  const outcome = await tabWriter.submit(key, command);
  if (outcome.ok) adopt(outcome.raw);
  const value = currentValue();
  if (outcome.ok) return { ok: true, value, change: (outcome.change as Change<C> | null | undefined) ?? null };
  return { ok: false, error: outcome.error, ...(outcome.undoError ? { undoError: outcome.undoError } : {}), value };
}

export interface StoreDefinition<T> {
  key: string;
  /** What the data is called in notices: "tasks", "boards". */
  label: string;
  empty: T;
  parse(json: unknown): Salvaged<T>;
}

/** A command set's rules: what a command makes of a stored value. */
export type ApplyCommand<T, C> = (value: T, command: C) => Applied<T, C>;

export function createStore<T, C>({ key, label, empty, parse }: StoreDefinition<T>) {
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

  /**
   * Takes a new snapshot. Its value keeps every part equal to the previous
   * one's, so a page re-renders only what changed; a value a command derived
   * from the current one (`derived`) keeps them already, and comparing 5,000
   * cards again would cost a save tens of milliseconds.
   */
  function replace(next: Snapshot<T>, { derived = false } = {}): Snapshot<T> {
    if (next.raw !== snapshot.raw) {
      superseded = [snapshot.raw, ...superseded.filter((raw) => raw !== next.raw)].slice(0, SUPERSEDED_KEPT);
    }
    snapshot = { ...next, value: derived ? next.value : replaceEqualDeep(snapshot.value, next.value) };
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
        // Parsed already if the page's HTML read it before the app started (early-read.ts).
        parsed = takeEarlyRead<T>(key, raw) ?? parse(JSON.parse(raw));
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
    startWriterWhenIdle();
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
  function adopt(raw: unknown): void {
    if ((typeof raw === "string" || raw === null) && raw !== snapshot.raw) replace(fromText(getStorage(), raw));
  }

  /** Applies a command to the value stored right now and writes it. Runs in the writer tab only. */
  function applyNow(command: C, apply: ApplyCommand<T, C>): WriteOutcome {
    const current = read();
    if (current.refusal !== null) return { ok: false, error: current.refusal, raw: current.raw };
    const applied = apply(current.value, command);
    if (!applied.ok) return { ok: false, error: applied.error, undoError: applied.undoError, raw: current.raw };
    if (applied.state === current.value || !applied.change) return { ok: true, raw: current.raw, change: null };
    const raw = JSON.stringify(applied.state);
    const storage = getStorage();
    try {
      if (!storage) throw new Error("localStorage is not available");
      writeData(storage, key, raw);
    } catch (error) {
      return { ok: false, error: describeWriteError(error), raw: current.raw };
    }
    replace({ raw, value: applied.state, notice: null, refusal: null }, { derived: true });
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
    /** The stored text, unparsed ("" for none): a page can start on what a long list needs first. */
    storedText(): string {
      try {
        return getStorage()?.getItem(key) ?? "";
      } catch {
        return "";
      }
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
    submit(command: C): Promise<SaveResult<T, C>> {
      return submitThroughWriter(key, command, adopt, () => read().value);
    },
    applyNow,
    adopt,
    /** What is stored now, and whether it may be written over; for a write of both sets. */
    current(): Snapshot<T> {
      return read();
    },
    /** Records a text just written by a write of both sets. */
    stored(raw: string, value: T): void {
      replace({ raw, value, notice: null, refusal: null });
    },
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
});

export const boardStore: Store<Board[], KanbanCommand> = createStore<Board[], KanbanCommand>({
  key: BOARDS_KEY,
  label: "boards",
  empty: [],
  parse: parseBoards,
});

// ---- Both sets at once (an import, and its undo) ----

/** The writer's name for a change of both keys at once. */
export const BOTH_SETS_KEY = `${TODOS_KEY}+${BOARDS_KEY}`;

interface BothRaw {
  todos: string | null;
  boards: string | null;
}

function isBothRaw(raw: unknown): raw is BothRaw {
  return typeof raw === "object" && raw !== null && "todos" in raw && "boards" in raw;
}

/**
 * Writes several keys as one: if a write fails, the keys written before it
 * are put back as they were, so either every key holds its new text or none
 * does. Returns why it failed, or null.
 */
function writeTogether(writes: { key: string; raw: string; previous: string | null }[]): string | null {
  const storage = getStorage();
  const done: typeof writes = [];
  try {
    if (!storage) throw new Error("localStorage is not available");
    for (const write of writes) {
      writeData(storage, write.key, write.raw);
      done.push(write);
    }
    return null;
  } catch (error) {
    for (const write of done.reverse()) {
      try {
        if (write.previous === null) storage?.removeItem(write.key);
        else storage?.setItem(write.key, write.previous);
      } catch {
        // Putting back a text that fitted before can only fail if storage went away; the next read shows what is there.
      }
    }
    return describeWriteError(error);
  }
}

function currentBoth() {
  const todos = todoStore.current();
  const boards = boardStore.current();
  return { todos, boards, raw: { todos: todos.raw, boards: boards.raw } satisfies BothRaw };
}

/** Both data sets as one store: an import stores both keys or neither, and is one step to undo. */
export const bothSetsStore = {
  key: BOTH_SETS_KEY,
  read(): StoredData {
    return { todos: todoStore.read(), boards: boardStore.read() };
  },
  /**
   * Applies a command to both stored sets and writes the ones it changed;
   * `textOf` may give a set's text as the command has it. Runs in the writer tab only.
   */
  applyNow(
    command: DataCommand,
    apply: ApplyCommand<StoredData, DataCommand>,
    textOf: (command: DataCommand, name: keyof StoredData) => string | null,
  ): WriteOutcome {
    const { todos, boards, raw } = currentBoth();
    const refusal = todos.refusal ?? boards.refusal;
    if (refusal !== null) return { ok: false, error: refusal, raw };
    const applied = apply({ todos: todos.value, boards: boards.value }, command);
    if (!applied.ok) return { ok: false, error: applied.error, undoError: applied.undoError, raw };
    if (!applied.change) return { ok: true, raw, change: null };
    const next = applied.state;
    const text = (name: keyof StoredData) => textOf(command, name) ?? JSON.stringify(next[name]);
    const writes = [
      ...(next.todos === todos.value ? [] : [{ key: TODOS_KEY, raw: text("todos"), previous: todos.raw }]),
      ...(next.boards === boards.value ? [] : [{ key: BOARDS_KEY, raw: text("boards"), previous: boards.raw }]),
    ];
    const error = writeTogether(writes);
    if (error) return { ok: false, error, raw };
    for (const write of writes) {
      if (write.key === TODOS_KEY) todoStore.stored(write.raw, next.todos);
      else boardStore.stored(write.raw, next.boards);
    }
    return { ok: true, raw: currentBoth().raw, change: applied.change };
  },
  adopt(raw: unknown): void {
    if (!isBothRaw(raw)) return;
    todoStore.adopt(raw.todos);
    boardStore.adopt(raw.boards);
  },
  submit(command: DataCommand): Promise<SaveResult<StoredData, DataCommand>> {
    return submitThroughWriter(BOTH_SETS_KEY, command, bothSetsStore.adopt, bothSetsStore.read);
  },
  dismissNotice(): void {
    todoStore.dismissNotice();
    boardStore.dismissNotice();
  },
};

// ---- What the Data page shows and exports (how much is stored: stored-bytes.ts) ----

/** The original text an unreadable-data notice is about: its kept copy, or the key itself when no copy could be made. */
export function originalText(notice: UnreadableNotice): string | null {
  try {
    return getStorage()?.getItem(notice.backupKey ?? notice.key) ?? null;
  } catch {
    return null;
  }
}

const changeListeners = new Set<() => void>();

/** Tells this tab's listeners that another tab's change was stored (by this tab, as the writer). */
export function announceOtherTabChange(): void {
  for (const listener of changeListeners) listener();
}

let writer: Promise<TabWriter> | null = null;
let writerScheduled = false;

/** Loads the write half and joins the tabs' election of a writer; the first save waits for it. */
function startWriter(): Promise<TabWriter> {
  writer ??= import("./storage-writer").then(
    (module) => module.startTabWriter(),
    async (error: unknown) => {
      // Offline before it was cached, say: the next save tries again (Chromium keeps the failure: code-not-loaded.ts).
      writer = null;
      await noteFailedImport(error);
      throw error;
    },
  );
  return writer;
}

/** Starts the writer when the page is idle after the first read, or at the first interaction before that, so the first save does not wait for it. */
function startWriterWhenIdle(): void {
  if (writerScheduled || typeof window === "undefined") return;
  writerScheduled = true;
  whenIdleOrInteracting(() => void startWriter().catch(() => undefined));
}

/** True when a `storage` event (another tab's change) concerns this app's data. */
export function isAppStorageEvent(event: StorageEvent): boolean {
  return event.key === null || STORED_KEYS.includes(event.key);
}

/** Calls `listener` whenever another tab changed this app's data; returns the unsubscribe. */
export function subscribeToOtherTabs(listener: () => void): () => void {
  startWriterWhenIdle();
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

// ---- Sync settings (issue 15) ----

/** Where the sync settings live: the server address and the sync key. Never in a URL. */
export const SYNC_SETTINGS_KEY = "taskboard-sync";

export interface SyncSettings {
  server: string;
  key: string;
  /** True once this device's data was merged into the space (the first connect); later connects only sync. */
  joined?: boolean;
}

/** The sync settings, or null when sync is not configured (or they cannot be read). */
export function syncSettings(): SyncSettings | null {
  try {
    // No storage throws, a missing key parses as null. Only this module writes them, as the Data page checked them.
    const value = JSON.parse(getStorage()!.getItem(SYNC_SETTINGS_KEY)!) as SyncSettings | null;
    return value?.key ? value : null;
  } catch {
    return null;
  }
}

const syncSettingsListeners = new Set<() => void>();

/** Keeps (or, with null, forgets) the sync settings; every open tab follows. False when the browser refused. */
export function saveSyncSettings(settings: SyncSettings | null): boolean {
  try {
    // No storage throws.
    if (settings) getStorage()!.setItem(SYNC_SETTINGS_KEY, JSON.stringify(settings));
    else getStorage()!.removeItem(SYNC_SETTINGS_KEY);
  } catch {
    return false;
  }
  for (const listener of syncSettingsListeners) listener();
  return true;
}

/** Calls `listener` when the sync settings change, in this tab or another; returns the unsubscribe. */
export function subscribeToSyncSettings(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SYNC_SETTINGS_KEY) listener();
  };
  syncSettingsListeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    syncSettingsListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
