import { render, screen } from "@testing-library/react";
import Pencil from "lucide-react/icons/pencil";
import { describe, expect, it } from "vitest";
import createLucideIcon, { iconImage } from "./icon";

/** The SVG document inside a CSS `url("data:image/svg+xml,…")`. */
function svgOf(image: string): string {
  const match = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(image);
  if (!match) throw new Error(`not an SVG data URL: ${image}`);
  return decodeURIComponent(match[1]!);
}

describe("iconImage", () => {
  it("draws lucide's shapes, without React's keys, in lucide's strokes on a 24-unit view", () => {
    const svg = svgOf(
      iconImage([
        ["path", { d: "m15 5 4 4", key: "a" }],
        ["circle", { cx: "12", cy: "12", r: "1", key: "b" }],
      ]),
    );
    expect(svg).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' " +
        "stroke-linecap='round' stroke-linejoin='round'><path d='m15 5 4 4'/><circle cx='12' cy='12' r='1'/></svg>",
    );
  });

  it("escapes what would end the data URL or its CSS string early", () => {
    const image = iconImage([["path", { d: 'M1 1"#%<>' }]]);
    expect(image.slice('url("'.length, -'")'.length)).not.toMatch(/["#<>]/);
    expect(svgOf(image)).toContain(`<path d='M1 1"#%<>'/>`);
  });
});

describe("a lucide icon", () => {
  it("is an aria-hidden box whose mask is its drawing, sized by the caller's classes", () => {
    const { container } = render(<Pencil className="size-4" />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.tagName).toBe("SPAN");
    expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(icon).toHaveClass("lucide", "lucide-pencil", "size-4");
    expect(svgOf(icon.style.getPropertyValue("--icon"))).toContain("<path d='m15 5 4 4'/>");
  });

  it("takes the caller's attributes and styles, its drawing kept", () => {
    const Star = createLucideIcon({ name: "star", node: [["path", { d: "M12 2 L15 9" }]] });
    render(<Star aria-hidden={false} role="img" aria-label="Starred" style={{ color: "red" }} />);
    const icon = screen.getByRole("img", { name: "Starred" });
    expect(icon).toHaveStyle({ color: "rgb(255, 0, 0)" });
    expect(svgOf(icon.style.getPropertyValue("--icon"))).toContain("<path d='M12 2 L15 9'/>");
  });
});
