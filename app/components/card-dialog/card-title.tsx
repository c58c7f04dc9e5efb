import Pencil from "lucide-react/icons/pencil";
import { useRef, useState } from "react";
import { DialogTitle } from "~/components/ui/dialog";
import { focusWhenShown } from "~/components/shared/hand-focus-on";
import { InlineEditInput } from "~/components/shared/inline-edit-input";
import type { ActionResult } from "~/lib/action-result";
import { LongText } from "~/components/shared/long-text";
import { NAME_LENGTH, previewText } from "~/lib/long-text";

/**
 * The card's title, which names the dialog. Click (or Enter on it) to edit;
 * Enter or leaving the input saves, Escape cancels, an empty title keeps the old one.
 * A refused save opens the edit again with the typed title (the dialog says why).
 * All of the title is shown, however long (in a box that scrolls past 40% of the
 * screen's height); what names the dialog is its start.
 */
export function CardTitle({
  title,
  onRename,
  disabled = false,
}: {
  title: string;
  onRename(title: string): Promise<ActionResult>;
  /** The card is gone (deleted elsewhere): the title shows, and cannot be edited. */
  disabled?: boolean;
}) {
  // The text the edit opens with, and whether it takes focus; null when not editing.
  const [editing, setEditing] = useState<{ text: string; focus: boolean } | null>(null);
  const name = previewText(title, NAME_LENGTH);
  const titleButton = useRef<HTMLButtonElement>(null);

  const start = () => setEditing({ text: title, focus: true });
  const finish = (value: string | null, byKeyboard: boolean) => {
    setEditing(null);
    if (value !== null && value.trim() !== "" && value.trim() !== title) {
      void onRename(value).then((result) => {
        if (!result.ok) setEditing((current) => current ?? { text: value, focus: byKeyboard });
      });
    }
    if (byKeyboard) focusWhenShown(() => titleButton.current);
  };

  return (
    <div className="min-w-0 flex-1">
      {/* The title stays in the document while editing, so the dialog keeps its name. */}
      <DialogTitle className={editing ? "sr-only" : "text-xl leading-tight font-semibold"}>
        {editing ? (
          name
        ) : (
          <button
            ref={titleButton}
            type="button"
            disabled={disabled}
            onClick={start}
            // A long title's button (and so the dialog) is named by the title's start.
            aria-label={name !== title ? name : undefined}
            className="group -mx-1 inline-flex max-h-[40dvh] max-w-full cursor-text items-start gap-2 overflow-y-auto rounded-sm px-1 text-start outline-none hover:bg-accent focus-visible:ring-2 disabled:cursor-default disabled:hover:bg-transparent focus-visible:ring-ring"
          >
            <LongText text={title} className="min-w-0" />
            <Pencil
              aria-hidden="true"
              className="mt-1 size-4 shrink-0 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
            />
          </button>
        )}
      </DialogTitle>
      {editing ? (
        <InlineEditInput
          defaultValue={editing.text}
          autoFocus={editing.focus}
          aria-label="Card title"
          data-handles-escape=""
          className="h-9 text-lg font-semibold"
          onFinish={finish}
        />
      ) : null}
    </div>
  );
}
