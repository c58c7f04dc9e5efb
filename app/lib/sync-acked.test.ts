import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedBytes } from "./stored-bytes";
import { SYNC_ACKED_KEY } from "./storage-keys";
import { keepSyncAcked, ROOM_LEFT, syncAcked } from "./sync-acked";
import type { Board } from "./kanban";
import { applyKanbanCommand } from "./kanban-commands";
import { ackedBase, primeAckedBase } from "./sync-doc";

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const base = ackedBase({ todos: [{ id: 1, title: "One", completed: false }], boards: [] });

describe("the compact base in localStorage", () => {
  it("is kept for its space and read only for it", () => {
    expect(keepSyncAcked("space-a", base)).toBe(true);
    expect(syncAcked("space-a")).toEqual({ ...base, space: "space-a" });
    expect(syncAcked("space-b")).toBeNull();
    localStorage.setItem(SYNC_ACKED_KEY, "{not json");
    expect(syncAcked("space-a")).toBeNull();
  });

  it("is removed, not left to lag, when a newer one cannot be written (storage full)", () => {
    keepSyncAcked("space-a", base);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(keepSyncAcked("space-a", ackedBase({ todos: [], boards: [] }))).toBe(false);
    expect(localStorage.getItem(SYNC_ACKED_KEY)).toBeNull();
    expect(syncAcked("space-a")).toBeNull();
  });

  it("is removed when it would leave the data less than ROOM_LEFT to grow", () => {
    keepSyncAcked("space-a", base);
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      if (value.length >= ROOM_LEFT) throw new DOMException("full", "QuotaExceededError");
      setItem.call(this, key, value);
    });
    expect(keepSyncAcked("space-a", base)).toBe(false);
    expect(localStorage.getItem(SYNC_ACKED_KEY)).toBeNull();
  });

  it("counts as this app's storage on the Data page", () => {
    keepSyncAcked("space-a", base);
    const usage = storedBytes()!;
    expect(usage.app).toBe(usage.all);
    expect(usage.app).toBeGreaterThan(0);
  });
});

describe("ackedBase at thousands of records", () => {
  it("hashes in slices first (primeAckedBase), and gives the same base as at once", () => {
    const boards = Array.from({ length: 20 }, (_, b) => ({
      id: b,
      boardName: `Board ${b}`,
      card: Array.from({ length: 250 }, (_, c) => ({
        id: `${b}.${c}`,
        title: `Card ${c}`,
        tags: c % 3 ? [] : [{ id: 1, tagName: "Work", color: "#61bd4f" }],
        task: c % 4 ? [] : [{ id: 1, task: "Step", completed: false }],
        date: "",
      })),
    }));
    const data = { todos: [{ id: 1, title: "One", completed: false }], boards };
    const atOnce = ackedBase(JSON.parse(JSON.stringify(data)) as typeof data);
    const prime = primeAckedBase(data);
    let slices = 1;
    while (!prime(0)) slices++;
    expect(slices).toBeGreaterThan(1000);
    expect(ackedBase(data)).toEqual(atOnce);
  });

  it("after a change, reads only the changed board's cards, and gives the base a fresh computation gives", () => {
    const boards: Board[] = Array.from({ length: 5 }, (_, b) => ({
      id: b,
      boardName: `Board ${b}`,
      card: Array.from({ length: 4 }, (_, c) => ({ id: `${b}.${c}`, title: `Card ${c}`, tags: [], task: [], date: "" })),
    }));
    const read = new Set<number>();
    const watched = boards.map((board) => {
      const cards = board.card;
      return Object.defineProperty({ ...board }, "card", { enumerable: true, get: () => (read.add(board.id as number), cards) }) as Board;
    });
    const before = { todos: [], boards: watched };
    ackedBase(before);
    const applied = applyKanbanCommand(watched, { intent: "rename-card", cardId: "2.1", title: "Renamed" });
    if (!applied.ok) throw new Error(applied.error);
    read.clear();
    const after = { todos: [], boards: applied.state };
    while (!primeAckedBase(after)(5));
    const base = ackedBase(after);
    expect([...read]).toEqual([]);
    expect(base).toEqual(ackedBase(JSON.parse(JSON.stringify(after)) as typeof after));
    expect(base).not.toEqual(ackedBase(JSON.parse(JSON.stringify(before)) as typeof before));
  });
});
