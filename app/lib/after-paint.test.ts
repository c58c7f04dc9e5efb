import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

afterEach(() => vi.useRealTimers());

describe("afterNextPaint", () => {
  let resumed: string[] = [];
  // A fresh module each test: a wait left over from another test would hold the next one.
  let afterNextPaint: () => Promise<void>;
  const wait = (name: string) => void afterNextPaint().then(() => resumed.push(name));
  const setVisibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
    resumed = [];
    vi.resetModules();
    ({ afterNextPaint } = await import("./after-paint"));
  });

  afterEach(() => setVisibility("visible"));

  it("resumes once the next frame is painted, its callers in the order they asked", async () => {
    wait("first save");
    wait("second save");
    await vi.advanceTimersByTimeAsync(10);
    expect(resumed).toEqual([]);
    vi.advanceTimersToNextFrame();
    // The task queued in the frame runs after its paint.
    expect(resumed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toEqual(["first save", "second save"]);
    // A later caller waits for a frame of its own.
    wait("third save");
    await vi.advanceTimersByTimeAsync(10);
    expect(resumed).toHaveLength(2);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toEqual(["first save", "second save", "third save"]);
  });

  it("does not wait in a hidden tab, which paints no frames", async () => {
    setVisibility("hidden");
    wait("hidden save");
    await Promise.resolve();
    expect(resumed).toEqual(["hidden save"]);
  });

  it("resumes at once when the page is left or hidden before the frame", async () => {
    wait("asked to leave");
    window.dispatchEvent(new Event("beforeunload"));
    await Promise.resolve();
    expect(resumed).toEqual(["asked to leave"]);
    wait("left");
    window.dispatchEvent(new Event("pagehide"));
    await Promise.resolve();
    expect(resumed).toEqual(["asked to leave", "left"]);
    wait("hidden");
    setVisibility("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    await Promise.resolve();
    expect(resumed).toEqual(["asked to leave", "left", "hidden"]);
  });

  it("adds no visibilitychange listener for a wait (each add cost Chromium 0.1 ms): one is there for good", async () => {
    const added = vi.spyOn(document, "addEventListener");
    for (const name of ["first", "second", "third"]) {
      wait(name);
      vi.advanceTimersToNextFrame();
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(resumed).toEqual(["first", "second", "third"]);
    expect(added.mock.calls.filter(([type]) => type === "visibilitychange")).toHaveLength(0);
    // Still heard: a wait ends at once when the tab is hidden.
    wait("hidden");
    setVisibility("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    await Promise.resolve();
    expect(resumed).toEqual(["first", "second", "third", "hidden"]);
    added.mockRestore();
  });

  it("gives up waiting after 100 ms when no frame comes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // Frames never come.
    vi.stubGlobal("requestAnimationFrame", () => 0);
    wait("late");
    await vi.advanceTimersByTimeAsync(99);
    expect(resumed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toEqual(["late"]);
    vi.unstubAllGlobals();
  });
});
