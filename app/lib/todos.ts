import { isFiniteNumber, isFlag, isText, looseRecordReader, recordAsRead } from "./loose-record";
import { hasProtoKey, salvageEach, type Salvaged } from "./salvage";

// Pure rules of the To Do list. Stored format (key `todos`) is the original's:
// an array of { id: number, title: string, completed: boolean }.

/** A saved task; other fields it was saved with are kept. */
export type Todo = { [key: string]: unknown; id: number; title: string; completed: boolean };

/** The task `input` holds (a copy), or null when it is not one. */
export const readTodo: (input: unknown) => Todo | null = looseRecordReader({
  id: isFiniteNumber,
  title: isText,
  completed: isFlag,
});

/** A task just added: shaped as the tasks read from storage are (see recordAsRead). */
export function newTodo(id: number, title: string): Todo {
  return recordAsRead({ id, title, completed: false });
}

export const TODO_FILTERS = ["all", "active", "completed"] as const;
export type TodoFilter = (typeof TODO_FILTERS)[number];

export function parseTodoFilter(value: string | null): TodoFilter {
  return TODO_FILTERS.find((filter) => filter === value) ?? "all";
}

/** The To Do page's address for a filter and a search: `/todo?filter=active&q=milk`, without what is off. */
export function todoHref(filter: TodoFilter, query: string): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("filter", filter);
  if (query !== "") params.set("q", query);
  const search = params.toString();
  return search ? `/todo?${search}` : "/todo";
}

// The loops over every task are array methods with a callback, not `for` loops: V8 runs a
// function's first call in its interpreter, and a loop over 5,000 tasks in one call stays there
// (about 2 ms in Chromium), while a callback called 5,000 times is compiled within the first
// few hundred (0.3 ms). A page's first add or toggle is such a first call.
export function largestId(todos: readonly Todo[]): number {
  return todos.reduce((largest, todo) => (todo.id > largest ? todo.id : largest), 0);
}

/**
 * Hands out new ids, each a safe integer no task has: the largest id + 1, + 2,
 * … while that is a safe integer (past 2^53 - 1, adding 1 can give the same
 * number again), then the smallest unused positive integers.
 */
function idAllocator(todos: readonly Todo[]): () => number {
  let next = Math.floor(largestId(todos)) + 1;
  let used: Set<number> | null = null;
  let gap = 1;
  return () => {
    if (Number.isSafeInteger(next)) return next++;
    used ??= new Set(todos.map((todo) => todo.id));
    while (used.has(gap)) gap++;
    return gap++;
  };
}

export function nextTodoId(todos: readonly Todo[]): number {
  return idAllocator(todos)();
}

/** An id a page may choose for a new task: a whole number from 1, a safe integer. */
export function isNewTaskId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1;
}

/**
 * The id a page shows a new task with while it is saved: above every stored id
 * and every id the page has handed out (`handedOut`), so adds faster than the
 * page re-renders never share one. Undefined when no such safe integer is
 * left: the writer chooses then.
 */
export function newTaskId(todos: readonly Todo[], handedOut: number): number | undefined {
  const id = Math.floor(Math.max(largestId(todos), handedOut)) + 1;
  return isNewTaskId(id) ? id : undefined;
}

/** The original gave ids as `length + 1`, so saved lists can repeat an id. */
export function renumberDuplicateIds(todos: Todo[]): Todo[] {
  const seen = new Set<number>();
  let nextId: (() => number) | null = null;
  let changed = false;
  const result = todos.map((todo) => {
    if (!seen.has(todo.id)) {
      seen.add(todo.id);
      return todo;
    }
    changed = true;
    nextId ??= idAllocator(todos);
    return { ...todo, id: nextId() };
  });
  return changed ? result : todos;
}

export const TITLE_REQUIRED = "Please enter a task title.";

export type TitleCheck = { ok: true; title: string } | { ok: false; error: string };

export function checkTitle(raw: unknown): TitleCheck {
  const title = typeof raw === "string" ? raw.trim() : "";
  return title ? { ok: true, title } : { ok: false, error: TITLE_REQUIRED };
}

export function filterTodos(todos: Todo[], filter: TodoFilter): Todo[] {
  if (filter === "all") return todos;
  const wantCompleted = filter === "completed";
  return todos.filter((todo) => todo.completed === wantCompleted);
}

export function countActive(todos: readonly Todo[]): number {
  return todos.reduce((count, todo) => (todo.completed ? count : count + 1), 0);
}

function parseTodo(input: unknown): Salvaged<Todo> | null {
  const todo = readTodo(input);
  if (!todo) return null;
  // A key named `__proto__` cannot be kept (see looseRecordReader): the task shows, the notice says so.
  return { value: todo, dropped: hasProtoKey(input) ? 1 : 0 };
}

/** Reads whatever can be read of saved tasks, their ids as saved (an id may repeat). */
export function readTodoRecords(input: unknown): Salvaged<Todo[]> {
  if (!Array.isArray(input)) return { value: [], dropped: 1 };
  return salvageEach(input, parseTodo);
}

/** Reads whatever can be read of saved tasks; duplicate ids get fresh ones. */
export function parseTodos(input: unknown): Salvaged<Todo[]> {
  const { value, dropped } = readTodoRecords(input);
  return { value: renumberDuplicateIds(value), dropped };
}
