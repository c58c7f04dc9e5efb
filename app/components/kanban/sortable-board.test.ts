import { describe, expect, it } from "vitest";
import { shownTranslate } from "./sortable-board";

describe("shownTranslate", () => {
  it("gives no transform to an item the sorting leaves where it is", () => {
    // What dnd-kit's strategies give every item that does not move while a drag sorts its list.
    expect(shownTranslate({ x: 0, y: 0, scaleX: 1, scaleY: 1 })).toBeUndefined();
    expect(shownTranslate(null)).toBeUndefined();
  });

  it("translates an item the sorting moves", () => {
    expect(shownTranslate({ x: 0, y: -68, scaleX: 1, scaleY: 1 })).toBe("translate3d(0px, -68px, 0)");
    expect(shownTranslate({ x: 12, y: 0, scaleX: 1, scaleY: 1 })).toBe("translate3d(12px, 0px, 0)");
  });
});
