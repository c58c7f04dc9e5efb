import ArrowRightLeft from "lucide-react/icons/arrow-right-left";
import { useId, useState } from "react";
import type { ActionResult } from "~/lib/action-result";
import { boardDisplayName } from "~/lib/board-name";
import type { Id } from "~/lib/kanban";

export interface BoardChoice {
  id: Id;
  boardName: string;
}

/**
 * "Move to board": the card's board, chosen from every board; choosing another
 * moves the card to the end of that board (the clickable way of the "[" and "]"
 * shortcuts, and of dragging). A refused move shows the card's board again. The same field
 * stays through a move, so it keeps focus: a closed select's arrow keys choose, and move, step by
 * step (each move one undo step), as keyboard users change a select.
 */
export function MoveToBoard({
  boards,
  boardId,
  onMove,
  disabled = false,
}: {
  boards: readonly BoardChoice[];
  disabled?: boolean;
  boardId: Id;
  onMove(toBoardId: string): Promise<ActionResult> | null;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(String(boardId));
  // A move that landed (or the card moved by other means) shows the card's board.
  const [shownFor, setShownFor] = useState(boardId);
  if (shownFor !== boardId) {
    setShownFor(boardId);
    setChosen(String(boardId));
  }
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <ArrowRightLeft aria-hidden="true" className="size-3.5" />
        Move to board
      </label>
      <select
        id={id}
        value={chosen}
        disabled={disabled}
        onChange={(event) => {
          const toBoardId = event.target.value;
          const moved = onMove(toBoardId);
          if (!moved) return;
          setChosen(toBoardId);
          void moved.then((result) => {
            if (!result.ok) setChosen(String(boardId));
          });
        }}
        // A long board name ends in an ellipsis before the arrow (Chromium ran it under the arrow); the list shows it whole.
        className="flex h-9 w-full min-w-0 truncate rounded-md border border-input bg-card px-2 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm"
      >
        {boards.map((board) => (
          <option key={String(board.id)} value={String(board.id)} dir="auto">
            {boardDisplayName(board.boardName)}
          </option>
        ))}
      </select>
    </div>
  );
}
