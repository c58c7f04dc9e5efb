// The sync connection's status, for the header of every tab (issue 15). The
// connection lives in the writer tab (storage-writer.ts); it publishes its
// status here, and the other tabs hear it over a BroadcastChannel (a tab that
// opens asks, and the writer answers). Small and free of Yjs: the header loads it.

/** How the sync connection is. */
export type SyncState =
  | { state: "syncing" }
  | { state: "synced" }
  /** The browser has no network (navigator.onLine is false). */
  | { state: "offline" }
  /** The network is there, the sync server does not answer (down, or refusing connections). */
  | { state: "unreachable" }
  | { state: "error"; error: string };

/** Status texts of the header and the Data page. */
export function syncStateText(status: SyncState): string {
  switch (status.state) {
    case "synced":
      return "Synced";
    case "syncing":
      return "Syncing…";
    case "offline":
      return "Offline: changes will sync when you're back";
    case "unreachable":
      return "Can't reach the sync server: changes will sync when it's back";
    case "error":
      return `Sync error: ${status.error}`;
  }
}

const CHANNEL_NAME = "taskboard-sync-status";

type Message = { type: "status"; status: SyncState | null } | { type: "ask" };

let current: SyncState | null = null;
/** True in the tab that holds the connection. */
let publishing = false;
let channel: BroadcastChannel | null | undefined;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME);
  if (channel) {
    channel.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (message?.type === "ask") {
        if (publishing) channel?.postMessage({ type: "status", status: current } satisfies Message);
        return;
      }
      if (message?.type === "status" && !publishing) {
        current = message.status;
        notify();
      }
    };
  }
  return channel;
}

/** The writer tab's connection says how it is; null when it stopped. */
export function publishSyncStatus(status: SyncState | null): void {
  publishing = status !== null;
  const changed = JSON.stringify(status) !== JSON.stringify(current);
  current = status;
  if (!changed) return;
  openChannel()?.postMessage({ type: "status", status } satisfies Message);
  notify();
}

/** The status as last heard; null before any was heard (the connection is starting). */
export function syncStatus(): SyncState | null {
  return current;
}

/** Calls `listener` when the status changes; the first subscriber asks the writer tab for it. */
export function subscribeToSyncStatus(listener: () => void): () => void {
  const first = listeners.size === 0;
  listeners.add(listener);
  const open = openChannel();
  if (first && !publishing) open?.postMessage({ type: "ask" } satisfies Message);
  return () => listeners.delete(listener);
}
