import { act, render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import { BoardColumn } from "./board-column";
import { noBoardActions, stubIntersectionObserver } from "./board-test-support";
import { showDropMarker } from "./card-tile";
import { DRAG_INSTRUCTIONS_ID } from "./drag-model";

const card = (id: string): Card => ({ id, title: `Card ${id}`, tags: [], task: [], date: "" });

function renderBoard(board: Board, filtered = false) {
  return render(
    <BoardColumn
      board={board}
      filtered={filtered}
      draggedCardId={null}
      actions={noBoardActions}
      firstFrame={{ near: new Map([[String(board.id), true]]), settled: false }}
    />,
  );
}

describe("a board's cards", () => {
  beforeAll(() => {
    stubIntersectionObserver();
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
