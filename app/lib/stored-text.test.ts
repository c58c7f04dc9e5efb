import { describe, expect, it } from "vitest";
import { countKeys } from "./stored-text";

describe("countKeys", () => {
  it("counts a key's uses in a JSON text, not the same words inside strings", () => {
    const text = JSON.stringify([{ id: 1, title: '"title": no' }, { id: 2, title: "b", note: { title: "c" } }]);
    expect(countKeys(text, "title")).toBe(3);
    expect(countKeys(text, "id")).toBe(2);
  });

  it("is 0 for an empty text or a key not there", () => {
    expect(countKeys("", "title")).toBe(0);
    expect(countKeys("[]", "title")).toBe(0);
  });
});
