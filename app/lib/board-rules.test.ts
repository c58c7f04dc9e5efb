import { describe, expect, it } from "vitest";
import {
  addBoard,
  addCard,
  cleanText,
  countDoneTasks,
  deleteBoard,
  findCard,
  moveBoard,
  moveCard,
  newCard,
  renameBoard,
} from "./board-rules";
import type { Board, Card } from "./kanban";

function card(id: string | number, title = `Card ${id}`): Card {
  return { id, title, tags: [], task: [], date: "" };
}

function sample(): Board[] {
  return [
    { id: 1, boardName: "To Do", card: [card(11), card(12), card(13)] },
    { id: "b2", boardName: "Doing", card: [card("c21")] },
    { id: "b3", boardName: "Done", card: [] },
  ];
}

const ids = (board: Board | undefined) => board?.card.map((c) => c.id);

describe("boards", () => {
  it("adds a board with the original's shape at the end", () => {
    const boards = sample();
    const result = addBoard(boards, "new-id", "  Review  ");
    expect(result).toHaveLength(4);
    expect(result[3]).toEqual({ id: "new-id", boardName: "Review", card: [] });
    expect(Object.keys(result[3]!)).toEqual(["id", "boardName", "card"]);
    expect(result[0]).toBe(boards[0]);
  });

  it("adds nothing for a blank name or an id already used", () => {
    const boards = sample();
    expect(addBoard(boards, "x", "   ")).toBe(boards);
    expect(addBoard(boards, "x", "")).toBe(boards);
    expect(addBoard(boards, "1", "Twin")).toBe(boards);
    expect(addBoard(boards, "", "No id")).toBe(boards);
  });

  it("renames a board and keeps the others as they were", () => {
    const boards = sample();
    const result = renameBoard(boards, "b2", " In progress ");
    expect(result[1]?.boardName).toBe("In progress");
    expect(result[1]?.card).toBe(boards[1]?.card);
    expect(result[0]).toBe(boards[0]);
  });

  it("allows an empty name (shown as Name of Board) and ignores unknown boards", () => {
    const boards = sample();
    expect(renameBoard(boards, 1, "   ")[0]?.boardName).toBe("");
    expect(renameBoard(boards, "nope", "X")).toBe(boards);
    expect(renameBoard(boards, "b2", "Doing")).toBe(boards);
  });

  it("caps a new name at 10,000 characters", () => {
    const boards = sample();
    expect(renameBoard(boards, "b2", "n".repeat(20_000))[1]?.boardName).toBe("n".repeat(10_000));
    expect(addBoard(boards, "x", "n".repeat(20_000))[3]?.boardName).toHaveLength(10_000);
  });

  it("never cuts a stored name longer than the cap (old or imported data) when it is saved unchanged", () => {
    const long = "L".repeat(1_000_000);
    const boards: Board[] = [{ id: 1, boardName: ` ${long} `, card: [] }];
    // What the name's input gives back on an unrelated Enter or blur: the same text, trimmed.
    expect(renameBoard(boards, 1, long)).toBe(boards);
    expect(renameBoard(boards, 1, ` ${long}`)).toBe(boards);
  });

  it("keeps a long stored name's length when it is edited, and caps only what grows beyond it", () => {
    const long = "L".repeat(1_000_000);
    const boards: Board[] = [{ id: 1, boardName: long, card: [] }];
    const shortened = `${long.slice(0, -1)}`;
    expect(renameBoard(boards, 1, shortened)[0]?.boardName).toBe(shortened);
    const edited = `X${long.slice(1)}`;
    expect(renameBoard(boards, 1, edited)[0]?.boardName).toBe(edited);
    expect(renameBoard(boards, 1, `${long}more`)[0]?.boardName).toBe(long);
  });

  it("finds numeric ids given as text", () => {
    const boards = sample();
    expect(renameBoard(boards, "1", "Backlog")[0]?.boardName).toBe("Backlog");
    expect(deleteBoard(boards, "1").map((b) => b.id)).toEqual(["b2", "b3"]);
  });

  it("deletes a board with its cards; an unknown board changes nothing", () => {
    const boards = sample();
    expect(deleteBoard(boards, "b2").map((b) => b.id)).toEqual([1, "b3"]);
    expect(deleteBoard(boards, "zzz")).toBe(boards);
  });

  it("moves a board to any index, clamping indexes past the end", () => {
    const boards = sample();
    expect(moveBoard(boards, "b3", 0).map((b) => b.id)).toEqual(["b3", 1, "b2"]);
    expect(moveBoard(boards, 1, 2).map((b) => b.id)).toEqual(["b2", "b3", 1]);
    expect(moveBoard(boards, 1, 99).map((b) => b.id)).toEqual(["b2", "b3", 1]);
    expect(moveBoard(boards, "b2", 1)).toBe(boards);
    expect(moveBoard(boards, "missing", 0)).toBe(boards);
  });
});

