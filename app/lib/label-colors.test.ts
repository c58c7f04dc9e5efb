import { describe, expect, it } from "vitest";
import { labelBackground, readableTextColor } from "./label-colors";

describe("readableTextColor", () => {
  it("puts black text on light colours and white text on dark ones", () => {
    expect(readableTextColor("#ffffff")).toBe("#000000");
    expect(readableTextColor("#f2d600")).toBe("#000000"); // yellow
    expect(readableTextColor("#61bd4f")).toBe("#000000"); // light green
    expect(readableTextColor("#000000")).toBe("#ffffff");
    expect(readableTextColor("#0079bf")).toBe("#ffffff"); // blue
    expect(readableTextColor("#eb5a46")).toBe("#000000"); // the brighter red reads better in black
    expect(readableTextColor("#b04632")).toBe("#ffffff"); // dark red
  });

  it("reads short and upper-case hex, with or without #", () => {
    expect(readableTextColor("#FFF")).toBe("#000000");
    expect(readableTextColor("000")).toBe("#ffffff");
  });

  it("returns null for an empty or unreadable colour", () => {
    expect(readableTextColor("")).toBeNull();
    expect(readableTextColor("red")).toBeNull();
    expect(readableTextColor("#12345")).toBeNull();
  });
});

describe("labelBackground", () => {
  it("gives the colour as CSS, or null", () => {
    expect(labelBackground("abc")).toBe("#abc");
    expect(labelBackground(" #61bd4f ")).toBe("#61bd4f");
    expect(labelBackground("")).toBeNull();
    expect(labelBackground("url(x)")).toBeNull();
  });
});
