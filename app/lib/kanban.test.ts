// @vitest-environment node
import { describe, expect, it } from "vitest";
import { idFromSeed, isUsableIdText, MAX_ID_LENGTH, mostCardsOnABoardIn, parseBoards, sameId, type Board } from "./kanban";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Fresh ids "new-1", "new-2", … so results can be compared exactly. */
function counter(prefix = "new") {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

const card = (id: unknown, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  tags: [],
  task: [],
  date: "",
  ...extra,
});

describe("parseBoards", () => {
  it("defaults a missing date to an empty string and keeps empty colours", () => {
    const { value, dropped } = parseBoards([
      { id: "b", boardName: "B", card: [{ id: 1, title: "t", tags: [{ id: 1, tagName: "n", color: "" }], task: [] }] },
    ]);
    expect(dropped).toBe(0);
    expect(value[0]?.card[0]).toEqual({ id: 1, title: "t", tags: [{ id: 1, tagName: "n", color: "" }], task: [], date: "" });
  });

  it("leaves out what cannot be read and counts it", () => {
    const { value, dropped } = parseBoards([
      { id: 1, boardName: "ok", card: [{ id: 1, title: "good", tags: [], task: [] }, { title: 5 }] },
      { boardName: "no id" },
      "nonsense",
    ]);
    expect(value).toHaveLength(1);
    expect(value[0]?.card).toHaveLength(1);
    expect(dropped).toBe(3);
  });

  it("reads a value that is not a list as nothing, and says so", () => {
    expect(parseBoards({})).toEqual({ value: [], dropped: 1 });
  });

  it("compares ids of either type by their text", () => {
    expect(sameId(3, "3")).toBe(true);
    expect(sameId("a", "b")).toBe(false);
    expect(sameId("1", " 1")).toBe(false);
  });
});

describe("parseBoards: every id is its own", () => {
  /** How many records each id text would match, by `sameId`. */
  function matches(ids: unknown[]): number[] {
    return ids.map((id) => ids.filter((other) => sameId(other as string, id as string)).length);
  }

  it("gives a repeated board id a fresh one, the first keeps its own", () => {
    const { value, dropped } = parseBoards(
      [
        { id: 1, boardName: "A", card: [] },
        { id: "1", boardName: "B", card: [] },
        { id: 1, boardName: "C", card: [] },
        { id: "x", boardName: "D", card: [] },
      ],
      counter(),
    );
    expect(value.map((board) => [board.id, board.boardName])).toEqual([
      [1, "A"],
      ["new-1", "B"],
      ["new-2", "C"],
      ["x", "D"],
    ]);
    // A renumbered duplicate is read in full: no notice, as for To Do ids.
    expect(dropped).toBe(0);
  });

  it("makes card ids unique across all boards, and keeps the rest of each card", () => {
    const { value } = parseBoards(
      [
        { id: "a", boardName: "A", card: [card(5, "first"), card("5", "same board", { note: "kept" })] },
        { id: "b", boardName: "B", card: [card(5, "other board"), card(6, "six")] },
      ],
      counter(),
    );
    const cards = value.flatMap((board) => board.card);
    expect(cards.map((c) => [c.id, c.title])).toEqual([
      [5, "first"],
      ["new-1", "same board"],
      ["new-2", "other board"],
      [6, "six"],
    ]);
    expect(cards[1]).toMatchObject({ note: "kept" });
    expect(matches(cards.map((c) => c.id))).toEqual([1, 1, 1, 1]);
  });

  it("makes label and checklist ids unique within their card only", () => {
    const tags = [
      { id: 1, tagName: "a", color: "#61bd4f" },
      { id: "1", tagName: "b", color: "#f2d600" },
    ];
    const task = [
      { id: 1, task: "one", completed: false },
      { id: 1, task: "two", completed: true },
    ];
    const { value } = parseBoards([{ id: "b", boardName: "B", card: [card(1, "x", { tags, task }), card(2, "y", { tags, task })] }], counter());
    for (const parsed of value[0]!.card) {
      expect(parsed.tags.map((tag) => tag.id)).toEqual([1, expect.stringMatching(/^new-/)]);
      expect(parsed.task.map((item) => item.id)).toEqual([1, expect.stringMatching(/^new-/)]);
      expect(parsed.task.map((item) => item.task)).toEqual(["one", "two"]);
    }
  });

  it("gives a fresh id to an id no form can carry back: blank or too long", () => {
    const long = "x".repeat(MAX_ID_LENGTH + 1);
    const { value } = parseBoards(
      [
        { id: "  ", boardName: "blank", card: [card("", "empty"), card(long, "long")] },
        { id: " 1", boardName: "padded", card: [] },
        { id: "1", boardName: "plain", card: [] },
      ],
      counter(),
    );
    expect(value.map((board) => board.id)).toEqual(["new-1", " 1", "1"]);
    expect(value[0]!.card.map((c) => c.id)).toEqual(["new-2", "new-3"]);
  });

  it("never hands out a fresh id that is already taken", () => {
    const ids = ["taken", "taken", "fresh"].values();
    const { value } = parseBoards(
      [
        { id: "taken", boardName: "A", card: [] },
        { id: "taken", boardName: "B", card: [] },
        { id: "fresh", boardName: "C", card: [] },
      ],
      () => ids.next().value ?? "spare",
    );
    // B would have got "fresh" (not yet seen), so C, coming later, gets a new id instead.
    expect(value.map((board) => board.id)).toEqual(["taken", "fresh", "spare"]);
  });

  it("makes fresh ids as the app does (uuid v4 strings), the same ones each time the same text is read", () => {
    const saved = [
      { id: 1, boardName: "A", card: [card(1, "x"), card(1, "y"), card(1, "z")] },
      { id: 1, boardName: "B", card: [card(2, "w")] },
      { id: 1, boardName: "C", card: [] },
    ];
    const { value } = parseBoards(structuredClone(saved));
    const boardIds = value.map((b) => b.id);
    const cardIds = value.flatMap((b) => b.card.map((c) => c.id));
    expect(boardIds[0]).toBe(1);
    expect(cardIds[0]).toBe(1);
    expect(cardIds[3]).toBe(2);
    for (const id of [...boardIds.slice(1), ...cardIds.slice(1, 3)]) expect(id).toMatch(UUID);
    expect(new Set(boardIds).size).toBe(3);
    expect(new Set(cardIds).size).toBe(4);
    // A reload or another tab reads the same ids, so an open card's address keeps working.
    expect(parseBoards(structuredClone(saved)).value).toEqual(value);
  });

  it("draws uuids from their seed", () => {
    expect(idFromSeed("card/1/5")).toMatch(UUID);
    expect(idFromSeed("card/1/5")).toBe(idFromSeed("card/1/5"));
    const many = new Set(Array.from({ length: 10_000 }, (_, i) => idFromSeed(`card/${i}/5`)));
    expect(many.size).toBe(10_000);
  });

  it("returns unchanged data with every id as it was", () => {
    const saved: Board[] = [
      { id: 1, boardName: "A", card: [card(1, "x", { tags: [{ id: 1, tagName: "t", color: "" }], task: [{ id: 1, task: "i", completed: false }] }) as never] },
      { id: 2, boardName: "B", card: [card(2, "y") as never] },
    ];
    expect(parseBoards(structuredClone(saved), counter()).value).toEqual(saved);
  });
});

