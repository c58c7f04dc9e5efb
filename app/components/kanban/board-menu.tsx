import { MoreHorizontal, Trash2 } from "lucide-react";
import { memo } from "react";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";

export interface BoardMenuProps {
  boardId: string;
  name: string;
  onDelete(boardId: string): void;
}

/** The board's actions. Deleting goes at once, cards and all; its toast and Ctrl+Z undo it. */
export const BoardMenu = memo(function BoardMenu({ boardId, name, onDelete }: BoardMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Board actions for ${name}`}
          // Pressing here must open the menu, not start dragging the board.
          onMouseDown={(event) => event.stopPropagation()}
          onTouchStart={(event) => event.stopPropagation()}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(boardId)}>
          <Trash2 aria-hidden="true" />
          Delete Board
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
});
