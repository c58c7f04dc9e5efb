// Persistent storage: asking the browser not to clear this app's data when
// space runs low (navigator.storage.persist), and what it says about space.
// Browsers without the API simply report "unknown".

export interface StorageFacts {
  /** True: the browser keeps the data; false: it may clear it; null: it does not say. */
  persisted: boolean | null;
  /** The browser's estimate for this site, in bytes, when it gives one. */
  usage: number | null;
  quota: number | null;
}

function storageManager(): StorageManager | null {
  return typeof navigator !== "undefined" && navigator.storage ? navigator.storage : null;
}

export async function storageFacts(): Promise<StorageFacts> {
  const manager = storageManager();
  const [persisted, estimate] = await Promise.all([
    manager?.persisted ? manager.persisted().catch(() => null) : Promise.resolve(null),
    manager?.estimate ? manager.estimate().catch(() => null) : Promise.resolve(null),
  ]);
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/** Asks the browser to keep this app's data; true when it will. */
export async function keepData(): Promise<boolean> {
  const manager = storageManager();
  if (!manager?.persist) return false;
  try {
    return await manager.persist();
  } catch {
    return false;
  }
}

let askedThisVisit = false;

/**
 * The first save of a visit asks the browser to keep the data, once: a
 * browser that prompts (Firefox) never prompts again until the next visit,
 * and one that already keeps it is not asked.
 */
export function askToKeepDataOnce(): void {
  if (askedThisVisit) return;
  askedThisVisit = true;
  const manager = storageManager();
  if (!manager?.persist) return;
  void (manager.persisted ? manager.persisted() : Promise.resolve(false))
    .then((persisted) => (persisted ? true : manager.persist()))
    .catch(() => false);
}
