import type { DragEndEvent, DragMoveEvent, DragStartEvent } from "@dnd-kit/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import { useLayoutEffect, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import { moveCard } from "~/lib/board-rules";
import { CardTileShell } from "./card-tile";
import { boardDragId, cardDragId } from "./drag-model";
import { useKanbanDrag, type MoveBoardChange, type MoveCardChange } from "./use-kanban-drag";

const card = (id: string): Card => ({ id, title: id, tags: [], task: [], date: "" });
const start = (id: string, activatorEvent: Event = new KeyboardEvent("keydown")) =>
  ({ active: { id: cardDragId(id) }, activatorEvent }) as unknown as DragStartEvent;
/**
 * dnd-kit's event of card `activeId` dragged over card `overId`, whose tile is 40 px high at
 * the top of its board; `top` is where the dragged card's top is now.
 */
const over = (activeId: string, overId: string, top = 0) =>
  ({
    active: { id: cardDragId(activeId), rect: { current: { translated: { top, left: 0, width: 200, height: 40 } } } },
    over: { id: cardDragId(overId), rect: { top: 0, left: 0, width: 200, height: 40 } },
  }) as unknown as DragEndEvent & DragMoveEvent;
const end = (activeId: string, overId: string) => over(activeId, overId);

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
    if (pickUpOnCommit) drag.dndProps.onDragStart?.(start(pickUpOnCommit));
  }, [pickUpOnCommit]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

describe("useKanbanDrag", () => {
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
    await waitFor(() => expect(current.drag.extras).toBeDefined());
    const rerender = (saved: Board[], lastResult: unknown, pickUpOnCommit?: string) =>
      view.rerender(<Harness saved={saved} lastResult={lastResult} pickUpOnCommit={pickUpOnCommit} onMoveCard={onMoveCard} seen={seen} />);
    return { current, rerender };
  }

  it("shows a dropped card where it was dropped until the save lands, then the saved boards", async () => {
    const onMoveCard = vi.fn();
    const { current, rerender } = await renderDrag(onMoveCard);
    act(() => current.drag.dndProps.onDragStart?.(start("a")));
    act(() => current.drag.dndProps.onDragEnd?.(end("a", "b")));
    expect(onMoveCard).toHaveBeenCalledWith({ cardId: "a", toBoardId: "todo", toIndex: 1 });
    expect(current.drag.boards[0]!.card.map((c) => c.id)).toEqual(["b", "a"]);

    const after = moveCard(before, "a", "todo", 1);
    rerender(after, "r2");
    expect(current.drag.boards).toBe(after);
    expect(current.drag.active).toBeNull();
  });

  it("a card dragged by the pointer over another board stays where it is, a marker shows where it would land, and it lands there", async () => {
    const onMoveCard = vi.fn();
    const { current } = await renderDrag(onMoveCard);
    const doingTile = render(<CardTileShell card={card("c")} onOpen={() => undefined} />);
    const marker = () => screen.getByText("c").closest("[data-card-id]")?.getAttribute("data-drop-marker");
    act(() => current.drag.dndProps.onDragStart?.(start("a", new MouseEvent("mousedown"))));

    act(() => current.drag.dndProps.onDragMove?.(over("a", "c", 5)));
    expect(titles(current.drag.boards)).toEqual([["a", "b"], ["c"]]);
    expect(marker()).toBe("before");
    // Past the middle of the card it is over: after it.
    act(() => current.drag.dndProps.onDragMove?.(over("a", "c", 30)));
    expect(marker()).toBe("after");
    expect(onMoveCard).not.toHaveBeenCalled();

    act(() => current.drag.dndProps.onDragEnd?.(over("a", "c", 30)));
    expect(onMoveCard).toHaveBeenCalledWith({ cardId: "a", toBoardId: "doing", toIndex: 1 });
    expect(titles(current.drag.boards)).toEqual([["b"], ["c", "a"]]);
    expect(marker()).toBeNull();
    doingTile.unmount();
  });

  it("a pointer drag cancelled over another board leaves no marker and saves nothing", async () => {
    const onMoveCard = vi.fn();
    const { current } = await renderDrag(onMoveCard);
    render(<CardTileShell card={card("c")} onOpen={() => undefined} />);
    const marker = () => screen.getByText("c").closest("[data-card-id]")?.getAttribute("data-drop-marker");
    act(() => current.drag.dndProps.onDragStart?.(start("a", new MouseEvent("mousedown"))));
    act(() => current.drag.dndProps.onDragOver?.(over("a", "c")));
    expect(marker()).toBe("before");
    act(() => current.drag.dndProps.onDragCancel?.(over("a", "c")));
    expect(marker()).toBeNull();
    expect(onMoveCard).not.toHaveBeenCalled();
    expect(current.drag.boards).toBe(before);
  });

  it("a card picked up just as the previous drop's save lands stays picked up", async () => {
    const { current, rerender } = await renderDrag();
    act(() => current.drag.dndProps.onDragStart?.(start("a")));
    act(() => current.drag.dndProps.onDragEnd?.(end("a", "b")));

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
