import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runActionOnDemand } from "./actions-on-demand";
import { codeNotLoaded } from "./code-not-loaded";
import { commandForm, ENTRY_FIELD, HISTORY_FIELD } from "./commands";
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

  describe("when its code cannot be fetched (offline before the app was cached)", () => {
    afterEach(() => {
      vi.doUnmock("./data-sets");
      vi.resetModules();
    });

    it("refuses the change with a clear message naming what it was, and fetches the code again at the next save", async () => {
      vi.resetModules();
      vi.doMock("./data-sets", () => {
        throw new TypeError("Failed to fetch dynamically imported module");
      });
      const offline = await import("./actions-on-demand");
      const toggle = post(commandForm({ intent: "toggle", id: 1, completed: true }));
      expect(await offline.runActionOnDemand(toggle, (sets) => sets.todoData)).toEqual({ ok: false, intent: "toggle", error: codeNotLoaded() });
      const undo = post({ ...commandForm({ intent: "delete", ids: [1] }), [HISTORY_FIELD]: "undo", [ENTRY_FIELD]: "3" });
      expect(await offline.runActionOnDemand(undo, (sets) => sets.todoData)).toMatchObject({ ok: false, intent: "undo" });
      expect(stored("todos")).toBeNull();

      vi.doUnmock("./data-sets");
      const add = post(commandForm({ intent: "add", title: "milk" }));
      expect(await offline.runActionOnDemand(add, (sets) => sets.todoData)).toEqual({ ok: true, intent: "add" });
      expect(stored("todos")).toEqual([{ id: 1, title: "milk", completed: false }]);
    });
  });
});
