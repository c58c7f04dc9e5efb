import { render, screen } from "@testing-library/react";
import type { ContextType } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import { BoardColumn, TileKinds, type BoardActions } from "./board-column";
import type { CardTileProps } from "./card-tile";

const card = (id: string): Card => ({ id, title: `Card ${id}`, tags: [], task: [], date: "" });
const board: Board = { id: "todo", boardName: "To Do", card: [card("a"), card("b"), card("new")] };
const actions: BoardActions = {
  renameBoard: () => Promise.resolve({ ok: true, intent: "rename-board" }),
  deleteBoard: () => undefined,
  addCard: () => Promise.resolve({ ok: true, intent: "add-card" }),
  openCard: () => undefined,
};

/** Stands in for dnd-kit's sortable tile (sortable-board.tsx), which registers with dnd-kit as it mounts. */
function RegisteringTile({ card }: CardTileProps) {
  return <p>sortable {card.title}</p>;
}
const SORTABLE = { Cards: ({ children }: { children: React.ReactNode }) => children, Tile: RegisteringTile };

function boardView(shown: Board, beingAdded: ReadonlySet<string>, kinds: ContextType<typeof TileKinds> = SORTABLE) {
  return (
    <TileKinds value={kinds}>
      <BoardColumn
        board={shown}
        draggedCardId={null}
        actions={actions}
        firstFrame={{ near: new Map([["todo", true]]), settled: false }}
        beingAdded={beingAdded}
      />
    </TileKinds>
  );
}

function renderBoard(beingAdded: ReadonlySet<string>) {
  return render(boardView(board, beingAdded));
}

describe("a board's tiles while a card is being added", () => {
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

  it("shows the card being added as a plain tile, and every other card as the sortable kind", () => {
    renderBoard(new Set(["new"]));
    expect(screen.getByText("sortable Card a")).toBeInTheDocument();
    expect(screen.getByText("sortable Card b")).toBeInTheDocument();
    expect(screen.queryByText("sortable Card new")).not.toBeInTheDocument();
    // The plain tile is the same tile to its user: a button that opens the card, described as sortable.
    const tile = screen.getByRole("button", { name: /Card new/ });
    expect(tile).toHaveAttribute("aria-roledescription", "sortable");
  });

  it("shows it as the sortable kind once its add is stored", () => {
    renderBoard(new Set());
    expect(screen.getByText("sortable Card new")).toBeInTheDocument();
  });

  it("keeps it out of what dnd-kit sorts, which stays the same list: the board's sortable tiles do not render for the add", () => {
    // What the sortable context is given (sortable-board.tsx): a new list re-renders every sortable tile.
    const sortedLists: string[][] = [];
    const recording = {
      Cards: ({ items, children }: { items: string[]; children: React.ReactNode }) => {
        sortedLists.push(items);
        return children;
      },
      Tile: RegisteringTile,
    };
    const before: Board = { ...board, card: board.card.slice(0, 2) };
    const { rerender } = render(boardView(before, new Set(), recording));
    rerender(boardView(board, new Set(["new"]), recording));
    expect(sortedLists.at(-1)).toEqual(["card:a", "card:b"]);
    expect(sortedLists.at(-1)).toBe(sortedLists[0]);
    // Stored, it is sorted with the others.
    rerender(boardView({ ...board }, new Set(), recording));
    expect(sortedLists.at(-1)).toEqual(["card:a", "card:b", "card:new"]);
  });
});
