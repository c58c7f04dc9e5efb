import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { IndexeddbPersistence } from "y-indexeddb";
import * as Y from "yjs";
import type { StoredData } from "../data-commands";
import { parseBoards } from "../kanban";
import { boardStore, bothSetsStore, saveSyncSettings, syncSettings, todoStore, type SyncSettings } from "../storage";
import { storeSyncedData, type ReadSpace, type SpaceData } from "../storage-writer";
import { keepSyncAcked, syncAcked } from "../sync-acked";
import {
  ackedBase,
  keepStartTasksOnce,
  mergeIntoDoc,
  movedTaskIds,
  primeAckedBase,
  readDoc,
  recordChangesSince,
  recordLocalChange,
  rejoinSinceAcked,
  settleDoc,
  type NewTasks,
} from "../sync-doc";
import { NOT_SYNC_SERVER, REFUSED_KEY } from "../sync-settings";
import { spaceIdForKey } from "../sync-space";
import { publishSyncStatus, type SyncState } from "../sync-status";
import { parseTodos } from "../todos";
import { whenIdle } from "../when-idle";

// The sync connection (issue 15), loaded on demand by the writer tab when sync
// is configured, so nobody else downloads Yjs. localStorage stays the app's
// store; the Y.Doc is the replica beside it:
// - the replica is kept in IndexedDB (y-indexeddb, named after the space), so
//   edits made offline survive closing the browser and sync when back;
// - every change this tab's writer stores is recorded into the replica
//   (recordLocalChange: only what differs), and the provider sends it;
// - the first time a device joins a space, its data is merged into the space
//   (mergeIntoDoc), and the result stored;
// - a change from elsewhere is made sound (settleDoc) and stored through the
//   writer (storeSyncedData), which every tab shows;
// - beside the replica, its IndexedDB keeps the base: the stored texts as they
//   were when the store and the replica last agreed. A start records only what
//   was stored since the base, so a change the replica holds and the store
//   never took (storage full, or the page closed first) is stored, not undone.
// - in localStorage, the compact base (sync-acked.ts): a hash per record of the data
//   as the server was known to hold it. The browser may clear IndexedDB (the replica
//   and its base) under storage pressure and keep localStorage: joining the space
//   again, the device then tells its own changes from the space's (rejoinSinceAcked)
//   instead of merging, where the space's fields won and its unsent changes were lost.

/** The origin of this device's own writes into the replica: they are not stored back. */
const LOCAL = Symbol("taskboard-local");

/** The base's name in the replica's IndexedDB (y-indexeddb's "custom" store). */
const BASE_KEY = "stored-base";

interface Base {
  todos: string;
  boards: string;
  /** The replica's state vector when the base was kept: a replica that lacks part of it lost writes the base counts on. */
  replica: Uint8Array;
}

/**
 * The base as data, if `doc` holds all the replica held when it was kept; null when there is
 * none (a replica from before bases were kept), it cannot be read, or the replica lost writes
 * since (IndexedDB failed one, and not the base's).
 */
function readBase(value: unknown, doc: Y.Doc): StoredData | null {
  if (typeof value !== "object" || value === null) return null;
  const { todos, boards, replica } = value as Partial<Base>;
  if (typeof todos !== "string" || typeof boards !== "string" || !(replica instanceof Uint8Array)) return null;
  try {
    for (const [client, clock] of Y.decodeStateVector(replica)) if (Y.getState(doc.store, client) < clock) return null;
    return {
      todos: todos ? parseTodos(JSON.parse(todos)).value : [],
      boards: boards ? parseBoards(JSON.parse(boards)).value : [],
    };
  } catch {
    return null;
  }
}

/** How long the server must have held all this device stored before the compact base is kept: a burst of edits keeps it once. */
const ACKED_AFTER = 1000;
/** How long one idle turn hashes records for the compact base (see primeAckedBase). */
const ACKED_SLICE = 5;

