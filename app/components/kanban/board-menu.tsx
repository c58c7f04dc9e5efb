import { MoreHorizontal } from "lucide-react";
import { memo, useEffect, useState, type KeyboardEvent, type PointerEvent } from "react";
import { onDemand } from "~/components/shared/on-demand";
import { Button } from "~/components/ui/button";

export interface BoardMenuProps {
  boardId: string;
  name: string;
  onDelete(boardId: string): void;
}

export type OpenedBy = "pointer" | "keyboard";

// The menu's code (Radix DropdownMenu and its popper, about 30 KB of gzip) is
// not loaded with the Kanban page: it loads once the browser is idle, or as
// soon as the pointer or focus reaches a menu button. Until then the button
// is a stand-in that looks and reads the same, and opens the menu once it is
// there if pressed before.
const dropdown = onDemand(() => import("./board-menu-dropdown"));

/** Radix opens a menu on these keys, and on a primary-button press without Ctrl. */
const OPEN_KEYS = ["Enter", " ", "ArrowDown"];

/** The board's actions. Deleting goes at once, cards and all; its toast and Ctrl+Z undo it. */
export const BoardMenu = memo(function BoardMenu(props: BoardMenuProps) {
  const loaded = dropdown.useLoaded();
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  // Swapping the stand-in for the real button while it has focus would drop the focus: wait until it leaves.
  const [focused, setFocused] = useState(false);
  useEffect(() => dropdown.loadWhenIdle(), []);

  if (loaded && (openedBy !== null || !focused)) return <loaded.BoardMenuDropdown {...props} openedBy={openedBy} />;

  const open = (by: OpenedBy) => {
    setOpenedBy(by);
    dropdown.load().catch((error: unknown) => {
      // Offline, say: the button stays as it is, and the next press tries again.
      setOpenedBy(null);
      console.error("Could not load the board menu", error);
    });
  };
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Board actions for ${props.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => void dropdown.load().catch(() => undefined)}
      onFocus={() => {
        setFocused(true);
        void dropdown.load().catch(() => undefined);
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the menu, not the button, takes focus.
        event.preventDefault();
        open("pointer");
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open("keyboard");
      }}
      // Pressing here must open the menu, not start dragging the board.
      onMouseDown={(event) => event.stopPropagation()}
      onTouchStart={(event) => event.stopPropagation()}
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
});
