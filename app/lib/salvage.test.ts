// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hasProtoKey, salvageEach } from "./salvage";

const numbers = (item: unknown) => (typeof item === "number" ? { value: item, dropped: 0 } : null);

describe("salvageEach", () => {
  it("keeps what can be read and counts the rest", () => {
    expect(salvageEach([1, "x", 2, null], numbers)).toEqual({ value: [1, 2], dropped: 2 });
  });

  it("counts each hole of a sparse list as not read, as it counts an undefined element", () => {
    // eslint-disable-next-line no-sparse-arrays
    const sparse = [1, , 2, , , 3];
    expect(salvageEach(sparse, numbers)).toEqual({ value: [1, 2, 3], dropped: 3 });
    expect(salvageEach([1, undefined, 2], numbers)).toEqual({ value: [1, 2], dropped: 1 });
    expect(salvageEach(new Array(4), numbers)).toEqual({ value: [], dropped: 4 });
  });

  it("reads a missing list as empty, silently, and any other non-list (null included) as empty, counted", () => {
    expect(salvageEach(undefined, numbers)).toEqual({ value: [], dropped: 0 });
    for (const wrong of [null, {}, "1,2", 3, true]) expect(salvageEach(wrong, numbers)).toEqual({ value: [], dropped: 1 });
  });
});

describe("hasProtoKey", () => {
  it("sees an own key named __proto__ as JSON.parse makes it, and nothing else", () => {
    expect(hasProtoKey(JSON.parse('{"__proto__":1}'))).toBe(true);
    expect(hasProtoKey(JSON.parse('{"__proto__":{"a":1},"b":2}'))).toBe(true);
    expect(hasProtoKey({ a: 1 })).toBe(false);
    expect(hasProtoKey(Object.create(null))).toBe(false);
    expect(hasProtoKey(null)).toBe(false);
    expect(hasProtoKey("__proto__")).toBe(false);
  });
});
