import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CHUNK_LENGTH } from "~/lib/long-text";
import { LongText } from "./long-text";

const MILLION = "m".repeat(1_000_000);

describe("LongText", () => {
  it("shows a short text as it is, in one element", () => {
    const { container } = render(<LongText text="Buy milk" boxLabel="Text of Buy milk" />);
    expect(container).toHaveTextContent(/^Buy milk$/);
    expect(container.firstElementChild?.children).toHaveLength(0);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("shows all of a text of a million characters, in pieces of at most a chunk", () => {
    const { container } = render(<LongText text={MILLION} />);
    const pieces = Array.from(container.firstElementChild?.children ?? []);
    expect(pieces.length).toBe(1_000_000 / CHUNK_LENGTH);
    expect(pieces.every((piece) => (piece.textContent ?? "").length <= CHUNK_LENGTH)).toBe(true);
    expect(container.textContent).toBe(MILLION);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("with a box label, scrolls a long text in a region that keyboard users can focus", () => {
    render(<LongText text={MILLION} boxLabel="Text of mmm…" />);
    const region = screen.getByRole("region", { name: "Text of mmm…" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region.textContent).toBe(MILLION);
  });
});
