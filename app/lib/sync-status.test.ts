// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

// Each test loads the module afresh: it keeps the status of its tab.
async function freshTab() {
  vi.resetModules();
  return import("./sync-status");
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("sync status across tabs", () => {
  it("the writer tab publishes; another tab hears it, and a tab that opens later asks for it", async () => {
    const writer = await freshTab();
    writer.subscribeToSyncStatus(() => undefined);
    writer.publishSyncStatus({ state: "synced" });
    expect(writer.syncStatus()).toEqual({ state: "synced" });

    const other = await freshTab();
    const heard = vi.fn();
    other.subscribeToSyncStatus(heard);
    await tick();
    expect(other.syncStatus()).toEqual({ state: "synced" });

    writer.publishSyncStatus({ state: "offline" });
    await tick();
    expect(other.syncStatus()).toEqual({ state: "offline" });
    expect(heard).toHaveBeenCalled();

    writer.publishSyncStatus(null);
    await tick();
    expect(other.syncStatus()).toBeNull();
  });
});
