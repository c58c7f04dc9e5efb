import type { KeyboardSensorProps } from "@dnd-kit/core";
import { describe, expect, it, vi } from "vitest";
import { KeyboardSensorHearingAtOnce } from "./sensors";

const KEYBOARD_CODES = { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] };

function press(target: EventTarget, code: string): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { code, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** Picks a card up with Space, as dnd-kit does: the sensor starts while that key press is under way. */
function pickUp() {
  const tile = document.createElement("button");
  document.body.append(tile);
  const space = new KeyboardEvent("keydown", { code: "Space", bubbles: true, cancelable: true });
  const handlers = { onStart: vi.fn(), onMove: vi.fn(), onEnd: vi.fn(), onCancel: vi.fn(), onAbort: vi.fn(), onPending: vi.fn() };
  Object.defineProperty(space, "target", { value: tile });
  const props = {
    active: "card",
    activeNode: { id: "card", key: "card", node: { current: null }, activatorNode: { current: null }, data: { current: {} } },
    event: space,
    options: { keyboardCodes: KEYBOARD_CODES },
    context: { current: { collisionRect: null, scrollableAncestors: [] } },
    ...handlers,
  } as unknown as KeyboardSensorProps;
  new KeyboardSensorHearingAtOnce(props);
  // The pick-up's key press goes on to the document.
  tile.dispatchEvent(space);
  return { tile, handlers };
}

describe("KeyboardSensorHearingAtOnce", () => {
  it("starts the drag, and does not take the Space that picked the card up for the drop", () => {
    const { handlers } = pickUp();
    expect(handlers.onStart).toHaveBeenCalledTimes(1);
    expect(handlers.onEnd).not.toHaveBeenCalled();
    expect(handlers.onCancel).not.toHaveBeenCalled();
  });

  it("hears a key pressed right after the pick-up, before any timer has run", () => {
    const { tile, handlers } = pickUp();
    const escape = press(tile, "Escape");
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
    expect(escape.defaultPrevented).toBe(true);
  });

  it("hears the next Space as the drop, and nothing once the drag is over", () => {
    const { tile, handlers } = pickUp();
    press(tile, "Space");
    expect(handlers.onEnd).toHaveBeenCalledTimes(1);
    press(tile, "Space");
    press(tile, "Escape");
    expect(handlers.onEnd).toHaveBeenCalledTimes(1);
    expect(handlers.onCancel).not.toHaveBeenCalled();
  });
});
