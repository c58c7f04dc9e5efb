// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Board, Card } from "./kanban";
import { NO_FILTER, type KanbanFilter } from "./kanban-filter";
import { createCardMatcher, fullIndexOfDrop, labelsInUse, matchesDue, matchesText, titleMatches } from "./kanban-filter-match";

function card(id: string, title: string, extra: Partial<Card> = {}): Card {
  return { id, title, tags: [], task: [], date: "", ...extra };
}
const tag = (tagName: string, color: string) => ({ id: `${tagName}-${color}`, tagName, color });
const item = (task: string, completed = false) => ({ id: task, task, completed });

// Wednesday, 10 June 2026, mid-afternoon local time.
const TODAY = new Date(2026, 5, 10, 15, 30);

describe("matchesText", () => {
  const report = card("1", "Write the Réport", {
    tags: [tag("Ürgent", "#eb5a46")],
    task: [item("Call Zoé"), item("send draft", true)],
  });
  it("finds the query in the title, a label's name or a checklist item, ignoring case and accents", () => {
    expect(matchesText(report, "report")).toBe(true);
    expect(matchesText(report, "RÉPORT")).toBe(true);
    expect(matchesText(report, "urgent")).toBe(true);
    expect(matchesText(report, "zoe")).toBe(true);
    expect(matchesText(report, "DRAFT")).toBe(true);
    expect(matchesText(report, "  zoe ")).toBe(true);
    expect(matchesText(report, "milk")).toBe(false);
  });
  it("a blank query finds every card", () => {
    expect(matchesText(card("2", ""), "  ")).toBe(true);
  });
  it("titleMatches looks at the title only", () => {
    expect(titleMatches(report, "report")).toBe(true);
    expect(titleMatches(report, "zoe")).toBe(false);
    expect(titleMatches(report, "")).toBe(false);
  });
});

describe("matchesDue", () => {
  it("overdue is what the tile's badge calls overdue: a past day, unless every checklist item is done", () => {
    expect(matchesDue(card("1", "a", { date: "2026-06-09" }), "overdue", TODAY)).toBe(true);
    expect(matchesDue(card("1", "a", { date: "2026-06-10" }), "overdue", TODAY)).toBe(false);
    expect(matchesDue(card("1", "a", { date: "2026-06-01", task: [item("x", true)] }), "overdue", TODAY)).toBe(false);
    expect(matchesDue(card("1", "a", { date: "" }), "overdue", TODAY)).toBe(false);
    expect(matchesDue(card("1", "a", { date: "not a day" }), "overdue", TODAY)).toBe(false);
  });
  it("week: due today up to 7 days after today", () => {
    expect(matchesDue(card("1", "a", { date: "2026-06-10" }), "week", TODAY)).toBe(true);
    expect(matchesDue(card("1", "a", { date: "2026-06-17" }), "week", TODAY)).toBe(true);
    expect(matchesDue(card("1", "a", { date: "2026-06-18" }), "week", TODAY)).toBe(false);
    expect(matchesDue(card("1", "a", { date: "2026-06-09" }), "week", TODAY)).toBe(false);
    expect(matchesDue(card("1", "a", { date: "" }), "week", TODAY)).toBe(false);
    expect(matchesDue(card("1", "a", { date: "2026-02-30" }), "week", TODAY)).toBe(false);
  });
  it("none: no due date at all", () => {
    expect(matchesDue(card("1", "a"), "none", TODAY)).toBe(true);
    expect(matchesDue(card("1", "a", { date: "2026-06-10" }), "none", TODAY)).toBe(false);
  });
});

describe("labelsInUse", () => {
  it("lists each name-and-colour once, in board order; the same name in two colours is two labels", () => {
    const boards: Board[] = [
      { id: 1, boardName: "A", card: [card("1", "x", { tags: [tag("Red", "#eb5a46"), tag("Urgent", "#ff9f1a")] })] },
      { id: 2, boardName: "B", card: [card("2", "y", { tags: [tag("Red", "#eb5a46"), tag("Red", "#61bd4f")] }), card("3", "z")] },
    ];
    expect(labelsInUse(boards)).toEqual([
      { name: "Red", color: "#eb5a46" },
      { name: "Urgent", color: "#ff9f1a" },
      { name: "Red", color: "#61bd4f" },
    ]);
    expect(labelsInUse([])).toEqual([]);
  });
});

