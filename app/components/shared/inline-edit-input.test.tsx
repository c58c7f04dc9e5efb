import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InlineEditInput } from "./inline-edit-input";

function setup() {
  const finished: [string | null, boolean][] = [];
  render(<InlineEditInput aria-label="Edit title" defaultValue="Buy milk" onFinish={(value, byKeyboard) => finished.push([value, byKeyboard])} />);
  return { input: screen.getByRole("textbox", { name: "Edit title" }), finished };
}

describe("InlineEditInput", () => {
  it("saves on Enter, once", () => {
    const { input, finished } = setup();
    fireEvent.change(input, { target: { value: "Buy oat milk" } });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(finished).toEqual([["Buy oat milk", true]]);
  });

  it("cancels on Escape", () => {
    const { input, finished } = setup();
    fireEvent.keyDown(input, { key: "Escape" });
    expect(finished).toEqual([[null, true]]);
  });

  it("leaves an IME's Enter and Escape to its composition: the edit goes on", () => {
    const { input, finished } = setup();
    fireEvent.keyDown(input, { key: "Enter", isComposing: true });
    fireEvent.keyDown(input, { key: "Escape", isComposing: true });
    // Safari's candidate Enter comes after the composition ended, with key code 229.
    fireEvent.keyDown(input, { key: "Enter", keyCode: 229 });
    expect(finished).toEqual([]);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(finished).toEqual([["Buy milk", true]]);
  });

  it("asks before the page is left while its text differs from what it started with, until it is finished", () => {
    const leavingIsQuestioned = () => !window.dispatchEvent(new Event("beforeunload", { cancelable: true }));
    const { input } = setup();
    expect(leavingIsQuestioned()).toBe(false);
    fireEvent.change(input, { target: { value: "Buy oat milk" } });
    expect(leavingIsQuestioned()).toBe(true);
    fireEvent.change(input, { target: { value: "Buy milk" } });
    expect(leavingIsQuestioned()).toBe(false);
    fireEvent.change(input, { target: { value: "Buy oat milk" } });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(leavingIsQuestioned()).toBe(false);
    cleanup();

    // Gone mid-edit (Back, a link): its text is saved, and that save guards from then on.
    const second = setup();
    fireEvent.change(second.input, { target: { value: "Buy bread" } });
    cleanup();
    expect(leavingIsQuestioned()).toBe(false);
  });
});
