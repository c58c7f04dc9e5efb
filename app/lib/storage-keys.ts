// The storage keys of the data, the original product's. Apart from storage.ts, which owns
// them, for the one other reader: the Kanban's picture script (board-picture-script.ts),
// which runs before the app and must not carry the stores with it.

export const TODOS_KEY = "todos";
export const BOARDS_KEY = "kanban-board";
