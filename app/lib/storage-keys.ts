// The storage keys of the data, the original product's. Apart from storage.ts, which owns
// them, for the one other reader: the Kanban's picture script (board-picture-script.ts),
// which runs before the app and must not carry the stores with it.

export const TODOS_KEY = "todos";
export const BOARDS_KEY = "kanban-board";

/**
 * The sync's compact base (sync-acked.ts, beside storage.ts): a hash per record of the data as the
 * sync server was known to hold it. Here so that the Data page counts it as this app's.
 */
export const SYNC_ACKED_KEY = "taskboard-sync-acked";
