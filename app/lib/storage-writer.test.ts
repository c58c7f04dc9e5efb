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
    expect((await storeSyncedData(() => tasks("From the space")))?.ok).toBe(true);
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
      expect((await storeSyncedData(() => tasks(`Change ${index}`)))?.ok).toBe(true);
      expect(router.revalidate).not.toHaveBeenCalled();
      expect(heard()).toBe(index + 1);
    }
  });

  it("without React Router's router (not framework mode) too", async () => {
    expect((await storeSyncedData(() => tasks("From the space")))?.ok).toBe(true);
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
    expect(result).toMatchObject({ ok: false, error: "This task could not be found: it may have been deleted in another tab." });
    expect(stored()).toEqual([{ id: 1, title: "Theirs", completed: false }]);
  });
});
