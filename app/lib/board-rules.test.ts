// @vitest-environment node
import { describe, expect, it } from "vitest";
import { findCard, moveBoard, moveCard, newBoard, newCard, stepCard } from "./board-rules";
import { sameHiddenClass } from "./hidden-class-test-support";
import { parseBoards, type Board, type Card } from "./kanban";

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

  it("shapes new boards and cards as the ones read from storage, with or without a date (one hidden class each)", () => {
    const [stored] = parseBoards(
      JSON.parse('[{"id":"b","boardName":"To Do","card":[{"id":"c1","title":"Dated","tags":[],"task":[],"date":""},{"id":"c2","title":"Undated","tags":[],"task":[]}]}]'),
    ).value;
    expect(sameHiddenClass(newCard("u", "Title"), stored!.card[0]!)).toBe(true);
    expect(sameHiddenClass(newCard("u", "Title"), stored!.card[1]!)).toBe(true);
    expect(sameHiddenClass(newBoard("n", "New"), stored!)).toBe(true);
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
    const boards = sample();
    expect(findCard(boards, "c21")).toEqual({ boardIndex: 1, cardIndex: 0, board: boards[1], card: boards[1]!.card[0] });
    expect(findCard(boards, 13)).toMatchObject({ boardIndex: 0, cardIndex: 2 });
    expect(findCard(boards, "13")).toMatchObject({ boardIndex: 0, cardIndex: 2 });
    expect(findCard(boards, "missing")).toBeNull();
  });

});

describe("a card moved with the arrow keys", () => {
  it("goes up and down within its board, and stays put at either end", () => {
    const boards = sample();
    expect(ids(stepCard(boards, 11, "down")[0])).toEqual([12, 11, 13]);
    expect(ids(stepCard(boards, 13, "up")[0])).toEqual([11, 13, 12]);
    expect(stepCard(boards, 11, "up")).toBe(boards);
    expect(stepCard(boards, 13, "down")).toBe(boards);
  });

  it("goes to the same position of the neighbouring board, or its end when that board is shorter", () => {
    const boards = sample();
    const right = stepCard(boards, 12, "right");
    expect(ids(right[0])).toEqual([11, 13]);
    expect(ids(right[1])).toEqual(["c21", 12]);
    const left = stepCard(boards, "c21", "left");
    expect(ids(left[0])).toEqual(["c21", 11, 12, 13]);
    expect(ids(stepCard(boards, "c21", "right")[2])).toEqual(["c21"]);
  });

  it("stays put at the first and last boards, and for an unknown card", () => {
    const boards = sample();
    expect(stepCard(boards, 11, "left")).toBe(boards);
    const last = stepCard(boards, "c21", "right");
    expect(stepCard(last, "c21", "right")).toBe(last);
    expect(stepCard(boards, "missing", "down")).toBe(boards);
  });
});
