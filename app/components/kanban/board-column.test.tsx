import { act, render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import { BoardColumn, type BoardActions } from "./board-column";
import { showDropMarker } from "./card-tile";
import { DRAG_INSTRUCTIONS_ID } from "./drag-model";

const card = (id: string): Card => ({ id, title: `Card ${id}`, tags: [], task: [], date: "" });
const actions: BoardActions = {
  renameBoard: () => Promise.resolve({ ok: true, intent: "rename-board" }),
  deleteBoard: () => undefined,
  addCard: () => Promise.resolve({ ok: true, intent: "add-card" }),
  openCard: () => undefined,
};

function renderBoard(board: Board, filtered = false) {
  return render(
    <BoardColumn
      board={board}
      filtered={filtered}
      draggedCardId={null}
      actions={actions}
      firstFrame={{ near: new Map([[String(board.id), true]]), settled: false }}
    />,
  );
}

describe("a board's cards", () => {
  beforeAll(() => {
    // A board watches whether it is near the view; jsdom has no IntersectionObserver.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it("lists each card as a tile: a button said to be sortable, described by the drag instructions, with its place in the list", () => {
    renderBoard({ id: "todo", boardName: "To Do", card: [card("a"), card("b")] });
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveAttribute("aria-posinset", "2");
    expect(items[1]).toHaveAttribute("aria-setsize", "2");
    const tile = screen.getByRole("button", { name: /^Card b/ });
    expect(tile).toHaveAttribute("aria-roledescription", "sortable");
    expect(tile).toHaveAttribute("aria-describedby", DRAG_INSTRUCTIONS_ID);
  });

  it("says when it has no cards, or none the filter shows, and marks its empty list while a dragged card would land there", () => {
    const { unmount } = renderBoard({ id: "done", boardName: "Done", card: [] });
    const empty = screen.getByText("No cards");
    expect(empty).not.toHaveAttribute("data-drop-marker");
    act(() => showDropMarker({ boardId: "done", cardId: null, side: "after" }));
    expect(empty).toHaveAttribute("data-drop-marker", "inside");
    act(() => showDropMarker(null));
    expect(empty).not.toHaveAttribute("data-drop-marker");
    unmount();
    renderBoard({ id: "done", boardName: "Done", card: [] }, true);
    expect(screen.getByText("No matching cards")).toBeInTheDocument();
  });
});
