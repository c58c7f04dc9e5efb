import { describe, expect, it } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import { NO_FILTER } from "~/lib/kanban-filter";
import { filterView } from "./kanban-filter-code";

const card = (id: string, title: string): Card => ({ id, title, tags: [], task: [], date: "" });

const today = new Date(2026, 2, 10);

const boards: Board[] = [
  { id: "b1", boardName: "To Do", card: [card("1", "Buy milk"), card("2", "Fix bike")] },
  { id: "b2", boardName: "Doing", card: [card("3", "Buy bread")] },
  { id: "b3", boardName: "Done", card: [] },
];

describe("filterView", () => {
  it("shows nothing filtered (null) while no filter is on", () => {
    expect(filterView(boards, NO_FILTER, today)).toBeNull();
  });

  it("keeps a board whose cards all show as the same object, so turning a filter on re-renders none of its tiles", () => {
    const view = filterView(boards, { ...NO_FILTER, query: "bu" }, today);
    expect(view?.boards[1]).toBe(boards[1]);
    expect(view?.boards[2]).toBe(boards[2]);
    expect(view?.boards[0]).not.toBe(boards[0]);
    expect(view?.boards[0]?.card.map((shown) => shown.title)).toEqual(["Buy milk"]);
    expect(view?.count).toBe("2 of 3 cards");
  });

  it("keeps a filtered board's object while the next query shows the same cards of it", () => {
    const first = filterView(boards, { ...NO_FILTER, query: "mil" }, today);
    const next = filterView(boards, { ...NO_FILTER, query: "milk" }, today);
    expect(next?.boards[0]).toBe(first?.boards[0]);
    expect(next?.noMatch).toEqual(new Set(["b2"]));
  });

  it("filters by due date on the day it is given: a card due today is overdue the next day", () => {
    const dated: Board[] = [{ id: "b1", boardName: "To Do", card: [{ ...card("1", "Due today"), date: "2026-03-10" }, card("2", "No date")] }];
    expect(filterView(dated, { ...NO_FILTER, due: "overdue" }, today)?.count).toBe("0 of 2 cards");
    const nextDay = filterView(dated, { ...NO_FILTER, due: "overdue" }, new Date(2026, 2, 11));
    expect(nextDay?.boards[0]?.card.map((shown) => shown.title)).toEqual(["Due today"]);
  });
});
