import { describe, expect, it } from "vitest";
import {
  addTodo,
  checkTitle,
  clearCompleted,
  countActive,
  deleteTodo,
  filterTodos,
  nextTodoId,
  parseTodoFilter,
  parseTodos,
  renameTodo,
  renumberDuplicateIds,
  setTodoCompleted,
  type Todo,
} from "./todos";

const list: Todo[] = [
  { id: 1, title: "one", completed: false },
  { id: 3, title: "three", completed: true },
];

describe("To Do rules", () => {
  it("gives a new task the largest id + 1, not completed", () => {
    expect(nextTodoId([])).toBe(1);
    expect(addTodo(list, "new").at(-1)).toEqual({ id: 4, title: "new", completed: false });
  });

  it("refuses blank titles and trims others", () => {
    expect(checkTitle("   ")).toEqual({ ok: false, error: "Please enter a task title." });
    expect(checkTitle(null).ok).toBe(false);
    expect(checkTitle("  milk ")).toEqual({ ok: true, title: "milk" });
  });

  it("renames without changing completion, and keeps the old title for an empty edit", () => {
    const renamed = renameTodo(list, 3, " THREE ");
    expect(renamed[1]).toEqual({ id: 3, title: "THREE", completed: true });
    expect(renameTodo(list, 3, "   ")).toBe(list);
  });

  it("toggles, deletes and clears completed touching only the named task", () => {
    expect(setTodoCompleted(list, 1, true)[0]?.completed).toBe(true);
    expect(setTodoCompleted(list, 1, true)[1]).toBe(list[1]);
    expect(deleteTodo(list, 1)).toEqual([list[1]]);
    expect(deleteTodo(list, 99)).toBe(list);
    expect(clearCompleted(list)).toEqual([list[0]]);
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
});
