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
