import { act, render, screen } from "@testing-library/react";
import { memo, Profiler } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Board } from "~/lib/kanban";
import { FilterBoardsContext } from "./filter-code";
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
      <FilterBoardsContext value={shown}>
        <LabelFilterMenu trigger={<button type="button">Labels</button>} chosen={[]} onChange={() => undefined} openedBy={null} />
      </FilterBoardsContext>
    );
    const { rerender } = render(menu(boards));
    rerender(menu([...boards]));
    expect(labelsInUse).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Labels" }));
    expect(await screen.findByRole("menuitemcheckbox", { name: "Urgent" })).toBeInTheDocument();
    expect(labelsInUse).toHaveBeenCalled();
  });

  it("takes the boards from the page's context: their change renders nothing while the menu is shut, and the open menu's items follow it", async () => {
    const onRender = vi.fn();
    // The bar around the menu is a memo, as in the page: only the context changes.
    const Menu = memo(function Menu() {
      return (
        <Profiler id="menu" onRender={onRender}>
          <LabelFilterMenu trigger={<button type="button">Labels</button>} chosen={[]} onChange={() => undefined} openedBy={null} />
        </Profiler>
      );
    });
    const page = (shown: Board[]) => (
      <FilterBoardsContext value={shown}>
        <Menu />
      </FilterBoardsContext>
    );
    const { rerender } = render(page(boards));
    onRender.mockClear();
    rerender(page([...boards]));
    expect(onRender).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Labels" }));
    expect(await screen.findByRole("menuitemcheckbox", { name: "Urgent" })).toBeInTheDocument();
    const withNewLabel: Board[] = [
      ...boards,
      { id: "b2", boardName: "Doing", card: [{ id: "2", title: "Call", tags: [{ id: 2, tagName: "Phone", color: "#3b82f6" }], task: [], date: "" }] },
    ];
    act(() => rerender(page(withNewLabel)));
    expect(await screen.findByRole("menuitemcheckbox", { name: "Phone" })).toBeInTheDocument();
  });
});
