import { beforeEach, describe, expect, it, vi } from "vitest";
import { runCommandAction } from "./action-result";
import { commandForm, ENTRY_FIELD, HISTORY_FIELD } from "./commands";
import { bothSetsData, kanbanData, todoData } from "./data-sets";
import { boardStore, todoStore } from "./storage";
import { addsStoredHere } from "./todo-commands";

// Whether a save asks the browser to keep the data; how often it asks is persistence.test.ts's concern.
const { askToKeepDataOnce } = vi.hoisted(() => ({ askToKeepDataOnce: vi.fn() }));
vi.mock("./persistence", () => ({ askToKeepDataOnce }));

beforeEach(() => {
  localStorage.clear();
  todoStore.reset();
  boardStore.reset();
  todoData.history.clear();
  kanbanData.history.clear();
  bothSetsData.history.clear();
  askToKeepDataOnce.mockClear();
});

function post(fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://localhost/todo", { method: "POST", body });
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown;

async function undo(data: typeof todoData | typeof kanbanData | typeof bothSetsData, direction: "undo" | "redo" = "undo") {
  const entry = data.history.take(direction)!;
  return runCommandAction(
    post({ ...commandForm(entry.command), [HISTORY_FIELD]: direction, [ENTRY_FIELD]: String(entry.id) }),
    data as typeof todoData,
  );
}

describe("runCommandAction", () => {
  it("stores a command and records it for undo", async () => {
    expect(await runCommandAction(post(commandForm({ intent: "add", title: "milk" })), todoData)).toEqual({
      ok: true,
      intent: "add",
    });
    expect(stored("todos")).toEqual([{ id: 1, title: "milk", completed: false }]);
    expect(todoData.history.getSnapshot().undo?.label).toBe("add task “milk”");
  });

  it("tells this tab where an add with a ref stored its task, by the time the action answers", async () => {
    // Another tab's task has the id this page showed its new task under: it is stored under the next.
    localStorage.setItem("todos", JSON.stringify([{ id: 1, title: "Theirs", completed: false }]));
    const ref = "ref-stored-here";
    await runCommandAction(post(commandForm({ intent: "add", title: "Mine", id: 1, ref })), todoData);
    expect(addsStoredHere.get(ref)).toBe(2);
    // A refused add tells it nothing.
    await runCommandAction(post(commandForm({ intent: "add", title: " ", id: 3, ref: "ref-refused" })), todoData);
    expect(addsStoredHere.has("ref-refused")).toBe(false);
  });

  it("stores a change the page shows as pending once the frame showing it is painted, not before", async () => {
    localStorage.setItem("todos", JSON.stringify([{ id: 1, title: "milk", completed: false }]));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    try {
      const saved = runCommandAction(post(commandForm({ intent: "toggle", id: 1, completed: true })), todoData);
      await vi.advanceTimersByTimeAsync(5);
      expect(stored("todos")).toEqual([{ id: 1, title: "milk", completed: false }]);
      vi.advanceTimersToNextFrame();
      await vi.advanceTimersByTimeAsync(1);
      expect(stored("todos")).toEqual([{ id: 1, title: "milk", completed: true }]);
      expect(await saved).toEqual({ ok: true, intent: "toggle" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("stores a change the page cannot show before it is stored (a new task) at once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    try {
      const saved = runCommandAction(post(commandForm({ intent: "add", title: "milk" })), todoData);
      await vi.advanceTimersByTimeAsync(0);
      expect(stored("todos")).toEqual([{ id: 1, title: "milk", completed: false }]);
      expect(await saved).toEqual({ ok: true, intent: "add" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("undoes and redoes through the same pipeline, and says so", async () => {
    await runCommandAction(post(commandForm({ intent: "add", title: "milk" })), todoData);
    expect(await undo(todoData)).toEqual({ ok: true, intent: "undo" });
    expect(stored("todos")).toEqual([]);
    expect(todoData.history.getSnapshot()).toMatchObject({ undo: null, announcement: "Undone: add task “milk”" });
    expect(await undo(todoData, "redo")).toEqual({ ok: true, intent: "redo" });
    expect(stored("todos")).toEqual([{ id: 1, title: "milk", completed: false }]);
    expect(todoData.history.getSnapshot().announcement).toBe("Redone: add task “milk”");
  });

  it("says plainly why a command cannot be read, and records nothing", async () => {
    expect(await runCommandAction(post({ command: "{not json" }), todoData)).toEqual({
      ok: false,
      intent: "",
      error: "This change could not be read. Reload the page and try again.",
    });
    expect(await runCommandAction(post(commandForm({ intent: "add", title: " " })), todoData)).toEqual({
      ok: false,
      intent: "",
      error: "Please enter a task title.",
      field: "title",
    });
    expect(todoData.history.getSnapshot().undo).toBeNull();
  });

  it("says why an undo can no longer apply, changes nothing, and drops it", async () => {
    await runCommandAction(
      post(commandForm({ intent: "add-board", boardId: "b", boardName: "Plans" })),
      kanbanData,
    );
    await runCommandAction(post(commandForm({ intent: "add-card", boardId: "b", cardId: "c", title: "Draft" })), kanbanData);
    await runCommandAction(post(commandForm({ intent: "delete-card", cardId: "c" })), kanbanData);
    // Another tab deletes the board meanwhile.
    localStorage.setItem("kanban-board", "[]");
    const result = await undo(kanbanData);
    expect(result).toEqual({ ok: false, intent: "undo", error: "Can't undo: the board was deleted on another device or tab." });
    expect(stored("kanban-board")).toEqual([]);
    expect(kanbanData.history.getSnapshot().undo?.label).toBe("add card “Draft”");
  });

  it("records nothing when saving fails, and keeps an undo that could not be saved", async () => {
    await runCommandAction(post(commandForm({ intent: "add", title: "milk" })), todoData);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    try {
      const failed = await runCommandAction(post(commandForm({ intent: "add", title: "bread" })), todoData);
      expect(failed).toEqual({
        ok: false,
        intent: "add",
        error: "Not saved: this browser's storage is full. Free some space and try again.",
      });
      expect(todoData.history.getSnapshot().undo?.label).toBe("add task “milk”");
      expect(await undo(todoData)).toMatchObject({ ok: false, intent: "undo" });
      expect(todoData.history.getSnapshot().undo?.label).toBe("add task “milk”");
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(stored("todos")).toEqual([{ id: 1, title: "milk", completed: false }]);
  });

  it("dismisses the unreadable-data notice", async () => {
    expect(await runCommandAction(post({ intent: "dismiss-notice" }), todoData)).toEqual({ ok: true, intent: "dismiss-notice" });
  });
});

describe("asking the browser to keep the data", () => {
  it("happens after a change is stored", async () => {
    await runCommandAction(post(commandForm({ intent: "add", title: "milk" })), todoData);
    expect(askToKeepDataOnce).toHaveBeenCalledTimes(1);
  });

  it("does not happen when nothing was stored", async () => {
    await runCommandAction(post({ command: "{not json" }), todoData);
    // Refused by a rule, and a change that changes nothing.
    expect((await runCommandAction(post(commandForm({ intent: "delete", ids: [404] })), todoData)).ok).toBe(false);
    expect(await runCommandAction(post(commandForm({ intent: "clear-completed" })), todoData)).toEqual({
      ok: true,
      intent: "clear-completed",
    });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    try {
      expect((await runCommandAction(post(commandForm({ intent: "add", title: "bread" })), todoData)).ok).toBe(false);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(askToKeepDataOnce).not.toHaveBeenCalled();
  });
});

describe("an import", () => {
  it("is one step to undo and redo, over both data sets", async () => {
    await runCommandAction(post(commandForm({ intent: "add", title: "milk" })), todoData);
    await runCommandAction(post(commandForm({ intent: "add-board", boardId: "b1", boardName: "Plans" })), kanbanData);
    const before = [localStorage.getItem("todos"), localStorage.getItem("kanban-board")];
    const todos = [{ id: 7, title: "Plan trip", completed: false }];
    const boards = [{ id: "b9", boardName: "Later", card: [] }];
    expect(
      await runCommandAction(post(commandForm({ intent: "import", mode: "replace", todos, boards })), bothSetsData),
    ).toEqual({ ok: true, intent: "import" });
    expect(stored("todos")).toEqual(todos);
    expect(stored("kanban-board")).toEqual(boards);
    expect(bothSetsData.history.getSnapshot().undo).toMatchObject({ label: "import backup", toast: "Backup imported" });

    expect(await undo(bothSetsData)).toEqual({ ok: true, intent: "undo" });
    expect([localStorage.getItem("todos"), localStorage.getItem("kanban-board")]).toEqual(before);
    expect(bothSetsData.history.getSnapshot()).toMatchObject({ undo: null, announcement: "Undone: import backup" });

    expect(await undo(bothSetsData, "redo")).toEqual({ ok: true, intent: "redo" });
    expect(stored("todos")).toEqual(todos);
    expect(stored("kanban-board")).toEqual(boards);
  });
});
