import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boardStore, subscribeToOtherTabs, todoStore } from "./storage";
import { startTabWriter, storeSyncedData } from "./storage-writer";

// storeSyncedData: what the sync connection stores is shown in this tab, at once
// when React Router is idle (its router, which framework mode keeps on window,
// says so), else through the page's reload as for another tab's change.

type RouterState = { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };

function fakeRouter(state: Partial<RouterState> = {}) {
  const router = {
    state: { navigation: { state: "idle" }, revalidation: "idle", fetchers: new Map(), ...state },
    revalidate: vi.fn(async () => undefined),
  };
  Object.assign(globalThis, { __reactRouterDataRouter: router });
  return router;
}

const tasks = (title: string) => ({ todos: [{ id: 1, title, completed: false }], boards: [] });
/** What the sync space holds: one task, nothing renumbered. */
const space = (title: string) => () => ({ ...tasks(title), movedTaskIds: new Map<number, number>() });

describe("storeSyncedData", () => {
  let heard: () => number;
  let unsubscribe: () => void;

  beforeEach(() => {
    localStorage.clear();
    todoStore.reset();
    boardStore.reset();
    startTabWriter();
    let count = 0;
    unsubscribe = subscribeToOtherTabs(() => count++);
    heard = () => count;
  });

  afterEach(() => {
    unsubscribe();
    delete (globalThis as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter;
  });

  it("stores the space's data and reloads the page at once when the router is idle", async () => {
    const router = fakeRouter();
    expect((await storeSyncedData(space("From the space")))?.ok).toBe(true);
    expect(JSON.parse(localStorage.getItem("todos") ?? "null")).toEqual(tasks("From the space").todos);
    expect(router.revalidate).toHaveBeenCalledTimes(1);
    expect(heard()).toBe(0);
  });

  it("leaves it to the page's own reload while a save, a navigation or a reload is under way", async () => {
    const busy: Partial<RouterState>[] = [
      { fetchers: new Map([["add", { state: "submitting" }]]) },
      { navigation: { state: "loading" } },
      { revalidation: "loading" },
    ];
    for (const [index, state] of busy.entries()) {
      const router = fakeRouter(state);
      expect((await storeSyncedData(space(`Change ${index}`)))?.ok).toBe(true);
      expect(router.revalidate).not.toHaveBeenCalled();
      expect(heard()).toBe(index + 1);
    }
  });

  it("without React Router's router (not framework mode) too", async () => {
    expect((await storeSyncedData(space("From the space")))?.ok).toBe(true);
    expect(heard()).toBe(1);
  });
});

// Two tabs that add at the same moment show their new tasks under the same id; the writer gives
// the second another. A tab's change to its task before it heard names that task's add (ref).
describe("the writer follows a change to the task its add made", () => {
  beforeEach(() => {
    localStorage.clear();
    todoStore.reset();
    boardStore.reset();
  });

  const stored = () => (JSON.parse(localStorage.getItem("todos") ?? "[]") as { id: number; title: string; completed: boolean }[]);

  it("a tick, a rename and a deletion reach the tab's own task, not the other tab's task now under the id it showed", async () => {
    expect((await todoStore.submit({ intent: "add", title: "Theirs", id: 1, ref: "theirs" })).ok).toBe(true);
    expect((await todoStore.submit({ intent: "add", title: "Mine", id: 1, ref: "mine" })).ok).toBe(true);
    expect((await todoStore.submit({ intent: "add", title: "Short-lived", id: 2, ref: "short" })).ok).toBe(true);
    expect(stored()).toEqual([
      { id: 1, title: "Theirs", completed: false },
      { id: 2, title: "Mine", completed: false },
      { id: 3, title: "Short-lived", completed: false },
    ]);
    expect((await todoStore.submit({ intent: "toggle", id: 1, completed: true, ref: "mine" })).ok).toBe(true);
    expect((await todoStore.submit({ intent: "rename", id: 1, title: "Mine, renamed", ref: "mine" })).ok).toBe(true);
    expect((await todoStore.submit({ intent: "delete", ids: [2], ref: "short" })).ok).toBe(true);
    expect(stored()).toEqual([
      { id: 1, title: "Theirs", completed: false },
      { id: 2, title: "Mine, renamed", completed: true },
    ]);
  });

  it("two tabs adding the same title at the same moment keep both tasks; an add sent again is stored once", async () => {
    await todoStore.submit({ intent: "add", title: "Milk", id: 1, ref: "first" });
    await todoStore.submit({ intent: "add", title: "Milk", id: 1, ref: "second" });
    await todoStore.submit({ intent: "add", title: "Milk", id: 1, ref: "first" });
    expect(stored()).toEqual([
      { id: 1, title: "Milk", completed: false },
      { id: 2, title: "Milk", completed: false },
    ]);
  });

  it("a change naming an add this writer never stored is refused, and changes nothing", async () => {
    await todoStore.submit({ intent: "add", title: "Theirs", id: 1, ref: "theirs" });
    const result = await todoStore.submit({ intent: "delete", ids: [1], ref: "refused-add" });
    expect(result).toMatchObject({ ok: false, error: "This task could not be found: it may have been deleted on another device or tab." });
    expect(stored()).toEqual([{ id: 1, title: "Theirs", completed: false }]);
  });
});

// Sync gives a task another id when another device's task had the same one (settleDoc), and the
// other task may take the old id. A page that still shows the old id, or an undo step made before,
// names its task by the title it showed (`seen`).
describe("the writer follows a task sync gave another id", () => {
  type Task = { id: number; title: string; completed: boolean };
  const stored = () => JSON.parse(localStorage.getItem("todos") ?? "[]") as Task[];
  const task = (id: number, title: string, completed = false): Task => ({ id, title, completed });

  beforeEach(async () => {
    localStorage.clear();
    todoStore.reset();
    boardStore.reset();
    startTabWriter();
    // This device's "Mine" had id 2; another device's "Theirs" came with id 2 too, and keeps it.
    await todoStore.submit({ intent: "add", title: "Mine", id: 2 });
    const outcome = await storeSyncedData(() => ({
      todos: [task(2, "Theirs"), task(3, "Mine")],
      boards: [],
      movedTaskIds: new Map([[2, 3]]),
    }));
    expect(outcome?.ok).toBe(true);
  });

  it("a tick, a rename and a deletion made where the task showed under its old id reach it, not the task with that id now", async () => {
    expect((await todoStore.submit({ intent: "toggle", id: 2, completed: true, seen: "Mine" })).ok).toBe(true);
    expect(stored()).toEqual([task(2, "Theirs"), task(3, "Mine", true)]);
    expect((await todoStore.submit({ intent: "rename", id: 2, title: "Mine, renamed", seen: "Mine" })).ok).toBe(true);
    expect(stored()).toEqual([task(2, "Theirs"), task(3, "Mine, renamed", true)]);
    expect((await todoStore.submit({ intent: "delete", ids: [2], seen: ["Mine, renamed"] })).ok).toBe(true);
    expect(stored()).toEqual([task(2, "Theirs")]);
  });

  it("undo follows it too: the step undone was made before the task moved", async () => {
    todoStore.reset();
    localStorage.clear();
    const added = await todoStore.submit({ intent: "add", title: "Draft", id: 5 });
    expect(added).toMatchObject({ ok: true, change: { inverse: { intent: "delete", ids: [5], seen: ["Draft"] } } });
    await storeSyncedData(() => ({ todos: [task(5, "Theirs"), task(6, "Draft")], boards: [], movedTaskIds: new Map([[5, 6]]) }));
    const inverse = added.ok ? added.change!.inverse : null;
    expect((await todoStore.submit(inverse!)).ok).toBe(true);
    expect(stored()).toEqual([task(5, "Theirs")]);
  });

  it("a change made since, to the task that has the old id now, stays with it", async () => {
    expect((await todoStore.submit({ intent: "toggle", id: 2, completed: true, seen: "Theirs" })).ok).toBe(true);
    expect(stored()).toEqual([task(2, "Theirs", true), task(3, "Mine")]);
  });

  it("a task renamed on another device keeps its id: a change made before the rename still reaches it", async () => {
    await storeSyncedData(() => ({ todos: [task(2, "Theirs, renamed"), task(3, "Mine")], boards: [], movedTaskIds: new Map() }));
    expect((await todoStore.submit({ intent: "toggle", id: 2, completed: true, seen: "Theirs" })).ok).toBe(true);
    expect(stored()).toEqual([task(2, "Theirs, renamed", true), task(3, "Mine")]);
  });

  it("follows a task moved twice", async () => {
    await storeSyncedData(() => ({
      todos: [task(2, "Theirs"), task(3, "Other"), task(4, "Mine")],
      boards: [],
      movedTaskIds: new Map([[3, 4]]),
    }));
    expect((await todoStore.submit({ intent: "toggle", id: 2, completed: true, seen: "Mine" })).ok).toBe(true);
    expect(stored()).toEqual([task(2, "Theirs"), task(3, "Other"), task(4, "Mine", true)]);
  });
});
