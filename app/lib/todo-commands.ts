import {
  addTodo,
  checkTitle,
  clearCompleted,
  deleteTodo,
  renameTodo,
  setTodoCompleted,
  type Todo,
} from "./todos";

// Turns a submitted form into a To Do change, and applies it. Pure, so the
// route action stays a thin adapter over the storage layer.

export type TodoCommand =
  | { intent: "add"; title: string }
  | { intent: "toggle"; id: number; completed: boolean }
  | { intent: "rename"; id: number; title: string }
  | { intent: "delete"; id: number }
  | { intent: "clear-completed" };

export type ParsedCommand<C> = { ok: true; command: C } | { ok: false; error: string };

function readId(form: FormData): number | null {
  const raw = form.get("id");
  const id = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
  return Number.isFinite(id) ? id : null;
}

export function parseTodoCommand(form: FormData): ParsedCommand<TodoCommand> {
  const intent = form.get("intent");
  if (intent === "add") {
    const checked = checkTitle(form.get("title"));
    return checked.ok ? { ok: true, command: { intent, title: checked.title } } : checked;
  }
  if (intent === "clear-completed") return { ok: true, command: { intent } };

  const id = readId(form);
  if (id === null) return { ok: false, error: "This task could not be found." };
  switch (intent) {
    case "toggle":
      return { ok: true, command: { intent, id, completed: form.get("completed") === "true" } };
    case "rename":
      return { ok: true, command: { intent, id, title: String(form.get("title") ?? "") } };
    case "delete":
      return { ok: true, command: { intent, id } };
    default:
      return { ok: false, error: "Unknown change." };
  }
}

export function applyTodoCommand(todos: Todo[], command: TodoCommand): Todo[] {
  switch (command.intent) {
    case "add":
      return addTodo(todos, command.title);
    case "toggle":
      return setTodoCompleted(todos, command.id, command.completed);
    case "rename":
      return renameTodo(todos, command.id, command.title);
    case "delete":
      return deleteTodo(todos, command.id);
    case "clear-completed":
      return clearCompleted(todos);
  }
}

/** What the To Do list looks like once the pending changes are saved. */
export function applyPendingCommands(todos: Todo[], pending: readonly FormData[]): Todo[] {
  let result = todos;
  for (const form of pending) {
    const parsed = parseTodoCommand(form);
    if (parsed.ok && parsed.command.intent !== "add") result = applyTodoCommand(result, parsed.command);
  }
  return result;
}
