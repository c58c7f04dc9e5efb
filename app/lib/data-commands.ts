import { fieldsOf, refused, UNREADABLE_CHANGE, type Applied, type CommandSet, type Parsed } from "./commands";
import { parseBoards, type Board } from "./kanban";
import { isDeepEqual } from "./structural-sharing";
import { parseTodos, readTodoRecords, renumberDuplicateIds, type Todo } from "./todos";

// Changes to both data sets at once: importing a backup, and undoing that.
// An import is one step of the history, whether it touched one set or both.

export interface StoredData {
  todos: Todo[];
  boards: Board[];
}

export type DataSetName = keyof StoredData;
const SET_NAMES: readonly DataSetName[] = ["todos", "boards"];

/** Replace: the file's sets take the place of this browser's. Merge: what the file has that is not here is added. */
export type ImportMode = "replace" | "merge";

/** A set put back as it was, only if it is still what the change left (so later work is never overwritten). */
export interface SetRestore<T> {
  value: T;
  expected: T;
}

export type DataCommand =
  | { intent: "import"; mode: ImportMode; todos: unknown[] | null; boards: unknown[] | null }
  | { intent: "restore"; todos: SetRestore<Todo[]> | null; boards: SetRestore<Board[]> | null };

export const IMPORT_LABEL = "import backup";
export const IMPORTED_TOAST = "Backup imported";
export const NOTHING_TO_ADD = "Nothing was added: everything in this file is already in your data.";
export const ALREADY_THE_SAME = "Nothing was replaced: your data is already the same as this file's.";
export const CHANGED_SINCE = refused(
  "Your data has changed since the import, so it was not put back.",
  "Can't undo: your data has changed since the import.",
);

const readers: { [K in DataSetName]: (input: unknown) => { value: StoredData[K]; dropped: number } } = {
  todos: parseTodos,
  boards: (input) => parseBoards(input),
};

// ---- Merge rules ----

/**
 * Tasks of the file that are not here are added after this browser's, and a
 * task here is kept as it is. A task is here when one has its id and its
 * title: every browser numbers its tasks 1, 2, 3…, so an id alone does not say
 * that two browsers' tasks are one. An added task whose id is taken gets one no
 * task has (so does an id the file repeats, as the original's lists can). A
 * task edited since the file was made comes in as a second task, to be deleted
 * by hand: better than losing the other browser's task of that id.
 */
export function mergeTodos(here: Todo[], file: readonly Todo[]): Todo[] {
  const tasksHere = new Set(here.map((todo) => JSON.stringify([todo.id, todo.title])));
  const added = file.filter((todo) => !tasksHere.has(JSON.stringify([todo.id, todo.title])));
  return added.length === 0 ? here : renumberDuplicateIds([...here, ...added]);
}

/**
 * Boards of the file whose id is not here are added after this browser's; a
 * board here gets the file's cards it does not have, at its end. A card whose
 * id is anywhere here is kept as it is here, so card ids stay unique.
 */
export function mergeBoards(here: Board[], file: readonly Board[]): Board[] {
  const cardIds = new Set(here.flatMap((board) => board.card.map((card) => String(card.id))));
  const newCards = (cards: Board["card"]) =>
    cards.filter((card) => !cardIds.has(String(card.id)) && (cardIds.add(String(card.id)), true));
  const fileBoards = new Map(file.map((board) => [String(board.id), board]));
  let changed = false;
  const merged = here.map((board) => {
    const fromFile = fileBoards.get(String(board.id));
    fileBoards.delete(String(board.id));
    const added = fromFile ? newCards(fromFile.card) : [];
    if (added.length === 0) return board;
    changed = true;
    return { ...board, card: [...board.card, ...added] };
  });
  for (const board of fileBoards.values()) {
    merged.push({ ...board, card: newCards(board.card) });
    changed = true;
  }
  return changed ? merged : here;
}

// ---- Parse ----

function listOrNull(value: unknown): unknown[] | null | undefined {
  if (value === null || value === undefined) return null;
  return Array.isArray(value) ? value : undefined;
}

