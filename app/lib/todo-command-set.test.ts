// @vitest-environment node
import { describe, expect, it } from "vitest";
import { UNREADABLE_CHANGE } from "./commands";
import {
  followSyncMove,
  followSyncMovesInRows,
  parseTodoCommand,
  rememberStoredAdd,
  rememberSyncMoves,
  type SyncMoves,
} from "./todo-command-set";
import { MAX_ID_LENGTH } from "./kanban";
import { applyPendingTodos, newAddRef, rowKeyOf, type TodoCommand } from "./todo-commands";
import type { Todo } from "./todos";

const todos: Todo[] = [
  { id: 1, title: "one", completed: false },
  { id: 2, title: "two", completed: true },
  { id: 3, title: "three", completed: false, note: "kept" },
  { id: 4, title: "four", completed: true },
];

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

  it("reads a ref on an add and on a change of one task, and refuses a bad one", () => {
    expect(parseTodoCommand({ intent: "add", title: "x", id: 7, ref: "r1" })).toEqual({
      ok: true,
      command: { intent: "add", title: "x", id: 7, ref: "r1" },
    });
    expect(parseTodoCommand({ intent: "toggle", id: 7, completed: true, ref: "r1" })).toEqual({
      ok: true,
      command: { intent: "toggle", id: 7, completed: true, ref: "r1" },
    });
    expect(parseTodoCommand({ intent: "rename", id: 7, title: "y", ref: "r1" })).toEqual({
      ok: true,
      command: { intent: "rename", id: 7, title: "y", ref: "r1" },
    });
    expect(parseTodoCommand({ intent: "delete", ids: [7], ref: "r1" })).toEqual({ ok: true, command: { intent: "delete", ids: [7], ref: "r1" } });
    for (const bad of [
      { intent: "add", title: "x", ref: 5 },
      { intent: "toggle", id: 7, completed: true, ref: "" },
      { intent: "rename", id: 7, title: "y", ref: "r".repeat(MAX_ID_LENGTH + 1) },
      { intent: "toggle", id: 7, completed: true, ref: "   " },
      { intent: "delete", ids: [7, 8], ref: "r1" },
    ]) {
      expect(parseTodoCommand(bad)).toEqual({ ok: false, error: UNREADABLE_CHANGE });
    }
    const a = newAddRef();
    const b = newAddRef();
    expect(a).not.toBe(b);
    expect(parseTodoCommand({ intent: "add", title: "x", ref: a }).ok).toBe(true);
  });

  it("reads the titles a change was made with (seen), and refuses unreadable ones", () => {
    expect(parseTodoCommand({ intent: "toggle", id: 7, completed: true, seen: "Milk" })).toEqual({
      ok: true,
      command: { intent: "toggle", id: 7, completed: true, seen: "Milk" },
    });
    expect(parseTodoCommand({ intent: "rename", id: 7, title: "y", ref: "r1", seen: "" })).toEqual({
      ok: true,
      command: { intent: "rename", id: 7, title: "y", ref: "r1", seen: "" },
    });
    expect(parseTodoCommand({ intent: "delete", ids: [7, 8], seen: ["a", "b"] })).toEqual({
      ok: true,
      command: { intent: "delete", ids: [7, 8], seen: ["a", "b"] },
    });
    for (const bad of [
      { intent: "toggle", id: 7, completed: true, seen: 7 },
      { intent: "rename", id: 7, title: "y", seen: ["y"] },
      { intent: "delete", ids: [7], seen: "a" },
      { intent: "delete", ids: [7, 8], seen: ["a"] },
      { intent: "delete", ids: [7], seen: [null] },
    ]) {
      expect(parseTodoCommand(bad)).toEqual({ ok: false, error: UNREADABLE_CHANGE });
    }
  });
});

