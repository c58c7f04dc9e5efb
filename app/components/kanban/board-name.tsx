import { memo, useRef, useState } from "react";
import { focusWhenShown } from "~/components/shared/hand-focus-on";
import { InlineEditInput } from "~/components/shared/inline-edit-input";
import type { ActionResult } from "~/lib/action-result";
import { boardDisplayName, isUnnamedBoard, UNNAMED_BOARD } from "~/lib/board-name";
import { textLimit } from "~/lib/commands";

export const RENAME_HINT_ID = "kanban-rename-hint";

export interface BoardNameProps {
  boardId: string;
  boardName: string;
  headingId: string;
  onRename(boardId: string, boardName: string): Promise<ActionResult>;
}

/**
 * The board's name, edited in place: click (or Enter/Space on it) to edit,
 * Enter or leaving the input saves, Escape cancels. An empty name shows
 * "Name of Board", as in the original. A refused save opens the edit again
 * with the typed name. A long name shows its start (it names the board's
 * region too); the input holds all of it.
 */
export const BoardName = memo(function BoardName({ boardId, boardName, headingId, onRename }: BoardNameProps) {
  // The text the edit opens with, and whether it takes focus; null when not editing.
  const [editing, setEditing] = useState<{ text: string; focus: boolean } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const finish = (value: string | null, refocus: boolean) => {
    setEditing(null);
    if (value !== null && value.trim() !== boardName) {
      void onRename(boardId, value).then((result) => {
        if (!result.ok) setEditing((current) => current ?? { text: value, focus: refocus });
      });
    }
    if (refocus) focusWhenShown(() => buttonRef.current);
  };

  return (
    <h2 id={headingId} className="min-w-0 flex-1 text-base font-semibold">
      {editing ? (
        <InlineEditInput
          defaultValue={editing.text}
          autoFocus={editing.focus}
          aria-label="Board name"
          placeholder={UNNAMED_BOARD}
          // New text is capped; a longer stored name stays editable as it is.
          maxLength={textLimit(boardName)}
          className="h-8 text-base font-semibold"
          // Selecting text with the mouse must not start dragging the board.
          onMouseDown={(event) => event.stopPropagation()}
          onTouchStart={(event) => event.stopPropagation()}
          onFinish={finish}
        />
      ) : (
        <button
          ref={buttonRef}
          type="button"
          aria-describedby={RENAME_HINT_ID}
          dir="auto"
          className="w-full cursor-text truncate rounded px-1.5 py-1 text-start outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => setEditing({ text: boardName, focus: true })}
        >
          {isUnnamedBoard(boardName) ? (
            <span className="text-muted-foreground">{UNNAMED_BOARD}</span>
          ) : (
            boardDisplayName(boardName)
          )}
        </button>
      )}
    </h2>
  );
});
