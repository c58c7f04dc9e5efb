import { enteredText, quoted } from "./commands";
import type { TodoAt, TodoCommand } from "./todo-commands";
import type { Todo } from "./todos";

// A To Do task whose title was being edited went from the list (deleted on another device or tab):
// what was typed is kept, the page says so, and the task can be put back with the typed title, by a
// command like any other (undoable). The card dialog's like case is card-gone.ts.

export interface TaskGone {
  /** What the page says. */
  message: string;
  /** The title as typed, as it would be stored. */
  title: string;
  /** Where the task was last shown, as it was then. */
  seen: TodoAt;
}

/** The edit of the task last shown at `seen`, finished with `typed` after the task went; null when nothing was typed (a blank title is no title). */
export function taskGone(seen: TodoAt, typed: string): TaskGone | null {
  const title = enteredText(typed, seen.todo.title);
  if (!title) return null;
  return { message: `The task ${quoted(seen.todo.title)} was deleted on another device or tab while you were editing it.`, title, seen };
}

/**
 * Puts the task back where it was, with the typed title. Should it be back already, as it was
 * (the other tab undid its deletion), the typed title renames it instead, rather than add it twice.
 */
export function restoreTaskGone({ seen, title }: TaskGone, todos: readonly Todo[]): TodoCommand {
  const { todo, index } = seen;
  const back = todos.find((existing) => existing.id === todo.id && existing.title === todo.title);
  if (back) return { intent: "rename", id: todo.id, title, from: todo.title, seen: todo.title };
  return { intent: "restore", items: [{ todo: { ...todo, title }, index }] };
}
