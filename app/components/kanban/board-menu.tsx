import MoreHorizontal from "lucide-react/icons/ellipsis";
import { memo, useEffect } from "react";
import { onDemand, useMenuStandIn } from "~/components/shared/on-demand";
import { Button } from "~/components/ui/button";

export interface BoardMenuProps {
  boardId: string;
  name: string;
  onDelete(boardId: string): void;
}

// The menu's code (Radix DropdownMenu and its popper, about 30 KB of gzip) is
// not loaded with the Kanban page: it loads once the browser is idle, or as
// soon as the pointer or focus reaches a menu button. Until then the button
// is a stand-in that looks and reads the same, and opens the menu once it is
// there if pressed before.
const dropdown = onDemand(() => import("./board-menu-dropdown"));

/** The board's actions. Deleting goes at once, cards and all; its toast and Ctrl+Z undo it. */
export const BoardMenu = memo(function BoardMenu(props: BoardMenuProps) {
  const { menu, openedBy, buttonProps } = useMenuStandIn(dropdown, "board menu");
  useEffect(() => dropdown.loadWhenIdle(), []);
  if (menu) return <menu.BoardMenuDropdown {...props} openedBy={openedBy} />;
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Board actions for ${props.name}`}
      {...buttonProps}
      // Pressing here must open the menu, not start dragging the board.
      onMouseDown={(event) => event.stopPropagation()}
      onTouchStart={(event) => event.stopPropagation()}
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
});