describe("cards", () => {
  it("creates new cards in the original's shape", () => {
    expect(newCard("u", "Title")).toEqual({ id: "u", title: "Title", tags: [], task: [], date: "" });
  });

  it("adds a card at the end of its board", () => {
    const boards = sample();
    const result = addCard(boards, "b2", "c22", " Write tests ");
    expect(ids(result[1])).toEqual(["c21", "c22"]);
    expect(result[1]?.card[1]).toEqual({ id: "c22", title: "Write tests", tags: [], task: [], date: "" });
    expect(result[1]?.card[0]).toBe(boards[1]?.card[0]);
    expect(result[0]).toBe(boards[0]);
  });

  it("adds nothing for a blank title, an unknown board or an id already used", () => {
    const boards = sample();
    expect(addCard(boards, "b2", "n", "  ")).toBe(boards);
    expect(addCard(boards, "nope", "n", "Title")).toBe(boards);
    expect(addCard(boards, "b3", "12", "Twin")).toBe(boards);
  });

  it("moves a card to any position of another board", () => {
    const boards = sample();
    const result = moveCard(boards, 12, "b2", 0);
    expect(ids(result[0])).toEqual([11, 13]);
    expect(ids(result[1])).toEqual([12, "c21"]);
    expect(result[1]?.card[0]).toBe(boards[0]?.card[1]);
    expect(result[2]).toBe(boards[2]);
  });

  it("moves a card into an empty board and to the end when the index is past it", () => {
    const boards = sample();
    expect(ids(moveCard(boards, "c21", "b3", 0)[2])).toEqual(["c21"]);
    expect(ids(moveCard(boards, "11", "b2", 50)[1])).toEqual(["c21", 11]);
  });

  it("reorders cards within a board", () => {
    const boards = sample();
    expect(ids(moveCard(boards, 11, 1, 2)[0])).toEqual([12, 13, 11]);
    expect(ids(moveCard(boards, 13, 1, 0)[0])).toEqual([13, 11, 12]);
    expect(ids(moveCard(boards, 11, 1, 99)[0])).toEqual([12, 13, 11]);
  });

  it("changes nothing for a move to the same place, an unknown card or board", () => {
    const boards = sample();
    expect(moveCard(boards, 12, 1, 1)).toBe(boards);
    expect(moveCard(boards, "none", "b2", 0)).toBe(boards);
    expect(moveCard(boards, 12, "none", 0)).toBe(boards);
  });

  it("is idempotent, so a pending move applied to saved data changes nothing", () => {
    const once = moveCard(sample(), 12, "b3", 0);
    expect(moveCard(once, 12, "b3", 0)).toBe(once);
  });

  it("finds a card wherever it is", () => {
    expect(findCard(sample(), "c21")).toEqual({ boardIndex: 1, cardIndex: 0 });
    expect(findCard(sample(), 13)).toEqual({ boardIndex: 0, cardIndex: 2 });
    expect(findCard(sample(), "missing")).toBeNull();
  });

  it("counts done checklist items", () => {
    const c: Card = {
      ...card(1),
      task: [
        { id: 1, task: "a", completed: true },
        { id: 2, task: "b", completed: false },
      ],
    };
    expect(countDoneTasks(c)).toBe(1);
  });

  it("trims text and refuses what is not text", () => {
    expect(cleanText("  a  ")).toBe("a");
    expect(cleanText(null)).toBe("");
    expect(cleanText("x".repeat(20_000))).toHaveLength(10_000);
  });
});
