import { describe, expect, it } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { createKeyboardCoordinates, landingInOtherBoard, landingInOwnBoard } from "./drag-extras";
import { boardDragId, cardDragId } from "./drag-model";

const card = (id: string): Card => ({ id, title: id, tags: [], task: [], date: "" });
const boards: Board[] = [
  { id: "todo", boardName: "To Do", card: [card("a"), card("b")] },
  { id: "doing", boardName: "Doing", card: [card("c"), card("d")] },
  { id: "done", boardName: "Done", card: [] },
];

describe("landingInOtherBoard", () => {
  it("over a card of another board: before it, or after it once below its middle", () => {
    expect(landingInOtherBoard(boards, "a", cardDragId("d"), false)).toMatchObject({
      board: { id: "doing" },
      index: 1,
      total: 3,
      marker: { boardId: "doing", cardId: "d", side: "before" },
    });
    expect(landingInOtherBoard(boards, "a", cardDragId("d"), true)).toMatchObject({
      index: 2,
      marker: { boardId: "doing", cardId: "d", side: "after" },
    });
  });

  it("over another board itself: at its end, after its last card, or in its empty list", () => {
    expect(landingInOtherBoard(boards, "a", boardDragId("doing"), false)).toMatchObject({
      index: 2,
      marker: { boardId: "doing", cardId: "d", side: "after" },
    });
    expect(landingInOtherBoard(boards, "a", boardDragId("done"), false)).toMatchObject({
      board: { id: "done" },
      index: 0,
      marker: { boardId: "done", cardId: null },
    });
  });

  it("nothing over its own board, its own cards, or nothing at all", () => {
    expect(landingInOtherBoard(boards, "a", cardDragId("b"), true)).toBeNull();
    expect(landingInOtherBoard(boards, "a", boardDragId("todo"), false)).toBeNull();
    expect(landingInOtherBoard(boards, "a", null, false)).toBeNull();
    expect(landingInOtherBoard(boards, "missing", cardDragId("c"), false)).toBeNull();
  });
});

describe("landingInOwnBoard", () => {
  it("the place of the card it is over, or its own over the board itself", () => {
    expect(landingInOwnBoard(boards, "a", { id: cardDragId("b") })).toMatchObject({ board: { id: "todo" }, index: 1, total: 2 });
    expect(landingInOwnBoard(boards, "a", { id: boardDragId("todo") })).toMatchObject({ index: 0, total: 2 });
  });

  it("nothing over another board, its cards, or a board that is not there", () => {
    expect(landingInOwnBoard(boards, "a", { id: cardDragId("c") })).toBeNull();
    expect(landingInOwnBoard(boards, "a", { id: boardDragId("doing") })).toBeNull();
    expect(landingInOwnBoard(boards, "a", { id: boardDragId("nowhere") })).toBeNull();
  });
});

describe("createKeyboardCoordinates", () => {
  const rect = (left: number) => ({ left, top: 0, width: 100, height: 400, right: left + 100, bottom: 400 });
  const droppableRects = new Map([
    [boardDragId("todo"), rect(0)],
    [boardDragId("doing"), rect(120)],
    [boardDragId("done"), rect(240)],
  ]);
  type Context = Parameters<KeyboardCoordinateGetter>[1]["context"];
  const getter = createKeyboardCoordinates(() => ({ boards, byKeyboard: true }));
  const press = (code: string, context: Partial<Context>) =>
    getter(new KeyboardEvent("keydown", { code, cancelable: true }), {
      active: boardDragId("done"),
      currentCoordinates: { x: 0, y: 0 },
      context: { active: { id: boardDragId("done") }, collisionRect: rect(240), droppableRects, ...context } as Context,
    });

  it("an arrow moves a board one place on from where its last move was said to be", () => {
    expect(press("ArrowLeft", { collisions: [{ id: boardDragId("done") }], over: null })).toEqual({ x: 120, y: 0 });
    // dnd-kit's `over` still says Done a render after its collisions moved to Doing.
    const staleOver = { id: boardDragId("done") } as Context["over"];
    expect(press("ArrowLeft", { collisions: [{ id: boardDragId("doing") }], over: staleOver })).toEqual({ x: 0, y: 0 });
  });

  it("nothing past the row's end, and nothing for a key that is not an arrow", () => {
    expect(press("ArrowLeft", { collisions: [{ id: boardDragId("todo") }] })).toBeUndefined();
    expect(press("KeyA", { collisions: [{ id: boardDragId("doing") }] })).toBeUndefined();
  });
});
