import { enteredText, fieldsOf, UNREADABLE_CHANGE, type Change, type CommandSet, type Parsed } from "./commands";
import { isUsableIdText } from "./kanban";
import {
  addsStoredHere,
  applyTodoCommand,
  rowKeysMovedBySync,
  showsPending,
  storedAddId,
  type TodoAt,
  type TodoCommand,
} from "./todo-commands";
import { isNewTaskId, readTodo, TITLE_REQUIRED, type Todo } from "./todos";

// The To Do command set the route action runs: reading a command from its
// submitted form, then the rules (todo-commands.ts). Only the action reads
// forms, so this loads on demand; the rules load with the page, which shows
// pending changes with them.

/** The command with the ref it was sent with (text usable as an id, or none). */
function withRef<C extends TodoCommand>(command: C, ref: unknown): C | null {
  if (ref === undefined) return command;
  return typeof ref === "string" && isUsableIdText(ref) ? { ...command, ref } : null;
}

const REMEMBERED_ADDS = 500;

/** Notes in `adds` (ref → id, the newest 500) where `command`, if an add with a ref, stored its task (`change`: what storing it changed). */
export function rememberStoredAdd(adds: Map<string, number>, command: TodoCommand, change: Change<TodoCommand> | null | undefined): void {
  const id = storedAddId(command, change);
  if (command.intent !== "add" || command.ref === undefined || id === undefined) return;
  adds.set(command.ref, id);
  if (adds.size > REMEMBERED_ADDS) adds.delete(adds.keys().next().value!);
}

let syncKeysGiven = 0;

/**
 * When sync gives this device's tasks other ids (`moved`: old id → new, as another device's tasks
 * had the same ones), each moved task's row keeps its key, and the task that now has its old id
 * gets a new one: the row, with its focus and an open editor, stays with its task, and Space or
 * Enter acts on the task it shows. `adds` and `movedKeys` as in `applyPendingTodos`.
 */
export function followSyncMovesInRows(
  moved: ReadonlyMap<number, number>,
  adds: Map<string, number> = addsStoredHere,
  movedKeys: Map<string, number> = rowKeysMovedBySync,
): void {
  if (moved.size === 0) return;
  const changed = new Set([...moved.keys(), ...moved.values()]);
  const lastKeyOf = (keys: Map<string, number>, id: number) => {
    let last: string | undefined;
    for (const [key, at] of keys) if (at === id) last = key;
    return last;
  };
  // Each moved task's key as its row has it now, read before any changes: its add's ref wins (see applyPendingTodos).
  const keys = [...moved].map(([from, to]) => ({ to, ref: lastKeyOf(adds, from), key: lastKeyOf(movedKeys, from) ?? String(from) }));
  for (const [key, at] of movedKeys) if (changed.has(at)) movedKeys.delete(key);
  for (const [ref, at] of adds) if (changed.has(at)) adds.delete(ref);
  for (const { to, ref, key } of keys) {
    if (ref === undefined) movedKeys.set(key, to);
    else adds.set(ref, to);
  }
  for (const from of moved.keys()) {
    if (![...moved.values()].includes(from)) movedKeys.set(`sync-${++syncKeysGiven}`, from);
  }
}

/** Ids sync gave this writer's tasks, old → new (see `followSyncMove`), the newest 500 moves. */
export type SyncMoves = [from: number, to: number][];

const REMEMBERED_MOVES = 500;

/** Adds to `moves` what one store of the sync space's data did (`moved`: old id → new). */
export function rememberSyncMoves(moves: SyncMoves, moved: ReadonlyMap<number, number>): void {
  for (const move of moved) moves.push(move);
  if (moves.length > REMEMBERED_MOVES) moves.splice(0, moves.length - REMEMBERED_MOVES);
}

/**
 * The id now of the task a command names by `id` and the title it was made with (`seen`): `id`
 * while its task has that title; else the task sync moved away from `id` (through later moves
 * too) that has it; else `id` (a rename elsewhere keeps the id).
 */
function movedId(id: number, seen: string | undefined, moves: SyncMoves, todos: readonly Todo[]): number {
  const titleOf = (taskId: number) => todos.find((todo) => todo.id === taskId)?.title;
  if (seen === undefined || moves.length === 0 || titleOf(id) === seen) return id;
  const visited = new Set([id]);
  const queue = [id];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const [source, to] of moves) {
      if (source !== from || visited.has(to)) continue;
      if (titleOf(to) === seen) return to;
      visited.add(to);
      queue.push(to);
    }
  }
  return id;
}

