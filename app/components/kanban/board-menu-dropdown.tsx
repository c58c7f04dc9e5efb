import MoreHorizontal from "lucide-react/icons/ellipsis";
import Trash2 from "lucide-react/icons/trash";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  useFocusItemWhenOpenedByKeyboard,
} from "~/components/ui/dropdown-menu";
import type { OpenedBy } from "~/components/shared/on-demand";
import type { BoardMenuProps } from "./board-menu";

// The board menu itself (Radix DropdownMenu, with the popper code it needs):
// loaded on demand by board-menu.tsx, not with the Kanban page.

/** The board's actions. Deleting goes at once, cards and all; its toast and Ctrl+Z undo it. */
export function BoardMenuDropdown({
  boardId,
  name,
  onDelete,
  openedBy = null,
}: BoardMenuProps & {
  /** Opens at once: the button in its place was pressed before this code had loaded. */
  openedBy?: OpenedBy | null;
}) {
  const focusFirstItem = useFocusItemWhenOpenedByKeyboard(openedBy === "keyboard", '[role="menuitem"]');
  return (
    <DropdownMenu modal={false} defaultOpen={openedBy !== null}>
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
      <DropdownMenuContent align="end" onFocus={focusFirstItem}>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(boardId)}>
          <Trash2 aria-hidden="true" />
          Delete Board
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
