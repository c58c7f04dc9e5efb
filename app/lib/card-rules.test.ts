// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkLabel, checklistProgress, countDone, shortLabelName, usedColors } from "./card-rules";
import type { Card } from "./kanban";

function card(overrides: Partial<Card> = {}): Card {
  return { id: 1, title: "Write report", tags: [], task: [], date: "", ...overrides };
}

describe("labels", () => {
  it("refuses an empty name, a missing colour, an unknown colour and a used colour", () => {
    const withRed = card({ tags: [{ id: 1, tagName: "Bug", color: "#eb5a46" }] });
    expect(checkLabel(withRed, " ", "#61bd4f")).toEqual({ ok: false, reason: "empty-name", error: "Enter a name for the label." });
    expect(checkLabel(withRed, "Feature", "")).toEqual({
      ok: false,
      reason: "missing-color",
      error: "Please select a color",
    });
    expect(checkLabel(withRed, "Feature", "#123456")).toEqual({
      ok: false,
      reason: "unknown-color",
      error: "Choose one of the offered colours.",
    });
    expect(checkLabel(withRed, "Feature", "#EB5A46")).toEqual({
      ok: false,
      reason: "used-color",
      error: "This colour is already used by a label of this card.",
    });
    expect(checkLabel(withRed, " Feature ", "#61BD4F")).toEqual({ ok: true, tagName: "Feature", color: "#61bd4f" });
  });

  it("knows the used colours, ignoring the original's empty colours", () => {
    const c = card({
      tags: [
        { id: 1, tagName: "A", color: "#61BD4F" },
        { id: 2, tagName: "B", color: "" },
      ],
    });
    expect([...usedColors(c)]).toEqual(["#61bd4f"]);
  });

  it("shortens names longer than 10 characters to 6 and an ellipsis", () => {
    expect(shortLabelName("Exactly10!")).toBe("Exactly10!");
    expect(shortLabelName("Eleven char")).toBe("Eleven…");
    expect(shortLabelName("Important work")).toBe("Import…");
    expect(shortLabelName("")).toBe("");
  });

  it("counts characters, not code units, for names of emoji", () => {
    expect(shortLabelName("😀😀😀😀😀😀😀😀😀😀")).toBe("😀😀😀😀😀😀😀😀😀😀");
    expect(shortLabelName("😀😀😀😀😀😀😀😀😀😀😀")).toBe("😀😀😀😀😀😀…");
    expect(shortLabelName("abcdefghi😀")).toBe("abcdefghi😀");
    expect(shortLabelName("abcdefghi😀😀")).toBe("abcdef…");
  });

  it("shortens a name of a million characters without going through all of it", () => {
    const name = "n".repeat(1_000_000);
    const start = performance.now();
    for (let i = 0; i < 100; i++) expect(shortLabelName(name)).toBe("nnnnnn…");
    expect(performance.now() - start).toBeLessThan(200);
  });

});

describe("checklist", () => {
  const items = [
    { id: 1, task: "One", completed: true },
    { id: "2", task: "Two", completed: false },
    { id: 3, task: "Three", completed: false },
  ];

  it("counts the items done", () => {
    expect(countDone([])).toBe(0);
    expect(countDone(items)).toBe(1);
  });

  it("reports progress as the floor of the percent done, 0 with no items", () => {
    expect(checklistProgress([])).toBe(0);
    expect(checklistProgress(items)).toBe(33);
    expect(checklistProgress(items.slice(0, 2))).toBe(50);
    expect(checklistProgress([{ id: 1, task: "a", completed: true }])).toBe(100);
    const twoOfThree = items.map((i, index) => ({ ...i, completed: index < 2 }));
    expect(checklistProgress(twoOfThree)).toBe(66);
  });
});
