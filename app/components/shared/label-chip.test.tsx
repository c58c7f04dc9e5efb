import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Tag } from "~/lib/kanban";
import { NAME_LENGTH } from "~/lib/long-text";
import { LabelChip } from "./label-chip";

const urgent: Tag = { id: 1, tagName: "Urgent", color: "#eb5a46" };
const dark: Tag = { id: 2, tagName: "Backend", color: "#0079bf" };
const colourless: Tag = { id: 3, tagName: "Plain", color: "" };

describe("LabelChip on a tile", () => {
  it("shows the name on the label's colour, in the text colour that reads better", () => {
    render(
      <>
        <LabelChip variant="tile" tag={urgent} />
        <LabelChip variant="tile" tag={dark} />
      </>,
    );
    expect(screen.getByText("Urgent")).toHaveStyle({ backgroundColor: "#eb5a46", color: "#000000" });
    expect(screen.getByText("Backend")).toHaveStyle({ backgroundColor: "#0079bf", color: "#ffffff" });
  });

  it("holds nothing focusable and no button: the tile around it is the one button", () => {
    const { container } = render(<LabelChip variant="tile" tag={urgent} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector("[tabindex]")).toBeNull();
  });

  it("holds the name alone: the tile's name says its labels, with pauses between them (tile-name.ts)", () => {
    const { container } = render(<LabelChip variant="tile" tag={urgent} />);
    expect(container.textContent).toBe("Urgent");
  });

  it("shows only the start of a long name", () => {
    const long: Tag = { id: 4, tagName: "n".repeat(1_000_000), color: "#61bd4f" };
    const { container } = render(<LabelChip variant="tile" tag={long} />);
    expect(container.textContent).toBe(`${"n".repeat(NAME_LENGTH)}…`);
  });

  it("shows a label without a colour without an inline colour", () => {
    render(<LabelChip variant="tile" tag={colourless} />);
    expect(screen.getByText("Plain")).not.toHaveAttribute("style");
  });
});

describe("LabelChip in the card dialog", () => {
  it("has a button that removes the label, named after it", () => {
    const onRemove = vi.fn();
    render(<LabelChip variant="dialog" tag={urgent} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove label Urgent" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("names the remove button after the start of a long name", () => {
    const long: Tag = { id: 4, tagName: "n".repeat(1_000), color: "#61bd4f" };
    render(<LabelChip variant="dialog" tag={long} onRemove={() => {}} />);
    expect(screen.getByRole("button")).toHaveAccessibleName(`Remove label ${"n".repeat(NAME_LENGTH)}…`);
  });

  it("shows the name it is given, on the label's colour", () => {
    render(<LabelChip variant="dialog" tag={urgent} name={<em>Urg…</em>} onRemove={() => {}} />);
    const chip = screen.getByText("Urg…").parentElement!;
    expect(chip).toHaveStyle({ backgroundColor: "#eb5a46", color: "#000000" });
    expect(chip).not.toHaveTextContent("Urgent");
  });

  it("without onRemove has no button", () => {
    render(<LabelChip variant="dialog" tag={colourless} />);
    expect(screen.getByText("Plain")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
