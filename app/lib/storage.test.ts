import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boardStore, isAppStorageEvent, todoStore } from "./storage";

beforeEach(() => {
  localStorage.clear();
  todoStore.reset();
  boardStore.reset();
});

afterEach(() => vi.restoreAllMocks());

function backupKeys(prefix: string): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(prefix));
}

describe("todoStore", () => {
  it("reads nothing stored as an empty list without a notice", () => {
    expect(todoStore.read()).toEqual([]);
    expect(todoStore.notice()).toBeNull();
  });

  it("writes the original's format under the key `todos`", async () => {
    const result = await todoStore.submit({ intent: "add", title: "milk" });
    expect(result.ok).toBe(true);
    expect(JSON.parse(localStorage.getItem("todos") ?? "null")).toEqual([{ id: 1, title: "milk", completed: false }]);
  });

  it("parses only when the stored text changed", () => {
    localStorage.setItem("todos", JSON.stringify([{ id: 1, title: "a", completed: false }]));
    const first = todoStore.read();
    const parse = vi.spyOn(JSON, "parse");
    expect(todoStore.read()).toBe(first);
    expect(parse).not.toHaveBeenCalled();
  });

  it("keeps unchanged records as the same objects after another tab's change", () => {
    localStorage.setItem(
      "todos",
      JSON.stringify([
        { id: 1, title: "a", completed: false },
        { id: 2, title: "b", completed: false },
      ]),
    );
    const before = todoStore.read();
    localStorage.setItem(
      "todos",
      JSON.stringify([
        { id: 1, title: "a", completed: false },
        { id: 2, title: "b", completed: true },
      ]),
    );
    const after = todoStore.read();
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toEqual({ id: 2, title: "b", completed: true });
  });

  it("applies a change to what is stored now, so another tab's change is kept", async () => {
    await todoStore.submit({ intent: "add", title: "mine" });
    // Another tab writes behind this tab's back.
    localStorage.setItem(
      "todos",
      JSON.stringify([
        { id: 1, title: "mine", completed: false },
        { id: 2, title: "theirs", completed: false },
      ]),
    );
    await todoStore.submit({ intent: "add", title: "mine too" });
    expect(JSON.parse(localStorage.getItem("todos") ?? "[]").map((t: { title: string }) => t.title)).toEqual([
      "mine",
      "theirs",
      "mine too",
    ]);
  });

  it("keeps unreadable text under a backup key and says so", () => {
    localStorage.setItem("todos", "{not json");
    expect(todoStore.read()).toEqual([]);
    const notice = todoStore.notice();
    expect(notice?.message).toMatch(/could not be read/);
    const [backupKey] = backupKeys("todos.unreadable.");
    expect(backupKey).toBeDefined();
    expect(notice?.backupKey).toBe(backupKey);
    expect(localStorage.getItem(backupKey!)).toBe("{not json");
    // The original text is not overwritten by reading.
    expect(localStorage.getItem("todos")).toBe("{not json");
  });

  it("backs the same unreadable text up only once", () => {
    localStorage.setItem("todos", "[1, 2");
    todoStore.read();
    todoStore.reset();
    todoStore.read();
    expect(backupKeys("todos.unreadable.")).toHaveLength(1);
  });

  it("opens with what can be read when only some records are bad", () => {
    localStorage.setItem("todos", JSON.stringify([{ id: 1, title: "good", completed: false }, { id: 2 }]));
    expect(todoStore.read()).toEqual([{ id: 1, title: "good", completed: false }]);
    expect(todoStore.notice()?.message).toMatch(/Some of your saved tasks/);
    expect(backupKeys("todos.unreadable.")).toHaveLength(1);
  });

  it("lets the user dismiss the notice", () => {
    localStorage.setItem("todos", "oops");
    expect(todoStore.notice()).not.toBeNull();
    todoStore.dismissNotice();
    expect(todoStore.notice()).toBeNull();
  });

  it("re-numbers duplicate ids on load", () => {
    localStorage.setItem(
      "todos",
      JSON.stringify([
        { id: 1, title: "a", completed: false },
        { id: 1, title: "b", completed: false },
      ]),
    );
    expect(todoStore.read().map((todo) => todo.id)).toEqual([1, 2]);
  });

  it("reports a full storage and changes nothing", async () => {
    await todoStore.submit({ intent: "add", title: "kept" });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const result = await todoStore.submit({ intent: "add", title: "lost" });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^Not saved: this browser's storage is full/) });
    expect(todoStore.read()).toEqual([{ id: 1, title: "kept", completed: false }]);
  });

  it("reports storage that is disabled", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const result = await todoStore.submit({ intent: "add", title: "x" });
    expect(result).toMatchObject({ ok: false, error: "Not saved: this browser's storage is not available." });
  });

  it("refuses to write over unreadable data it could not back up", async () => {
    localStorage.setItem("todos", "garbage");
    const realSetItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      if (key.includes(".unreadable.")) throw new DOMException("full", "QuotaExceededError");
      realSetItem.call(this, key, value);
    });
    expect(todoStore.notice()?.backupKey).toBeNull();
    const result = await todoStore.submit({ intent: "add", title: "x" });
    expect(result).toMatchObject({
      ok: false,
      error: "Not saved: your saved data could not be read and there is no room to keep a copy of it.",
    });
    expect(localStorage.getItem("todos")).toBe("garbage");
  });
});

