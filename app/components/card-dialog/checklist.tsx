import SquareCheckBig from "lucide-react/icons/square-check-big";
import Trash2 from "lucide-react/icons/trash";
import { memo, useId, useRef } from "react";
import { buttonWithText, handFocusOn } from "~/components/shared/hand-focus-on";
import { InlineAddForm } from "~/components/shared/inline-add-form";
import { LongText } from "~/components/shared/long-text";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Progress } from "~/components/ui/progress";
import { checklistProgress } from "~/lib/card-rules";
import type { ActionResult } from "~/lib/action-result";
import type { ChecklistItem } from "~/lib/kanban";
import { PROGRESS_COLOR } from "~/lib/label-colors";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import { cn } from "~/lib/utils";

const ChecklistRow = memo(function ChecklistRow({
  item,
  onToggle,
  onDelete,
  disabled,
}: {
  item: ChecklistItem;
  disabled: boolean;
  onToggle(item: ChecklistItem, completed: boolean): void;
  onDelete(item: ChecklistItem): void;
}) {
  const checkboxId = useId();
  // The pending change is shown in the frame of the click (the dialog's saves
  // paint at once); a refused one goes back to what is stored.
  const checked = item.completed;
  // All of the text is shown; the controls are named by its start.
  const name = previewText(item.task, NAME_LENGTH);
  return (
    // Aligned at the top: a long text wraps over many lines (or scrolls in its box).
    <li data-item-id={String(item.id)} className="group flex items-start gap-3 rounded-md px-2 py-1 hover:bg-muted">
      <Checkbox
        id={checkboxId}
        className="mt-2"
        checked={checked}
        disabled={disabled}
        aria-label={name !== item.task ? name : undefined}
        onChange={(event) => onToggle(item, event.currentTarget.checked)}
      />
      <label
        htmlFor={checkboxId}
        className="min-w-0 flex-1 cursor-pointer py-1.5 text-sm"
      >
        <LongText
          text={item.task}
          boxLabel={`Text of ${name}`}
          className={cn(checked && "text-muted-foreground line-through")}
        />
      </label>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Delete ${name}`}
        disabled={disabled}
        className="text-muted-foreground hover:text-destructive"
        onClick={(event) => {
          const section = event.currentTarget.closest("section");
          handFocusOn(event.currentTarget, () => buttonWithText(section, "Add Task"));
          onDelete(item);
        }}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
});

/** "Task List": Delete All, the progress bar, the items and the add form. */
export function Checklist({
  items,
  onAdd,
  onToggle,
  onDelete,
  onDeleteAll,
  disabled = false,
}: {
  items: ChecklistItem[];
  /** The card is gone (deleted elsewhere): the items show, and cannot be changed; a task can be typed, not added. */
  disabled?: boolean;
  onAdd(task: string): Promise<ActionResult>;
  onToggle(item: ChecklistItem, completed: boolean): void;
  onDelete(item: ChecklistItem): void;
  onDeleteAll(): void;
}) {
  const progressLabelId = useId();
  const addFormRef = useRef<HTMLDivElement>(null);
  const percent = checklistProgress(items);
  const count = items.length;
  return (
    <section aria-labelledby="card-task-list-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="card-task-list-heading" className="flex items-center gap-2 text-sm font-semibold">
          <SquareCheckBig aria-hidden="true" className="size-4 text-muted-foreground" />
          Task List
        </h3>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || count === 0}
          onClick={() => {
            onDeleteAll();
            // The button is disabled now: focus goes on to adding a task.
            addFormRef.current?.querySelector("button")?.focus();
          }}
        >
          <Trash2 aria-hidden="true" />
          Delete All
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <span id={progressLabelId} className="shrink-0 text-xs font-medium text-muted-foreground">
          Progress(%)
        </span>
        <Progress value={percent} aria-labelledby={progressLabelId} indicatorColor={PROGRESS_COLOR} />
        <span aria-hidden="true" className="w-10 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
          {percent}%
        </span>
      </div>
      {count > 0 ? (
        <ul aria-labelledby="card-task-list-heading" className="space-y-0.5">
          {items.map((item) => (
            <ChecklistRow key={String(item.id)} item={item} disabled={disabled} onToggle={onToggle} onDelete={onDelete} />
          ))}
        </ul>
      ) : null}
      <div ref={addFormRef}>
        <InlineAddForm openerText="Add Task" placeholder="Task" submitText="Add" onAdd={onAdd} disabled={disabled} />
      </div>
    </section>
  );
}