/** Reconnection: quick at first, then every 5 s at most, so a server restart is noticed soon. */
const RECONNECT = { delay: 500, minDelay: 500, factor: 1.5, maxDelay: 5000, jitter: true } as const;

export interface SyncEngine {
  /** The writer stored this device's change: record it in the replica. */
  afterLocalWrite(before: StoredData, after: StoredData): void;
  /**
   * Closes the connection. The replica kept offline stays, with its base: connected again to the
   * same space, this device records what it changed meanwhile, as after a reload, instead of
   * merging its data in as a device new to the space would (which kept the space's fields).
   */
  stop(): Promise<void>;
}

function sameSpace(a: SyncSettings | null, b: SyncSettings): boolean {
  return a !== null && a.server === b.server && a.key === b.key;
}

export function startSync(settings: SyncSettings): SyncEngine {
  const doc = new Y.Doc();
  const space = spaceIdForKey(settings.key);
  const persistence = new IndexeddbPersistence(space, doc);
  let joined = settings.joined === true;
  let ready = false;
  let stopped = false;
  let refused = false;
  /** The server took the key on this connection: only a sync server says so (an echo of our messages never does). */
  let authenticated = false;
  /** Synced without being authenticated: the address serves something else now, which would answer forever. */
  let notSyncServer = false;
  let connected = false;
  let failed = false;
  let online = typeof navigator === "undefined" || navigator.onLine !== false;
  let socket: HocuspocusProviderWebsocket | null = null;
  let provider: HocuspocusProvider | null = null;

  function status(): SyncState {
    if (refused) return { state: "error", error: REFUSED_KEY };
    if (notSyncServer) return { state: "error", error: NOT_SYNC_SERVER };
    if (!online) return { state: "offline" };
    if (connected && provider?.isSynced && !provider.hasUnsyncedChanges) return { state: "synced" };
    if (connected || !failed) return { state: "syncing" };
    // Not the user's network (that is "offline" above): the server is down or refuses the connection.
    return { state: "unreachable" };
  }

  function publish() {
    if (stopped) return;
    const state = status();
    publishSyncStatus(state);
    if (state.state === "synced") keepAckedSoon();
  }

  /** The replica's data, and the ids storing it gives the tasks `stored` holds (settling renumbers repeated ids). */
  function readSpace(stored: StoredData): SpaceData {
    const data = readDoc(doc);
    return { ...data, movedTaskIds: movedTaskIds(doc, stored.todos, data.todos) };
  }

  let baseWriting = false;
  let baseDue = false;
  /**
   * Keeps the stored texts as the base. Called when the store and the replica agree (after a
   * store of the space's data, and after a local write is recorded), so it may run any time
   * later: until the next write, what is stored is still what both agree on. Its IndexedDB
   * transaction spans the replica's updates, so it commits after the updates written before it,
   * and it names the replica's state, so a start sees when one of those failed all the same.
   */
  function keepBase() {
    if (!ready || stopped || !joined) return;
    baseDue = true;
    const db = persistence.db;
    if (baseWriting || !db) return;
    baseDue = false;
    baseWriting = true;
    const base: Base = { todos: todoStore.storedText(), boards: boardStore.storedText(), replica: Y.encodeStateVector(doc) };
    const done = () => {
      baseWriting = false;
      if (baseDue) keepBase();
    };
    try {
      const transaction = db.transaction(["updates", "custom"], "readwrite");
      transaction.objectStore("custom").put(base, BASE_KEY);
      transaction.oncomplete = transaction.onabort = transaction.onerror = done;
    } catch {
      // The database is closing (the page or the engine stops): the next start reads the base kept before.
      baseWriting = false;
    }
  }

  async function keptBase(): Promise<StoredData | null> {
    try {
      return readBase(await persistence.get(BASE_KEY), doc);
    } catch {
      return null;
    }
  }

  /** Stores of the space's data on their way: meanwhile the store lags the replica. */
  let storesPending = 0;

  /** Stores the space's data through the writer; once it is stored, store and replica agree. */
  function storeSpace(read: ReadSpace) {
    storesPending++;
    void storeSyncedData(read).then((outcome) => {
      storesPending--;
      if (outcome?.ok) keepBase();
      keepAckedSoon();
    });
  }

  /**
   * Whether the server holds all the store holds: joined, the server answered as a sync server and
   * has every update of this device's (every local write is recorded in the replica as it is
   * stored, so the store holds nothing the replica has not sent), and no store of the space's data
   * is on its way (then the store may lag the server, which is safe below, but not needed).
   */
  function serverHoldsStore(): boolean {
    return joined && authenticated && !storing && storesPending === 0 && status().state === "synced";
  }

  let ackedTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Keeps the compact base once the server has held all the store holds for a moment, when the
   * page is idle: the records not hashed before are hashed in slices of a few milliseconds, then
   * the base is computed from the store as it is then (at 5,000 cards, some milliseconds with
   * every record but the changed ones remembered) and written, never in a click's or a key's way.
   *
   * A base that lags (the page closed before it was kept, or a store failed and the store lags the
   * server) names an older state the server held. Joining with it after the replica is cleared,
   * every record that changed since, here or (stored here) elsewhere, counts as changed here: for
   * those, this device's stored version is written over the space's where they differ, which
   * changes nothing when the space still has what this device stored last, and deletions and adds
   * since are already in the space. What it risks: a record changed elsewhere again after this
   * device last stored it, and changed since the base, gets this device's version back. So the
   * base is kept soon after every change, and removed when it cannot be written, not left to lag.
   * Not covered: the server acknowledges an update once applied, before its store's debounced
   * write, so a server that crashes then, and a device whose replica is cleared, lose that update.
   */
  function keepAckedSoon() {
    if (!serverHoldsStore()) return;
    clearTimeout(ackedTimer);
    const run = ++ackedRun;
    ackedTimer = setTimeout(() => keepAcked(run, primeAckedBase(bothSetsStore.read())), ACKED_AFTER);
  }

  /** The newest keeping of the base: an older one on its way stops. */
  let ackedRun = 0;

  function keepAcked(run: number, prime: (ms: number) => boolean) {
    whenIdle(() => {
      // Checked at every turn, and last as the store is read: the server must hold the store as the base names it.
      if (stopped || run !== ackedRun || !serverHoldsStore()) return;
      if (!prime(ACKED_SLICE)) return keepAcked(run, prime);
      keepSyncAcked(space, ackedBase(bothSetsStore.read()));
    });
  }

  let storing = false;
  /** Stores what the replica holds (made sound first), once per burst of remote updates. */
  function scheduleStore() {
    if (storing || stopped || !joined) return;
    storing = true;
    setTimeout(() => {
      storing = false;
      if (stopped) return;
      storeSpace((stored) => {
        settleDoc(doc, LOCAL);
        return readSpace(stored);
      });
    }, 0);
  }

  doc.on("update", (_update: Uint8Array, origin: unknown) => {
    if (origin === LOCAL || origin === persistence) return;
    scheduleStore();
  });

  function join() {
    if (joined || stopped) return;
    const stored = bothSetsStore.read();
    // With the compact base of this space (this device was here before, and its replica is gone), this
    // device's changes since are told from the space's; without one, its data meets the space's: nothing
    // on either side is lost, and the space's fields win for every record both have.
    const acked = syncAcked(space);
    if (acked) {
      // A set whose key is gone from storage was not emptied here (see the start): the space's stands.
      const spaceData = readDoc(doc);
      if (!todoStore.storedText()) stored.todos = spaceData.todos;
      if (!boardStore.storedText()) stored.boards = spaceData.boards;
    }
    if (!rejoinSinceAcked(doc, stored, acked, LOCAL)) mergeIntoDoc(doc, stored, LOCAL);
    settleDoc(doc, LOCAL);
    joined = true;
    // The store holds this device's data, all of it in the replica now: the space's own is the replica's to store.
    keepBase();
    const current = syncSettings();
    if (sameSpace(current, settings)) saveSyncSettings({ ...settings, joined: true });
    storeSpace(readSpace);
  }

  const onOnline = () => {
    online = true;
    // A refused key, or an address that is no sync server, is not asked again until the page reloads.
    if (refused || notSyncServer) return publish();
    // Trying again now: "Syncing…" until the server answers, or the attempt fails and says so.
    failed = false;
    publish();
    void socket?.connect();
  };
  const onOffline = () => {
    online = false;
    publish();
  };
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", onOffline);

  publish();

  /** Tasks this start recorded as new, until the first sync with the server shows whether the space had them. */
  let startTasks: NewTasks | null = null;

  void persistence.whenSynced.then(async () => {
    if (stopped) return;
    // The browser may have cleared the replica (IndexedDB is evicted under storage pressure, localStorage kept):
    // it joins again at the first sync (join: with the compact base, or by merging), instead of adding all of its
    // data as new (tasks would double).
    if (joined && doc.store.clients.size === 0) joined = false;
    // Connected again to a space it left (Disconnect): the replica and its base are still here.
    const rejoinBase = !joined && doc.store.clients.size > 0 ? await keptBase() : null;
    if (stopped) return;
    if (rejoinBase) {
      joined = true;
      const current = syncSettings();
      if (sameSpace(current, settings)) saveSyncSettings({ ...settings, joined: true });
    }
    if (joined) {
      const base = rejoinBase ?? (await keptBase());
      if (stopped) return;
      // What this device stored while the replica was not running (before it loaded, or in another writer tab).
      // Without a base to trust (see readBase), the replica's own data stands in for it.
      const since = base ?? readDoc(doc);
      const stored = bothSetsStore.read();
      // A set whose key is gone from storage was not emptied here (the app stores "[]" for an empty list):
      // it was removed by hand or by an extension, with the sync settings kept. Nothing is recorded for
      // it, and the replica's data is stored again, rather than deleted on every device.
      if (!todoStore.storedText()) stored.todos = since.todos;
      if (!boardStore.storedText()) stored.boards = since.boards;
      startTasks = recordChangesSince(doc, since, stored, LOCAL);
    }
    ready = true;
    if (joined) {
      keepBase();
      // What the replica holds and the store never took is stored now.
      scheduleStore();
    }
    socket = new HocuspocusProviderWebsocket({
      url: settings.server,
      ...RECONNECT,
      onStatus: ({ status: socketStatus }) => {
        connected = socketStatus === "connected";
        publish();
      },
      onClose: () => {
        connected = false;
        authenticated = false;
        failed = true;
        publish();
      },
    });
    provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: space,
      token: settings.key,
      document: doc,
      onAuthenticated: () => {
        authenticated = true;
      },
      onSynced: () => {
        if (!authenticated) {
          // Nothing from it is stored, and this device does not join: stop asking.
          notSyncServer = true;
          publish();
          socket?.disconnect();
          return;
        }
        if (startTasks) {
          if (startTasks.size > 0 && keepStartTasksOnce(doc, startTasks, LOCAL)) scheduleStore();
          startTasks = null;
        }
        join();
        publish();
      },
      onUnsyncedChanges: () => publish(),
      onAuthenticationFailed: () => {
        refused = true;
        publish();
        // A refused key stays refused: stop asking (the server throttles repeated failures).
        socket?.disconnect();
      },
    });
    provider.attach();
  });

  return {
    afterLocalWrite(before, after) {
      if (!ready || stopped || !joined) return;
      recordLocalChange(doc, before, after, LOCAL);
      keepBase();
    },
    async stop() {
      stopped = true;
      // The compact base stays, named after its space, as the replica does: connected again to that space
      // without the replica, the device still tells its changes from the space's.
      clearTimeout(ackedTimer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      provider?.destroy();
      socket?.destroy();
      publishSyncStatus(null);
      await persistence.destroy();
      doc.destroy();
    },
  };
}
