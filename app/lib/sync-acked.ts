import { getStorage } from "./storage";
import { SYNC_ACKED_KEY } from "./storage-keys";

// Part of the storage layer (storage.ts), apart from it as every page loads that: only the sync
// engine, loaded on demand, keeps and reads the compact base (`ackedBase` in sync-doc.ts): a hash
// per record of the data as the sync server was known to hold it, for the space it names. It is
// in localStorage because the browser may clear IndexedDB, and the replica with it, under storage
// pressure while it keeps localStorage: the base then still tells this device's changes from the
// space's (`rejoinSinceAcked`).

/** Room (characters) the base leaves free for the data, which needs it more: about 64 KB of edits. */
export const ROOM_LEFT = 32 * 1024;

/**
 * Keeps the base of `space`. When the browser refuses it, or it would leave the data less than
 * ROOM_LEFT to grow (a save that fails for the base's sake loses an edit; without the base, a
 * device whose replica is cleared merges as before), removes the one kept before, and says false.
 */
export function keepSyncAcked(space: string, base: object): boolean {
  try {
    const text = JSON.stringify({ ...base, space });
    // Written first with room to spare after it (JSON takes trailing spaces), then as it is.
    getStorage()!.setItem(SYNC_ACKED_KEY, text + " ".repeat(ROOM_LEFT));
    getStorage()!.setItem(SYNC_ACKED_KEY, text);
    return true;
  } catch {
    // An older base would count every change since it as this device's, and write them over newer ones: none is better.
    forgetSyncAcked();
    return false;
  }
}

/** The base kept for `space`, or null (none, another space's, or unreadable). */
export function syncAcked(space: string): unknown {
  try {
    const value = JSON.parse(getStorage()!.getItem(SYNC_ACKED_KEY)!) as { space?: unknown } | null;
    return value?.space === space ? value : null;
  } catch {
    return null;
  }
}

/** Removes the base (see keepSyncAcked; storage.ts removes it too when a save needs the room). */
function forgetSyncAcked(): void {
  try {
    getStorage()?.removeItem(SYNC_ACKED_KEY);
  } catch {
    // Storage gone: nothing is kept either.
  }
}
