import { describe, expect, it, vi } from "vitest";
import { unlessComposing } from "./escape";

const escape = (isComposing: boolean) => new KeyboardEvent("keydown", { key: "Escape", isComposing, cancelable: true });

describe("unlessComposing", () => {
  it("keeps the layer open for an input method's Escape, without asking the handler", () => {
    const handler = vi.fn();
    const event = escape(true);
    unlessComposing(handler)(event);
    expect(event.defaultPrevented).toBe(true);
    expect(handler).not.toHaveBeenCalled();
    // Safari's, after the composition ended: key code 229.
    const safari = new KeyboardEvent("keydown", { key: "Escape", keyCode: 229, cancelable: true });
    unlessComposing(handler)(safari);
    expect(safari.defaultPrevented).toBe(true);
    expect(handler).not.toHaveBeenCalled();
  });

  it("hands any other Escape to the handler, and lets it close the layer when there is none", () => {
    const handler = vi.fn();
    const event = escape(false);
    unlessComposing(handler)(event);
    expect(handler).toHaveBeenCalledWith(event);
    const unhandled = escape(false);
    unlessComposing()(unhandled);
    expect(unhandled.defaultPrevented).toBe(false);
  });
});
