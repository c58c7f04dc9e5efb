import {
  changedElsewhere,
  count,
  enteredText,
  insertAt,
  missing,
  quoted,
  refused,
  replaceAt,
  unchanged,
  type Applied,
  type Change,
} from "./commands";
import { newTodo, nextTodoId, TITLE_REQUIRED, type Todo } from "./todos";

// Every change of the To Do list (key `todos`), as typed data, and what it
// does. See commands.ts for the shape all data sets share; reading one from a
// form is todo-command-set.ts's (only the action needs it: it loads on demand).

/** A task put back where it was: its whole record (same id) at its old index. */
export interface TodoAt {
  todo: Todo;
  index: number;
}

/**
 * `ref` names a task by the add that made it (`add.ref`, chosen by the page).
 * Two tabs that add at the same moment show their new tasks under the same id,
 * and the writer gives one of them another. So a change a page makes to a task
 * whose add is still on its way carries that add's ref, and acts on the task
 * that add stored, wherever it is (see `followRef`); its `id` is where the page
 * shows it.
 */
export type TodoCommand =
  /**
   * `id`: the id the page shows the new task with while it is saved (see
   * `newTaskId`). It is kept unless another task has it by then; without it,
   * the writer chooses.
   */
  | { intent: "add"; title: string; id?: number; ref?: string }
  | { intent: "toggle"; id: number; completed: boolean; ref?: string; seen?: string }
  /** `from`: the title the task must still have (undo never overwrites another tab's rename). */
  | { intent: "rename"; id: number; title: string; from?: string; ref?: string; seen?: string }
  /** `ref` only with one id; `seen`, when given, has a title for each id. */
  | { intent: "delete"; ids: number[]; ref?: string; seen?: string[] }
  | { intent: "clear-completed" }
  | { intent: "restore"; items: TodoAt[] };

/*
 * `seen`: the task's title where the command was made (a page's row, or the
 * state an undo step was made from). Sync can give a task another id, when
 * another device's task had the same one (`settleDoc`), and another task the
 * old id; a change made from a view that showed the old id then acts on the
 * task the view showed (`followSyncMove`), not on the one that has the id now.
 */

