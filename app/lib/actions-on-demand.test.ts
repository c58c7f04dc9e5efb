import { beforeEach, describe, expect, it } from "vitest";
import { runActionOnDemand } from "./actions-on-demand";
import { commandForm } from "./commands";
import { boardStore, todoStore } from "./storage";

beforeEach(() => {
  localStorage.clear();
  todoStore.reset();
  boardStore.reset();
});

function post(fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://localhost/", { method: "POST", body });
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown;

describe("runActionOnDemand", () => {
  it("loads the pipeline at the first save and stores the command in the data set it picks", async () => {
    expect(await runActionOnDemand(post(commandForm({ intent: "add", title: "milk" })), (sets) => sets.todoData)).toEqual({
      ok: true,
      intent: "add",
    });
    expect(stored("todos")).toEqual([{ id: 1, title: "milk", completed: false }]);
    expect(stored("kanban-board")).toBeNull();

    const added = await runActionOnDemand(post(commandForm({ intent: "add-board", boardId: "b1", boardName: "Ideas" })), (sets) => sets.kanbanData);
    expect(added).toEqual({ ok: true, intent: "add-board" });
    expect(stored("kanban-board")).toEqual([{ id: "b1", boardName: "Ideas", card: [] }]);
  });

  it("answers a form it cannot read with a clear error, storing nothing", async () => {
    const result = await runActionOnDemand(post({ command: "{not json" }), (sets) => sets.todoData);
    expect(result).toMatchObject({ ok: false });
    expect(stored("todos")).toBeNull();
  });
});
