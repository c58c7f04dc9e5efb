import { describe, expect, it } from "vitest";
import { isComposing } from "./composing";

describe("isComposing", () => {
  it("is true for a key an input method takes, in Chromium's and Firefox's way and in Safari's", () => {
    expect(isComposing(new KeyboardEvent("keydown", { key: "Enter", isComposing: true }))).toBe(true);
    // Safari: the Enter that picks a candidate comes after compositionend, no longer composing, key code 229.
    expect(isComposing(new KeyboardEvent("keydown", { key: "Enter", keyCode: 229 }))).toBe(true);
  });

  it("is false for a plain Enter or Escape", () => {
    expect(isComposing(new KeyboardEvent("keydown", { key: "Enter", keyCode: 13 }))).toBe(false);
    expect(isComposing(new KeyboardEvent("keydown", { key: "Escape", keyCode: 27 }))).toBe(false);
    expect(isComposing({})).toBe(false);
  });
});
