// The original's colours, and how a label chip wears one: the label's name on
// the label's own colour, in black or white, whichever reads better on that
// colour (WCAG contrast ratio).

/** The original's label palette, in its order. */
export const LABEL_COLORS = [
  { hex: "#61bd4f", name: "Green" },
  { hex: "#f2d600", name: "Yellow" },
  { hex: "#ff9f1a", name: "Orange" },
  { hex: "#eb5a46", name: "Red" },
  { hex: "#c377e0", name: "Purple" },
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number]["hex"];

/** The checklist's progress bar wears the palette's green, as in the original. */
export const PROGRESS_COLOR = "#61bd4f" satisfies LabelColor;

/** True for a colour of the palette, in any letter case. */
export function isLabelColor(value: string): value is LabelColor {
  return LABEL_COLORS.some((color) => color.hex === value.toLowerCase());
}

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] | null {
  const match = HEX_COLOR.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = digits.replace(/./g, (digit) => digit + digit);
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white). */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * "#000000" or "#ffffff", whichever contrasts more with `hex`; null when
 * `hex` is not a colour (the original saved labels with colour ""), so the
 * chip falls back to a neutral style.
 */
export function readableTextColor(hex: string): "#000000" | "#ffffff" | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const background = luminance(rgb);
  return contrastRatio(background, 0) >= contrastRatio(background, 1) ? "#000000" : "#ffffff";
}

/** The colour as CSS, or null when it is not a hex colour. */
export function labelBackground(hex: string): string | null {
  const trimmed = hex.trim();
  if (!HEX_COLOR.test(trimmed)) return null;
  return trimmed.startsWith("#") ? trimmed : `#${trimmed}`;
}

/** Inline style of a label chip: its name on its colour; undefined for a colour that is not one. */
export function labelStyle(hex: string): { backgroundColor: string; color: string } | undefined {
  const background = labelBackground(hex);
  const text = readableTextColor(hex);
  return background && text ? { backgroundColor: background, color: text } : undefined;
}
