import { getStorage, isQuotaError, STORED_KEYS } from "./storage";
import { SYNC_ACKED_KEY } from "./storage-keys";
import type { StorageUsage } from "./storage-usage";

// Part of the storage layer (storage.ts), apart from it as every page loads that: only the Data
// page reads how much is stored.

/** localStorage keeps text as UTF-16: two bytes a character, key and value. */
const BYTES_PER_CHARACTER = 2;

/** The data sets, where their unreadable original texts are kept, and sync's compact base. */
function isAppKey(key: string): boolean {
  return key === SYNC_ACKED_KEY || STORED_KEYS.some((stored) => key === stored || key.startsWith(`${stored}.unreadable.`));
}

/** Written and removed at once, to learn whether the storage takes more. */
export const ROOM_CHECK_KEY = "taskboard-room-check";

/** Whether the storage takes `characters` more: written and removed at once (only a quota error says no). */
export function storageTakes(characters: number): boolean {
  const storage = getStorage();
  if (!storage || characters <= 0) return true;
  let takes = true;
  try {
    storage.setItem(ROOM_CHECK_KEY, "x".repeat(characters));
  } catch (error) {
    takes = !isQuotaError(error);
  }
  try {
    storage.removeItem(ROOM_CHECK_KEY);
  } catch {
    // Not written, or it goes with the next check (the Data page does not count it).
  }
  return takes;
}

/**
 * What localStorage holds for this site: this app's keys (its data and kept originals) and every
 * key, other pages' at the same address too, as they fill the same storage; null when storage
 * cannot be read, and whether it is full.
 */
export function storedBytes(): StorageUsage | null {
  const storage = getStorage();
  if (!storage) return null;
  let app = 0;
  let all = 0;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key === null || key === ROOM_CHECK_KEY) continue;
      const characters = key.length + (storage.getItem(key)?.length ?? 0);
      all += characters;
      if (isAppKey(key)) app += characters;
    }
  } catch {
    return null;
  }
  // Full when about 1 KB more (a few new tasks) is refused: then so is nearly every save.
  const full = !storageTakes(512);
  return { app: app * BYTES_PER_CHARACTER, all: all * BYTES_PER_CHARACTER, full };
}
