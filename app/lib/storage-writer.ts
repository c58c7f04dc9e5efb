import { noteFailedImport, onlyReloadLoadsCode } from "./code-not-loaded";
import { missing, type Applied, type Change } from "./commands";
import { applyDataCommand, fileText, type DataCommand, type StoredData } from "./data-commands";
import { applyKanbanCommand, type KanbanCommand } from "./kanban-commands";
import {
  announceOtherTabChange,
  boardStore,
  bothSetsStore,
  BOARDS_KEY,
  BOTH_SETS_KEY,
  subscribeToSyncSettings,
  syncSettings,
  todoStore,
  TODOS_KEY,
} from "./storage";
import type { SyncEngine } from "./sync/engine";
import { pointerIsPressed } from "./pointer-press";
import { publishSyncStatus } from "./sync-status";
import { isDeepEqual } from "./structural-sharing";
import { createTabWriter, type TabWriter, type WriteOutcome } from "./tab-writer";
import { followSyncMove, followSyncMovesInRows, rememberStoredAdd, rememberSyncMoves, type SyncMoves } from "./todo-command-set";
import { applyTodoCommand, followRef, type TodoCommand } from "./todo-commands";

// The write half of storage.ts: every command set's rules and the tabs'
// election of a writer. storage.ts loads it on demand (at the first save, or
// when the page is idle), so a page shows its data without this code.

interface Writable {
  applyNow(command: unknown): WriteOutcome;
  adopt(raw: unknown): void;
}

/** The writer's name for data that came from the sync space (no undo history: it is not this device's change). */
const FROM_SYNC_KEY = "sync";

// Where this writer stored the tasks of the latest adds that carried a ref (ref → id): a tab's
// change to a task whose add was on its way names that add (see TodoCommand).
const storedAdds = new Map<string, number>();
// The ids sync gave this device's tasks (when another device's task had the same one): a change
// made where a task still showed under its old id acts on that task, not on the one with the id now.
const syncMoves: SyncMoves = [];

function applyTodoCommandNow(command: TodoCommand): WriteOutcome {
  const followed = followRef(command, storedAdds);
  // An add this writer never stored (refused, or stored by a writer tab since closed): by its id
  // alone the change could reach another tab's task.
  const outcome = todoStore.applyNow(command, (todos) =>
    followed ? applyTodoCommand(todos, followSyncMove(followed, syncMoves, todos)) : missing("task"),
  );
  if (followed && outcome.ok) rememberStoredAdd(storedAdds, followed, outcome.change as Change<TodoCommand> | null | undefined);
  return outcome;
}

const writables = new Map<string, Writable>([
  [TODOS_KEY, { applyNow: (command) => applyTodoCommandNow(command as TodoCommand), adopt: todoStore.adopt }],
  [BOARDS_KEY, { applyNow: (command) => boardStore.applyNow(command as KanbanCommand, applyKanbanCommand), adopt: boardStore.adopt }],
  [
    BOTH_SETS_KEY,
    {
      applyNow: (command) => bothSetsStore.applyNow(command as DataCommand, applyDataCommand, fileText),
      adopt: bothSetsStore.adopt,
    },
  ],
  [
    FROM_SYNC_KEY,
    // Sent by this tab's sync connection only: a function that reads the space's data when the writer applies it.
    { applyNow: (command) => applySyncedNow(command as ReadSpace), adopt: adoptSyncedData },
  ],
]);

// ---- The sync connection (issue 15): it lives in the writer tab ----

let tabWriter: TabWriter | null = null;

/**
 * Stores what the sync space holds, and shows it in this tab; the other tabs
 * hear it from the writer, in order with every other write. `read` is called
 * when the writer applies it, so it gives the freshest data. Called by the
 * sync connection, which runs in the writer tab.
 */
export async function storeSyncedData(read: ReadSpace): Promise<WriteOutcome | null> {
  const outcome = (await tabWriter?.submit(FROM_SYNC_KEY, read)) ?? null;
  if (outcome?.ok && !reloadIfIdle()) announceOtherTabChange();
  return outcome;
}

