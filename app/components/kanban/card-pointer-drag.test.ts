import { describe, expect, it } from "vitest";
import { edgeScroll } from "./card-pointer-drag";

describe("edgeScroll", () => {
  // A box whose visible span is 0…400 along the axis: its edges are 48 px deep.
  it("nothing away from the edges, or well outside the box", () => {
    expect(edgeScroll(200, 0, 400, true, true)).toBe(0);
    expect(edgeScroll(49, 0, 400, true, true)).toBe(0);
    expect(edgeScroll(-49, 0, 400, true, true)).toBe(0);
    expect(edgeScroll(449, 0, 400, true, true)).toBe(0);
  });

  it("fastest just past an edge: a window's edge a margin beyond the box still scrolls it", () => {
    expect(edgeScroll(-20, 0, 400, true, true)).toBe(-18);
    expect(edgeScroll(430, 0, 400, true, true)).toBe(18);
  });

  it("back near the start and on near the end, faster the nearer the edge", () => {
    expect(edgeScroll(0, 0, 400, true, true)).toBe(-18);
    expect(edgeScroll(24, 0, 400, true, true)).toBe(-9);
    expect(edgeScroll(400, 0, 400, true, true)).toBe(18);
    expect(edgeScroll(376, 0, 400, true, true)).toBe(9);
    expect(edgeScroll(47, 0, 400, true, true)).toBe(-1);
  });

  it("not past the box's ends: nothing back at its start, nothing on at its end", () => {
    expect(edgeScroll(0, 0, 400, false, true)).toBe(0);
    expect(edgeScroll(400, 0, 400, true, false)).toBe(0);
  });

  it("a small box's edges are a quarter of it, so its middle never scrolls", () => {
    expect(edgeScroll(20, 0, 100, true, true)).toBe(-4);
    expect(edgeScroll(50, 0, 100, true, true)).toBe(0);
    expect(edgeScroll(5, 0, 0, true, true)).toBe(0);
  });
});
