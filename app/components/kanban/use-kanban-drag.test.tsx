import type { DragEndEvent, DragStartEvent } from "@dnd-kit/core";
import { act, render, waitFor } from "@testing-library/react";
import { useLayoutEffect, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import { moveCard } from "~/lib/board-rules";
import { CardTile } from "./card-tile";
import { boardDragId } from "./drag-model";
import { useKanbanDrag, type MoveBoardChange, type MoveCardChange } from "./use-kanban-drag";

const card = (id: string): Card => ({ id, title: id, tags: [], task: [], date: "" });

/** A key pressed on a card's tile, as React hands it to the tile's handler. */
function keyOnTile(code: string, key = code === "Space" ? " " : code) {
  const tile = document.createElement("div");
  const event = { code, key, repeat: false, ctrlKey: false, metaKey: false, altKey: false, target: tile, currentTarget: tile, preventDefault: vi.fn() };
  return event as unknown as ReactKeyboardEvent<HTMLElement> & { preventDefault: ReturnType<typeof vi.fn> };
}

type Drag = ReturnType<typeof useKanbanDrag>;

/**
 * The hook in a component whose layout effect can start a drag right after a
 * commit: as a key press does that lands between a commit and React's passive
 * effects (on a busy machine, React runs those in a later task).
 */
function Harness({ saved, lastResult, pickUpOnCommit, onMoveCard = () => undefined, onMoveBoard = () => undefined, seen }: {
  saved: Board[];
  lastResult: unknown;
  pickUpOnCommit?: string;
  onMoveCard?(change: MoveCardChange): void;
  onMoveBoard?(change: MoveBoardChange): void;
  seen(drag: Drag): void;
}) {
  const drag = useKanbanDrag({ saved, lastResult, onMoveCard, onMoveBoard });
  seen(drag);
  useLayoutEffect(() => {
    if (pickUpOnCommit) drag.onCardKey(keyOnTile("Space"), pickUpOnCommit);
  }, [pickUpOnCommit]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

// The first test to render the hook loads dnd-kit and the drag's extras, transformed on demand: slow on
// a busy machine (a CI run waited more than waitFor's default second).
describe("useKanbanDrag", { timeout: 30_000 }, () => {
  const before: Board[] = [
    { id: "todo", boardName: "To Do", card: [card("a"), card("b")] },
    { id: "doing", boardName: "Doing", card: [card("c")] },
  ];
  const titles = (boards: Board[]) => boards.map((board) => board.card.map((c) => c.id));

  /** The hook rendered, once its drag code (loaded on demand) is here. */
  async function renderDrag(onMoveCard?: (change: MoveCardChange) => void, onMoveBoard?: (change: MoveBoardChange) => void) {
    const current: { drag: Drag } = { drag: undefined as unknown as Drag };
    const seen = (value: Drag) => (current.drag = value);
    const view = render(<Harness saved={before} lastResult="r1" onMoveCard={onMoveCard} onMoveBoard={onMoveBoard} seen={seen} />);
    await waitFor(() => expect(current.drag.extras).toBeDefined(), { timeout: 15_000 });
    const rerender = (saved: Board[], lastResult: unknown, pickUpOnCommit?: string) =>
      view.rerender(<Harness saved={saved} lastResult={lastResult} pickUpOnCommit={pickUpOnCommit} onMoveCard={onMoveCard} seen={seen} />);
    return { current, rerender };
  }

  /**
   * The boards as the page lays them out: To Do's tiles a (y 0–40) and b (y 50–90) at x 0–200,
   * Doing's tile c (y 0–40) at x 300–500, nothing past x 550.
   */
  function layOutBoards() {
    const view = render(
      <>
        <section data-board-id="todo">
          <CardTile card={card("a")} boardId="todo" onOpen={() => undefined} />
          <CardTile card={card("b")} boardId="todo" onOpen={() => undefined} />
        </section>
        <section data-board-id="doing">
          <CardTile card={card("c")} boardId="doing" onOpen={() => undefined} />
        </section>
      </>,
    );
    const places: Record<string, [number, number]> = { a: [0, 0], b: [0, 50], c: [300, 0] };
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      const [x, y] = places[this.dataset.cardId ?? ""] ?? [0, 0];
      return new DOMRect(x, y, 200, 40);
    });
    document.elementFromPoint = (x: number) =>
      x < 250 ? view.container.querySelector("[data-board-id=todo]") : x < 550 ? view.container.querySelector("[data-board-id=doing]") : document.body;
    return view;
  }
  const tileOf = (id: string) => document.querySelector<HTMLElement>(`[data-card-id="${id}"]`)!;
  const marker = (id: string) => tileOf(id).getAttribute("data-drop-marker");
  const pointer = (type: string, x: number, y: number, pointerType = "mouse") =>
    new PointerEvent(type, { clientX: x, clientY: y, pointerId: 1, pointerType, isPrimary: true, button: 0, bubbles: true, cancelable: true });
  /** Presses `id`'s tile at its middle, and moves the pointer on through `points`. */
  function pressAndMove(id: string, points: [number, number][], pointerType = "mouse") {
    const tile = tileOf(id);
    const { left, top } = tile.getBoundingClientRect();
    act(() => void tile.dispatchEvent(pointer("pointerdown", left + 100, top + 20, pointerType)));
    for (const [x, y] of points) act(() => void tile.dispatchEvent(pointer("pointermove", x, y, pointerType)));
  }
  const release = (x: number, y: number, pointerType = "mouse") =>
    act(() => void document.dispatchEvent(pointer("pointerup", x, y, pointerType)));

  beforeEach(() => {
    document.elementFromPoint = () => null;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("a card dragged by the mouse over another board stays where it is, a marker shows where it would land, and it lands there", async () => {
    const onMoveCard = vi.fn();
    const { current } = await renderDrag(onMoveCard);
    layOutBoards();
    // Its middle 5 px above the middle of Doing's first card: before it.
    pressAndMove("a", [[102, 22], [400, 15]]);
    expect(current.drag.active).toEqual({ type: "card", id: "a" });
    expect(tileOf("a")).toHaveAttribute("aria-pressed", "true");
    expect(titles(current.drag.boards)).toEqual([["a", "b"], ["c"]]);
    expect(marker("c")).toBe("before");
    // Its middle past that card's middle (its top not yet): after it.
    act(() => void document.dispatchEvent(pointer("pointermove", 400, 25)));
    expect(marker("c")).toBe("after");
    act(() => void document.dispatchEvent(pointer("pointermove", 400, 50)));
    expect(marker("c")).toBe("after");
    expect(onMoveCard).not.toHaveBeenCalled();

    release(400, 50);
    expect(onMoveCard).toHaveBeenCalledWith({ cardId: "a", toBoardId: "doing", toIndex: 1 });
    expect(titles(current.drag.boards)).toEqual([["b"], ["c", "a"]]);
    expect(marker("c")).toBeNull();
    expect(tileOf("a")).not.toHaveAttribute("aria-pressed");
  });

  it("shows a card dropped in its own board where it was dropped until the save lands, then the saved boards", async () => {
    const onMoveCard = vi.fn();
    const { current, rerender } = await renderDrag(onMoveCard);
    layOutBoards();
    // Over b, below it in the same board: the card takes b's place, marked after it.
    pressAndMove("a", [[100, 30], [100, 70]]);
    expect(marker("b")).toBe("after");
    release(100, 70);
    expect(onMoveCard).toHaveBeenCalledWith({ cardId: "a", toBoardId: "todo", toIndex: 1 });
    expect(titles(current.drag.boards)).toEqual([["b", "a"], ["c"]]);

    const after = moveCard(before, "a", "todo", 1);
    rerender(after, "r2");
    expect(current.drag.boards).toBe(after);
    expect(current.drag.active).toBeNull();
  });

  it("a press that moves less than 5 px is a click: nothing is picked up", async () => {
    const onMoveCard = vi.fn();
    const { current } = await renderDrag(onMoveCard);
    layOutBoards();
    pressAndMove("a", [[103, 22]]);
    expect(current.drag.active).toBeNull();
    release(103, 22);
    expect(onMoveCard).not.toHaveBeenCalled();
  });

  it("Escape puts a dragged card back: no marker, nothing saved", async () => {
    const onMoveCard = vi.fn();
    const { current } = await renderDrag(onMoveCard);
    layOutBoards();
    pressAndMove("a", [[400, 15]]);
    expect(marker("c")).toBe("before");
    act(() => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true })));
    expect(current.drag.active).toBeNull();
    expect(marker("c")).toBeNull();
    release(400, 25);
    expect(onMoveCard).not.toHaveBeenCalled();
    expect(current.drag.boards).toBe(before);
  });

  it("a card dropped outside every board changes nothing", async () => {
    const onMoveCard = vi.fn();
    const { current } = await renderDrag(onMoveCard);
    layOutBoards();
    pressAndMove("a", [[400, 25], [700, 25]]);
    expect(marker("c")).toBeNull();
    release(700, 25);
    expect(onMoveCard).not.toHaveBeenCalled();
    expect(current.drag.active).toBeNull();
    expect(current.drag.boards).toBe(before);
  });

  it("a finger picks the card up once it has rested 120 ms; one moved sooner scrolls and picks nothing up", async () => {
    const onMoveCard = vi.fn();
    const { current } = await renderDrag(onMoveCard);
    layOutBoards();
    pressAndMove("b", [[100, 90]], "touch");
    await act(() => new Promise((done) => setTimeout(done, 150)));
    expect(current.drag.active).toBeNull();
    release(100, 90, "touch");

    pressAndMove("a", [], "touch");
    expect(current.drag.active).toBeNull();
    await act(() => new Promise((done) => setTimeout(done, 150)));
    expect(current.drag.active).toEqual({ type: "card", id: "a" });
    act(() => void document.dispatchEvent(pointer("pointermove", 400, 50, "touch")));
    release(400, 50, "touch");
    expect(onMoveCard).toHaveBeenCalledWith({ cardId: "a", toBoardId: "doing", toIndex: 1 });
  });

  it("a card picked up just as the previous drop's save lands stays picked up", async () => {
    const { current, rerender } = await renderDrag();
    act(() => void current.drag.onCardKey(keyOnTile("Space"), "a"));
    act(() => void current.drag.onCardKey(keyOnTile("ArrowDown"), "a"));
    act(() => void current.drag.onCardKey(keyOnTile("Space"), "a"));

    // The save lands, and in the same moment the next card is picked up.
    const after = moveCard(before, "a", "todo", 1);
    rerender(after, "r2", "c");
    expect(current.drag.active).toEqual({ type: "card", id: "c" });
    expect(current.drag.boards).toBe(after);
  });

  it("moves a card with the keyboard: Space picks it up, the arrows move it, Space drops it where it is", async () => {
    const onMoveCard = vi.fn();
    const { current } = await renderDrag(onMoveCard);
    const press = (code: string) => {
      const event = keyOnTile(code);
      let handled = false;
      act(() => void (handled = current.drag.onCardKey(event, "b")));
      return { handled, prevented: event.preventDefault.mock.calls.length > 0 };
    };
    expect(press("Space")).toEqual({ handled: true, prevented: true });
    expect(current.drag.active).toEqual({ type: "card", id: "b" });
    expect(current.drag.keyboardMoving).toBe(true);

    expect(press("ArrowRight").handled).toBe(true);
    expect(titles(current.drag.boards)).toEqual([["a"], ["c", "b"]]);
    press("ArrowUp");
    expect(titles(current.drag.boards)).toEqual([["a"], ["b", "c"]]);
    press("ArrowUp"); // the first card of its board goes no higher
    expect(titles(current.drag.boards)).toEqual([["a"], ["b", "c"]]);
    expect(onMoveCard).not.toHaveBeenCalled();

    press("Space");
    expect(onMoveCard).toHaveBeenCalledWith({ cardId: "b", toBoardId: "doing", toIndex: 0 });
    expect(current.drag.active).toBeNull();
    expect(titles(current.drag.boards)).toEqual([["a"], ["b", "c"]]);
  });

  it("Escape puts a card moved with the keyboard back and saves nothing; Enter on a card at rest is not the move's", async () => {
    const onMoveCard = vi.fn();
    const { current } = await renderDrag(onMoveCard);
    const press = (code: string, key?: string) => {
      let handled = false;
      act(() => void (handled = current.drag.onCardKey(keyOnTile(code, key), "a")));
      return handled;
    };
    expect(press("Enter", "Enter")).toBe(false); // Enter opens the card
    press("Space");
    press("ArrowDown");
    expect(titles(current.drag.boards)).toEqual([["b", "a"], ["c"]]);
    expect(press("Escape")).toBe(true);
    expect(current.drag.active).toBeNull();
    expect(current.drag.boards).toBe(before);
    expect(onMoveCard).not.toHaveBeenCalled();
  });

  it("a drop where the card was picked up saves nothing", async () => {
    const onMoveCard = vi.fn();
    const { current } = await renderDrag(onMoveCard);
    act(() => void current.drag.onCardKey(keyOnTile("Space"), "a"));
    act(() => void current.drag.onCardKey(keyOnTile("ArrowDown"), "a"));
    act(() => void current.drag.onCardKey(keyOnTile("ArrowUp"), "a"));
    act(() => void current.drag.onCardKey(keyOnTile("Enter", "Enter"), "a"));
    expect(onMoveCard).not.toHaveBeenCalled();
    expect(current.drag.active).toBeNull();
    expect(current.drag.boards).toBe(before);
  });

  it("a board dropped just after it was moved lands where it was last said to be, though dnd-kit's drop still names the place before", async () => {
    // dnd-kit reports the new place (onDragOver) a render before its drop event carries it.
    const onMoveBoard = vi.fn();
    const { current } = await renderDrag(undefined, onMoveBoard);
    const board = (id: string) => ({ id: boardDragId(id), rect: { top: 0, left: 0, width: 288, height: 400 } });
    const overBoard = (id: string) => ({ active: { id: boardDragId("doing") }, over: board(id) }) as unknown as DragEndEvent;
    act(() => current.drag.dndProps.onDragStart?.({ active: { id: boardDragId("doing") }, activatorEvent: new KeyboardEvent("keydown") } as unknown as DragStartEvent));
    act(() => current.drag.dndProps.onDragOver?.(overBoard("todo")));
    act(() => current.drag.dndProps.onDragEnd?.(overBoard("doing")));
    expect(onMoveBoard).toHaveBeenCalledWith({ boardId: "doing", toIndex: 0 });
    expect(current.drag.boards.map((b) => b.id)).toEqual(["doing", "todo"]);
  });
});