describe("createCardMatcher", () => {
  const red = { name: "Red", color: "#eb5a46" };
  const urgent = { name: "Urgent", color: "#ff9f1a" };
  const cards = [
    card("a", "Report", { tags: [tag("Red", "#eb5a46")], date: "2026-06-01" }),
    card("b", "Report draft", { tags: [tag("Urgent", "#ff9f1a")] }),
    card("c", "Milk", { tags: [tag("Red", "#61bd4f")], date: "2026-06-12" }),
    card("d", "Other report", { date: "2026-06-12" }),
  ];
  const shown = (filter: KanbanFilter, inUse?: typeof red[]) => {
    const matches = createCardMatcher(filter, { today: TODAY, inUse });
    return matches ? cards.filter(matches).map((c) => c.id) : "all";
  };

  it("is null without a filter (a blank query is none)", () => {
    expect(shown(NO_FILTER)).toBe("all");
    expect(shown({ ...NO_FILTER, query: "  " })).toBe("all");
  });
  it("labels: a card wearing any chosen label, by name and colour", () => {
    expect(shown({ ...NO_FILTER, labels: [red] })).toEqual(["a"]);
    expect(shown({ ...NO_FILTER, labels: [red, urgent] })).toEqual(["a", "b"]);
  });
  it("combines the query, the labels and the due filter: a card must pass each", () => {
    expect(shown({ query: "REPORT", labels: [], due: null })).toEqual(["a", "b", "d"]);
    expect(shown({ query: "report", labels: [red, urgent], due: null })).toEqual(["a", "b"]);
    expect(shown({ query: "report", labels: [red, urgent], due: "overdue" })).toEqual(["a"]);
    expect(shown({ query: "report", labels: [], due: "week" })).toEqual(["d"]);
    expect(shown({ query: "report", labels: [], due: "none" })).toEqual(["b"]);
    expect(shown({ query: "milk", labels: [urgent], due: null })).toEqual([]);
  });
  it("leaves out chosen labels no card wears", () => {
    const gone = { name: "Gone", color: "#000" };
    expect(shown({ ...NO_FILTER, labels: [gone] }, [red, urgent])).toBe("all");
    expect(shown({ ...NO_FILTER, labels: [gone, urgent] }, [red, urgent])).toEqual(["b"]);
  });
  it("sees a changed card anew (a new object)", () => {
    const before = card("x", "Old title");
    const matches = createCardMatcher({ ...NO_FILTER, query: "new" })!;
    expect(matches(before)).toBe(false);
    expect(matches({ ...before, title: "New title" })).toBe(true);
  });
});

describe("fullIndexOfDrop", () => {
  // Shown: B, D, F; hidden: a, c, e, g (lower case).
  const cards = ["a", "B", "c", "D", "e", "F", "g"].map((title) => card(title, title));
  const isShown = (c: Card) => c.title === c.title.toUpperCase();
  const place = (cardId: string, shownIndex: number) => {
    const index = fullIndexOfDrop(cards, isShown, cardId, shownIndex);
    const others = cards.filter((c) => c.id !== cardId).map((c) => c.id);
    others.splice(index, 0, cardId);
    return others.join("");
  };

  it("between two shown cards: between them, whatever hidden cards lie between", () => {
    // A card from elsewhere (X) dropped between B and D.
    expect(place("X", 1)).toBe("aBcXDeFg");
    // F moved up between B and D; D moved down between F and… the end.
    expect(place("F", 1)).toBe("aBcFDeg");
    expect(place("B", 1)).toBe("acDeBFg");
  });
  it("first: right before the first shown card; last: after every card", () => {
    expect(place("X", 0)).toBe("aXBcDeFg");
    expect(place("X", 3)).toBe("aBcDeFgX");
    expect(place("D", 2)).toBe("aBceFgD");
    expect(place("X", 99)).toBe("aBcDeFgX");
  });
  it("into a board whose cards are all hidden, or an empty one: at its end", () => {
    const hidden = ["a", "c"].map((title) => card(title, title));
    expect(fullIndexOfDrop(hidden, isShown, "X", 0)).toBe(2);
    expect(fullIndexOfDrop([], isShown, "X", 0)).toBe(0);
  });
  it("the card itself does not count, shown or not (its board's list without it)", () => {
    expect(fullIndexOfDrop(cards, isShown, "B", 0)).toBe(2); // before D among a, c, D…
  });
});
