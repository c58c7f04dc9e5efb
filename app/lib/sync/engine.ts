import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { IndexeddbPersistence } from "y-indexeddb";
import * as Y from "yjs";
import type { StoredData } from "../data-commands";
import { bothSetsStore, saveSyncSettings, syncSettings, type SyncSettings } from "../storage";
import { storeSyncedData, type SpaceData } from "../storage-writer";
import { mergeIntoDoc, movedTaskIds, readDoc, recordLocalChange, settleDoc } from "../sync-doc";
import { REFUSED_KEY } from "../sync-settings";
import { spaceIdForKey } from "../sync-space";
import { publishSyncStatus, type SyncState } from "../sync-status";

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
//   writer (storeSyncedData), which every tab shows.

/** The origin of this device's own writes into the replica: they are not stored back. */
const LOCAL = Symbol("taskboard-local");

/** Reconnection: quick at first, then every 5 s at most, so a server restart is noticed soon. */
const RECONNECT = { delay: 500, minDelay: 500, factor: 1.5, maxDelay: 5000, jitter: true } as const;

export interface SyncEngine {
  /** The writer stored this device's change: record it in the replica. */
  afterLocalWrite(before: StoredData, after: StoredData): void;
  /** Closes the connection; `forget` also deletes the replica kept offline (on Disconnect). */
  stop(forget: boolean): Promise<void>;
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
  let connected = false;
  let failed = false;
  let online = typeof navigator === "undefined" || navigator.onLine !== false;
  let socket: HocuspocusProviderWebsocket | null = null;
  let provider: HocuspocusProvider | null = null;

  function status(): SyncState {
    if (refused) return { state: "error", error: REFUSED_KEY };
    if (!online) return { state: "offline" };
    if (connected && provider?.isSynced && !provider.hasUnsyncedChanges) return { state: "synced" };
    if (connected || !failed) return { state: "syncing" };
    return { state: "offline" };
  }

  function publish() {
    if (!stopped) publishSyncStatus(status());
  }

  /** The replica's data, and the ids storing it gives the tasks `stored` holds (settling renumbers repeated ids). */
  function readSpace(stored: StoredData): SpaceData {
    const data = readDoc(doc);
    return { ...data, movedTaskIds: movedTaskIds(doc, stored.todos, data.todos) };
  }

  let storing = false;
  /** Stores what the replica holds (made sound first), once per burst of remote updates. */
  function scheduleStore() {
    if (storing || stopped || !joined) return;
    storing = true;
    setTimeout(() => {
      storing = false;
      if (stopped) return;
      void storeSyncedData((stored) => {
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
    // This device's data meets the space's: nothing on either side is lost.
    mergeIntoDoc(doc, bothSetsStore.read(), LOCAL);
    settleDoc(doc, LOCAL);
    joined = true;
    const current = syncSettings();
    if (sameSpace(current, settings)) saveSyncSettings({ ...settings, joined: true });
    void storeSyncedData(readSpace);
  }

  const onOnline = () => {
    online = true;
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

  void persistence.whenSynced.then(() => {
    if (stopped) return;
    // The browser may have cleared the replica (IndexedDB is evicted under storage pressure, localStorage kept):
    // joining again merges this device's data by id instead of adding all of it as new (tasks would double).
    if (joined && doc.store.clients.size === 0) joined = false;
    if (joined) {
      // What this device stored while the replica was not running (before it loaded, or in another writer tab).
      recordLocalChange(doc, readDoc(doc), bothSetsStore.read(), LOCAL);
    }
    ready = true;
    socket = new HocuspocusProviderWebsocket({
      url: settings.server,
      ...RECONNECT,
      onStatus: ({ status: socketStatus }) => {
        connected = socketStatus === "connected";
        publish();
      },
      onClose: () => {
        connected = false;
        failed = true;
        publish();
      },
    });
    provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: space,
      token: settings.key,
      document: doc,
      onSynced: () => {
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
    },
    async stop(forget) {
      stopped = true;
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      provider?.destroy();
      socket?.destroy();
      publishSyncStatus(null);
      if (forget) await persistence.clearData();
      else await persistence.destroy();
      doc.destroy();
    },
  };
}
