import { describe, expect, it } from "vitest";
import { countKeys } from "./stored-text";

describe("countKeys", () => {
  it("counts a key's uses in a JSON text, not the same words inside strings", () => {
    const text = JSON.stringify([{ id: 1, title: '"title": no' }, { id: 2, title: "b", note: { title: "c" } }]);
    expect(countKeys(text, "title")).toBe(3);
    expect(countKeys(text, "id")).toBe(2);
  });

  it("stops past a limit, saying limit + 1, and counts exactly up to it", () => {
    const text = JSON.stringify(Array.from({ length: 5 }, (_, i) => ({ id: i, title: `t${i}` })));
    expect(countKeys(text, "title", 2)).toBe(3);
    expect(countKeys(text, "title", 4)).toBe(5);
    expect(countKeys(text, "title", 5)).toBe(5);
    expect(countKeys(text, "title", 0)).toBe(1);
    expect(countKeys("[]", "title", 0)).toBe(0);
  });

  it("is 0 for an empty text or a key not there", () => {
    expect(countKeys("", "title")).toBe(0);
    expect(countKeys("[]", "title")).toBe(0);
  });
});
