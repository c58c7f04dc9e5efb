// @vitest-environment node
import { describe, expect, it } from "vitest";
import { findCard } from "./board-rules";
import { cardGone } from "./card-gone";
import type { Board, Card } from "./kanban";
import { applyKanbanCommand } from "./kanban-commands";

const card = (id: string, title: string): Card => ({ id, title, tags: [], task: [{ id: 1, task: "Collect figures", completed: true }], date: "2026-03-10" });
const boards: Board[] = [
  { id: "b1", boardName: "To Do", card: [card("c1", "Alpha"), card("c2", "Write the report"), card("c3", "Charlie")] },
  { id: "b2", boardName: "Doing", card: [] },
];
const seen = findCard(boards, "c2")!;
const withoutCard: Board[] = [{ ...boards[0]!, card: [boards[0]!.card[0]!, boards[0]!.card[2]!] }, boards[1]!];

describe("cardGone", () => {
  it("says a card deleted elsewhere was deleted on another device or tab, and puts it back where it was, as it was", () => {
    const gone = cardGone(seen, withoutCard, [undefined, undefined]);
    expect(gone.message).toBe("This card was deleted on another device or tab.");
    expect(gone.restore).toEqual({ intent: "restore-card", boardId: "b1", index: 1, card: seen.card });
    const restored = applyKanbanCommand(withoutCard, gone.restore!);
    expect(restored.ok && restored.state).toEqual(boards);
  });

  it("says when the board went with it, and offers no way back into a board that is not there", () => {
    const gone = cardGone(seen, [boards[1]!], [undefined, undefined]);
    expect(gone.message).toBe("This card was deleted with its board on another device or tab.");
    expect(gone.restore).toBeNull();
  });

  it("says so when this tab's own Undo or Redo deleted it (the step that brings it back is next)", () => {
    const restore = { intent: "restore-card", boardId: "b1", index: 1, card: seen.card } as const;
    expect(cardGone(seen, withoutCard, [undefined, restore]).message).toBe("This card was deleted by Undo or Redo in this tab.");
    expect(cardGone(seen, withoutCard, [restore, undefined]).message).toBe("This card was deleted by Undo or Redo in this tab.");
    const otherCard = { ...restore, card: card("c9", "Other") };
    expect(cardGone(seen, withoutCard, [otherCard, undefined]).message).toBe("This card was deleted on another device or tab.");
  });
});
