// @vitest-environment node
import { describe, expect, it } from "vitest";
import { restoreTaskGone, taskGone } from "./task-gone";
import { applyTodoCommand } from "./todo-commands";
import type { Todo } from "./todos";

const todos: Todo[] = [
  { id: 1, title: "Task 1", completed: false },
  { id: 2, title: "Task 2", completed: true },
  { id: 3, title: "Task 3", completed: false },
];
const withoutTask2 = [todos[0]!, todos[2]!];
const seen = { todo: todos[1]!, index: 1 };

describe("taskGone", () => {
  it("keeps the typed title, says which task went and how, and puts it back where it was with that title (one undoable step)", () => {
    const gone = taskGone(seen, "  Task 2 with my long careful edit ")!;
    expect(gone.message).toBe("The task “Task 2” was deleted on another device or tab while you were editing it.");
    expect(gone.title).toBe("Task 2 with my long careful edit");
    const restored = applyTodoCommand(withoutTask2, restoreTaskGone(gone, withoutTask2));
    expect(restored.ok && restored.state).toEqual([todos[0], { id: 2, title: "Task 2 with my long careful edit", completed: true }, todos[2]]);
    // Undo deletes it again.
    expect(restored.ok && restored.change?.inverse).toEqual({ intent: "delete", ids: [2], seen: ["Task 2 with my long careful edit"] });
  });

  it("offers nothing for a blank edit: nothing typed is lost", () => {
    expect(taskGone(seen, "   ")).toBeNull();
  });

  it("renames the task instead when it is back already (the other tab undid its deletion), rather than add it twice", () => {
    const gone = taskGone(seen, "Task 2, edited")!;
    const command = restoreTaskGone(gone, todos);
    expect(command).toEqual({ intent: "rename", id: 2, title: "Task 2, edited", from: "Task 2", seen: "Task 2" });
    const applied = applyTodoCommand(todos, command);
    expect(applied.ok && applied.state.map((todo) => todo.title)).toEqual(["Task 1", "Task 2, edited", "Task 3"]);
  });

  it("gives the task a new id when another task took its id meanwhile", () => {
    const taken = [todos[0]!, { id: 2, title: "Someone else's", completed: false }];
    const applied = applyTodoCommand(taken, restoreTaskGone(taskGone(seen, "Mine")!, taken));
    expect(applied.ok && applied.state).toEqual([todos[0], { id: 3, title: "Mine", completed: true }, taken[1]]);
  });
});
