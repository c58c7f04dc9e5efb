// @vitest-environment node
import { describe, expect, it } from "vitest";
import { replaceEqualDeep } from "./structural-sharing";

describe("replaceEqualDeep", () => {
  it("returns the previous value when nothing changed", () => {
    const previous = [{ id: 1, title: "a", tags: [{ id: "t", color: "" }] }];
    const next = structuredClone(previous);
    expect(replaceEqualDeep(previous, next)).toBe(previous);
  });

  it("takes a first list as it is, after an empty one: nothing to share, nothing copied", () => {
    const next = [{ id: 1, title: "a" }, { id: 2, title: "b" }];
    expect(replaceEqualDeep([], next)).toBe(next);
    const empty: unknown[] = [];
    expect(replaceEqualDeep(empty, [])).toBe(empty);
  });

  it("keeps unchanged records and replaces only the changed one", () => {
    const previous = [
      { id: 1, title: "a" },
      { id: 2, title: "b" },
    ];
    const result = replaceEqualDeep(previous, [
      { id: 1, title: "a" },
      { id: 2, title: "changed" },
    ]);
    expect(result).not.toBe(previous);
    expect(result[0]).toBe(previous[0]);
    expect(result[1]).toEqual({ id: 2, title: "changed" });
  });

  it("matches records by id, so a moved record is reused", () => {
    const a = { id: "a", card: [{ id: 1, title: "x" }] };
    const b = { id: "b", card: [] as { id: number; title: string }[] };
    const result = replaceEqualDeep([a, b], [
      { id: "a", card: [] },
      { id: "b", card: [{ id: 1, title: "x" }] },
    ]);
    expect(result[1]?.card[0]).toBe(a.card[0]);
  });

  it("tells ids of different types apart", () => {
    const previous = [{ id: 1, title: "number" }];
    const result = replaceEqualDeep(previous, [{ id: "1", title: "number" }]);
    expect(result[0]).not.toBe(previous[0]);
  });

  it("notices added and removed keys", () => {
    const previous = { a: 1 } as Record<string, number>;
    expect(replaceEqualDeep(previous, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(replaceEqualDeep({ a: 1, b: 2 }, previous)).toEqual({ a: 1 });
  });

  it("keeps a saved key named __proto__ as a key, not as the prototype, when rebuilding a record", () => {
    // As JSON.parse makes them: `__proto__` is an ordinary own key there.
    const previous = JSON.parse('[{"id":1,"title":"a","extra":{"__proto__":{"x":1},"n":1}}]') as unknown[];
    const next = JSON.parse('[{"id":1,"title":"b","extra":{"__proto__":{"x":1},"n":2}}]') as unknown[];
    const result = replaceEqualDeep(previous, next);
    expect(JSON.stringify(result)).toBe(JSON.stringify(next));
    const extra = (result[0] as { extra: object }).extra;
    expect(Object.getPrototypeOf(extra)).toBe(Object.prototype);
  });
});