describe("followSyncMove", () => {
  // Sync gave "Mine" (id 2 here) id 3, and another device's "Theirs" has 2 now.
  const now: Todo[] = [
    { id: 1, title: "one", completed: false },
    { id: 2, title: "Theirs", completed: false },
    { id: 3, title: "Mine", completed: false },
  ];
  const moves: SyncMoves = [[2, 3]];

  it("takes a change made where the task showed under its old id to the task it was made for", () => {
    expect(followSyncMove({ intent: "toggle", id: 2, completed: true, seen: "Mine" }, moves, now)).toEqual({
      intent: "toggle",
      id: 3,
      completed: true,
      seen: "Mine",
    });
    expect(followSyncMove({ intent: "rename", id: 2, title: "x", from: "Mine", seen: "Mine" }, moves, now)).toMatchObject({ id: 3 });
    expect(followSyncMove({ intent: "delete", ids: [1, 2], seen: ["one", "Mine"] }, moves, now)).toMatchObject({ ids: [1, 3] });
  });

  it("leaves a change as it is when the task with its id is the one it was made for, when nothing moved, or without seen", () => {
    const commands: TodoCommand[] = [
      { intent: "toggle", id: 2, completed: true, seen: "Theirs" },
      { intent: "toggle", id: 2, completed: true },
      { intent: "delete", ids: [2], seen: ["Theirs"] },
      { intent: "add", title: "Mine", id: 2 },
      { intent: "clear-completed" },
      // Renamed elsewhere since: no moved task has the title, so the id stands.
      { intent: "toggle", id: 2, completed: true, seen: "Theirs, before its rename" },
    ];
    for (const command of commands) {
      expect(followSyncMove(command, moves, now)).toBe(command);
      expect(followSyncMove(command, [], now)).toBe(command);
    }
    const mine: TodoCommand = { intent: "toggle", id: 2, completed: true, seen: "Mine" };
    expect(followSyncMove(mine, [], now)).toBe(mine);
  });

  it("follows later moves of the same task, and a move that loops ends", () => {
    const later: Todo[] = [...now.slice(0, 2), { id: 3, title: "Other", completed: false }, { id: 4, title: "Mine", completed: false }];
    expect(followSyncMove({ intent: "toggle", id: 2, completed: true, seen: "Mine" }, [[2, 3], [3, 4]], later)).toMatchObject({ id: 4 });
    const looped: TodoCommand = { intent: "toggle", id: 2, completed: true, seen: "Gone" };
    expect(followSyncMove(looped, [[2, 3], [3, 2]], now)).toBe(looped);
  });

  it("remembers the newest 500 moves", () => {
    const remembered: SyncMoves = [];
    rememberSyncMoves(remembered, new Map([[2, 3]]));
    for (let id = 10; id < 510; id++) rememberSyncMoves(remembered, new Map([[id, id + 1000]]));
    expect(remembered).toHaveLength(500);
    expect(remembered[0]).toEqual([10, 1010]);
    expect(remembered.at(-1)).toEqual([509, 1509]);
  });
});

describe("rememberStoredAdd", () => {
  const deleting = (id: number) => ({ inverse: { intent: "delete" as const, ids: [id] }, label: "" });
  const add = (ref: string, id: number): TodoCommand => ({ intent: "add", title: ref, id, ref });

  it("notes where the newest 500 adds with a ref stored their tasks, forgetting the oldest", () => {
    const stored = new Map<string, number>();
    rememberStoredAdd(stored, add("a", 1), deleting(1));
    // Stored before (sent again): its task is under the id it names.
    rememberStoredAdd(stored, add("b", 2), null);
    rememberStoredAdd(stored, { intent: "add", title: "no ref", id: 3 }, deleting(3));
    rememberStoredAdd(stored, { intent: "toggle", id: 1, completed: true, ref: "a" }, { inverse: { intent: "toggle", id: 1, completed: false }, label: "" });
    expect([...stored]).toEqual([["a", 1], ["b", 2]]);
    for (let id = 3; id <= 501; id++) rememberStoredAdd(stored, add(`r${id}`, id), deleting(id));
    expect(stored.size).toBe(500);
    expect(stored.has("a")).toBe(false);
    expect(stored.get("b")).toBe(2);
  });

  it("a later add stored under an id an earlier one had (its task deleted since) keys that row", () => {
    const stored = new Map<string, number>();
    rememberStoredAdd(stored, add("c", 4), deleting(4));
    rememberStoredAdd(stored, add("d", 4), deleting(4));
    expect([...applyPendingTodos([], [], stored).rowKeys]).toEqual([[4, "d"]]);
  });
});

