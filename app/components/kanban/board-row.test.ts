import { describe, expect, it } from "vitest";
import { nearInFirstFrame } from "./board-row";

const ids = Array.from({ length: 12 }, (_, index) => `b${index + 1}`);

describe("nearInFirstFrame", () => {
  it("in a row, guesses the boards that start within the window and 400 px beyond it near", () => {
    const guess = nearInFirstFrame(ids, 1400)!;
    // Board i starts at least i × 304 px from the left: 1,800 px reach boards 1 to 6.
    expect(ids.filter((id) => guess.get(id))).toEqual(["b1", "b2", "b3", "b4", "b5", "b6"]);
    expect(guess.get("b7")).toBe(false);
  });

  it("guesses every board near when they all fit", () => {
    const guess = nearInFirstFrame(ids.slice(0, 5), 1400)!;
    expect([...guess.values()]).toEqual([true, true, true, true, true]);
  });

  it("follows the window's width", () => {
    expect([...nearInFirstFrame(ids, 640)!.values()].filter(Boolean)).toHaveLength(4);
  });

  it("guesses nothing where the boards stack (below 640 px): each is measured", () => {
    expect(nearInFirstFrame(ids, 639)).toBeUndefined();
    expect(nearInFirstFrame(ids, 375)).toBeUndefined();
  });

  it("has nothing to guess without boards", () => {
    expect(nearInFirstFrame([], 1400)?.size).toBe(0);
  });
});
