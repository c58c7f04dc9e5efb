import { describe, expect, it } from "vitest";
import { nearInFirstFrame } from "./board-row";

const ids = Array.from({ length: 12 }, (_, index) => `b${index + 1}`);

describe("nearInFirstFrame", () => {
  it("in a row, guesses the boards that start within the row's box and 400 px beyond it near", () => {
    const guess = nearInFirstFrame(ids, 1400)!;
    // The row starts 224 px from the left (the side navigation) and ends 32 px from the right;
    // board i starts 224 + i × 304 px from the left: 1,768 px reach boards 1 to 6.
    expect(ids.filter((id) => guess.get(id))).toEqual(["b1", "b2", "b3", "b4", "b5", "b6"]);
    expect(guess.get("b7")).toBe(false);
  });

  it("counts the side navigation: at 1280 px the sixth board starts past the margin", () => {
    // 224 + 5 × 304 = 1,744 px, past 1,280 − 32 + 400 = 1,648.
    expect([...nearInFirstFrame(ids, 1280)!.values()].filter(Boolean)).toHaveLength(5);
  });

  it("guesses every board near when they all fit", () => {
    const guess = nearInFirstFrame(ids.slice(0, 5), 1400)!;
    expect([...guess.values()]).toEqual([true, true, true, true, true]);
  });

  it("follows the window's width; without the side navigation (below 768 px) the row starts 16 px in", () => {
    // 16 + 3 × 304 = 928 px, within 640 − 16 + 400 = 1,024; the fifth board starts at 1,232.
    expect([...nearInFirstFrame(ids, 640)!.values()].filter(Boolean)).toHaveLength(4);
    // At 767 px the reach is 1,151 px (four boards); at 768 the side navigation shows: 224 + 3 × 304 = 1,136,
    // not within 768 − 32 + 400 = 1,136, so three.
    expect([...nearInFirstFrame(ids, 767)!.values()].filter(Boolean)).toHaveLength(4);
    expect([...nearInFirstFrame(ids, 768)!.values()].filter(Boolean)).toHaveLength(3);
  });

  it("guesses nothing where the boards stack (below 640 px): each is measured", () => {
    expect(nearInFirstFrame(ids, 639)).toBeUndefined();
    expect(nearInFirstFrame(ids, 375)).toBeUndefined();
  });

  it("has nothing to guess without boards", () => {
    expect(nearInFirstFrame([], 1400)?.size).toBe(0);
  });
});