describe("rows of tasks whose ids sync changed (followSyncMovesInRows)", () => {
  /** Each row's key, in the order of `todos`, as the page keys them. */
  const keysOf = (todos: { id: number }[], adds: Map<string, number>, movedKeys: Map<string, number>) => {
    const { rowKeys } = applyPendingTodos(
      todos.map((todo) => ({ title: "", completed: false, ...todo })),
      [],
      adds,
      movedKeys,
    );
    return todos.map((todo) => rowKeyOf(rowKeys, todo.id));
  };

  it("keeps a moved task's row key, and gives the task that took its old id a key no row had", () => {
    const adds = new Map<string, number>();
    const movedKeys = new Map<string, number>();
    // Mine (id 2, loaded with the page) moves to 3; another device's task now has 2.
    expect(keysOf([{ id: 1 }, { id: 2 }], adds, movedKeys)).toEqual(["1", "2"]);
    followSyncMovesInRows(new Map([[2, 3]]), adds, movedKeys);
    const [shared, theirs, mine] = keysOf([{ id: 1 }, { id: 2 }, { id: 3 }], adds, movedKeys);
    expect(mine).toBe("2");
    expect(shared).toBe("1");
    expect(new Set([shared, theirs, mine]).size).toBe(3);
    // Later, their task is deleted and another one takes id 2: still no key twice.
    const again = keysOf([{ id: 1 }, { id: 3 }, { id: 2 }], adds, movedKeys);
    expect(new Set(again).size).toBe(3);
    expect(again[1]).toBe("2");
  });

  it("a task added in this tab keeps its add's ref as its key, and the ref now names the new id", () => {
    const adds = new Map([["mine", 2]]);
    const movedKeys = new Map<string, number>();
    followSyncMovesInRows(new Map([[2, 3]]), adds, movedKeys);
    expect([...adds]).toEqual([["mine", 3]]);
    const keys = keysOf([{ id: 1 }, { id: 2 }, { id: 3 }], adds, movedKeys);
    expect(keys[2]).toBe("mine");
    expect(new Set(keys).size).toBe(3);
  });

  it("moves made together, one onto another's old id, and a task moved twice keep their rows", () => {
    const adds = new Map<string, number>();
    const movedKeys = new Map<string, number>();
    // 2 → 3 and 3 → 4 at once: read before either is applied.
    followSyncMovesInRows(
      new Map([
        [2, 3],
        [3, 4],
      ]),
      adds,
      movedKeys,
    );
    let keys = keysOf([{ id: 2 }, { id: 3 }, { id: 4 }], adds, movedKeys);
    expect(keys.slice(1)).toEqual(["2", "3"]);
    expect(new Set(keys).size).toBe(3);
    // The task first at 2, now at 3, moves on to 5.
    followSyncMovesInRows(new Map([[3, 5]]), adds, movedKeys);
    keys = keysOf([{ id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }], adds, movedKeys);
    expect(keys[3]).toBe("2");
    expect(keys[2]).toBe("3");
    expect(new Set(keys).size).toBe(4);
  });

  it("no moves change nothing", () => {
    const adds = new Map([["mine", 2]]);
    const movedKeys = new Map<string, number>();
    followSyncMovesInRows(new Map(), adds, movedKeys);
    expect([...adds]).toEqual([["mine", 2]]);
    expect(movedKeys.size).toBe(0);
  });
});
