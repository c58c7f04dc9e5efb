// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CHUNK_LENGTH, NAME_LENGTH, PREVIEW_LENGTH, previewText, textChunks } from "./long-text";

const MILLION = 1_000_000;

describe("previewText", () => {
  it("leaves a text of at most the limit as it is", () => {
    expect(previewText("Buy milk")).toBe("Buy milk");
    expect(previewText("")).toBe("");
    const exactly = "x".repeat(PREVIEW_LENGTH);
    expect(previewText(exactly)).toBe(exactly);
    expect(previewText("abcdef", 6)).toBe("abcdef");
  });

  it("cuts a longer text to its start and an ellipsis", () => {
    const text = "y".repeat(PREVIEW_LENGTH + 1);
    expect(previewText(text)).toBe(`${"y".repeat(PREVIEW_LENGTH)}…`);
    expect(previewText("abcdefg", 3)).toBe("abc…");
  });

  it("takes the limit it is given (names are shorter than previews)", () => {
    const text = "z".repeat(MILLION);
    expect(previewText(text, NAME_LENGTH)).toBe(`${"z".repeat(NAME_LENGTH)}…`);
    expect(NAME_LENGTH).toBeLessThan(PREVIEW_LENGTH);
  });

  it("never cuts an emoji in half", () => {
    // "😀" is two UTF-16 code units; a cut at 3 would fall between them.
    expect(previewText("ab😀cd", 3)).toBe("ab…");
    expect(previewText("ab😀cd", 4)).toBe("ab😀…");
  });

  it("drops the spaces before the ellipsis", () => {
    expect(previewText("one two three", 4)).toBe("one…");
  });

  it("is cheap for a text of a million characters", () => {
    const text = "w".repeat(MILLION);
    const start = performance.now();
    for (let i = 0; i < 1_000; i++) previewText(text);
    expect(performance.now() - start).toBeLessThan(200);
  });
});

describe("textChunks", () => {
  it("keeps a text of at most one chunk whole", () => {
    expect(textChunks("")).toEqual([""]);
    expect(textChunks("short")).toEqual(["short"]);
    const exactly = "x".repeat(CHUNK_LENGTH);
    expect(textChunks(exactly)).toEqual([exactly]);
  });

  it("cuts a text without spaces into pieces of the chunk length that join back into it", () => {
    const text = "a".repeat(MILLION);
    const chunks = textChunks(text);
    expect(chunks).toHaveLength(MILLION / CHUNK_LENGTH);
    expect(chunks.every((chunk) => chunk.length === CHUNK_LENGTH)).toBe(true);
    expect(chunks.join("")).toBe(text);
  });

  it("ends a piece after a space near its end, so words stay whole", () => {
    const text = "The quick brown fox jumps";
    expect(textChunks(text, 10)).toEqual(["The quick ", "brown fox ", "jumps"]);
  });

  it("cuts at the chunk length when the only space is early in the piece", () => {
    expect(textChunks("a bcdefghijkl", 8)).toEqual(["a bcdefg", "hijkl"]);
  });

  it("treats line breaks as places to cut", () => {
    expect(textChunks("first\nsecond\nthird", 8)).toEqual(["first\n", "second\n", "third"]);
  });

  it("never cuts an emoji in half", () => {
    const text = "abc😀defgh";
    const chunks = textChunks(text, 4);
    expect(chunks.join("")).toBe(text);
    expect(chunks[0]).toBe("abc");
    expect(chunks[1]).toBe("😀de");
    for (const chunk of chunks) expect(chunk).toBe(Array.from(chunk).join(""));
    expect(chunks.some((chunk) => /^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(chunk))).toBe(false);
  });

  it("makes progress with any chunk size", () => {
    expect(textChunks("abcdef", 0).join("")).toBe("abcdef");
    expect(textChunks("😀😀😀", 1).join("")).toBe("😀😀😀");
  });
});
