import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// `askToKeepDataOnce` remembers, for the module's life (a visit), that it asked:
// each test loads a fresh copy of the module, as a new visit would.
async function freshVisit() {
  vi.resetModules();
  return import("./persistence");
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeStorageManager(overrides: Partial<Record<"persisted" | "persist" | "estimate", unknown>> = {}) {
  const manager = {
    persisted: vi.fn(() => Promise.resolve(false)),
    persist: vi.fn(() => Promise.resolve(true)),
    estimate: vi.fn(() => Promise.resolve({ usage: 2048, quota: 1_000_000 })),
    ...overrides,
  };
  Object.defineProperty(navigator, "storage", { configurable: true, value: manager });
  return manager;
}

let original: PropertyDescriptor | undefined;

beforeEach(() => {
  original = Object.getOwnPropertyDescriptor(navigator, "storage");
});

afterEach(() => {
  if (original) Object.defineProperty(navigator, "storage", original);
  else delete (navigator as { storage?: unknown }).storage;
});

describe("askToKeepDataOnce", () => {
  it("asks the browser to keep the data once per visit", async () => {
    const manager = fakeStorageManager();
    const { askToKeepDataOnce } = await freshVisit();
    askToKeepDataOnce();
    askToKeepDataOnce();
    await settle();
    askToKeepDataOnce();
    await settle();
    expect(manager.persist).toHaveBeenCalledTimes(1);
  });

  it("asks again on the next visit", async () => {
    const manager = fakeStorageManager();
    (await freshVisit()).askToKeepDataOnce();
    await settle();
    (await freshVisit()).askToKeepDataOnce();
    await settle();
    expect(manager.persist).toHaveBeenCalledTimes(2);
  });

  it("does not ask when the browser already keeps the data", async () => {
    const manager = fakeStorageManager({ persisted: vi.fn(() => Promise.resolve(true)) });
    (await freshVisit()).askToKeepDataOnce();
    await settle();
    expect(manager.persisted).toHaveBeenCalledTimes(1);
    expect(manager.persist).not.toHaveBeenCalled();
  });

  it("asks a browser that cannot say whether it keeps the data", async () => {
    const manager = fakeStorageManager({ persisted: undefined });
    (await freshVisit()).askToKeepDataOnce();
    await settle();
    expect(manager.persist).toHaveBeenCalledTimes(1);
  });

  it("does nothing, and throws nothing, without the API", async () => {
    delete (navigator as { storage?: unknown }).storage;
    expect(navigator.storage).toBeUndefined();
    const { askToKeepDataOnce } = await freshVisit();
    expect(() => askToKeepDataOnce()).not.toThrow();
    await settle();
  });

  it("lets a refusal of the browser pass quietly (no unhandled rejection)", async () => {
    const manager = fakeStorageManager({ persist: vi.fn(() => Promise.reject(new Error("denied"))) });
    (await freshVisit()).askToKeepDataOnce();
    await settle();
    expect(manager.persist).toHaveBeenCalledTimes(1);
  });
});

describe("storageFacts", () => {
  it("says whether the browser keeps the data and its estimate of space", async () => {
    fakeStorageManager({ persisted: vi.fn(() => Promise.resolve(true)) });
    const { storageFacts } = await freshVisit();
    expect(await storageFacts()).toEqual({ persisted: true, usage: 2048, quota: 1_000_000 });
  });

  it("says unknown for what the browser does not tell", async () => {
    fakeStorageManager({ persisted: vi.fn(() => Promise.reject(new Error("no"))), estimate: undefined });
    const { storageFacts } = await freshVisit();
    expect(await storageFacts()).toEqual({ persisted: null, usage: null, quota: null });
  });

  it("says unknown for everything without the API", async () => {
    delete (navigator as { storage?: unknown }).storage;
    const { storageFacts } = await freshVisit();
    expect(await storageFacts()).toEqual({ persisted: null, usage: null, quota: null });
  });
});

describe("keepData", () => {
  it("gives the browser's answer", async () => {
    const { keepData } = await freshVisit();
    fakeStorageManager({ persist: vi.fn(() => Promise.resolve(true)) });
    expect(await keepData()).toBe(true);
    fakeStorageManager({ persist: vi.fn(() => Promise.resolve(false)) });
    expect(await keepData()).toBe(false);
  });

  it("is false when the browser fails or has no API", async () => {
    const { keepData } = await freshVisit();
    fakeStorageManager({ persist: vi.fn(() => Promise.reject(new Error("denied"))) });
    expect(await keepData()).toBe(false);
    delete (navigator as { storage?: unknown }).storage;
    expect(await keepData()).toBe(false);
  });
});
