import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_COLOURS } from "./task-icons";

// Tests run from the repository root.
const stylesheet = readFileSync("app/app.css", "utf8");

/** A theme's `--name: oklch(L C H)` in app.css (`:root` for light, `.dark` for dark). */
function token(theme: "light" | "dark", name: string): [number, number, number] {
  const block = stylesheet.match(theme === "light" ? /:root\s*\{([^}]*)\}/ : /\.dark\s*\{([^}]*)\}/)![1]!;
  const value = block.match(new RegExp(`--${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`))!;
  return [Number(value[1]), Number(value[2]), Number(value[3])];
}

/** OKLCH to sRGB channels 0–255 (Björn Ottosson's matrices). */
function srgb([lightness, chroma, hue]: [number, number, number]): number[] {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const gamma = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
  return linear.map((x) => Math.round(Math.min(1, Math.max(0, gamma(x))) * 255));
}

const channels = (hex: string) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));

describe("the task rows' painted icons", () => {
  it("are stroked in each theme's --foreground (Edit) and --destructive (Delete), as the text around them", () => {
    for (const theme of ["light", "dark"] as const) {
      const expected = { edit: srgb(token(theme, "foreground")), delete: srgb(token(theme, "destructive")) };
      for (const icon of ["edit", "delete"] as const) {
        channels(ICON_COLOURS[theme][icon]).forEach((channel, index) =>
          expect(Math.abs(channel - expected[icon][index]!), `${theme} ${icon}`).toBeLessThanOrEqual(1),
        );
      }
    }
  });
});
