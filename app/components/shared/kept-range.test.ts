// @vitest-environment node
import { describe, expect, it } from "vitest";
import { keptRange } from "./kept-range";

const range = (startIndex: number, endIndex: number, count: number) => ({ startIndex, endIndex, overscan: 0, count });

describe("keptRange", () => {
  it("keeps what is in view, the first and the last", () => {
    expect(keptRange(range(10, 12, 100), -1)).toEqual([0, 10, 11, 12, 99]);
  });

  it("keeps the focused row with its neighbours, and pinned rows", () => {
    expect(keptRange(range(10, 11, 100), 50, [70])).toEqual([0, 10, 11, 49, 50, 51, 70, 99]);
  });

  it("ignores indexes out of the list", () => {
    expect(keptRange(range(0, 1, 3), 2, [-1, 7])).toEqual([0, 1, 2]);
  });
});
