import type { ComponentProps, CSSProperties } from "react";
import { cn } from "~/lib/utils";

/**
 * Stands in for lucide-react's `createLucideIcon` (its icon modules' import of
 * `../createLucideIcon.mjs` is aliased to this file in vite.config.ts): an icon
 * is a `<span>` whose mask is the icon's drawing, filled with the text's colour,
 * instead of an inline `<svg>`.
 *
 * Each inline SVG is a coordinate space of its own (its viewBox's scale), so the
 * browser cuts the page's paint into separate pieces around every icon and sorts
 * them all into layers again in each frame that changes the page: with 100 icons
 * on a list of 50 tasks, 1.5–2.5 ms of an add's frame went to that (traced),
 * against 0.5–0.9 ms with masks. Callers are unchanged: `<Pencil aria-hidden="true" />`,
 * sized by `size-*` classes (24 px by default, as lucide's).
 */

/** An icon's drawing as lucide ships it: SVG elements and their attributes. */
export interface IconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

const SVG_START =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>";

/** The drawing as a CSS image: an SVG document in a data URL, lucide's strokes in black (a mask uses its alpha). */
export function iconImage(node: IconData["node"]): string {
  const shapes = node
    .map(([tag, attributes]) => {
      const drawn = Object.entries(attributes).filter(([name]) => name !== "key");
      return `<${tag}${drawn.map(([name, value]) => ` ${name}='${value}'`).join("")}/>`;
    })
    .join("");
  // Only what a data URL in a CSS string must not hold raw is escaped: shorter than encodeURIComponent's.
  const svg = `${SVG_START}${shapes}</svg>`.replace(/[%#<>"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `url("data:image/svg+xml,${svg}")`;
}

export type IconProps = ComponentProps<"span">;

export default function createLucideIcon(icon: IconData) {
  let image: string | undefined; // built at the first render, then shared by every instance
  function Icon({ className, style, ...props }: IconProps) {
    image ??= iconImage(icon.node);
    return (
      <span
        aria-hidden="true"
        {...props}
        className={cn("lucide", `lucide-${icon.name}`, className)}
        style={{ "--icon": image, ...style } as CSSProperties}
      />
    );
  }
  Icon.displayName = `Icon(${icon.name})`;
  return Icon;
}
