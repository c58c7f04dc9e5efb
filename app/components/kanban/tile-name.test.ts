import { describe, expect, it } from "vitest";
import { dueState } from "~/lib/due-date";
import type { Card, ChecklistItem, Tag } from "~/lib/kanban";
import { NAME_LENGTH } from "~/lib/long-text";
import { joinSpoken, tileName } from "./tile-name";

const today = new Date(2026, 2, 10, 12);
const tag = (tagName: string, id: number = 1): Tag => ({ id, tagName, color: "#61bd4f" });
const item = (completed: boolean, id: number = 1): ChecklistItem => ({ id, task: "x", completed });
const card = (extra: Partial<Card> = {}): Card => ({ id: 1, title: "Write the report", tags: [], task: [], date: "", ...extra });
const nameOf = (c: Card) => tileName(c, dueState(c, today));

describe("a card tile's name", () => {
  it("is the title alone for a card with nothing else", () => {
    expect(nameOf(card())).toBe("Write the report");
  });

  it("says labels, checklist and date with a pause between each, and nothing after the last", () => {
    expect(nameOf(card({ tags: [tag("Urgent")] }))).toBe("Write the report, Labels: Urgent");
    expect(nameOf(card({ tags: [tag("Urgent"), tag("Bug", 2)] }))).toBe("Write the report, Labels: Urgent, Bug");
    expect(nameOf(card({ task: [item(true), item(false, 2)] }))).toBe("Write the report, 1 of 2 tasks done");
    expect(nameOf(card({ date: "2026-03-12" }))).toBe("Write the report, Due March 12, 2026");
    expect(nameOf(card({ date: "2026-03-09" }))).toBe("Write the report, Due March 09, 2026, overdue");
    expect(nameOf(card({ tags: [tag("Urgent")], task: [item(true)], date: "2026-03-09" }))).toBe(
      "Write the report, Labels: Urgent, 1 of 1 tasks done, Due March 09, 2026, all tasks done",
    );
  });

  // Every combination: none, one or two labels; no, some or every checklist item done; no date, due, overdue, unreadable.
  const labelSets = [[], [tag("Urgent")], [tag("Urgent"), tag("Bug", 2)]];
  const checklists = [[], [item(true), item(false, 2)], [item(true)]];
  const dates = ["", "2026-03-12", "2026-03-09", "2026-3-9"];
  const combinations = labelSets.flatMap((tags) => checklists.flatMap((task) => dates.map((date) => card({ tags, task, date }))));

  it.each(combinations.map((c) => [nameOf(c), c] as const))("%s: clean separators", (name, c) => {
    expect(name.startsWith("Write the report")).toBe(true);
    // No separator at the end, none doubled, no space before a comma (a pause read as a word).
    expect(name).not.toMatch(/[,;:\s]$/);
    expect(name).not.toMatch(/,\s*,|\s,|\s{2}/);
    // Each part is there exactly when the card has it.
    expect(name.includes("Labels: ")).toBe(c.tags.length > 0);
    expect(name.includes("tasks done")).toBe(c.task.length > 0);
    expect(name.includes("Due ")).toBe(c.date !== "");
  });

  it("says when a stored date is no day the app can read, whatever the checklist", () => {
    expect(nameOf(card({ date: "2026-3-9" }))).toBe("Write the report, Due 2026-3-9, not a date the app can read");
    expect(nameOf(card({ task: [item(true)], date: "soon" }))).toBe(
      "Write the report, 1 of 1 tasks done, Due soon, not a date the app can read",
    );
  });

  it("never doubles a separator after a title or label that ends in punctuation", () => {
    expect(nameOf(card({ title: "Call Bob,", tags: [tag("Soon!"), tag("Bug,", 2)], task: [item(false)] }))).toBe(
      "Call Bob, Labels: Soon! Bug, 0 of 1 tasks done",
    );
  });

  it("reads a title's line breaks and runs of spaces as one space", () => {
    expect(nameOf(card({ title: "Line one\n\nline   two  " }))).toBe("Line one line two");
  });

  it("names a label without a name, and says only the start of a long one", () => {
    expect(nameOf(card({ tags: [tag("  "), tag("n".repeat(500), 2)] }))).toBe(
      `Write the report, Labels: (no name), ${"n".repeat(NAME_LENGTH)}…`,
    );
  });

  it("skips an empty title rather than starting with a pause", () => {
    expect(nameOf(card({ title: "", tags: [tag("Urgent")] }))).toBe("Labels: Urgent");
  });
});

describe("joinSpoken", () => {
  it("joins the parts that say something", () => {
    expect(joinSpoken(["a", "", " ", "b"])).toBe("a, b");
    expect(joinSpoken([])).toBe("");
  });
});
