// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applyPending, MAX_TEXT_LENGTH, UNREADABLE_CHANGE } from "./commands";
import { applyTodoCommand, parseTodoCommand, todoCommands, type TodoCommand } from "./todo-commands";
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

describe("parsing To Do commands", () => {
  it("reads each command, trimming a new title", () => {
    expect(parseTodoCommand({ intent: "add", title: " x " })).toEqual({ ok: true, command: { intent: "add", title: "x" } });
    expect(parseTodoCommand({ intent: "add", title: "x", id: 7 })).toEqual({ ok: true, command: { intent: "add", title: "x", id: 7 } });
    expect(parseTodoCommand({ intent: "toggle", id: 2, completed: true })).toEqual({
      ok: true,
      command: { intent: "toggle", id: 2, completed: true },
    });
    expect(parseTodoCommand({ intent: "rename", id: 1, title: "a", from: "b" })).toEqual({
      ok: true,
      command: { intent: "rename", id: 1, title: "a", from: "b" },
    });
    expect(parseTodoCommand({ intent: "delete", ids: [1, 2] })).toEqual({ ok: true, command: { intent: "delete", ids: [1, 2] } });
    expect(parseTodoCommand({ intent: "clear-completed" })).toEqual({ ok: true, command: { intent: "clear-completed" } });
    expect(parseTodoCommand({ intent: "restore", items: [{ todo: todos[2], index: 2 }] })).toEqual({
      ok: true,
      command: { intent: "restore", items: [{ todo: todos[2], index: 2 }] },
    });
  });

  it("says why a blank title is refused, naming the field", () => {
    expect(parseTodoCommand({ intent: "add", title: "   " })).toEqual({
      ok: false,
      error: "Please enter a task title.",
      field: "title",
    });
  });

  it("refuses anything that is not a well-formed command, with one message", () => {
    for (const input of [
      undefined,
      null,
      "add",
      [],
      {},
      { intent: "launch" },
      { intent: "add" },
      { intent: "add", title: 5 },
      { intent: "add", title: "x", id: "7" },
      { intent: "add", title: "x", id: 0 },
      { intent: "add", title: "x", id: 1.5 },
      { intent: "add", title: "x", id: Number.MAX_SAFE_INTEGER + 1 },
      { intent: "toggle", id: "1", completed: true },
      { intent: "toggle", id: 1, completed: "true" },
      { intent: "toggle", id: Number.NaN, completed: true },
      { intent: "rename", id: 1 },
      { intent: "rename", id: 1, title: "a", from: 3 },
      { intent: "delete", ids: [] },
      { intent: "delete", ids: ["1"] },
      { intent: "delete", id: 1 },
      { intent: "restore", items: [] },
      { intent: "restore", items: [{ todo: { id: 1, title: "x" }, index: 0 }] },
      { intent: "restore", items: [{ todo: todos[0], index: -1 }] },
    ]) {
      expect(parseTodoCommand(input)).toEqual({ ok: false, error: UNREADABLE_CHANGE });
    }
  });
});

describe("applying To Do commands", () => {
  it("adds a task with the next id; undo deletes exactly it", () => {
    const added = apply(todos, { intent: "add", title: "  five " });
    expect(added.state.at(-1)).toEqual({ id: 5, title: "five", completed: false });
    expect(added.change).toEqual({ inverse: { intent: "delete", ids: [5] }, label: "add task “five”" });
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
      error: "This task could not be found: it may have been deleted in another tab.",
      undoError: "Can't undo: the task was deleted in another tab.",
    };
    expect(applyTodoCommand(todos, { intent: "toggle", id: 9, completed: true })).toEqual(refusal);
    expect(applyTodoCommand(todos, { intent: "rename", id: 9, title: "x" })).toEqual(refusal);
    expect(applyTodoCommand(todos, { intent: "delete", ids: [9] })).toEqual(refusal);
  });

  it("never undoes a rename over another tab's newer title", () => {
    expect(applyTodoCommand(todos, { intent: "rename", id: 1, title: "uno", from: "ONE" })).toEqual({
      ok: false,
      error: "This task was changed in another tab.",
      undoError: "Can't undo: the task was changed in another tab.",
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
    expect(undone.change!.inverse).toEqual({ intent: "delete", ids: [5] });
  });

  it("shows pending changes, an add once the page chose its id, and a repeat changes nothing", () => {
    const pending: TodoCommand[] = [
      { intent: "toggle", id: 1, completed: true },
      { intent: "add", title: "later", id: 5 },
      { intent: "add", title: "no id" },
      { intent: "delete", ids: [2] },
      { intent: "delete", ids: [2] },
    ];
    const shown = applyPending(todoCommands, todos, pending);
    expect(shown.map((todo) => [todo.id, todo.title, todo.completed])).toEqual([
      [1, "one", true],
      [3, "three", false],
      [4, "four", true],
      [5, "later", false],
    ]);
    expect(applyPending(todoCommands, shown, pending)).toBe(shown);
  });

  it("stores a new task under the id the page showed it with, or the next free one when another task took it", () => {
    const added = apply(todos, { intent: "add", title: "five", id: 9 });
    expect(added.state.at(-1)).toEqual({ id: 9, title: "five", completed: false });
    expect(added.change?.inverse).toEqual({ intent: "delete", ids: [9] });
    // Another tab's task took id 4 meanwhile: this one gets 5, and undo deletes 5.
    const elsewhere = apply(todos, { intent: "add", title: "five", id: 4 });
    expect(elsewhere.state.map((todo) => [todo.id, todo.title])).toContainEqual([5, "five"]);
    expect(elsewhere.state).toHaveLength(5);
    expect(elsewhere.change?.inverse).toEqual({ intent: "delete", ids: [5] });
    // Already stored with that id and title: nothing is added again.
    expect(applyTodoCommand(added.state, { intent: "add", title: " five ", id: 9 })).toEqual({ ok: true, state: added.state, change: null });
  });
});
