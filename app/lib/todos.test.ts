// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sameHiddenClass } from "./hidden-class-test-support";
import { applyTodoCommand, type TodoCommand } from "./todo-commands";
import {
  checkTitle,
  todoHref,
  countActive,
  filterTodos,
  largestId,
  newTaskId,
  nextTodoId,
  parseTodoFilter,
  parseTodos,
  renumberDuplicateIds,
  type Todo,
} from "./todos";

/** The list after a command that must apply. */
function after(todos: Todo[], command: TodoCommand): Todo[] {
  const applied = applyTodoCommand(todos, command);
  if (!applied.ok) throw new Error(applied.error);
  return applied.state;
}

const addTodo = (todos: Todo[], title: string) => after(todos, { intent: "add", title });

const list: Todo[] = [
  { id: 1, title: "one", completed: false },
  { id: 3, title: "three", completed: true },
];

describe("To Do rules", () => {
  it("gives a new task the largest id + 1, not completed", () => {
    expect(nextTodoId([])).toBe(1);
    expect(addTodo(list, "new").at(-1)).toEqual({ id: 4, title: "new", completed: false });
  });

  it("shapes an added task as the tasks read from storage (one hidden class for the whole list)", () => {
    const stored = parseTodos(JSON.parse('[{"id":1,"title":"one","completed":false}]')).value;
    const added = addTodo(stored, "new");
    expect(sameHiddenClass(added[1]!, added[0]!)).toBe(true);
    // Completing keeps it.
    expect(sameHiddenClass(after(added, { intent: "toggle", id: 2, completed: true })[1]!, added[0]!)).toBe(true);
  });

  it("finds the largest id (0 for none, or none above 0) and counts the tasks not completed", () => {
    const tasks = (ids: number[]) => ids.map((id, index) => ({ id, title: `t${id}`, completed: index % 2 === 1 }));
    expect(largestId([])).toBe(0);
    expect(largestId(tasks([3, 10, 7]))).toBe(10);
    expect(largestId(tasks([-5, -1]))).toBe(0);
    expect(largestId(tasks([2.5, 1]))).toBe(2.5);
    expect(countActive([])).toBe(0);
    expect(countActive(tasks([1, 2, 3, 4, 5]))).toBe(3);
    const many = tasks(Array.from({ length: 5000 }, (_, index) => index + 1));
    expect(largestId(many)).toBe(5000);
    expect(countActive(many)).toBe(2500);
  });

  it("refuses blank titles and trims others", () => {
    expect(checkTitle("   ")).toEqual({ ok: false, error: "Please enter a task title." });
    expect(checkTitle(null).ok).toBe(false);
    expect(checkTitle("  milk ")).toEqual({ ok: true, title: "milk" });
  });

  it("filters and counts", () => {
    expect(filterTodos(list, "active")).toEqual([list[0]]);
    expect(filterTodos(list, "completed")).toEqual([list[1]]);
    expect(filterTodos(list, "all")).toBe(list);
    expect(countActive(list)).toBe(1);
    expect(parseTodoFilter("completed")).toBe("completed");
    expect(parseTodoFilter("bogus")).toBe("all");
    expect(parseTodoFilter(null)).toBe("all");
  });

  it("re-numbers duplicate ids from the original's length + 1 rule", () => {
    const legacy: Todo[] = [
      { id: 1, title: "a", completed: false },
      { id: 2, title: "b", completed: false },
      { id: 2, title: "c", completed: true },
      { id: 1, title: "d", completed: false },
    ];
    const result = renumberDuplicateIds(legacy);
    expect(result.map((todo) => todo.id)).toEqual([1, 2, 3, 4]);
    expect(result.map((todo) => todo.title)).toEqual(["a", "b", "c", "d"]);
    expect(renumberDuplicateIds(list)).toBe(list);
  });

  it("reads what it can of saved tasks", () => {
    expect(parseTodos([{ id: 1, title: "ok", completed: false }, { id: "x" }, 5])).toEqual({
      value: [{ id: 1, title: "ok", completed: false }],
      dropped: 2,
    });
    expect(parseTodos({ not: "a list" })).toEqual({ value: [], dropped: 1 });
  });

  it("keeps fields it does not know, so nothing saved is lost", () => {
    const { value } = parseTodos([{ id: 1, title: "a", completed: false, note: "kept" }]);
    expect(value[0]).toMatchObject({ note: "kept" });
  });

  it("counts a task with a key named __proto__ as not read in full, shows the rest and pollutes nothing", () => {
    // Written as text: in an object literal `__proto__` would set the prototype, not make a key.
    const raw = '[{"id":1,"title":"a","completed":false,"__proto__":{"polluted":true,"title":"proto"}},{"id":2,"title":"b","completed":true}]';
    const { value, dropped } = parseTodos(JSON.parse(raw));
    expect(dropped).toBe(1);
    expect(value).toEqual([
      { id: 1, title: "a", completed: false },
      { id: 2, title: "b", completed: true },
    ]);
    expect(Object.getPrototypeOf(value[0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("new To Do ids at the edge of numbers", () => {
  const todos = (...ids: number[]): Todo[] => ids.map((id, i) => ({ id, title: `t${i}`, completed: false }));

  /** Adds `count` tasks one after another, as the page does, and returns all ids. */
  function addMany(start: Todo[], count: number): number[] {
    let list = start;
    for (let i = 0; i < count; i++) list = addTodo(list, `new ${i}`);
    return list.map((todo) => todo.id);
  }

  function expectUnique(ids: number[]) {
    expect(new Set(ids).size).toBe(ids.length);
  }

  it("goes on with the largest id + 1 while that is a safe integer", () => {
    expect(nextTodoId(todos(Number.MAX_SAFE_INTEGER - 1))).toBe(Number.MAX_SAFE_INTEGER);
    expect(nextTodoId(todos(2.5, 1))).toBe(3);
    expect(nextTodoId(todos(0.5))).toBe(1);
    expect(nextTodoId(todos(-5, -1))).toBe(1);
  });

  it("gives a page's new task an id above every stored one and every one it handed out, or none past safe integers", () => {
    expect(newTaskId([], 0)).toBe(1);
    expect(newTaskId(todos(3, 7), 0)).toBe(8);
    // Two adds before the page re-renders: the second is above the first's.
    expect(newTaskId(todos(3, 7), 8)).toBe(9);
    expect(newTaskId(todos(2.5), 0)).toBe(3);
    expect(newTaskId(todos(Number.MAX_SAFE_INTEGER - 1), 0)).toBe(Number.MAX_SAFE_INTEGER);
    expect(newTaskId(todos(Number.MAX_SAFE_INTEGER), 0)).toBeUndefined();
    expect(newTaskId(todos(1e308), 0)).toBeUndefined();
  });

  it("takes the smallest unused positive integer once largest + 1 is not safe", () => {
    for (const huge of [1e308, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, Number.MAX_VALUE]) {
      expect(nextTodoId(todos(huge))).toBe(1);
      expect(nextTodoId(todos(1, huge, 2, 4))).toBe(3);
      const ids = addMany(todos(huge, 1, 3), 3);
      expect(ids.slice(3)).toEqual([2, 4, 5]);
      expectUnique(ids);
      for (const id of ids.slice(3)) expect(Number.isSafeInteger(id)).toBe(true);
    }
  });

  it("never repeats an id, whatever is stored", () => {
    for (const stored of [
      todos(Number.MAX_SAFE_INTEGER - 1),
      todos(1e308, 0.5, -3),
      todos(-1e308, -0),
      todos(1.5, 2.5, 3.5),
    ]) {
      const ids = addMany(stored, 5);
      expectUnique(ids);
      for (const id of ids.slice(stored.length)) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
    }
  });

  it("deleting one of the new tasks deletes only that one", () => {
    let list = todos(1e308);
    for (const title of ["a", "b", "c"]) list = addTodo(list, title);
    const b = list.find((todo) => todo.title === "b")!;
    expect(after(list, { intent: "delete", ids: [b.id] }).map((todo) => todo.title)).toEqual(["t0", "a", "c"]);
  });

  it("re-numbers duplicates with safe, unused ids too", () => {
    const result = renumberDuplicateIds(todos(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 1, 1, 2));
    expect(result.map((todo) => todo.id)).toEqual([Number.MAX_SAFE_INTEGER, 3, 1, 4, 2]);
    expect(renumberDuplicateIds(todos(1e308, 1e308, 5, 5)).map((todo) => todo.id)).toEqual([1e308, 1, 5, 2]);
    expect(renumberDuplicateIds(todos(Number.MAX_SAFE_INTEGER - 2, 7, 7, 7, 7)).map((todo) => todo.id)).toEqual([
      Number.MAX_SAFE_INTEGER - 2,
      7,
      Number.MAX_SAFE_INTEGER - 1,
      Number.MAX_SAFE_INTEGER,
      1,
    ]);
  });
});

describe("todoHref", () => {
  it("names only what is on: the filter unless All, the query unless empty", () => {
    expect(todoHref("all", "")).toBe("/todo");
    expect(todoHref("active", "")).toBe("/todo?filter=active");
    expect(todoHref("all", "milk")).toBe("/todo?q=milk");
    expect(todoHref("completed", "café & co")).toBe("/todo?filter=completed&q=caf%C3%A9+%26+co");
  });

  it("keeps the query as typed, spaces included", () => {
    expect(new URL(todoHref("all", " milk "), "http://x").searchParams.get("q")).toBe(" milk ");
  });
});
