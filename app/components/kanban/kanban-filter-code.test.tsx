import { describe, expect, it } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import { NO_FILTER } from "~/lib/kanban-filter";
import { filterView } from "./kanban-filter-code";

const card = (id: string, title: string): Card => ({ id, title, tags: [], task: [], date: "" });

const boards: Board[] = [
  { id: "b1", boardName: "To Do", card: [card("1", "Buy milk"), card("2", "Fix bike")] },
  { id: "b2", boardName: "Doing", card: [card("3", "Buy bread")] },
  { id: "b3", boardName: "Done", card: [] },
];

describe("filterView", () => {
  it("shows nothing filtered (null) while no filter is on", () => {
    expect(filterView(boards, NO_FILTER)).toBeNull();
  });

  it("keeps a board whose cards all show as the same object, so turning a filter on re-renders none of its tiles", () => {
    const view = filterView(boards, { ...NO_FILTER, query: "bu" });
    expect(view?.boards[1]).toBe(boards[1]);
    expect(view?.boards[2]).toBe(boards[2]);
    expect(view?.boards[0]).not.toBe(boards[0]);
    expect(view?.boards[0]?.card.map((shown) => shown.title)).toEqual(["Buy milk"]);
    expect(view?.count).toBe("2 of 3 cards");
  });

  it("keeps a filtered board's object while the next query shows the same cards of it", () => {
    const first = filterView(boards, { ...NO_FILTER, query: "mil" });
    const next = filterView(boards, { ...NO_FILTER, query: "milk" });
    expect(next?.boards[0]).toBe(first?.boards[0]);
    expect(next?.noMatch).toEqual(new Set(["b2"]));
  });
});
