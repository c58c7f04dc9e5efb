import { describe, expect, it } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { cardLanding, createKeyboardCoordinates, landingInOtherBoard } from "./drag-extras";
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

describe("cardLanding", () => {
  it("in its own board: the place of the card it is over, marked on the side it moves to", () => {
    expect(cardLanding(boards, "a", cardDragId("b"), false)).toMatchObject({
      board: { id: "todo" },
      index: 1,
      total: 2,
      marker: { boardId: "todo", cardId: "b", side: "after" },
    });
    expect(cardLanding(boards, "b", cardDragId("a"), true)).toMatchObject({
      index: 0,
      marker: { boardId: "todo", cardId: "a", side: "before" },
    });
  });

  it("over itself or its own board: where it is, with no marker", () => {
    expect(cardLanding(boards, "b", cardDragId("b"), true)).toMatchObject({ board: { id: "todo" }, index: 1, total: 2, marker: null });
    expect(cardLanding(boards, "a", boardDragId("todo"), false)).toMatchObject({ index: 0, marker: null });
  });

  it("in another board: before or after the card it is over, or at the board's end", () => {
    expect(cardLanding(boards, "a", cardDragId("c"), true)).toMatchObject({ board: { id: "doing" }, index: 1, total: 3 });
    expect(cardLanding(boards, "a", boardDragId("done"), false)).toMatchObject({ board: { id: "done" }, index: 0, total: 1 });
  });

  it("nothing over nothing, a board or card that is not there, or for a card that is not there", () => {
    expect(cardLanding(boards, "a", null, false)).toBeNull();
    expect(cardLanding(boards, "a", boardDragId("nowhere"), false)).toBeNull();
    expect(cardLanding(boards, "a", cardDragId("gone"), false)).toBeNull();
    expect(cardLanding(boards, "gone", cardDragId("a"), false)).toBeNull();
    expect(cardLanding(boards, "a", "something else", false)).toBeNull();
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
  const getter = createKeyboardCoordinates(() => ({ boards }));
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