interface IdleCheckedRouter {
  state: { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };
  revalidate(): Promise<void>;
}

/**
 * Shows a change from the space in this tab at once when React Router is idle
 * (no navigation, save or reload under way), as the router it keeps on
 * `window` in framework mode says: exact at once, where the page's
 * RevalidateOnOtherTabsChanges, which sees a save only once React re-renders,
 * waits 30 ms for one to show before it reloads. That wait is a third of
 * issue 15's 100 ms from a change on one device to its paint on another.
 * False (the page reloads as for another tab's change) when the router is
 * busy or not there, or a pointer is pressed (see pointer-press.ts).
 */
function reloadIfIdle(): boolean {
  const router = (globalThis as { __reactRouterDataRouter?: IdleCheckedRouter }).__reactRouterDataRouter;
  if (!router || pointerIsPressed()) return false;
  const { navigation, revalidation, fetchers } = router.state;
  if (revalidation !== "idle" || ![navigation, ...fetchers.values()].every((item) => item.state === "idle")) return false;
  void router.revalidate();
  return true;
}

/** Not a change of this device: it is never undone, and is not recorded in the replica again. */
const FROM_SPACE: Change<DataCommand> = { inverse: { intent: "sync" } as unknown as DataCommand, label: "sync" };

/** The sync space's data, with the ids storing it gives this device's tasks (old → new, see `movedTaskIds`). */
export interface SpaceData extends StoredData {
  movedTaskIds: ReadonlyMap<number, number>;
}

/** Reads the sync space's data when the writer stores it, given what is stored then. */
export type ReadSpace = (stored: StoredData) => SpaceData;

/** What the writer tells the other tabs it stored from the space: both sets' texts, and the ids it moved (old → new). */
interface SyncedRaw {
  todos: string | null;
  boards: string | null;
  movedTaskIds: [from: number, to: number][];
}

/**
 * Stores the space's data (read now), and notes the ids it moved once it is stored: for the
 * writer's rules (a change made where a task showed under its old id), and for this tab's rows,
 * which stay with their tasks; the other tabs' rows hear them with the stored texts.
 */
function applySyncedNow(read: ReadSpace): WriteOutcome {
  let moved: ReadonlyMap<number, number> = new Map();
  const outcome = bothSetsStore.applyNow(
    read as unknown as DataCommand,
    (state) => {
      const next = read(state);
      moved = next.movedTaskIds;
      return takeSpaceData(state, next);
    },
    () => null,
  );
  if (!outcome.ok) return outcome;
  rememberSyncMoves(syncMoves, moved);
  followSyncMovesInRows(moved);
  return { ...outcome, raw: { ...(outcome.raw as object), movedTaskIds: [...moved] } };
}

/** In a tab other than the writer: what the writer stored from the space, and the ids it moved. */
function adoptSyncedData(raw: unknown): void {
  bothSetsStore.adopt(raw);
  const moves = (raw as Partial<SyncedRaw> | null)?.movedTaskIds;
  if (Array.isArray(moves)) followSyncMovesInRows(new Map(moves));
}

/** Takes the space's data, keeping each set that did not change as it is. */
function takeSpaceData(state: StoredData, next: StoredData): Applied<StoredData, DataCommand> {
  const todos = isDeepEqual(next.todos, state.todos) ? state.todos : next.todos;
  const boards = isDeepEqual(next.boards, state.boards) ? state.boards : next.boards;
  if (todos === state.todos && boards === state.boards) return { ok: true, state, change: null };
  return { ok: true, state: { todos, boards }, change: FROM_SPACE };
}

let engine: SyncEngine | null = null;
let engineFor: string | null = null;
let engineChange: Promise<void> = Promise.resolve();