/** A new add's ref: unique among every tab's adds. */
export function newAddRef(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

type Result = Applied<Todo[], TodoCommand>;

function removeTasks(todos: Todo[], removed: readonly TodoAt[]): Todo[] {
  const ids = new Set(removed.map((item) => item.todo.id));
  return todos.filter((todo) => !ids.has(todo.id));
}

/** The tasks `keep` picks, with their places, in list order. */
function locate(todos: readonly Todo[], keep: (todo: Todo) => boolean): TodoAt[] {
  const found: TodoAt[] = [];
  todos.forEach((todo, index) => {
    if (keep(todo)) found.push({ todo, index });
  });
  return found;
}

function deleteTasks(todos: Todo[], removed: TodoAt[], label: string, deleted: string): Result {
  return {
    ok: true,
    state: removeTasks(todos, removed),
    change: { inverse: { intent: "restore", items: removed }, label, toast: deleted },
  };
}

function update(todos: Todo[], id: number, change: (todo: Todo, index: number) => Result): Result {
  const index = todos.findIndex((todo) => todo.id === id);
  return index === -1 ? missing("task") : change(todos[index]!, index);
}

export function applyTodoCommand(todos: Todo[], command: TodoCommand): Result {
  switch (command.intent) {
    case "add": {
      const title = enteredText(command.title);
      if (!title) return refused(TITLE_REQUIRED);
      const taken = command.id === undefined ? undefined : todos.find((todo) => todo.id === command.id);
      // Shown while it was saved, and stored since: already there.
      if (taken && taken.title === title) return unchanged(todos);
      const id = command.id === undefined || taken ? nextTodoId(todos) : command.id;
      return {
        ok: true,
        state: [...todos, newTodo(id, title)],
        change: { inverse: { intent: "delete", ids: [id], seen: [title] }, label: `add task ${quoted(title)}` },
      };
    }
    case "toggle":
      return update(todos, command.id, (todo, index) => {
        if (todo.completed === command.completed) return unchanged(todos);
        return {
          ok: true,
          state: replaceAt(todos, index, { ...todo, completed: command.completed }),
          change: {
            inverse: { intent: "toggle", id: todo.id, completed: todo.completed, seen: todo.title },
            label: `${command.completed ? "complete" : "reopen"} task ${quoted(todo.title)}`,
          },
        };
      });
    case "rename":
      return update(todos, command.id, (todo, index) => {
        if (command.from !== undefined && todo.title !== command.from) return changedElsewhere("task");
        // An empty edit keeps the old title.
        const title = enteredText(command.title, todo.title);
        if (!title || title === todo.title) return unchanged(todos);
        return {
          ok: true,
          state: replaceAt(todos, index, { ...todo, title }),
          change: {
            inverse: { intent: "rename", id: todo.id, title: todo.title, from: title, seen: title },
            label: `rename task ${quoted(todo.title)}`,
          },
        };
      });
    case "delete": {
      const ids = new Set(command.ids);
      const removed = locate(todos, (todo) => ids.has(todo.id));
      if (removed.length === 0) return missing("task");
      const one = removed.length === 1;
      return deleteTasks(
        todos,
        removed,
        one ? `delete task ${quoted(removed[0]!.todo.title)}` : `delete ${count(removed.length, "task")}`,
        one ? "Task deleted" : `${count(removed.length, "task")} deleted`,
      );
    }
    case "clear-completed": {
      const removed = locate(todos, (todo) => todo.completed);
      if (removed.length === 0) return unchanged(todos);
      const tasks = count(removed.length, "completed task");
      return deleteTasks(todos, removed, `clear ${tasks}`, `${tasks} cleared`);
    }
    case "restore": {
      // In order of their old places, so each lands where it was.
      const items = command.items.slice().sort((a, b) => a.index - b.index);
      let state = todos;
      const restored: number[] = [];
      const titles: string[] = [];
      for (const { todo, index } of items) {
        const same = state.find((existing) => existing.id === todo.id);
        // Already back (a change shown while it is saved is applied again): nothing to do.
        if (same && JSON.stringify(same) === JSON.stringify(todo)) continue;
        // Another task took the id meanwhile (ids are the largest + 1): this one gets a new one.
        const record = same ? { ...todo, id: nextTodoId(state) } : todo;
        state = insertAt(state, index, record);
        restored.push(record.id);
        titles.push(record.title);
      }
      if (restored.length === 0) return unchanged(todos);
      return {
        ok: true,
        state,
        change: { inverse: { intent: "delete", ids: restored, seen: titles }, label: `restore ${count(restored.length, "task")}` },
      };
    }
  }
}

/**
 * The command as it applies where `stored` says where adds put their tasks
 * (ref → id): a change naming its task by an add's ref gets that task's id;
 * an add whose ref is stored already is found there; an add whose id another
 * add has stored its task under lets the writer choose. Null when the ref is
 * not in `stored`: acting by the id alone could change another tab's task.
 */
export function followRef(command: TodoCommand, stored: ReadonlyMap<string, number>): TodoCommand | null {
  if (!("ref" in command) || command.ref === undefined) return command;
  const id = stored.get(command.ref);
  if (command.intent === "add") {
    if (id !== undefined) return { ...command, id };
    if (command.id === undefined || !Array.from(stored.values()).includes(command.id)) return command;
    const { id: _taken, ...rest } = command;
    return rest;
  }
  if (id === undefined) return null;
  return command.intent === "delete" ? { ...command, ids: [id] } : { ...command, id };
}

/** Where an add that was applied put its task (what undoes it deletes that id); undefined for any other command. */
export function storedAddId(command: TodoCommand, change: Change<TodoCommand> | null | undefined): number | undefined {
  if (command.intent !== "add") return undefined;
  // No change: the task was there already, under the id the command names.
  if (!change) return command.id;
  return change.inverse.intent === "delete" ? change.inverse.ids[0] : undefined;
}

/**
 * Where this tab's adds stored their tasks, as this tab's action heard from the writer. A new
 * task's row keeps its add's ref as its key (see `applyPendingTodos`): when another tab's add
 * takes the id it was shown under, the row, with focus and a press in it, stays with its task.
 * Kept by `rememberStoredAdd`.
 */
export const addsStoredHere = new Map<string, number>();

/**
 * Row keys of tasks whose ids sync changed (kept by `followSyncMovesInRows`): key → the task's id
 * now. Never trimmed: a key left here may be a number another task has as its id, and that task
 * then has a key of its own here, which must stay for as long as the first one does.
 */
export const rowKeysMovedBySync = new Map<string, number>();

/**
 * What a page shows while its changes are on their way: each applied in order
 * (a refused one skipped), with `refs`: the ref of each task shown from an
 * add still on its way, by its id. A change to that task names it.
 * A change whose add has been stored since acts by its id (the stored id is the
 * shown one unless another tab added at the same moment).
 * `rowKeys`: each row's key, by task id, for the tasks of adds on their way
 * or `stored` (this tab's, see `addsStoredHere`): their refs; for the tasks
 * whose ids sync changed, `movedKeys` (key → id, see `followSyncMovesInRows`).
 * Any other task's row is keyed by its id.
 */
export function applyPendingTodos(
  todos: Todo[],
  pending: readonly TodoCommand[],
  stored: ReadonlyMap<string, number>,
  movedKeys: ReadonlyMap<string, number> = new Map(),
): { todos: Todo[]; refs: ReadonlyMap<number, string>; rowKeys: ReadonlyMap<number, string> } {
  // Where each add put its task, ref → id: this tab's stored ones, then those on their way.
  const where = new Map(stored);
  const onTheirWay: string[] = [];
  let state = todos;
  for (const command of pending) {
    if (!showsPending(command)) continue;
    // An add stored already shows where it was stored; a change to its task follows it there.
    const followed = followRef(command, where) ?? command;
    const applied = applyTodoCommand(state, followed);
    if (!applied.ok) continue;
    const id = storedAddId(followed, applied.change);
    if (command.intent === "add" && command.ref !== undefined && id !== undefined) {
      where.set(command.ref, id);
      onTheirWay.push(command.ref);
    }
    state = applied.state;
  }
  const refs = new Map<number, string>();
  const rowKeys = new Map<number, string>(Array.from(movedKeys, ([key, id]) => [id, key]));
  // A later add that stored its task under an id taken before (that task deleted since) keys its row.
  for (const [ref, id] of where) rowKeys.set(id, ref);
  for (const ref of onTheirWay) if (isShown(state, where.get(ref)!)) refs.set(where.get(ref)!, ref);
  return { todos: state, refs, rowKeys };
}

/** A task's row key, from `applyPendingTodos`'s `rowKeys`: its add's ref or the key sync's renumbering left it, else its id. */
export function rowKeyOf(rowKeys: ReadonlyMap<number, string>, id: number): string {
  return rowKeys.get(id) ?? String(id);
}

/** Whether a task has `id`, looked for from the end: a new task is the last, so this is quick unless it was deleted. */
function isShown(todos: readonly Todo[], id: number): boolean {
  for (let index = todos.length - 1; index >= 0; index--) if (todos[index]!.id === id) return true;
  return false;
}

/** False for a command the page cannot show before it is stored. A new task shows once the page has chosen its id: applied again, it is found, not added twice. */
export function showsPending(command: TodoCommand): boolean {
  return command.intent !== "add" || command.id !== undefined;
}
