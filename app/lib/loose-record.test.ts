// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sameHiddenClass } from "./hidden-class-test-support";
import { anyOrMissing, isFiniteNumber, isFlag, isId, isText, looseRecordReader, recordAsRead } from "./loose-record";

const readCard = looseRecordReader({ id: isId, title: isText, done: isFlag, note: anyOrMissing });

describe("looseRecordReader", () => {
  it("returns a copy with the known fields first, in the shape's order, then the others as saved", () => {
    const saved = JSON.parse('{"extra":[1],"note":null,"done":false,"title":"Milk","id":3,"z":"last"}');
    const card = readCard(saved);
    expect(card).not.toBe(saved);
    expect(card).toEqual(saved);
    expect(Object.keys(card ?? {})).toEqual(["id", "title", "done", "note", "extra", "z"]);
  });

  it("leaves a missing optional field missing, and refuses a missing required one", () => {
    expect(Object.keys(readCard({ id: "a", title: "", done: true }) ?? {})).toEqual(["id", "title", "done"]);
    expect(readCard({ id: "a", done: true })).toBeNull();
    expect(readCard({ id: "a", title: undefined, done: true })).toBeNull();
  });

  it("refuses a field of the wrong type", () => {
    expect(readCard({ id: true, title: "x", done: true })).toBeNull();
    expect(readCard({ id: 1, title: 2, done: true })).toBeNull();
    expect(readCard({ id: 1, title: "x", done: "yes" })).toBeNull();
    expect(readCard({ id: null, title: "x", done: false })).toBeNull();
  });

  it("refuses anything that is not an object", () => {
    for (const input of [null, undefined, [], ["id"], 1, "text", true]) expect(readCard(input)).toBeNull();
  });

  it("never copies a key named __proto__, so the copy keeps a plain prototype", () => {
    const saved = JSON.parse('{"id":1,"title":"x","done":true,"__proto__":{"polluted":true}}');
    const card = readCard(saved);
    expect(card).toEqual({ id: 1, title: "x", done: true });
    expect(Object.getPrototypeOf(card)).toBe(Object.prototype);
    expect((card as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("field checks", () => {
  it("take numbers JSON can hold, and not NaN or infinities", () => {
    expect([0, -1.5, 1e308].every(isFiniteNumber)).toBe(true);
    expect([NaN, Infinity, -Infinity, "1"].some(isFiniteNumber)).toBe(false);
  });

  it("take ids as text or numbers", () => {
    expect([1, "1", ""].every(isId)).toBe(true);
    expect([NaN, null, true, {}].some(isId)).toBe(false);
  });

  it("tell text and flags from other values", () => {
    expect(isText("")).toBe(true);
    expect(isText(1)).toBe(false);
    expect(isFlag(false)).toBe(true);
    expect(isFlag(0)).toBe(false);
  });
});

describe("recordAsRead", () => {
  const readTask = looseRecordReader({ id: isFiniteNumber, title: isText, completed: isFlag });
  const read = readTask(JSON.parse('{"id":3,"title":"Milk","completed":false}'))!;

  it("builds a record with the given fields, in their order", () => {
    const built = recordAsRead({ id: 4, title: "Bread", completed: true });
    expect(built).toEqual({ id: 4, title: "Bread", completed: true });
    expect(Object.keys(built)).toEqual(["id", "title", "completed"]);
  });

  it("gives it the hidden class of a record read with those fields, which an object literal does not get", () => {
    expect(sameHiddenClass(recordAsRead({ id: 4, title: "Bread", completed: true }), read)).toBe(true);
    expect(sameHiddenClass({ id: 4, title: "Bread", completed: true }, read)).toBe(false);
  });
});
