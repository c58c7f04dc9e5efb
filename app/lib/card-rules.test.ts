import { describe, expect, it } from "vitest";
import {
  addChecklistItem,
  addLabel,
  checkLabel,
  checklistProgress,
  clearChecklist,
  deleteCard,
  deleteChecklistItem,
  findCard,
  hasCard,
  removeLabel,
  renameCard,
  setChecklistItemCompleted,
  setDueDate,
  shortLabelName,
  updateCard,
  usedColors,
} from "./card-rules";
import type { Board, Card } from "./kanban";

function card(overrides: Partial<Card> = {}): Card {
  return { id: 1, title: "Write report", tags: [], task: [], date: "", ...overrides };
}

function boards(): Board[] {
  return [
    { id: 1, boardName: "Todo", card: [card({ id: 1 }), card({ id: "b", title: "Other" })] },
    { id: "two", boardName: "Doing", card: [card({ id: 7, title: "Seven" })] },
  ];
}

describe("finding cards", () => {
  it("finds a card and its board by card id, numbers and strings alike", () => {
    expect(findCard(boards(), "7")).toMatchObject({ boardId: "two", card: { title: "Seven" } });
    expect(findCard(boards(), "b")?.boardId).toBe(1);
    expect(findCard(boards(), 1)?.card.title).toBe("Write report");
  });

  it("returns null for an unknown card", () => {
    expect(findCard(boards(), "nope")).toBeNull();
    expect(findCard([], "1")).toBeNull();
  });

  it("checks a card by board id and card id", () => {
    expect(hasCard(boards(), "two", "7")).toBe(true);
    expect(hasCard(boards(), "1", "7")).toBe(false);
    expect(hasCard(boards(), "missing", "7")).toBe(false);
  });
});

describe("changing one card", () => {
  it("changes only the card found by board id and card id, keeping the rest as they were", () => {
    const before = boards();
    const after = updateCard(before, "1", "b", (c) => renameCard(c, "Renamed"));
    expect(after[0]?.card[1]?.title).toBe("Renamed");
    expect(after[0]?.card[0]).toBe(before[0]?.card[0]);
    expect(after[1]).toBe(before[1]);
  });

  it("returns the same boards when nothing changes or the card is elsewhere", () => {
    const before = boards();
    expect(updateCard(before, "two", "b", (c) => renameCard(c, "Renamed"))).toBe(before);
    expect(updateCard(before, "1", "b", (c) => c)).toBe(before);
  });

  it("deletes a card from its board only", () => {
    const before = boards();
    const after = deleteCard(before, 1, "1");
    expect(after[0]?.card.map((c) => c.id)).toEqual(["b"]);
    expect(after[1]).toBe(before[1]);
    expect(deleteCard(before, "two", "1")).toBe(before);
  });
});

describe("title", () => {
  it("saves a trimmed title", () => {
    expect(renameCard(card(), "  New title ").title).toBe("New title");
  });

  it("keeps the old title when the new one is empty or blank", () => {
    const original = card();
    expect(renameCard(original, "")).toBe(original);
    expect(renameCard(original, "   ")).toBe(original);
  });
});

describe("labels", () => {
  it("adds a label with a palette colour as { id, tagName, color }", () => {
    const result = addLabel(card(), { id: "l1", tagName: " Urgent ", color: "#EB5A46" });
    expect(result.tags).toEqual([{ id: "l1", tagName: "Urgent", color: "#eb5a46" }]);
  });

  it("refuses an empty name, a missing colour, an unknown colour and a used colour", () => {
    const withRed = card({ tags: [{ id: 1, tagName: "Bug", color: "#eb5a46" }] });
    expect(checkLabel(withRed, " ", "#61bd4f")).toMatchObject({ ok: false, reason: "empty-name" });
    expect(checkLabel(withRed, "Feature", "")).toEqual({
      ok: false,
      reason: "missing-color",
      error: "Please select a color",
    });
    expect(checkLabel(withRed, "Feature", "#123456")).toMatchObject({ ok: false, reason: "unknown-color" });
    expect(checkLabel(withRed, "Feature", "#EB5A46")).toMatchObject({ ok: false, reason: "used-color" });
    expect(addLabel(withRed, { id: 2, tagName: "Feature", color: "" })).toBe(withRed);
    expect(addLabel(withRed, { id: 2, tagName: "", color: "#61bd4f" })).toBe(withRed);
    expect(addLabel(withRed, { id: 2, tagName: "Feature", color: "#eb5a46" })).toBe(withRed);
  });

  it("does not add a second label with the same id", () => {
    const once = addLabel(card(), { id: "x", tagName: "A", color: "#61bd4f" });
    expect(addLabel(once, { id: "x", tagName: "B", color: "#f2d600" })).toBe(once);
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

  it("removes a label by id, numbers and strings alike", () => {
    const c = card({ tags: [{ id: 3, tagName: "A", color: "#61bd4f" }] });
    expect(removeLabel(c, "3").tags).toEqual([]);
    expect(removeLabel(c, "4")).toBe(c);
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

describe("due date", () => {
  it("stores a calendar day and clears it", () => {
    const withDate = setDueDate(card(), "2024-01-05");
    expect(withDate.date).toBe("2024-01-05");
    expect(setDueDate(withDate, "").date).toBe("");
  });

  it("ignores text that is not a calendar day", () => {
    const c = card({ date: "2024-01-05" });
    expect(setDueDate(c, "2024-02-30")).toBe(c);
    expect(setDueDate(c, "tomorrow")).toBe(c);
    expect(setDueDate(c, "2024-01-05")).toBe(c);
  });
});

describe("checklist", () => {
  const items = [
    { id: 1, task: "One", completed: true },
    { id: "2", task: "Two", completed: false },
    { id: 3, task: "Three", completed: false },
  ];

  it("adds a trimmed item, not completed; an empty text adds nothing", () => {
    const c = card();
    expect(addChecklistItem(c, { id: "n", task: "  Buy milk " }).task).toEqual([
      { id: "n", task: "Buy milk", completed: false },
    ]);
    expect(addChecklistItem(c, { id: "n", task: "   " })).toBe(c);
  });

  it("toggles one item only", () => {
    const c = card({ task: items });
    const after = setChecklistItemCompleted(c, "2", true);
    expect(after.task.map((i) => i.completed)).toEqual([true, true, false]);
    expect(after.task[0]).toBe(c.task[0]);
    expect(setChecklistItemCompleted(c, 1, true)).toBe(c);
    expect(setChecklistItemCompleted(c, "missing", true)).toBe(c);
  });

  it("deletes one item, or all of them", () => {
    const c = card({ task: items });
    expect(deleteChecklistItem(c, "1").task.map((i) => i.id)).toEqual(["2", 3]);
    expect(deleteChecklistItem(c, "9")).toBe(c);
    expect(clearChecklist(c).task).toEqual([]);
    const empty = card();
    expect(clearChecklist(empty)).toBe(empty);
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
