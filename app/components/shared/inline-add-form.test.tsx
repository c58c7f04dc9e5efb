import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InlineAddForm } from "./inline-add-form";

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
/** Once the next frame is painted (a task queued in its callback runs after its paint). */
const afterPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

function renderForm() {
  render(
    <>
      <div role="dialog" aria-label="Card" tabIndex={-1}>
        <InlineAddForm openerText="Add Card" placeholder="Enter Card Title" onAdd={async () => ({ ok: true, intent: "add" })} />
      </div>
      <button type="button">Alpha</button>
    </>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Add Card" }));
  const input = screen.getByRole("textbox", { name: "Enter Card Title" });
  fireEvent.change(input, { target: { value: "Bravo" } });
  return input;
}

describe("InlineAddForm", () => {
  it("closes after an add and gives focus back to its opener", async () => {
    const input = renderForm();
    expect(input).toHaveFocus();
    fireEvent.submit(input);
    await afterPaint();
    expect(screen.getByRole("button", { name: "Add Card" })).toHaveFocus();
  });

  it("gives focus back only once the frame that shows the add is painted: focusing styled the page before that paint", async () => {
    const input = renderForm();
    fireEvent.submit(input);
    await nextFrame();
    expect(screen.getByRole("button", { name: "Add Card" })).not.toHaveFocus();
    await afterPaint();
    expect(screen.getByRole("button", { name: "Add Card" })).toHaveFocus();
  });

  it("says, until focus is back on its opener, that it is on its way (the Kanban's row waits for that before it changes over)", async () => {
    const input = renderForm();
    fireEvent.submit(input);
    const opener = screen.getByRole("button", { name: "Add Card" });
    expect(opener).toHaveAttribute("data-focus-pending");
    await afterPaint();
    expect(opener).toHaveFocus();
    expect(opener).not.toHaveAttribute("data-focus-pending");
  });

  it("leaves focus where the user moved it right after the add", async () => {
    const input = renderForm();
    fireEvent.submit(input);
    // Within the same frame (a slow one), the user went on to a card.
    screen.getByRole("button", { name: "Alpha" }).focus();
    await afterPaint();
    expect(screen.getByRole("button", { name: "Alpha" })).toHaveFocus();
  });

  it("gives focus back to its opener when a dialog around it took focus as the form went", async () => {
    const input = renderForm();
    fireEvent.submit(input);
    // What a dialog's focus trap does when the focused element is removed.
    screen.getByRole("dialog", { name: "Card" }).focus();
    await afterPaint();
    expect(screen.getByRole("button", { name: "Add Card" })).toHaveFocus();
  });

  it("gives focus back to its opener when closed with Escape", async () => {
    const input = renderForm();
    fireEvent.keyDown(input, { key: "Escape" });
    await afterPaint();
    expect(screen.queryByRole("textbox", { name: "Enter Card Title" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add Card" })).toHaveFocus();
  });

  it("stays open with its text when an IME's Escape or Enter ends a composition", async () => {
    const input = renderForm();
    fireEvent.keyDown(input, { key: "Escape", isComposing: true });
    fireEvent.keyDown(input, { key: "Enter", isComposing: true });
    await afterPaint();
    expect(screen.getByRole("textbox", { name: "Enter Card Title" })).toHaveValue("Bravo");
  });
});