/** Starts, stops or replaces the sync connection to follow the settings. Writer tab only. */
function followSyncSettings(): void {
  const settings = syncSettings();
  const wanted = settings ? `${settings.server}\n${settings.key}` : null;
  if (wanted === engineFor) return;
  engineFor = wanted;
  // A wait to ask for the sync code again was for the settings before.
  cancelSyncCodeRetry();
  engineChange = engineChange.then(async () => {
    const previous = engine;
    engine = null;
    // The settings were removed or replaced (Disconnect): the old space's replica stays, for a return to it.
    await previous?.stop();
    const current = syncSettings();
    // A status said while the code could not be fetched goes with the settings.
    if (!current) publishSyncStatus(null);
    if (!current || `${current.server}\n${current.key}` !== engineFor) return;
    let startSync: typeof import("./sync/engine").startSync;
    try {
      // Yjs and the provider load only here, when sync is configured.
      ({ startSync } = await import("./sync/engine"));
    } catch (error) {
      await noteFailedImport(error);
      if (engineFor === wanted) askForSyncCodeAgain();
      return;
    }
    syncCodeRetryMs = SYNC_CODE_RETRY_MS.first;
    if (engineFor === wanted) engine = startSync(current);
  }).catch(() => undefined);
}

const SYNC_CODE_FAILED = "The sync code could not be loaded. Trying again…";
const SYNC_CODE_NEEDS_RELOAD = "The sync code could not be loaded. Reload the page to try again.";
/** After the sync code could not be fetched, it is asked for again this much later (doubling each time), or once the network is back. */
const SYNC_CODE_RETRY_MS = { first: 2_000, most: 60_000 };
let syncCodeRetryMs = SYNC_CODE_RETRY_MS.first;
let cancelSyncCodeRetry = () => {};

/**
 * The sync code could not be fetched (the network gone before the app was cached, or the files
 * replaced by a deploy): the header says so, and the settings are followed again later, unless
 * they change before (`followSyncSettings` cancels the wait).
 */
function askForSyncCodeAgain() {
  // The network is back, but the browser keeps the failed import: asking again would fail again.
  if (onlyReloadLoadsCode()) return publishSyncStatus({ state: "error", error: SYNC_CODE_NEEDS_RELOAD });
  publishSyncStatus(navigator.onLine ? { state: "error", error: SYNC_CODE_FAILED } : { state: "offline" });
  const stopWaiting = () => {
    clearTimeout(timer);
    window.removeEventListener("online", again);
  };
  const again = () => {
    stopWaiting();
    engineFor = null;
    followSyncSettings();
  };
  const timer = setTimeout(again, syncCodeRetryMs);
  syncCodeRetryMs = Math.min(syncCodeRetryMs * 2, SYNC_CODE_RETRY_MS.most);
  window.addEventListener("online", again);
  cancelSyncCodeRetry = stopWaiting;
}

function bothSets(): StoredData {
  return { todos: todoStore.read(), boards: boardStore.read() };
}

export function startTabWriter(): TabWriter {
  tabWriter = createTabWriter({
    name: "taskboard-writer",
    execute(key, command, fromOtherTab) {
      const writable = writables.get(key);
      if (!writable || (key === FROM_SYNC_KEY && (fromOtherTab || typeof command !== "function"))) {
        return { ok: false as const, error: "Unknown data.", raw: null };
      }
      const syncing = key === FROM_SYNC_KEY ? null : engine;
      const before = syncing ? bothSets() : null;
      const outcome = writable.applyNow(command);
      // This device's change goes into the sync replica (a change from the space is already there).
      if (syncing && before && outcome.ok && outcome.change) syncing.afterLocalWrite(before, bothSets());
      if (fromOtherTab && outcome.ok) announceOtherTabChange();
      return outcome;
    },
    onCommitted(key, raw, own) {
      writables.get(key)?.adopt(raw);
      if (!own) announceOtherTabChange();
    },
    onBecomeWriter() {
      subscribeToSyncSettings(followSyncSettings);
      followSyncSettings();
    },
  });
  return tabWriter;
}
