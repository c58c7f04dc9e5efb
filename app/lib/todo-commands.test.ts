// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MAX_TEXT_LENGTH } from "./commands";
import { rememberStoredAdd } from "./todo-command-set";
import { applyPendingTodos, applyTodoCommand, followRef, storedAddId, type TodoCommand } from "./todo-commands";
import type { Todo } from "./todos";

const todos: Todo[] = [
  { id: 1, title: "one", completed: false },
  { id: 2, title: "two", completed: true },
  { id: 3, title: "three", completed: false, note: "kept" },
  { id: 4, title: "four", completed: true },
];

function apply(state: Todo[], command: TodoCommand) {
  const applied = applyTodoCommand(state, command);
  if (!applied.ok) throw new Error(applied.error);
  return applied;
}

describe("applying To Do commands", () => {
  it("adds a task with the next id; undo deletes exactly it", () => {
    const added = apply(todos, { intent: "add", title: "  five " });
    expect(added.state.at(-1)).toEqual({ id: 5, title: "five", completed: false });
    expect(added.change).toEqual({ inverse: { intent: "delete", ids: [5], seen: ["five"] }, label: "add task “five”" });
  });

  it("caps a new title at 10,000 characters and refuses a blank one", () => {
    const added = apply(todos, { intent: "add", title: "x".repeat(20_000) });
    expect(added.state.at(-1)!.title).toHaveLength(MAX_TEXT_LENGTH);
    expect(applyTodoCommand(todos, { intent: "add", title: "  " })).toEqual({
      ok: false,
      error: "Please enter a task title.",
      undoError: "Can't undo: Please enter a task title.",
    });
  });

  it("caps a renamed title too, but never cuts a stored title longer than the cap", () => {
    expect(apply(todos, { intent: "rename", id: 1, title: "y".repeat(20_000) }).state[0]!.title).toHaveLength(MAX_TEXT_LENGTH);
    const long: Todo[] = [{ id: 1, title: "L".repeat(50_000), completed: false }];
    expect(applyTodoCommand(long, { intent: "rename", id: 1, title: ` ${"L".repeat(50_000)} ` })).toEqual({
      ok: true,
      state: long,
      change: null,
    });
    expect(apply(long, { intent: "rename", id: 1, title: `X${"L".repeat(50_000)}` }).state[0]!.title).toHaveLength(50_001);
  });

  it("keeps the old title for an empty rename, and changes nothing for the same title", () => {
    expect(apply(todos, { intent: "rename", id: 1, title: "  " })).toEqual({ ok: true, state: todos, change: null });
    expect(apply(todos, { intent: "rename", id: 1, title: "one" })).toEqual({ ok: true, state: todos, change: null });
  });

  it("says which task could not be found, for a change and for an undo", () => {
    const refusal = {
      ok: false,
      error: "This task could not be found: it may have been deleted on another device or tab.",
      undoError: "Can't undo: the task was deleted on another device or tab.",
    };
    expect(applyTodoCommand(todos, { intent: "toggle", id: 9, completed: true })).toEqual(refusal);
    expect(applyTodoCommand(todos, { intent: "rename", id: 9, title: "x" })).toEqual(refusal);
    expect(applyTodoCommand(todos, { intent: "delete", ids: [9] })).toEqual(refusal);
  });

  it("never undoes a rename over another tab's newer title", () => {
    expect(applyTodoCommand(todos, { intent: "rename", id: 1, title: "uno", from: "ONE" })).toEqual({
      ok: false,
      error: "This task was changed on another device or tab.",
      undoError: "Can't undo: the task was changed on another device or tab.",
    });
  });

  it("deletes and clears completed with a toast text, and undo puts every task back in its place", () => {
    const deleted = apply(todos, { intent: "delete", ids: [3] });
    expect(deleted.change).toMatchObject({ label: "delete task “three”", toast: "Task deleted" });
    const cleared = apply(todos, { intent: "clear-completed" });
    expect(cleared.state.map((todo) => todo.id)).toEqual([1, 3]);
    expect(cleared.change).toMatchObject({ label: "clear 2 completed tasks", toast: "2 completed tasks cleared" });
    expect(apply(todos.slice(0, 2), { intent: "clear-completed" }).change).toMatchObject({
      toast: "1 completed task cleared",
    });
    expect(apply(todos.slice(0, 1), { intent: "clear-completed" })).toEqual({
      ok: true,
      state: todos.slice(0, 1),
      change: null,
    });
  });

  it("labels toggles by what they do", () => {
    expect(apply(todos, { intent: "toggle", id: 1, completed: true }).change?.label).toBe("complete task “one”");
    expect(apply(todos, { intent: "toggle", id: 2, completed: false }).change?.label).toBe("reopen task “two”");
    expect(apply(todos, { intent: "toggle", id: 2, completed: true }).change).toBeNull();
  });

  it.each<[string, TodoCommand]>([
    ["add", { intent: "add", title: "five" }],
    ["toggle", { intent: "toggle", id: 3, completed: true }],
    ["rename", { intent: "rename", id: 3, title: "THREE" }],
    ["delete one", { intent: "delete", ids: [3] }],
    ["delete several", { intent: "delete", ids: [1, 4] }],
    ["clear completed", { intent: "clear-completed" }],
  ])("undoes and redoes %s exactly: same ids, same places, every field", (_, command) => {
    const done = apply(todos, command);
    const undone = apply(done.state, done.change!.inverse);
    expect(undone.state).toEqual(todos);
    const redone = apply(undone.state, undone.change!.inverse);
    expect(redone.state).toEqual(done.state);
  });

  it("each undo step names its tasks by the titles they had then too (seen): sync may give them other ids", () => {
    expect(apply(todos, { intent: "toggle", id: 3, completed: true }).change!.inverse).toEqual({
      intent: "toggle",
      id: 3,
      completed: false,
      seen: "three",
    });
    expect(apply(todos, { intent: "rename", id: 3, title: "THREE" }).change!.inverse).toEqual({
      intent: "rename",
      id: 3,
      title: "three",
      from: "THREE",
      seen: "THREE",
    });
    const deleted = apply(todos, { intent: "delete", ids: [1, 4] });
    expect(apply(deleted.state, deleted.change!.inverse).change!.inverse).toEqual({ intent: "delete", ids: [1, 4], seen: ["one", "four"] });
  });

  it("undoes onto what is stored now: another tab's work stays", () => {
    const deleted = apply(todos, { intent: "delete", ids: [1] });
    // Meanwhile another tab renamed task 3 and added task 5.
    const elsewhere = apply(apply(deleted.state, { intent: "rename", id: 3, title: "3!" }).state, {
      intent: "add",
      title: "five",
    }).state;
    const undone = apply(elsewhere, deleted.change!.inverse).state;
    expect(undone.map((todo) => [todo.id, todo.title])).toEqual([
      [1, "one"],
      [2, "two"],
      [3, "3!"],
      [4, "four"],
      [5, "five"],
    ]);
  });

  it("puts a deleted task back under a new id when another task took its id meanwhile", () => {
    const deleted = apply(todos, { intent: "delete", ids: [4] });
    const retaken = apply(deleted.state, { intent: "add", title: "new four" });
    expect(retaken.state.at(-1)!.id).toBe(4);
    const undone = apply(retaken.state, deleted.change!.inverse);
    expect(undone.state.map((todo) => [todo.id, todo.title])).toEqual([
      [1, "one"],
      [2, "two"],
      [3, "three"],
      [5, "four"],
      [4, "new four"],
    ]);
    // Redo deletes the one it put back, not the other tab's task.
    expect(undone.change!.inverse).toEqual({ intent: "delete", ids: [5], seen: ["four"] });
  });

  it("shows pending changes, an add once the page chose its id, and a repeat changes nothing", () => {
    const pending: TodoCommand[] = [
      { intent: "toggle", id: 1, completed: true },
      { intent: "add", title: "later", id: 5 },
      { intent: "add", title: "no id" },
      { intent: "delete", ids: [2] },
      { intent: "delete", ids: [2] },
    ];
    const { todos: shown } = applyPendingTodos(todos, pending, new Map());
    expect(shown.map((todo) => [todo.id, todo.title, todo.completed])).toEqual([
      [1, "one", true],
      [3, "three", false],
      [4, "four", true],
      [5, "later", false],
    ]);
    expect(applyPendingTodos(shown, pending, new Map()).todos).toBe(shown);
  });

  it("stores a new task under the id the page showed it with, or the next free one when another task took it", () => {
    const added = apply(todos, { intent: "add", title: "five", id: 9 });
    expect(added.state.at(-1)).toEqual({ id: 9, title: "five", completed: false });
    expect(added.change?.inverse).toEqual({ intent: "delete", ids: [9], seen: ["five"] });
    // Another tab's task took id 4 meanwhile: this one gets 5, and undo deletes 5.
    const elsewhere = apply(todos, { intent: "add", title: "five", id: 4 });
    expect(elsewhere.state.map((todo) => [todo.id, todo.title])).toContainEqual([5, "five"]);
    expect(elsewhere.state).toHaveLength(5);
    expect(elsewhere.change?.inverse).toEqual({ intent: "delete", ids: [5], seen: ["five"] });
    // Already stored with that id and title: nothing is added again.
    expect(applyTodoCommand(added.state, { intent: "add", title: " five ", id: 9 })).toEqual({ ok: true, state: added.state, change: null });
  });
});

