import { afterEach, describe, expect, it, vi } from "vitest";
import { pointerIsPressed, subscribeToPointerRelease } from "./pointer-press";

function pointer(type: string, pointerId: number, init: PointerEventInit = {}) {
  window.dispatchEvent(new PointerEvent(type, { pointerId, bubbles: true, ...init }));
}

describe("pointerIsPressed", () => {
  afterEach(() => window.dispatchEvent(new Event("blur")));

  it("is true from a press to its release, and tells the listeners at the release", () => {
    const released = vi.fn();
    const stop = subscribeToPointerRelease(released);
    expect(pointerIsPressed()).toBe(false);
    pointer("pointerdown", 1);
    expect(pointerIsPressed()).toBe(true);
    expect(released).not.toHaveBeenCalled();
    pointer("pointerup", 1);
    expect(pointerIsPressed()).toBe(false);
    expect(released).toHaveBeenCalledTimes(1);
    stop();
    pointer("pointerdown", 1);
    pointer("pointerup", 1);
    expect(released).toHaveBeenCalledTimes(1);
  });

  it("ends a press whose release it never heard: a move with no button down, or the window losing focus", () => {
    pointerIsPressed();
    pointer("pointerdown", 4);
    pointer("pointermove", 4, { buttons: 1 });
    expect(pointerIsPressed()).toBe(true);
    pointer("pointermove", 4, { buttons: 0 });
    expect(pointerIsPressed()).toBe(false);
    pointer("pointerdown", 5);
    window.dispatchEvent(new Event("blur"));
    expect(pointerIsPressed()).toBe(false);
  });

  it("counts a press of the main button only (a right click's menu can keep its release from the page)", () => {
    pointer("pointerdown", 7, { button: 2 });
    expect(pointerIsPressed()).toBe(false);
    pointer("pointerdown", 7, { button: 0 });
    expect(pointerIsPressed()).toBe(true);
  });

  it("does not tell of a release when nothing was pressed", () => {
    const released = vi.fn();
    const stop = subscribeToPointerRelease(released);
    pointer("pointerup", 6);
    window.dispatchEvent(new Event("blur"));
    expect(released).not.toHaveBeenCalled();
    stop();
  });
});