function readRestore<K extends DataSetName>(name: K, value: unknown): SetRestore<StoredData[K]> | null | undefined {
  if (value === null || value === undefined) return null;
  const fields = fieldsOf(value);
  const read = (input: unknown) => (Array.isArray(input) ? readers[name](input) : null);
  const restored = read(fields.raw("value"));
  const expected = read(fields.raw("expected"));
  if (!restored || !expected || restored.dropped > 0 || expected.dropped > 0) return undefined;
  return { value: restored.value, expected: expected.value };
}

export function parseDataCommand(input: unknown): Parsed<DataCommand> {
  const fields = fieldsOf(input);
  const unreadable = { ok: false as const, error: UNREADABLE_CHANGE };
  if (fields.intent === "import") {
    const mode = fields.text("mode");
    const todos = listOrNull(fields.raw("todos"));
    const boards = listOrNull(fields.raw("boards"));
    if ((mode !== "replace" && mode !== "merge") || todos === undefined || boards === undefined) return unreadable;
    if (!todos && !boards) return unreadable;
    return { ok: true, command: { intent: "import", mode, todos, boards } };
  }
  if (fields.intent === "restore") {
    const todos = readRestore("todos", fields.raw("todos"));
    const boards = readRestore("boards", fields.raw("boards"));
    if (todos === undefined || boards === undefined || (!todos && !boards)) return unreadable;
    return { ok: true, command: { intent: "restore", todos, boards } };
  }
  return unreadable;
}

// ---- Apply ----

/** A set of the file as read: what could be read of it, repaired as on any load. */
function imported<K extends DataSetName>(name: K, section: unknown[]): StoredData[K] {
  return readers[name](section).value;
}

/**
 * The text to store for a set a replace import changed: the file's own JSON
 * when every record of it reads (nothing left out, no field of the wrong
 * type), so export, clear, import gives back the very bytes that were
 * exported, key order and missing optional fields (the original saved cards
 * without `date`) included; reading it again gives the imported value. Null
 * when the value must be written as read.
 */
export function fileText(command: DataCommand, name: DataSetName): string | null {
  if (command.intent !== "import" || command.mode !== "replace") return null;
  const section = command[name];
  if (!section || readers[name](section).dropped > 0) return null;
  return JSON.stringify(section);
}

type Result = Applied<StoredData, DataCommand>;

function withInverse(state: StoredData, next: StoredData, unchangedError: string): Result {
  const restoreOf = <K extends DataSetName>(name: K): SetRestore<StoredData[K]> | null =>
    next[name] === state[name] ? null : { value: state[name], expected: next[name] };
  const todos = restoreOf("todos");
  const boards = restoreOf("boards");
  if (!todos && !boards) return refused(unchangedError);
  return {
    ok: true,
    state: next,
    change: { inverse: { intent: "restore", todos, boards }, label: IMPORT_LABEL, toast: IMPORTED_TOAST },
  };
}

export function applyDataCommand(state: StoredData, command: DataCommand): Result {
  if (command.intent === "import") {
    const next = { ...state };
    for (const name of SET_NAMES) {
      const section = command[name];
      if (!section) continue;
      if (command.mode === "replace") {
        const value = imported(name, section);
        // The same data again stays the very same value: nothing to store for it.
        if (!isDeepEqual(state[name], value)) (next[name] as unknown) = value;
      } else if (name === "todos") next.todos = mergeTodos(state.todos, readTodoRecords(section).value);
      else next.boards = mergeBoards(state.boards, readers.boards(section).value);
    }
    return withInverse(state, next, command.mode === "replace" ? ALREADY_THE_SAME : NOTHING_TO_ADD);
  }
  const next = { ...state };
  for (const name of SET_NAMES) {
    const restore = command[name];
    if (!restore) continue;
    if (!isDeepEqual(state[name], restore.expected)) return CHANGED_SINCE;
    (next[name] as unknown) = restore.value;
  }
  return withInverse(state, next, ALREADY_THE_SAME);
}

export const dataCommands: CommandSet<StoredData, DataCommand> = {
  parse: parseDataCommand,
  apply: applyDataCommand,
  // Shown once stored: the Data page counts what is stored, not what is on its way.
  showsPending: () => false,
};
