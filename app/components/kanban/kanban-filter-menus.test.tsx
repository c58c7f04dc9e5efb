import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Board } from "~/lib/kanban";
import { LabelFilterMenu } from "./kanban-filter-menus";

// Counts the reads of every card's labels; the rule itself is kanban-filter-match.test.ts's.
const { labelsInUse } = vi.hoisted(() => ({ labelsInUse: vi.fn() }));
vi.mock("~/lib/kanban-filter-match", async (actual) => {
  const module = await actual<typeof import("~/lib/kanban-filter-match")>();
  labelsInUse.mockImplementation(module.labelsInUse);
  return { ...module, labelsInUse };
});

const boards: Board[] = [
  { id: "b1", boardName: "To Do", card: [{ id: "1", title: "Buy milk", tags: [{ id: 1, tagName: "Urgent", color: "#ef4444" }], task: [], date: "" }] },
];

describe("LabelFilterMenu", () => {
  it("reads the cards' labels only once the menu opens, not on every change of the boards", async () => {
    const menu = (shown: Board[]) => (
      <LabelFilterMenu trigger={<button type="button">Labels</button>} boards={shown} chosen={[]} onChange={() => undefined} openedBy={null} />
    );
    const { rerender } = render(menu(boards));
    rerender(menu([...boards]));
    expect(labelsInUse).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Labels" }));
    expect(await screen.findByRole("menuitemcheckbox", { name: "Urgent" })).toBeInTheDocument();
    expect(labelsInUse).toHaveBeenCalled();
  });
});
