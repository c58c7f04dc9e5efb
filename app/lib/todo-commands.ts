import {
  changedElsewhere,
  count,
  enteredText,
  fieldsOf,
  insertAt,
  missing,
  quoted,
  refused,
  replaceAt,
  unchanged,
  UNREADABLE_CHANGE,
  type Applied,
  type CommandSet,
  type Parsed,
} from "./commands";
import { isNewTaskId, newTodo, nextTodoId, readTodo, TITLE_REQUIRED, type Todo } from "./todos";

// Every change of the To Do list (key `todos`), as typed data, and what it
// does. See commands.ts for the shape all data sets share.

/** A task put back where it was: its whole record (same id) at its old index. */
export interface TodoAt {
  todo: Todo;
  index: number;
}

export type TodoCommand =
  /**
   * `id`: the id the page shows the new task with while it is saved (see
   * `newTaskId`). It is kept unless another task has it by then; without it,
   * the writer chooses.
   */
  | { intent: "add"; title: string; id?: number }
  | { intent: "toggle"; id: number; completed: boolean }
  /** `from`: the title the task must still have (undo never overwrites another tab's rename). */
  | { intent: "rename"; id: number; title: string; from?: string }
  | { intent: "delete"; ids: number[] }
  | { intent: "clear-completed" }
  | { intent: "restore"; items: TodoAt[] };

type Result = Applied<Todo[], TodoCommand>;

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
      return { ok: true, command: { intent: "add", title: entered, ...(id === undefined ? {} : { id }) } };
    }
    case "toggle": {
      const id = todoId(fields.raw("id"));
      const completed = fields.boolean("completed");
      return id === null || completed === null ? unreadable : { ok: true, command: { intent: "toggle", id, completed } };
    }
    case "rename": {
      const id = todoId(fields.raw("id"));
      const title = fields.text("title");
      const from = fields.text("from");
      if (id === null || title === null || (fields.has("from") && from === null)) return unreadable;
      return { ok: true, command: { intent: "rename", id, title, ...(from === null ? {} : { from }) } };
    }
    case "delete": {
      const ids = fields.raw("ids");
      if (!Array.isArray(ids) || ids.length === 0) return unreadable;
      const read = ids.map(todoId);
      return read.includes(null) ? unreadable : { ok: true, command: { intent: "delete", ids: read as number[] } };
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
        change: { inverse: { intent: "delete", ids: [id] }, label: `add task ${quoted(title)}` },
      };
    }
    case "toggle":
      return update(todos, command.id, (todo, index) => {
        if (todo.completed === command.completed) return unchanged(todos);
        return {
          ok: true,
          state: replaceAt(todos, index, { ...todo, completed: command.completed }),
          change: {
            inverse: { intent: "toggle", id: todo.id, completed: todo.completed },
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
            inverse: { intent: "rename", id: todo.id, title: todo.title, from: title },
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
      for (const { todo, index } of items) {
        const same = state.find((existing) => existing.id === todo.id);
        // Already back (a change shown while it is saved is applied again): nothing to do.
        if (same && JSON.stringify(same) === JSON.stringify(todo)) continue;
        // Another task took the id meanwhile (ids are the largest + 1): this one gets a new one.
        const record = same ? { ...todo, id: nextTodoId(state) } : todo;
        state = insertAt(state, index, record);
        restored.push(record.id);
      }
      if (restored.length === 0) return unchanged(todos);
      return {
        ok: true,
        state,
        change: { inverse: { intent: "delete", ids: restored }, label: `restore ${count(restored.length, "task")}` },
      };
    }
  }
}

export const todoCommands: CommandSet<Todo[], TodoCommand> = {
  parse: parseTodoCommand,
  apply: applyTodoCommand,
  // A new task shows once the page has chosen its id: applied again, it is found, not added twice.
  showsPending: (command) => command.intent !== "add" || command.id !== undefined,
};
