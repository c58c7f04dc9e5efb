import type { DragEndEvent, DragStartEvent } from "@dnd-kit/core";
import { act, render } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import { moveCard } from "~/lib/board-rules";
import { cardDragId } from "./drag-model";
import { useKanbanDrag } from "./use-kanban-drag";

const card = (id: string): Card => ({ id, title: id, tags: [], task: [], date: "" });
const start = (id: string) =>
  ({ active: { id: cardDragId(id) }, activatorEvent: new KeyboardEvent("keydown") }) as unknown as DragStartEvent;
const end = (overId: string) => ({ over: { id: cardDragId(overId) } }) as unknown as DragEndEvent;

type Drag = ReturnType<typeof useKanbanDrag>;

/**
 * The hook in a component whose layout effect can start a drag right after a
 * commit: as a key press does that lands between a commit and React's passive
 * effects (on a busy machine, React runs those in a later task).
 */
function Harness({ saved, lastResult, pickUpOnCommit, seen }: {
  saved: Board[];
  lastResult: unknown;
  pickUpOnCommit?: string;
  seen(drag: Drag): void;
}) {
  const drag = useKanbanDrag({ saved, lastResult, onMoveCard: () => undefined, onMoveBoard: () => undefined });
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

  it("shows a dropped card where it was dropped until the save lands, then the saved boards", () => {
    let drag!: Drag;
    const seen = (value: Drag) => (drag = value);
    const onMoveCard = vi.fn();
    function WithMove(props: { saved: Board[]; lastResult: unknown }) {
      seen(useKanbanDrag({ ...props, onMoveCard, onMoveBoard: () => undefined }));
      return null;
    }
    const { rerender } = render(<WithMove saved={before} lastResult="r1" />);
    act(() => drag.dndProps.onDragStart?.(start("a")));
    act(() => drag.dndProps.onDragEnd?.(end("b")));
    expect(onMoveCard).toHaveBeenCalledWith({ cardId: "a", toBoardId: "todo", toIndex: 1 });
    expect(drag.boards[0]!.card.map((c) => c.id)).toEqual(["b", "a"]);

    const after = moveCard(before, "a", "todo", 1);
    rerender(<WithMove saved={after} lastResult="r2" />);
    expect(drag.boards).toBe(after);
    expect(drag.active).toBeNull();
  });

  it("a card picked up just as the previous drop's save lands stays picked up", () => {
    let drag!: Drag;
    const seen = (value: Drag) => (drag = value);
    const { rerender } = render(<Harness saved={before} lastResult="r1" seen={seen} />);
    act(() => drag.dndProps.onDragStart?.(start("a")));
    act(() => drag.dndProps.onDragEnd?.(end("b")));

    // The save lands, and in the same moment the next card is picked up.
    const after = moveCard(before, "a", "todo", 1);
    rerender(<Harness saved={after} lastResult="r2" pickUpOnCommit="c" seen={seen} />);
    expect(drag.active).toEqual({ type: "card", id: "c" });
    expect(drag.boards).toBe(after);
  });
});
