import type { StoredSets } from "./backup";
import { boardStore, todoStore, UNREADABLE, type Store } from "./storage";

// Apart from storage.ts, which every page loads: only the Data page's export reads the sets so.

/**
 * The data sets as stored, for a backup: each key's JSON as it is (a missing key is an empty
 * list), and the sets that could not be read in full. A set whose text is not JSON, or that the
 * browser will not read, is undefined, so that importing the backup leaves it alone.
 */
export function storedSets(): StoredSets {
  const unreadable: NonNullable<StoredSets["unreadable"]> = {};
  const asStored = (name: "todos" | "boards", store: Pick<Store<unknown, unknown>, "current">): unknown => {
    const { raw, notice } = store.current();
    if (raw === UNREADABLE) {
      unreadable[name] = null;
      return undefined;
    }
    if (raw === null) return [];
    if (notice) unreadable[name] = raw;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      // No list to import: the file keeps the text apart (Backup's unreadableText).
      return undefined;
    }
  };
  return { todos: asStored("todos", todoStore), boards: asStored("boards", boardStore), unreadable };
}
