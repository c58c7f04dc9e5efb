// @vitest-environment node
import { describe, expect, it } from "vitest";
import { moveToBoardCommand, moveToNeighbourBoardCommand } from "./card-moves";

const boards = [
  { id: 1, card: [{ id: 11 }, { id: 12 }] },
  { id: "b2", card: [{ id: "c21" }] },
  { id: "b3", card: [] },
];

describe("moveToBoardCommand", () => {
  it("moves the card to the end of the chosen board, saying where it comes from (ids as stored)", () => {
    expect(moveToBoardCommand(boards, "12", "b2")).toEqual({ intent: "move-card", cardId: 12, toBoardId: "b2", toIndex: 1, fromBoardId: 1 });
    expect(moveToBoardCommand(boards, "c21", "1")).toEqual({ intent: "move-card", cardId: "c21", toBoardId: 1, toIndex: 2, fromBoardId: "b2" });
    expect(moveToBoardCommand(boards, 11, "b3")).toEqual({ intent: "move-card", cardId: 11, toBoardId: "b3", toIndex: 0, fromBoardId: 1 });
  });

  it("is null for the card's own board, an unknown card or an unknown board", () => {
    expect(moveToBoardCommand(boards, 11, 1)).toBeNull();
    expect(moveToBoardCommand(boards, "nope", "b2")).toBeNull();
    expect(moveToBoardCommand(boards, 11, "nope")).toBeNull();
  });
});

describe("moveToNeighbourBoardCommand", () => {
  it("moves to the end of the next or the previous board", () => {
    expect(moveToNeighbourBoardCommand(boards, "c21", 1)).toEqual({ intent: "move-card", cardId: "c21", toBoardId: "b3", toIndex: 0, fromBoardId: "b2" });
    expect(moveToNeighbourBoardCommand(boards, "c21", -1)).toEqual({ intent: "move-card", cardId: "c21", toBoardId: 1, toIndex: 2, fromBoardId: "b2" });
  });

  it("is null past the first or the last board, and for an unknown card", () => {
    expect(moveToNeighbourBoardCommand(boards, 11, -1)).toBeNull();
    expect(moveToNeighbourBoardCommand([boards[0]!, { id: "b2", card: [{ id: "x" }] }], "x", 1)).toBeNull();
    expect(moveToNeighbourBoardCommand(boards, "nope", 1)).toBeNull();
  });
});