/**
 * The command as it applies after sync renumbered tasks (`moves`, see `SyncMoves`): a change made
 * where a task showed under an id sync has given another task since acts on the task it was made
 * for, found by its `seen` title. Without `seen`, or with nothing moved, the command as it is.
 */
export function followSyncMove(command: TodoCommand, moves: SyncMoves, todos: readonly Todo[]): TodoCommand {
  if (!("seen" in command) || command.seen === undefined || moves.length === 0) return command;
  if (command.intent === "delete") {
    const seen = command.seen;
    const ids = command.ids.map((id, index) => movedId(id, seen[index], moves, todos));
    return ids.every((id, index) => id === command.ids[index]) ? command : { ...command, ids };
  }
  const id = movedId(command.id, command.seen, moves, todos);
  return id === command.id ? command : { ...command, id };
}

/** The command with the titles it was made with (`seen`: one text, or one per id for a delete), or null when they are unreadable. */
function withSeen<C extends TodoCommand>(command: C | null, seen: unknown, count?: number): C | null {
  if (!command || seen === undefined) return command;
  const readable =
    count === undefined
      ? typeof seen === "string"
      : Array.isArray(seen) && seen.length === count && seen.every((title) => typeof title === "string");
  return readable ? { ...command, seen } : null;
}

function todoId(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function readTodoAt(value: unknown): TodoAt | null {
  const fields = fieldsOf(value);
  const todo = readTodo(fields.raw("todo"));
  const index = fields.index("index");
  return todo && index !== null ? { todo, index } : null;
}

export function parseTodoCommand(input: unknown): Parsed<TodoCommand> {
  const fields = fieldsOf(input);
  const unreadable = { ok: false as const, error: UNREADABLE_CHANGE };
  switch (fields.intent) {
    case "add": {
      const title = fields.text("title");
      const id = fields.raw("id");
      if (title === null || (id !== undefined && !isNewTaskId(id))) return unreadable;
      const entered = enteredText(title);
      if (!entered) return { ok: false, error: TITLE_REQUIRED, field: "title" };
      const command = withRef<TodoCommand>({ intent: "add", title: entered, ...(id === undefined ? {} : { id }) }, fields.raw("ref"));
      return command ? { ok: true, command } : unreadable;
    }
    case "toggle": {
      const id = todoId(fields.raw("id"));
      const completed = fields.boolean("completed");
      const command = withSeen(
        id === null || completed === null ? null : withRef<TodoCommand>({ intent: "toggle", id, completed }, fields.raw("ref")),
        fields.raw("seen"),
      );
      return command ? { ok: true, command } : unreadable;
    }
    case "rename": {
      const id = todoId(fields.raw("id"));
      const title = fields.text("title");
      const from = fields.text("from");
      if (id === null || title === null || (fields.has("from") && from === null)) return unreadable;
      const command = withSeen(
        withRef<TodoCommand>({ intent: "rename", id, title, ...(from === null ? {} : { from }) }, fields.raw("ref")),
        fields.raw("seen"),
      );
      return command ? { ok: true, command } : unreadable;
    }
    case "delete": {
      const ids = fields.raw("ids");
      if (!Array.isArray(ids) || ids.length === 0) return unreadable;
      const read = ids.map(todoId);
      const ref = fields.raw("ref");
      if (read.includes(null) || (ref !== undefined && read.length !== 1)) return unreadable;
      const command = withSeen(withRef<TodoCommand>({ intent: "delete", ids: read as number[] }, ref), fields.raw("seen"), read.length);
      return command ? { ok: true, command } : unreadable;
    }
    case "clear-completed":
      return { ok: true, command: { intent: "clear-completed" } };
    case "restore": {
      const items = fields.raw("items");
      if (!Array.isArray(items) || items.length === 0) return unreadable;
      const read = items.map(readTodoAt);
      return read.includes(null) ? unreadable : { ok: true, command: { intent: "restore", items: read as TodoAt[] } };
    }
    default:
      return unreadable;
  }
}

export const todoCommands: CommandSet<Todo[], TodoCommand> = {
  parse: parseTodoCommand,
  apply: applyTodoCommand,
  showsPending,
};
