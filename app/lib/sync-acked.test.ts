import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedBytes } from "./stored-bytes";
import { SYNC_ACKED_KEY } from "./storage-keys";
import { keepSyncAcked, syncAcked } from "./sync-acked";
import { ackedBase } from "./sync-doc";

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

  it("counts as this app's storage on the Data page", () => {
    keepSyncAcked("space-a", base);
    const usage = storedBytes()!;
    expect(usage.app).toBe(usage.all);
    expect(usage.app).toBeGreaterThan(0);
  });
});
