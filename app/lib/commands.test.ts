// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  changedElsewhere,
  clampIndex,
  commandForm,
  commandInForm,
  count,
  enteredText,
  fieldsOf,
  insertAt,
  MAX_TEXT_LENGTH,
  missing,
  quoted,
  refused,
} from "./commands";

describe("entered text", () => {
  it("trims and caps new text at 10,000 characters", () => {
    expect(enteredText("  milk ")).toBe("milk");
    expect(enteredText("   ")).toBe("");
    expect(enteredText("x".repeat(MAX_TEXT_LENGTH + 5))).toHaveLength(MAX_TEXT_LENGTH);
  });

  it("keeps a stored text exactly when only the spaces around it changed", () => {
    expect(enteredText("Report", " Report  ")).toBe(" Report  ");
  });

  it("never cuts a stored text longer than the cap, and lets an edit add at most 10,000 characters to it", () => {
    const stored = "s".repeat(MAX_TEXT_LENGTH * 3);
    expect(enteredText(`${stored}more`, stored)).toBe(`${stored}more`);
    expect(enteredText(`X${stored.slice(1)}`, stored)).toHaveLength(stored.length);
    expect(enteredText(`${stored}${"p".repeat(MAX_TEXT_LENGTH * 2)}`, stored)).toHaveLength(stored.length + MAX_TEXT_LENGTH);
    // A text within the cap is capped as new text is.
    expect(enteredText("n".repeat(MAX_TEXT_LENGTH * 2), "short")).toHaveLength(MAX_TEXT_LENGTH);
  });
});

describe("the vocabulary of refusals", () => {
  it("says what could not be found, for a change and for an undo", () => {
    expect(missing("checklist item")).toEqual({
      ok: false,
      error: "This checklist item could not be found: it may have been deleted on another device or tab.",
      undoError: "Can't undo: the checklist item was deleted on another device or tab.",
    });
    expect(changedElsewhere("board")).toEqual({
      ok: false,
      error: "This board was changed on another device or tab.",
      undoError: "Can't undo: the board was changed on another device or tab.",
    });
    expect(refused("No.")).toEqual({ ok: false, error: "No.", undoError: "Can't undo: No." });
  });

  it("quotes a text in a label, cut to a name's length", () => {
    expect(quoted("Write report")).toBe("“Write report”");
    expect(quoted("w".repeat(500))).toBe(`“${"w".repeat(100)}…”`);
    expect(count(1, "task")).toBe("1 task");
    expect(count(3, "checklist item")).toBe("3 checklist items");
  });
});

describe("commands in forms", () => {
  it("carries a command as JSON and reads it back", () => {
    const command = { intent: "move-card", cardId: 12, toBoardId: "b", toIndex: 0 };
    const form = new FormData();
    for (const [key, value] of Object.entries(commandForm(command))) form.set(key, value);
    expect(commandInForm(form)).toEqual(command);
  });

  it("reads nothing from a form without a command or with text that is not JSON", () => {
    expect(commandInForm(new FormData())).toBeUndefined();
    const form = new FormData();
    form.set("command", "{oops");
    expect(commandInForm(form)).toBeUndefined();
  });

  it("reads fields of the right type only", () => {
    const fields = fieldsOf({ intent: "x", id: 3, text: "a", index: 2, flag: true, ids: [1, "b"] });
    expect(fields.intent).toBe("x");
    expect(fields.id("id")).toBe(3);
    expect(fields.id("text")).toBe("a");
    expect(fields.text("id")).toBeNull();
    expect(fields.index("index")).toBe(2);
    expect(fields.index("id")).toBe(3);
    expect(fields.boolean("flag")).toBe(true);
    expect(fields.boolean("text")).toBeNull();
    expect(fields.ids("ids")).toEqual([1, "b"]);
    expect(fields.ids("id")).toBeNull();
    expect(fieldsOf(null).intent).toBe("");
    expect(fieldsOf(["intent"]).intent).toBe("");
  });
});

describe("list places", () => {
  it("inserts at a clamped index", () => {
    expect(insertAt([1, 2, 3], 1, 9)).toEqual([1, 9, 2, 3]);
    expect(insertAt([1, 2], 99, 9)).toEqual([1, 2, 9]);
    expect(clampIndex(-3, 5)).toBe(0);
    expect(clampIndex(Number.NaN, 5)).toBe(5);
  });
});
