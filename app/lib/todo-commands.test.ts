import { describe, expect, it } from "vitest";
import { applyPendingCommands, applyTodoCommand, parseTodoCommand } from "./todo-commands";
import type { Todo } from "./todos";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const todos: Todo[] = [
  { id: 1, title: "one", completed: false },
  { id: 2, title: "two", completed: false },
];

describe("To Do commands", () => {
  it("parses each intent", () => {
    expect(parseTodoCommand(form({ intent: "add", title: " x " }))).toEqual({
      ok: true,
      command: { intent: "add", title: "x" },
    });
    expect(parseTodoCommand(form({ intent: "toggle", id: "2", completed: "true" }))).toEqual({
      ok: true,
      command: { intent: "toggle", id: 2, completed: true },
    });
    expect(parseTodoCommand(form({ intent: "delete", id: "1" }))).toEqual({
      ok: true,
      command: { intent: "delete", id: 1 },
    });
    expect(parseTodoCommand(form({ intent: "clear-completed" })).ok).toBe(true);
  });

  it("refuses bad input with a message", () => {
    expect(parseTodoCommand(form({ intent: "add", title: "  " }))).toEqual({
      ok: false,
      error: "Please enter a task title.",
    });
    expect(parseTodoCommand(form({ intent: "delete", id: "abc" })).ok).toBe(false);
    expect(parseTodoCommand(form({ intent: "delete" })).ok).toBe(false);
    expect(parseTodoCommand(form({ intent: "explode", id: "1" })).ok).toBe(false);
  });

  it("applies commands", () => {
    expect(applyTodoCommand(todos, { intent: "toggle", id: 2, completed: true })[1]?.completed).toBe(true);
    expect(applyTodoCommand(todos, { intent: "rename", id: 1, title: "uno" })[0]?.title).toBe("uno");
    expect(applyTodoCommand(todos, { intent: "add", title: "three" })).toHaveLength(3);
  });

  it("shows pending toggles and deletes optimistically, but never guesses an add", () => {
    const shown = applyPendingCommands(todos, [
      form({ intent: "toggle", id: "1", completed: "true" }),
      form({ intent: "delete", id: "2" }),
      form({ intent: "add", title: "later" }),
    ]);
    expect(shown).toEqual([{ id: 1, title: "one", completed: true }]);
  });
});
