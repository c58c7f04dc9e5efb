import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetPreparedCard,
  layOutDialogsRenderedAhead,
  prepareHoveredCard,
  preparedCardId,
  showDialogRenderedAhead,
  subscribeToPreparedCard,
} from "./prepared-card";

function tileWithText(cardId: string): Element {
  const tile = document.createElement("div");
  tile.dataset.cardId = cardId;
  const text = document.createElement("span");
  tile.append(text);
  document.body.append(tile);
  return text;
}

const over = (target: Element, init: { pointerType?: string; buttons?: number } = {}) =>
  prepareHoveredCard({ pointerType: "mouse", buttons: 0, target, ...init } as unknown as PointerEvent);

describe("the card dialog rendered ahead", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    forgetPreparedCard();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it("is the card whose tile the mouse rests on, once it has rested 50 ms, and listeners hear of it", () => {
    const heard = vi.fn();
    const stop = subscribeToPreparedCard(heard);
    over(tileWithText("a"));
    vi.advanceTimersByTime(49);
    expect(preparedCardId()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(preparedCardId()).toBe("a");
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it("follows the mouse: passing over a tile on the way prepares nothing for it", () => {
    over(tileWithText("a"));
    vi.advanceTimersByTime(30);
    over(tileWithText("b"));
    vi.advanceTimersByTime(30);
    expect(preparedCardId()).toBeNull();
    vi.advanceTimersByTime(20);
    expect(preparedCardId()).toBe("b");
  });

  it("leaves out touch and pen, a pressed button (a drag), and what is not a tile", () => {
    over(tileWithText("a"), { pointerType: "touch" });
    over(tileWithText("b"), { pointerType: "pen" });
    over(tileWithText("c"), { buttons: 1 });
    const outside = document.createElement("p");
    document.body.append(outside);
    over(outside);
    vi.advanceTimersByTime(100);
    expect(preparedCardId()).toBeNull();
  });

  it("is forgotten when a dialog closes, a rest under way too", () => {
    over(tileWithText("a"));
    vi.advanceTimersByTime(50);
    over(tileWithText("b"));
    forgetPreparedCard();
    vi.advanceTimersByTime(100);
    expect(preparedCardId()).toBeNull();
  });
});

describe("the elements of a dialog rendered ahead", () => {
  const part = (slot: string, display: string) => {
    const element = document.createElement("div");
    element.dataset.slot = slot;
    if (display) element.style.setProperty("display", display, "important");
    return element;
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  /** The overlay and the content as React puts them into <body> in a hidden <Activity>, once the observer has seen them. */
  async function renderedAhead(): Promise<HTMLElement[]> {
    const parts = [part("dialog-overlay", "none"), part("dialog-content", "none")];
    document.body.append(...parts);
    await settled();
    return parts;
  }

  it("are hidden by visibility instead of React's display: none, so the browser lays them out", async () => {
    stop = layOutDialogsRenderedAhead();
    for (const element of await renderedAhead()) {
      expect(element.style.display).toBe("");
      expect(element.style.visibility).toBe("hidden");
    }
  });

  it("leave alone a dialog shown at once, other hidden elements and, once stopped, every element", async () => {
    stop = layOutDialogsRenderedAhead();
    const shown = part("dialog-content", "");
    const other = part("popover-content", "none");
    document.body.append(shown, other);
    await settled();
    expect(shown.style.visibility).toBe("");
    expect(other.style.display).toBe("none");

    stop();
    for (const element of await renderedAhead()) expect(element.style.display).toBe("none");
  });

  it("are shown when the dialog opens", async () => {
    stop = layOutDialogsRenderedAhead();
    const parts = await renderedAhead();
    // React takes its display: none away as the dialog opens, then the dialog's layout effect runs.
    showDialogRenderedAhead();
    for (const element of parts) expect(element.style.visibility).toBe("");
  });
});