describe("boardStore", () => {
  it("loads the original product's saved boards unchanged", () => {
    const saved = [
      {
        id: 1,
        boardName: "Doing",
        card: [
          { id: 7, title: "legacy card", tags: [{ id: 1, tagName: "x", color: "" }], task: [] },
          { id: "c2", title: "dated", tags: [], task: [{ id: 1, task: "step", completed: true }], date: "2024-01-05" },
        ],
      },
    ];
    localStorage.setItem("kanban-board", JSON.stringify(saved));
    const boards = boardStore.read();
    expect(boards[0]?.card[0]).toEqual({ ...saved[0]!.card[0], date: "" });
    expect(boards[0]?.card[1]).toEqual(saved[0]!.card[1]);
    expect(boardStore.notice()).toBeNull();
  });

  it("keeps unreadable boards under a backup key", () => {
    localStorage.setItem("kanban-board", '{"boards": ');
    expect(boardStore.read()).toEqual([]);
    expect(boardStore.notice()?.message).toMatch(/Your saved boards could not be read/);
    expect(backupKeys("kanban-board.unreadable.")).toHaveLength(1);
  });
});

describe("isAppStorageEvent", () => {
  it("reacts to this app's keys and to a cleared storage only", () => {
    expect(isAppStorageEvent(new StorageEvent("storage", { key: "todos" }))).toBe(true);
    expect(isAppStorageEvent(new StorageEvent("storage", { key: "kanban-board" }))).toBe(true);
    expect(isAppStorageEvent(new StorageEvent("storage", { key: null }))).toBe(true);
    expect(isAppStorageEvent(new StorageEvent("storage", { key: "other" }))).toBe(false);
  });
});

describe("notices", () => {
  beforeEach(() => {
    localStorage.clear();
    todoStore.reset();
  });

  it("stay after the user saves over unreadable data, until dismissed", async () => {
    localStorage.setItem("todos", "not json");
    expect(todoStore.notice()).not.toBeNull();
    expect((await todoStore.submit({ intent: "add", title: "new" })).ok).toBe(true);
    expect(todoStore.notice()).not.toBeNull();
    todoStore.dismissNotice();
    expect(todoStore.notice()).toBeNull();
  });
});

describe("load", () => {
  it("gives a loader the value and the notice from one read of storage", () => {
    localStorage.setItem("todos", "not json");
    todoStore.reset();
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const { value, notice } = todoStore.load();
    expect(value).toEqual([]);
    expect(notice?.message).toMatch(/could not be read/);
    expect(getItem.mock.calls.filter(([key]) => key === "todos")).toHaveLength(1);
  });
});

describe("a key the browser will not read", () => {
  it("shows nothing, says so, and never writes over it", async () => {
    localStorage.setItem("kanban-board", JSON.stringify([{ id: "b1", boardName: "Saved", card: [] }]));
    const realGetItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(function (this: Storage, key: string) {
      if (key === "kanban-board") throw new DOMException("denied", "SecurityError");
      return realGetItem.call(this, key);
    });
    const { value, notice } = boardStore.load();
    expect(value).toEqual([]);
    expect(notice?.message).toBe(
      "Your saved boards could not be read: this browser did not allow access to its storage. " +
        "Nothing will be saved, so nothing is overwritten. Reload the page to try again.",
    );
    const result = await boardStore.submit({ intent: "add-board", boardId: "b2", boardName: "New" });
    expect(result).toMatchObject({
      ok: false,
      error: "Not saved: your saved boards could not be read, and saving now could overwrite them.",
    });
    vi.restoreAllMocks();
    expect(JSON.parse(localStorage.getItem("kanban-board") ?? "null")).toEqual([
      { id: "b1", boardName: "Saved", card: [] },
    ]);
    // Readable again: the saved boards show and saving works.
    expect(boardStore.read().map((board) => board.boardName)).toEqual(["Saved"]);
    expect((await boardStore.submit({ intent: "add-board", boardId: "b2", boardName: "New" })).ok).toBe(true);
  });

  it("says so at load when window.localStorage itself throws", async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage")!;
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    try {
      expect(todoStore.load().notice?.message).toMatch(/^Your saved tasks could not be read: this browser did not allow/);
      expect((await todoStore.submit({ intent: "add", title: "x" })).ok).toBe(false);
    } finally {
      Object.defineProperty(window, "localStorage", descriptor);
    }
  });
});

describe("what the writer tab stored", () => {
  it("is taken as current, and the older text localStorage still shows for a moment is ignored", () => {
    const older = JSON.stringify([{ id: 1, title: "a", completed: false }]);
    localStorage.setItem("todos", older);
    expect(todoStore.read().map((todo) => todo.title)).toEqual(["a"]);
    // The writer tab stored a newer list; this tab's localStorage has not caught up yet.
    todoStore.adopt(
      JSON.stringify([
        { id: 1, title: "a", completed: false },
        { id: 2, title: "b", completed: false },
      ]),
    );
    expect(todoStore.read().map((todo) => todo.title)).toEqual(["a", "b"]);
    // Text this tab has not seen yet is newer: it is read.
    localStorage.setItem("todos", JSON.stringify([{ id: 3, title: "c", completed: false }]));
    expect(todoStore.read().map((todo) => todo.title)).toEqual(["c"]);
  });
});
