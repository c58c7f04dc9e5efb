import { describe, expect, it } from "vitest";
import {
  applyCardCommand,
  applyPendingCardChanges,
  CARD_NOT_FOUND,
  parseCardCommand,
  type CardCommand,
} from "./card-commands";
import type { Board, Card } from "./kanban";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const target = { boardId: "1", cardId: "10" };

function card(overrides: Partial<Card> = {}): Card {
  return { id: 10, title: "Card", tags: [], task: [], date: "", ...overrides };
}

function boards(c: Card = card()): Board[] {
  return [
    { id: 1, boardName: "Todo", card: [c] },
    { id: 2, boardName: "Done", card: [{ ...card(), id: 20, title: "Other" }] },
  ];
}

function parsed(values: Record<string, string>): CardCommand {
  const result = parseCardCommand(form({ ...target, ...values }), () => "fresh-id");
  if (!result.ok) throw new Error(result.error);
  return result.command;
}

describe("parseCardCommand", () => {
  it("takes ids exactly as sent: not trimmed, so \"1\" and \" 1\" stay two ids", () => {
    const command = parseCardCommand(form({ intent: "delete-task", boardId: " 1", cardId: "10 ", itemId: " 3 " }));
    expect(command).toEqual({ ok: true, command: { intent: "delete-task", boardId: " 1", cardId: "10 ", itemId: " 3 " } });
    expect(parseCardCommand(form({ intent: "clear-tasks", boardId: "1", cardId: "x".repeat(201) })).ok).toBe(false);
  });

  it("reads every change of the dialog", () => {
    expect(parsed({ intent: "rename", title: "New" })).toEqual({ ...target, intent: "rename", title: "New" });
    expect(parsed({ intent: "add-label", labelId: "l1", tagName: "Bug", color: "#eb5a46" })).toEqual({
      ...target,
      intent: "add-label",
      labelId: "l1",
      tagName: "Bug",
      color: "#eb5a46",
    });
    expect(parsed({ intent: "remove-label", labelId: "3" })).toMatchObject({ intent: "remove-label", labelId: "3" });
    expect(parsed({ intent: "set-date", date: "2024-01-05" })).toMatchObject({ intent: "set-date", date: "2024-01-05" });
    expect(parsed({ intent: "set-date", date: "" })).toMatchObject({ intent: "set-date", date: "" });
    expect(parsed({ intent: "add-task", itemId: "t1", task: "Buy" })).toMatchObject({ itemId: "t1", task: "Buy" });
    expect(parsed({ intent: "toggle-task", itemId: "t1", completed: "true" })).toMatchObject({ completed: true });
    expect(parsed({ intent: "toggle-task", itemId: "t1", completed: "false" })).toMatchObject({ completed: false });
    expect(parsed({ intent: "delete-task", itemId: "t1" })).toMatchObject({ intent: "delete-task", itemId: "t1" });
    expect(parsed({ intent: "clear-tasks" })).toEqual({ ...target, intent: "clear-tasks" });
    expect(parsed({ intent: "delete-card" })).toEqual({ ...target, intent: "delete-card" });
  });

  it("gives new labels and items a fresh id when none was sent", () => {
    expect(parsed({ intent: "add-label", tagName: "Bug", color: "" })).toMatchObject({ labelId: "fresh-id", color: "" });
    expect(parsed({ intent: "add-task", task: "Buy" })).toMatchObject({ itemId: "fresh-id" });
    expect(parsed({ intent: "add-task", itemId: "  ", task: "Buy" })).toMatchObject({ itemId: "fresh-id" });
  });

  it("uses uuids by default", () => {
    const result = parseCardCommand(form({ ...target, intent: "add-task", task: "Buy" }));
    expect(result.ok && result.command.intent === "add-task" && result.command.itemId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("refuses bad input with a message", () => {
    const bad = (values: Record<string, string>) => parseCardCommand(form(values), () => "x");
    expect(bad({ intent: "rename", title: "x" })).toEqual({ ok: false, error: CARD_NOT_FOUND });
    expect(bad({ ...target, cardId: " ", intent: "rename", title: "x" })).toEqual({ ok: false, error: CARD_NOT_FOUND });
    expect(bad({ ...target, intent: "explode" })).toEqual({ ok: false, error: "Unknown change." });
    expect(bad({ ...target })).toEqual({ ok: false, error: "Unknown change." });
    expect(bad({ ...target, intent: "rename" }).ok).toBe(false);
    expect(bad({ ...target, intent: "add-label", color: "#61bd4f" }).ok).toBe(false);
    expect(bad({ ...target, intent: "remove-label" }).ok).toBe(false);
    expect(bad({ ...target, intent: "set-date", date: "2024-13-01" })).toEqual({
      ok: false,
      error: "That is not a calendar day.",
    });
    expect(bad({ ...target, intent: "set-date", date: "05/01/2024" }).ok).toBe(false);
    expect(bad({ ...target, intent: "add-task" }).ok).toBe(false);
    expect(bad({ ...target, intent: "toggle-task", itemId: "1", completed: "yes" }).ok).toBe(false);
    expect(bad({ ...target, intent: "toggle-task", completed: "true" }).ok).toBe(false);
    expect(bad({ ...target, intent: "delete-task" }).ok).toBe(false);
  });

  it("does not accept files in place of text", () => {
    const data = form({ ...target, intent: "rename" });
    data.set("title", new Blob(["x"]), "title.txt");
    expect(parseCardCommand(data).ok).toBe(false);
  });
});

describe("applyCardCommand", () => {
  it("applies a change to the card found by board id and card id", () => {
    const before = boards();
    const outcome = applyCardCommand(before, parsed({ intent: "rename", title: "Renamed" }));
    expect(outcome.ok).toBe(true);
    expect(outcome.boards[0]?.card[0]?.title).toBe("Renamed");
    expect(outcome.boards[1]).toBe(before[1]);
  });

  it("stores a created label as { id, tagName, color }", () => {
    const outcome = applyCardCommand(
      boards(),
      parsed({ intent: "add-label", labelId: "l1", tagName: "Bug", color: "#eb5a46" }),
    );
    expect(outcome.boards[0]?.card[0]?.tags).toEqual([{ id: "l1", tagName: "Bug", color: "#eb5a46" }]);
  });

  it("refuses a label without colour or with a used colour, changing nothing", () => {
    const before = boards(card({ tags: [{ id: 1, tagName: "Bug", color: "#eb5a46" }] }));
    const missing = applyCardCommand(before, parsed({ intent: "add-label", tagName: "X", color: "" }));
    expect(missing).toEqual({ ok: false, error: "Please select a color", boards: before });
    const used = applyCardCommand(before, parsed({ intent: "add-label", tagName: "X", color: "#eb5a46" }));
    expect(used.ok).toBe(false);
    expect(used.boards).toBe(before);
  });

  it("changes nothing for an empty label name, title or task", () => {
    const before = boards();
    const inputs: Record<string, string>[] = [
      { intent: "add-label", tagName: " ", color: "#61bd4f" },
      { intent: "rename", title: "  " },
      { intent: "add-task", task: "" },
    ];
    for (const values of inputs) {
      const outcome = applyCardCommand(before, parsed(values));
      expect(outcome.ok).toBe(true);
      expect(outcome.boards).toBe(before);
    }
  });

  it("runs the checklist from add to delete all", () => {
    let current = boards();
    const run = (values: Record<string, string>) => {
      const outcome = applyCardCommand(current, parsed(values));
      expect(outcome.ok).toBe(true);
      current = outcome.boards;
      return current[0]?.card[0]?.task;
    };
    expect(run({ intent: "add-task", itemId: "a", task: "A" })).toEqual([{ id: "a", task: "A", completed: false }]);
    run({ intent: "add-task", itemId: "b", task: "B" });
    expect(run({ intent: "toggle-task", itemId: "a", completed: "true" })?.[0]?.completed).toBe(true);
    expect(run({ intent: "delete-task", itemId: "a" })?.map((i) => i.id)).toEqual(["b"]);
    expect(run({ intent: "clear-tasks" })).toEqual([]);
  });

  it("sets and clears the due date", () => {
    const set = applyCardCommand(boards(), parsed({ intent: "set-date", date: "2024-01-05" }));
    expect(set.boards[0]?.card[0]?.date).toBe("2024-01-05");
    const cleared = applyCardCommand(set.boards, parsed({ intent: "set-date", date: "" }));
    expect(cleared.boards[0]?.card[0]?.date).toBe("");
  });

  it("deletes the card", () => {
    const outcome = applyCardCommand(boards(), parsed({ intent: "delete-card" }));
    expect(outcome.ok).toBe(true);
    expect(outcome.boards[0]?.card).toEqual([]);
    expect(outcome.boards[1]?.card).toHaveLength(1);
  });

  it("refuses a change for a card that is not on that board", () => {
    const before = boards();
    const wrongBoard = parseCardCommand(form({ boardId: "2", cardId: "10", intent: "delete-card" }));
    if (!wrongBoard.ok) throw new Error("parse failed");
    expect(applyCardCommand(before, wrongBoard.command)).toEqual({ ok: false, error: CARD_NOT_FOUND, boards: before });
    expect(applyCardCommand([], parsed({ intent: "clear-tasks" })).ok).toBe(false);
  });
});

describe("applyPendingCardChanges", () => {
  it("shows pending toggles and additions on the card", () => {
    const c = card({ task: [{ id: 1, task: "A", completed: false }] });
    const shown = applyPendingCardChanges(c, [
      form({ ...target, intent: "toggle-task", itemId: "1", completed: "true" }),
      undefined,
      form({ ...target, intent: "add-task", itemId: "n", task: "New" }),
    ]);
    expect(shown.task).toEqual([
      { id: 1, task: "A", completed: true },
      { id: "n", task: "New", completed: false },
    ]);
  });

  it("ignores bad forms, deletions of the card and other cards' changes", () => {
    const c = card();
    expect(
      applyPendingCardChanges(c, [
        form({ intent: "rename", title: "x" }),
        form({ ...target, intent: "delete-card" }),
        form({ ...target, cardId: "20", intent: "rename", title: "Other" }),
      ]),
    ).toBe(c);
  });
});
