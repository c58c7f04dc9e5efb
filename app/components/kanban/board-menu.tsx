import { MoreHorizontal, Trash2 } from "lucide-react";
import { memo, useRef, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
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
  cardCount: number;
  onDelete(boardId: string): void;
}

/** The board's actions. Deleting a board that holds cards is confirmed first; an empty one goes at once. */
export const BoardMenu = memo(function BoardMenu({ boardId, name, cardCount, onDelete }: BoardMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const deleted = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const remove = () => {
    deleted.current = true;
    onDelete(boardId);
  };

  return (
    <>
      {/* Not modal: a modal menu handing over to a dialog can leave the page unclickable. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={triggerRef}
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
          <DropdownMenuItem variant="destructive" onSelect={() => (cardCount > 0 ? setConfirming(true) : remove())}>
            <Trash2 aria-hidden="true" />
            Delete Board
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            // Back to the menu button when kept; the page moves focus when the board is gone.
            event.preventDefault();
            if (!deleted.current) triggerRef.current?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Delete board “{name}”?</AlertDialogTitle>
            <AlertDialogDescription>
              {cardCount === 1 ? "Its card is" : `Its ${cardCount} cards are`} deleted with it. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={remove}>Delete Board</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
});