describe("a change that names its task by the add that made it (ref)", () => {
  it("follows the ref to where its add stored the task; without the ref known, gives null", () => {
    const stored = new Map([["mine", 2], ["theirs", 1]]);
    expect(followRef({ intent: "toggle", id: 1, completed: true, ref: "mine" }, stored)).toEqual({ intent: "toggle", id: 2, completed: true, ref: "mine" });
    expect(followRef({ intent: "rename", id: 1, title: "y", ref: "mine" }, stored)).toEqual({ intent: "rename", id: 2, title: "y", ref: "mine" });
    expect(followRef({ intent: "delete", ids: [1], ref: "mine" }, stored)).toEqual({ intent: "delete", ids: [2], ref: "mine" });
    expect(followRef({ intent: "toggle", id: 1, completed: true, ref: "unknown" }, stored)).toBeNull();
    // Without a ref, the id is the task.
    expect(followRef({ intent: "toggle", id: 1, completed: true }, stored)).toEqual({ intent: "toggle", id: 1, completed: true });
  });

  it("an add already stored is found under its id; one whose id another add took lets the writer choose", () => {
    const stored = new Map([["theirs", 1]]);
    expect(followRef({ intent: "add", title: "x", id: 1, ref: "theirs" }, stored)).toEqual({ intent: "add", title: "x", id: 1, ref: "theirs" });
    expect(followRef({ intent: "add", title: "x", id: 1, ref: "mine" }, stored)).toEqual({ intent: "add", title: "x", ref: "mine" });
    expect(followRef({ intent: "add", title: "x", id: 2, ref: "mine" }, stored)).toEqual({ intent: "add", title: "x", id: 2, ref: "mine" });
  });

  it("says where an applied add put its task", () => {
    const theirs: Todo[] = [{ id: 1, title: "Theirs", completed: false }];
    const add: TodoCommand = { intent: "add", title: "Mine", id: 1, ref: "mine" };
    expect(storedAddId(add, apply(theirs, add).change)).toBe(2);
    const again: TodoCommand = { intent: "add", title: "Theirs", id: 1, ref: "theirs" };
    expect(storedAddId(again, apply(theirs, again).change)).toBe(1);
    expect(storedAddId({ intent: "toggle", id: 1, completed: true }, apply(theirs, { intent: "toggle", id: 1, completed: true }).change)).toBeUndefined();
  });

  it("the page shows each change on the task its add made, though another tab's task took the id it was first shown under", () => {
    const pending: TodoCommand[] = [
      { intent: "add", title: "Mine", id: 1, ref: "mine" },
      { intent: "toggle", id: 1, completed: true, ref: "mine" },
      { intent: "add", title: "Short-lived", id: 2, ref: "short" },
      { intent: "delete", ids: [2], ref: "short" },
    ];
    // Before the other tab's task: shown under the ids the page chose.
    const before = applyPendingTodos([], pending, new Map());
    expect(before.todos).toEqual([{ id: 1, title: "Mine", completed: true }]);
    expect([...before.refs]).toEqual([[1, "mine"]]);
    // After it: "Mine" moves to id 2, and its tick and the deletion follow their tasks.
    const after = applyPendingTodos([{ id: 1, title: "Theirs", completed: false }], pending, new Map());
    expect(after.todos).toEqual([
      { id: 1, title: "Theirs", completed: false },
      { id: 2, title: "Mine", completed: true },
    ]);
    expect([...after.refs]).toEqual([[2, "mine"]]);
    // Nothing on its way: the tasks as stored, no refs.
    expect(applyPendingTodos(todos, [], new Map())).toEqual({ todos, refs: new Map(), rowKeys: new Map() });
  });

  it("keys each new task's row by its add's ref, on its way or stored by this tab, wherever the task went", () => {
    const stored = new Map<string, number>();
    const mine: TodoCommand = { intent: "add", title: "Mine", id: 1, ref: "mine" };
    const theirs = [{ id: 1, title: "Theirs", completed: false }];
    // On its way: shown under the id the page chose, its row under its ref.
    expect([...applyPendingTodos([], [mine], stored).rowKeys]).toEqual([[1, "mine"]]);
    // Stored under id 2 (another tab's add took 1), while the page still has the data from before:
    // it shows where it was stored already, so its row does not move when that data arrives.
    rememberStoredAdd(stored, mine, apply(theirs, mine).change);
    expect([...stored]).toEqual([["mine", 2]]);
    const before = applyPendingTodos([], [mine], stored);
    expect(before.todos).toEqual([{ id: 2, title: "Mine", completed: false }]);
    expect([...before.rowKeys]).toEqual([[2, "mine"]]);
    // Stored, and the data arrived: the other tab's task is keyed by its id, this one by its ref.
    const after = applyPendingTodos([...theirs, { id: 2, title: "Mine", completed: false }], [], stored);
    expect(after.refs.size).toBe(0);
    expect([...after.rowKeys]).toEqual([[2, "mine"]]);
    // A toggle still on its way follows its add to where it was stored.
    const toggled = applyPendingTodos(after.todos, [{ intent: "toggle", id: 1, completed: true, ref: "mine" }], stored);
    expect(toggled.todos.map((todo) => todo.completed)).toEqual([false, true]);
  });
});
