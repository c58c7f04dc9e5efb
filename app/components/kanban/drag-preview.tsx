import GripVertical from "lucide-react/icons/grip-vertical";
import { findBoardIndex, findCard } from "~/lib/board-rules";
import { boardDisplayName } from "~/lib/board-name";
import type { Board } from "~/lib/kanban";
import { CardCount } from "./board-column";
import { CardTileContent, TILE_CLASS } from "./card-tile";
import type { DragItem } from "./drag-model";

// What follows the pointer while a card or a board is dragged: part of the
// drag code loaded on demand (drag-extras.ts).

export function DragPreview({ boards, active }: { boards: Board[]; active: DragItem }) {
  if (active.type === "card") {
    const card = findCard(boards, active.id)?.card;
    return card ? (
      <div className={`${TILE_CLASS} w-68 cursor-grabbing shadow-lg`}>
        <CardTileContent card={card} />
      </div>
    ) : null;
  }
  const board = boards[findBoardIndex(boards, active.id)];
  return board ? (
    <div className="flex w-72 cursor-grabbing items-center gap-2 rounded-lg border bg-muted px-3 py-3 shadow-lg">
      <GripVertical aria-hidden="true" className="size-4 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate font-semibold">{boardDisplayName(board.boardName)}</span>
      <CardCount count={board.card.length} />
    </div>
  ) : null;
}
