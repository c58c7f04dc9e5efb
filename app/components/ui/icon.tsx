import { createElement, type ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * Stands in for lucide-react's `createLucideIcon` (its icon modules' import of
 * `../createLucideIcon.mjs` is aliased to this file in vite.config.ts): an icon
 * is an inline `<svg>` of lucide's shapes, stroked in the text's colour, with
 * lucide's classes. Smaller than lucide's own (no default-attribute merging, no
 * prop renaming): callers pass what an `<svg>` takes, `<Pencil aria-hidden="true" />`,
 * and size icons by `size-*` classes (24 px by default, as lucide's).
 *
 * Not a CSS mask over an SVG data URL (tried, 2026-11-27): every distinct icon
 * then became an SVG image, a document of its own that the browser builds when
 * a style first uses it, some 4–10 ms each, so the Kanban's first render at
 * 1,000 cards spent 75–90 ms in style against 32–41 with inline SVG, and its load
 * took 710 against 596 ms (16 loads each). What masks saved per frame (Layerize
 * 2.25 → 0.72 ms, traced, on a list of 50 tasks) did not show untraced.
 */

/** An icon's drawing as lucide ships it: SVG elements and their attributes (React's `key` among them). */
export interface IconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

export type IconProps = ComponentProps<"svg">;

export default function createLucideIcon(icon: IconData) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        className={cn("lucide", `lucide-${icon.name}`, className)}
      >
        {icon.node.map(([tag, attributes]) => createElement(tag, attributes))}
      </svg>
    );
  }
  Icon.displayName = `Icon(${icon.name})`;
  return Icon;
}
