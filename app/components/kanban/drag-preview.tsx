import GripVertical from "lucide-react/icons/grip-vertical";
import { findBoardIndex } from "~/lib/board-rules";
import { boardDisplayName } from "~/lib/board-name";
import type { Board } from "~/lib/kanban";
import { CardCount } from "./board-column";
import type { DragItem } from "./drag-model";

// What follows the pointer while a board is dragged (dnd-kit's overlay): part of the drag code
// loaded on demand (drag-extras.ts). A dragged card's is a copy of its tile (card-pointer-drag.ts).

export function DragPreview({ boards, active }: { boards: Board[]; active: DragItem }) {
  const board = active.type === "board" ? boards[findBoardIndex(boards, active.id)] : undefined;
  return board ? (
    <div className="flex w-72 cursor-grabbing items-center gap-2 rounded-lg border bg-muted px-3 py-3 shadow-lg">
      <GripVertical aria-hidden="true" className="size-4 text-muted-foreground" />
      <span dir="auto" className="min-w-0 flex-1 truncate font-semibold">{boardDisplayName(board.boardName)}</span>
      <CardCount count={board.card.length} />
    </div>
  ) : null;
}