describe("parseBoards: fields of the wrong type count as not read in full", () => {
  const board = (cards: unknown[]) => [{ id: "b", boardName: "B", card: cards }];

  it("reads a date that is not text as none, and counts it", () => {
    for (const date of [20240105, null, { day: 5 }, ["2024-01-05"], true]) {
      const { value, dropped } = parseBoards(board([card(1, "dated", { date }), card(2, "fine")]));
      expect(dropped, JSON.stringify(date)).toBe(1);
      expect(value[0]!.card.map((c) => [c.title, c.date])).toEqual([
        ["dated", ""],
        ["fine", ""],
      ]);
    }
  });

  it("reads a colour that is not text as none, and counts it", () => {
    for (const color of [255, null, { hex: "#fff" }]) {
      const { value, dropped } = parseBoards(board([card(1, "c", { tags: [{ id: 1, tagName: "label", color }] })]));
      expect(dropped).toBe(1);
      expect(value[0]!.card[0]!.tags).toEqual([{ id: 1, tagName: "label", color: "" }]);
    }
  });

  it("reads labels, checklists and cards that are there but not lists as empty, and counts them", () => {
    for (const wrong of [null, {}, "a", 3]) {
      const tags = parseBoards(board([card(1, "c", { tags: wrong })]));
      expect(tags.dropped).toBe(1);
      expect(tags.value[0]!.card[0]).toMatchObject({ title: "c", tags: [] });
      const task = parseBoards(board([card(1, "c", { task: wrong })]));
      expect(task.dropped).toBe(1);
      expect(task.value[0]!.card[0]).toMatchObject({ title: "c", task: [] });
      const cards = parseBoards([{ id: "b", boardName: "Kept", card: wrong }]);
      expect(cards).toEqual({ value: [{ id: "b", boardName: "Kept", card: [] }], dropped: 1 });
    }
  });

  it("reads missing labels, checklist, date, colour and cards as empty, silently", () => {
    const { value, dropped } = parseBoards([
      { id: "b", boardName: "B", card: [{ id: 1, title: "bare" }, { id: 2, title: "tagged", tags: [{ id: 1, tagName: "t" }] }] },
      { id: "c", boardName: "No cards" },
    ]);
    expect(dropped).toBe(0);
    expect(value).toEqual([
      {
        id: "b",
        boardName: "B",
        card: [
          { id: 1, title: "bare", tags: [], task: [], date: "" },
          { id: 2, title: "tagged", tags: [{ id: 1, tagName: "t", color: "" }], task: [], date: "" },
        ],
      },
      { id: "c", boardName: "No cards", card: [] },
    ]);
  });

  it("counts a key named __proto__ on a board, card, label or checklist item, shows the rest and pollutes nothing", () => {
    // Written as text: in an object literal `__proto__` would set the prototype, not make a key.
    const raw =
      '[{"id":"b","boardName":"B","__proto__":{"polluted":"board"},"card":[{"id":1,"title":"t","date":"",' +
      '"__proto__":{"polluted":"card","title":"from proto"},"tags":[{"id":1,"tagName":"n","color":"","__proto__":{"polluted":"tag"}}],' +
      '"task":[{"id":1,"task":"i","completed":false,"__proto__":null}]}]}]';
    const { value, dropped } = parseBoards(JSON.parse(raw));
    expect(dropped).toBe(4);
    expect(value).toEqual([
      { id: "b", boardName: "B", card: [{ id: 1, title: "t", date: "", tags: [{ id: 1, tagName: "n", color: "" }], task: [{ id: 1, task: "i", completed: false }] }] },
    ]);
    const records = [value[0], value[0]!.card[0], value[0]!.card[0]!.tags[0], value[0]!.card[0]!.task[0]];
    for (const record of records) {
      expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
      expect(Object.prototype.hasOwnProperty.call(record, "__proto__")).toBe(false);
      expect((record as Record<string, unknown>).polluted).toBeUndefined();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps a __proto__ key inside a field it does not know, as it was", () => {
    const raw = '[{"id":"b","boardName":"B","card":[],"extra":{"__proto__":{"a":1}}}]';
    const { value, dropped } = parseBoards(JSON.parse(raw));
    expect(dropped).toBe(0);
    expect(JSON.stringify(value)).toBe(raw);
  });
});

describe("isUsableIdText", () => {
  it("accepts what a form carries back unchanged", () => {
    expect(isUsableIdText("1")).toBe(true);
    expect(isUsableIdText(" 1")).toBe(true);
    expect(isUsableIdText("x".repeat(MAX_ID_LENGTH))).toBe(true);
    expect(isUsableIdText("")).toBe(false);
    expect(isUsableIdText("  ")).toBe(false);
    expect(isUsableIdText("x".repeat(MAX_ID_LENGTH + 1))).toBe(false);
  });
});

describe("mostCardsOnABoardIn", () => {
  const card = (id: number, title = `Card ${id}`) => ({ id, title, tags: [{ id: 1, tagName: "x", color: "#fff" }], task: [], date: "" });

  it("counts the cards of the longest board of a stored text", () => {
    const text = JSON.stringify([
      { id: 1, boardName: "To Do", card: [card(1), card(2)] },
      { id: 2, boardName: "Doing", card: [card(3), card(4), card(5)] },
      { id: 3, boardName: "Done", card: [] },
    ]);
    expect(mostCardsOnABoardIn(text)).toBe(3);
  });

  it("stops once a board is past a limit, saying limit + 1", () => {
    const text = JSON.stringify([
      { id: 1, boardName: "To Do", card: [card(1), card(2)] },
      { id: 2, boardName: "Doing", card: [card(3), card(4), card(5), card(6)] },
      { id: 3, boardName: "Done", card: [card(7)] },
    ]);
    expect(mostCardsOnABoardIn(text, 2)).toBe(3);
    expect(mostCardsOnABoardIn(text, 3)).toBe(4);
    expect(mostCardsOnABoardIn(text, 4)).toBe(4);
    expect(mostCardsOnABoardIn(text, 1)).toBe(2);
  });

  it("is not misled by titles that spell a key, nor by a board's fields in another order", () => {
    const text = JSON.stringify([
      { card: [card(1, '"title": x'), card(2, '{"title":"y"}')], id: 1, boardName: "A" },
      { card: [card(3)], id: 2, boardName: '"boardName":' },
    ]);
    expect(mostCardsOnABoardIn(text)).toBe(2);
  });

  it("is 0 for nothing stored or no cards", () => {
    expect(mostCardsOnABoardIn("")).toBe(0);
    expect(mostCardsOnABoardIn(JSON.stringify([{ id: 1, boardName: "A", card: [] }]))).toBe(0);
  });
});
