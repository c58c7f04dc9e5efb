import { render, screen } from "@testing-library/react";
import Pencil from "lucide-react/icons/pencil";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./icon";

describe("a lucide icon", () => {
  it("is an aria-hidden inline SVG of lucide's shapes, stroked in the text's colour, sized by the caller's classes", () => {
    const { container } = render(<Pencil className="size-4" />);
    const icon = container.firstElementChild as SVGSVGElement;
    expect(icon.tagName).toBe("svg");
    expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(icon).toHaveAttribute("viewBox", "0 0 24 24");
    expect(icon).toHaveAttribute("stroke", "currentColor");
    expect(icon).toHaveAttribute("fill", "none");
    expect(icon).toHaveClass("lucide", "lucide-pencil", "size-4");
    expect(icon.querySelector("path")?.getAttribute("d")).toBeTruthy();
    // No size of its own: a size-* class or the stylesheet's 24 px decide.
    expect(icon).not.toHaveAttribute("width");
  });

  it("draws every shape of its node, without React's keys as attributes", () => {
    const Target = createLucideIcon({
      name: "target",
      node: [
        ["circle", { cx: "12", cy: "12", r: "10", key: "a" }],
        ["path", { d: "m15 5 4 4", key: "b" }],
      ],
    });
    const { container } = render(<Target />);
    const shapes = [...container.querySelectorAll("svg > *")].map((shape) => shape.outerHTML);
    expect(shapes).toEqual(['<circle cx="12" cy="12" r="10"></circle>', '<path d="m15 5 4 4"></path>']);
  });

  it("takes the caller's attributes and styles", () => {
    const Star = createLucideIcon({ name: "star", node: [["path", { d: "M12 2 L15 9" }]] });
    render(<Star aria-hidden={false} role="img" aria-label="Starred" style={{ color: "red" }} />);
    const icon = screen.getByRole("img", { name: "Starred" });
    expect(icon).toHaveStyle({ color: "rgb(255, 0, 0)" });
    expect(icon).toHaveClass("lucide", "lucide-star");
    expect(icon.querySelector("path")).toHaveAttribute("d", "M12 2 L15 9");
  });
});
