// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  isLabelColor,
  LABEL_COLORS,
  labelBackground,
  labelStyle,
  PROGRESS_COLOR,
  readableTextColor,
} from "./label-colors";

describe("the palette", () => {
  it("is the original's five colours, in its order", () => {
    expect(LABEL_COLORS.map(({ name, hex }) => `${name} ${hex}`)).toEqual([
      "Green #61bd4f",
      "Yellow #f2d600",
      "Orange #ff9f1a",
      "Red #eb5a46",
      "Purple #c377e0",
    ]);
  });

  it("knows its own colours in any letter case, and nothing else", () => {
    for (const { hex } of LABEL_COLORS) {
      expect(isLabelColor(hex)).toBe(true);
      expect(isLabelColor(hex.toUpperCase())).toBe(true);
    }
    expect(isLabelColor("")).toBe(false);
    expect(isLabelColor("#0079bf")).toBe(false); // a colour, but not one of the palette
    expect(isLabelColor("61bd4f")).toBe(false); // stored colours carry their #
    expect(isLabelColor("green")).toBe(false);
    expect(isLabelColor(" #61bd4f")).toBe(false);
  });

  it("paints the checklist's progress in the palette's green", () => {
    expect(PROGRESS_COLOR).toBe("#61bd4f");
    expect(isLabelColor(PROGRESS_COLOR)).toBe(true);
  });

  it("gives every palette colour a text that reads at WCAG AA (4.5:1) or better", () => {
    const luminanceOf = { "#000000": 0, "#ffffff": 1 } as const;
    for (const { hex } of LABEL_COLORS) {
      const style = labelStyle(hex)!;
      expect(style.backgroundColor).toBe(hex);
      const text = readableTextColor(hex)!;
      expect(style.color).toBe(text);
      // The other choice never reads better than the chosen one.
      const other = text === "#000000" ? "#ffffff" : "#000000";
      const chosen = contrastRatio(relativeLuminance(hex), luminanceOf[text]);
      expect(chosen).toBeGreaterThanOrEqual(contrastRatio(relativeLuminance(hex), luminanceOf[other]));
      expect(chosen).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** WCAG relative luminance, computed here independently of the module. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

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
