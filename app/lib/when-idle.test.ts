import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdleOrInteracting } from "./when-idle";

afterEach(() => vi.useRealTimers());

describe("whenIdleOrInteracting", () => {
  it("runs at the first focus, press or key before the browser is idle, and only once", () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdleOrInteracting(callback);
    expect(callback).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    expect(callback).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event("pointerdown"));
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("runs when the browser is idle if nobody interacts", () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdleOrInteracting(callback);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new FocusEvent("focusin"));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the page is gone by the idle time (a test file's jsdom that ended first)", () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdleOrInteracting(callback);
    vi.stubGlobal("document", undefined);
    expect(() => vi.runAllTimers()).not.toThrow();
    vi.unstubAllGlobals();
    expect(callback).not.toHaveBeenCalled();
  });
});
