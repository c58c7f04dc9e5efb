import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBackup, readBackup } from "./backup";
import { parseDataCommand, type DataCommand } from "./data-commands";
import { keepEarlyRead } from "./early-read";
import { parseBoards } from "./kanban";
import { boardStore, bothSetsStore, isAppStorageEvent, todoStore } from "./storage";
import { storedBytes } from "./stored-bytes";
import { SYNC_ACKED_KEY } from "./storage-keys";
import { storedSets } from "./stored-sets";

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

  it("gives the saved text without parsing it, empty for nothing saved or storage refused", () => {
    expect(todoStore.storedText()).toBe("");
    const text = JSON.stringify([{ id: 1, title: "milk", completed: false }]);
    localStorage.setItem("todos", text);
    const parse = vi.spyOn(JSON, "parse");
    expect(todoStore.storedText()).toBe(text);
    expect(parse).not.toHaveBeenCalled();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(todoStore.storedText()).toBe("");
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

  it("keeps a saved change's value as the command made it, unchanged items shared, without comparing the list again", () => {
    localStorage.setItem("todos", JSON.stringify([{ id: 1, title: "a", completed: false }]));
    const before = todoStore.read();
    let made: unknown = null;
    const outcome = todoStore.applyNow({ intent: "add", title: "b" }, (value) => {
      const state = [...value, { id: 2, title: "b", completed: false }];
      made = state;
      return { ok: true, state, change: { inverse: { intent: "delete", ids: [2] }, label: "add" } };
    });
    expect(outcome.ok).toBe(true);
    expect(todoStore.read()).toBe(made);
    expect(todoStore.read()[0]).toBe(before[0]);
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

  it("a full storage gives up sync's compact base, and the save goes through", async () => {
    fullWhileCompactBaseKept();
    const result = await todoStore.submit({ intent: "add", title: "kept" });
    expect(result.ok).toBe(true);
    expect(JSON.parse(localStorage.getItem("todos")!)).toEqual([{ id: 1, title: "kept", completed: false }]);
    expect(localStorage.getItem(SYNC_ACKED_KEY)).toBeNull();
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

describe("a read made before the app started (early-read.ts)", () => {
  const saved = [{ id: 1, boardName: "Doing", card: [] }];

  it("is taken, once, for the very text it was made of: the text is not parsed again", () => {
    const raw = JSON.stringify(saved);
    localStorage.setItem("kanban-board", raw);
    const early = parseBoards(JSON.parse(raw));
    keepEarlyRead("kanban-board", raw, early);
    const parse = vi.spyOn(JSON, "parse");
    expect(boardStore.read()).toBe(early.value);
    expect(parse).not.toHaveBeenCalled();
    // Read anew (another tab's change, say): parsed as always.
    boardStore.reset();
    expect(boardStore.read()).toEqual(saved);
    expect(parse).toHaveBeenCalled();
  });

  it("is not taken once the stored text has changed since", () => {
    keepEarlyRead("kanban-board", JSON.stringify(saved), parseBoards(saved));
    const now = [{ id: 2, boardName: "Done", card: [] }];
    localStorage.setItem("kanban-board", JSON.stringify(now));
    expect(boardStore.read()).toEqual(now);
  });

  it("of text the app must repair still brings the notice and the backup", () => {
    const raw = JSON.stringify([...saved, "no board"]);
    localStorage.setItem("kanban-board", raw);
    keepEarlyRead("kanban-board", raw, parseBoards(JSON.parse(raw)));
    expect(boardStore.read()).toEqual(saved);
    expect(boardStore.notice()?.message).toMatch(/Some of your saved boards could not be read/);
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

// ---- Both sets at once: an import and its undo ----

const TODOS_TEXT = '[{"id":1,"title":"Buy milk","completed":false},{"id":2,"title":"Call Sam","completed":true}]';
const BOARDS_TEXT =
  '[{"id":"b1","boardName":"Doing","card":[{"id":"c1","title":"Draft","tags":[{"id":1,"tagName":"Urgent","color":"#eb5a46"}],"task":[{"id":1,"task":"Outline","completed":true}],"date":"2026-11-30"}]}]';
const FILE_TODOS = [{ id: 7, title: "Plan trip", completed: false }];
const FILE_BOARDS = [{ id: "b9", boardName: "Later", card: [{ id: "c9", title: "Flights", tags: [], task: [], date: "" }] }];

function importCommand(mode: "replace" | "merge", todos: unknown[] | null, boards: unknown[] | null): DataCommand {
  // As the Data page sends it: through a form, as JSON.
  const parsed = parseDataCommand(JSON.parse(JSON.stringify({ intent: "import", mode, todos, boards })));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.command;
}

function failSetItemFor(failing: string) {
  const realSetItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
    if (key === failing) throw new DOMException("full", "QuotaExceededError");
    realSetItem.call(this, key, value);
  });
}

/** A storage that is full while sync's compact base is kept, and has room once it is gone. */
function fullWhileCompactBaseKept() {
  localStorage.setItem(SYNC_ACKED_KEY, JSON.stringify({ space: "a space", entries: {}, lists: {} }));
  const realSetItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
    if (this.getItem(SYNC_ACKED_KEY) !== null) throw new DOMException("full", "QuotaExceededError");
    realSetItem.call(this, key, value);
  });
}

describe("bothSetsStore", () => {
  it("an import into a full storage gives up sync's compact base, and both keys are written", async () => {
    localStorage.setItem("todos", TODOS_TEXT);
    localStorage.setItem("kanban-board", BOARDS_TEXT);
    fullWhileCompactBaseKept();
    const result = await bothSetsStore.submit(importCommand("replace", FILE_TODOS, FILE_BOARDS));
    expect(result.ok).toBe(true);
    expect(localStorage.getItem("todos")).toBe(JSON.stringify(FILE_TODOS));
    expect(localStorage.getItem("kanban-board")).toBe(JSON.stringify(FILE_BOARDS));
    expect(localStorage.getItem(SYNC_ACKED_KEY)).toBeNull();
  });

  it("writes both keys of an import, in the original's format", async () => {
    localStorage.setItem("todos", TODOS_TEXT);
    localStorage.setItem("kanban-board", BOARDS_TEXT);
    const result = await bothSetsStore.submit(importCommand("replace", FILE_TODOS, FILE_BOARDS));
    expect(result.ok).toBe(true);
    expect(localStorage.getItem("todos")).toBe(JSON.stringify(FILE_TODOS));
    expect(localStorage.getItem("kanban-board")).toBe(JSON.stringify(FILE_BOARDS));
    expect(bothSetsStore.read()).toEqual({ todos: FILE_TODOS, boards: FILE_BOARDS });
    expect(todoStore.read()).toEqual(FILE_TODOS);
    expect(boardStore.read()).toEqual(FILE_BOARDS);
  });

  it("writes only the key whose set changed", async () => {
    localStorage.setItem("todos", TODOS_TEXT);
    localStorage.setItem("kanban-board", BOARDS_TEXT);
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const result = await bothSetsStore.submit(importCommand("replace", FILE_TODOS, JSON.parse(BOARDS_TEXT)));
    expect(result.ok).toBe(true);
    expect(setItem.mock.calls.map(([key]) => key)).toEqual(["todos"]);
    expect(localStorage.getItem("kanban-board")).toBe(BOARDS_TEXT);
  });

  it("puts the first key back when the second cannot be written, and says why", async () => {
    localStorage.setItem("todos", TODOS_TEXT);
    localStorage.setItem("kanban-board", BOARDS_TEXT);
    const before = bothSetsStore.read();
    failSetItemFor("kanban-board");
    const result = await bothSetsStore.submit(importCommand("replace", FILE_TODOS, FILE_BOARDS));
    expect(result).toMatchObject({ ok: false, error: "Not saved: this browser's storage is full. Free some space and try again." });
    expect(localStorage.getItem("todos")).toBe(TODOS_TEXT);
    expect(localStorage.getItem("kanban-board")).toBe(BOARDS_TEXT);
    expect(bothSetsStore.read()).toEqual(before);
  });

  it("removes the first key again when it was not there before and the second write fails", async () => {
    localStorage.setItem("kanban-board", BOARDS_TEXT);
    failSetItemFor("kanban-board");
    const result = await bothSetsStore.submit(importCommand("replace", FILE_TODOS, FILE_BOARDS));
    expect(result).toMatchObject({ ok: false, error: "Not saved: this browser's storage is full. Free some space and try again." });
    expect(localStorage.getItem("todos")).toBeNull();
    expect(Object.keys(localStorage)).toEqual(["kanban-board"]);
    expect(todoStore.read()).toEqual([]);
  });

  it("refuses an import while a key cannot be read, even one the file does not hold", async () => {
    localStorage.setItem("todos", TODOS_TEXT);
    localStorage.setItem("kanban-board", BOARDS_TEXT);
    const realGetItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(function (this: Storage, key: string) {
      if (key === "kanban-board") throw new DOMException("denied", "SecurityError");
      return realGetItem.call(this, key);
    });
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const result = await bothSetsStore.submit(importCommand("replace", FILE_TODOS, null));
    expect(result).toMatchObject({
      ok: false,
      error: "Not saved: your saved boards could not be read, and saving now could overwrite them.",
    });
    expect(setItem).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(localStorage.getItem("todos")).toBe(TODOS_TEXT);
    expect(localStorage.getItem("kanban-board")).toBe(BOARDS_TEXT);
  });

  it("undoes an import as one step, back to the very texts stored before, and redoes it", async () => {
    localStorage.setItem("todos", TODOS_TEXT);
    localStorage.setItem("kanban-board", BOARDS_TEXT);
    const imported = await bothSetsStore.submit(importCommand("merge", FILE_TODOS, FILE_BOARDS));
    if (!imported.ok || !imported.change) throw new Error("expected an import");
    const importedTexts = [localStorage.getItem("todos"), localStorage.getItem("kanban-board")];
    expect(importedTexts).not.toEqual([TODOS_TEXT, BOARDS_TEXT]);

    const undone = await bothSetsStore.submit(parsedAgain(imported.change.inverse));
    if (!undone.ok || !undone.change) throw new Error("expected the undo to be stored");
    expect(localStorage.getItem("todos")).toBe(TODOS_TEXT);
    expect(localStorage.getItem("kanban-board")).toBe(BOARDS_TEXT);

    const redone = await bothSetsStore.submit(parsedAgain(undone.change.inverse));
    expect(redone.ok).toBe(true);
    expect([localStorage.getItem("todos"), localStorage.getItem("kanban-board")]).toEqual(importedTexts);
  });

  it("does not undo an import over later work, and says so", async () => {
    const imported = await bothSetsStore.submit(importCommand("replace", FILE_TODOS, FILE_BOARDS));
    if (!imported.ok || !imported.change) throw new Error("expected an import");
    await todoStore.submit({ intent: "add", title: "Written after the import" });
    const laterText = localStorage.getItem("todos");
    const undone = await bothSetsStore.submit(parsedAgain(imported.change.inverse));
    expect(undone).toMatchObject({
      ok: false,
      error: "Your data has changed since the import, so it was not put back.",
      undoError: "Can't undo: your data has changed since the import.",
    });
    expect(localStorage.getItem("todos")).toBe(laterText);
    expect(localStorage.getItem("kanban-board")).toBe(JSON.stringify(FILE_BOARDS));
  });
});

function parsedAgain(command: DataCommand): DataCommand {
  const parsed = parseDataCommand(JSON.parse(JSON.stringify(command)));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.command;
}

describe("export, clear, import", () => {
  it("restores byte-identical texts, keys in the order they were stored and fields the app does not know", async () => {
    const todosText = '[{"title":"Buy milk","completed":false,"id":1,"starred":true},{"completed":true,"id":2,"title":"Call Sam"}]';
    const boardsText =
      '[{"boardName":"Doing","id":1,"card":[{"title":"Draft","id":7,"date":"","task":[],"tags":[{"color":"","tagName":"x","id":1}]},' +
      '{"id":8,"title":"Saved by the original before a date was picked","tags":[],"task":[]}]}]';
    localStorage.setItem("todos", todosText);
    localStorage.setItem("kanban-board", boardsText);
    const file = JSON.stringify(createBackup(storedSets(), new Date()));

    localStorage.clear();
    todoStore.reset();
    boardStore.reset();
    const contents = readBackup(file);
    if (!contents.ok) throw new Error(contents.error);
    expect((await bothSetsStore.submit(importCommand("replace", contents.todos, contents.boards))).ok).toBe(true);

    expect(localStorage.getItem("todos")).toBe(todosText);
    expect(localStorage.getItem("kanban-board")).toBe(boardsText);
  });
});

describe("storedSets", () => {
  it("gives each key's JSON as stored", () => {
    const todosText = '[{"title":"a","id":1,"completed":false,"starred":true},{"id":2}]';
    localStorage.setItem("todos", todosText);
    localStorage.setItem("kanban-board", BOARDS_TEXT);
    const sets = storedSets();
    expect(JSON.stringify(sets.todos)).toBe(todosText);
    expect(JSON.stringify(sets.boards)).toBe(BOARDS_TEXT);
  });

  it("gives an empty list for a key that is not there", () => {
    expect(storedSets()).toEqual({ todos: [], boards: [], unreadable: {} });
  });

  it("leaves out text that is not JSON and names it as unreadable, with that text, which a backup keeps", () => {
    localStorage.setItem("todos", TODOS_TEXT);
    localStorage.setItem("kanban-board", "{not json");
    const sets = storedSets();
    expect(sets).toEqual({ todos: JSON.parse(TODOS_TEXT), boards: undefined, unreadable: { boards: "{not json" } });
    expect(backupKeys("kanban-board.unreadable.")).toHaveLength(1);
    const file = JSON.parse(JSON.stringify(createBackup(sets, new Date()))) as Record<string, unknown>;
    expect(file).not.toHaveProperty("kanban-board");
    expect(file.unreadableText).toEqual({ "kanban-board": "{not json" });
    // Importing it leaves the boards alone.
    expect(readBackup(JSON.stringify(file))).toMatchObject({ ok: true, boards: null });
  });

  it("gives partly readable data as stored and names it as unreadable", () => {
    const todosText = '[{"id":1,"title":"a","completed":false},{"id":"x"}]';
    localStorage.setItem("todos", todosText);
    const sets = storedSets();
    expect(JSON.stringify(sets.todos)).toBe(todosText);
    expect(sets.unreadable).toEqual({ todos: todosText });
  });

  it("leaves out a key the browser will not read, so a backup of it leaves that set alone", () => {
    localStorage.setItem("todos", TODOS_TEXT);
    localStorage.setItem("kanban-board", BOARDS_TEXT);
    const realGetItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(function (this: Storage, key: string) {
      if (key === "kanban-board") throw new DOMException("denied", "SecurityError");
      return realGetItem.call(this, key);
    });
    const sets = storedSets();
    expect(sets).toEqual({ todos: JSON.parse(TODOS_TEXT), boards: undefined, unreadable: { boards: null } });
    const file = JSON.stringify(createBackup(sets, new Date()));
    expect(JSON.parse(file)).not.toHaveProperty("kanban-board");
    expect(readBackup(file)).toMatchObject({ ok: true, boards: null });
  });
});

describe("storedBytes", () => {
  it("counts this app's keys and their kept originals, and every key of the site, two bytes a character", () => {
    localStorage.setItem("todos", TODOS_TEXT);
    localStorage.setItem("kanban-board", BOARDS_TEXT);
    localStorage.setItem("kanban-board.unreadable.2026-11-22T10:00:00.000Z", "{oops");
    localStorage.setItem("theme", "dark");
    localStorage.setItem("todos-draft", "not ours");
    const app =
      "todos".length + TODOS_TEXT.length +
      "kanban-board".length + BOARDS_TEXT.length +
      "kanban-board.unreadable.2026-11-22T10:00:00.000Z".length + "{oops".length;
    const others = "theme".length + "dark".length + "todos-draft".length + "not ours".length;
    expect(storedBytes()).toEqual({ app: 2 * app, all: 2 * (app + others), full: false });
    // It only looked: what it wrote to learn whether there is room is gone.
    expect(Object.keys(localStorage).sort()).toEqual(
      ["kanban-board", "kanban-board.unreadable.2026-11-22T10:00:00.000Z", "theme", "todos", "todos-draft"],
    );
  });

  it("is 0 with nothing stored", () => {
    expect(storedBytes()).toEqual({ app: 0, all: 0, full: false });
  });

  it("is full when the browser refuses even a little more, as every save then is", () => {
    localStorage.setItem("todos", TODOS_TEXT);
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    try {
      expect(storedBytes()).toEqual({ app: 2 * ("todos".length + TODOS_TEXT.length), all: 2 * ("todos".length + TODOS_TEXT.length), full: true });
    } finally {
      setItem.mockRestore();
    }
  });

  it("is unknown when storage cannot be reached", () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage")!;
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    try {
      expect(storedBytes()).toBeNull();
    } finally {
      Object.defineProperty(window, "localStorage", descriptor);
    }
  });
});

describe("sync settings", () => {
  // Saved settings start the writer's sync engine, which must not outlive this file's tests.
  afterEach(async () => (await import("./storage")).saveSyncSettings(null));

  it("are kept under their own key, read back, and forgotten", async () => {
    const { saveSyncSettings, syncSettings, subscribeToSyncSettings, SYNC_SETTINGS_KEY } = await import("./storage");
    expect(syncSettings()).toBeNull();
    const listener = vi.fn();
    const unsubscribe = subscribeToSyncSettings(listener);
    expect(saveSyncSettings({ server: "ws://127.0.0.1:1234", key: "0123456789abcdef" })).toBe(true);
    expect(JSON.parse(localStorage.getItem(SYNC_SETTINGS_KEY) ?? "null")).toEqual({
      server: "ws://127.0.0.1:1234",
      key: "0123456789abcdef",
    });
    expect(syncSettings()).toEqual({ server: "ws://127.0.0.1:1234", key: "0123456789abcdef" });
    expect(saveSyncSettings(null)).toBe(true);
    expect(syncSettings()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("read as not configured when the stored text is not settings", async () => {
    const { syncSettings, SYNC_SETTINGS_KEY } = await import("./storage");
    localStorage.setItem(SYNC_SETTINGS_KEY, "{not json");
    expect(syncSettings()).toBeNull();
    localStorage.setItem(SYNC_SETTINGS_KEY, JSON.stringify({ server: "ws://h:1" }));
    expect(syncSettings()).toBeNull();
  });

  it("are not counted as the app's data", async () => {
    const { saveSyncSettings } = await import("./storage");
    saveSyncSettings({ server: "ws://127.0.0.1:1234", key: "0123456789abcdef" });
    expect(storedBytes()?.app).toBe(0);
  });
});
