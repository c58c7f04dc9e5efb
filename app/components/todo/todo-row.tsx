import { memo, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { PaintedIcon } from "~/components/ui/painted-icon";
import { InlineEditInput } from "~/components/shared/inline-edit-input";
import { LongText } from "~/components/shared/long-text";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import type { Todo } from "~/lib/todos";
import { cn } from "~/lib/utils";
import { DELETE_ICON, EDIT_ICON, TASK_ROW_CLASS } from "./task-list-markup";

export interface TodoRowProps {
  todo: Todo;
  editing: boolean;
  /** The text the edit opens with when it is not the title (a refused save's text). */
  draft?: string | null;
  /** Whether the edit takes focus when it opens (not when it opens again after focus moved on). */
  focusEditor?: boolean;
  /** `seen`, here and below: the title the row showed (see TodoCommand). */
  onToggle(id: number, completed: boolean, seen: string): void;
  onDelete(id: number, seen: string): void;
  onStartEdit(id: number): void;
  /** `title` is null when the edit was cancelled; `seen`: the title when the edit opened. */
  onFinishEdit(id: number, title: string | null, byKeyboard: boolean, seen: string): void;
}

function TitleEditor({
  todo,
  name,
  draft,
  focusEditor = true,
  onFinishEdit,
}: Pick<TodoRowProps, "todo" | "draft" | "focusEditor" | "onFinishEdit"> & { name: string }) {
  const [seen] = useState(todo.title);
  return (
    // The whole title is edited, however long it is.
    <InlineEditInput
      defaultValue={draft ?? todo.title}
      autoFocus={focusEditor}
      aria-label={`Edit title of ${name}`}
      className="h-8 flex-1"
      onFocus={(event) => {
        const end = event.currentTarget.value.length;
        event.currentTarget.setSelectionRange(end, end);
      }}
      onFinish={(title, byKeyboard) => onFinishEdit(todo.id, title, byKeyboard, seen)}
    />
  );
}

/**
 * The task's title as text. A long one (old or imported data) shows its start
 * and an ellipsis, with a button that shows all of it.
 */
function TitleText({ todo, name, onStartEdit }: Pick<TodoRowProps, "todo" | "onStartEdit"> & { name: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const preview = previewText(todo.title);
  const long = preview !== todo.title;
  const done = todo.completed && "text-muted-foreground line-through";
  return (
    <div className="min-w-0 flex-1 py-0.5">
      {long && expanded ? (
        <LongText id={textId} text={todo.title} boxLabel={`Title of ${name}`} className={cn("whitespace-pre-wrap", done)} />
      ) : (
        // The edit button is the keyboard path; clicking the text is a shortcut for pointers.
        <span
          id={textId}
          dir="auto"
          className={cn("block cursor-text break-words whitespace-pre-wrap", done)}
          onClick={() => onStartEdit(todo.id)}
        >
          {preview}
        </span>
      )}
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          className="mt-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? "Show less" : "Show all"}
          <span className="sr-only"> of {name}</span>
        </button>
      ) : null}
    </div>
  );
}

/** One task. Memoized: a change to another task never re-renders this row. */
export const TodoRow = memo(function TodoRow({
  todo,
  editing,
  draft,
  focusEditor,
  onToggle,
  onDelete,
  onStartEdit,
  onFinishEdit,
}: TodoRowProps) {
  // Names of the row's controls hold the title's start only: a name is read out whole.
  const name = previewText(todo.title, NAME_LENGTH);
  return (
    // The list item around it is the list's (it places and measures the row).
    <div className={TASK_ROW_CLASS}>
      <Checkbox
        className="mt-1"
        checked={todo.completed}
        aria-label={`Complete ${name}`}
        onChange={(event) => onToggle(todo.id, event.currentTarget.checked, todo.title)}
      />
      {editing ? (
        <TitleEditor todo={todo} name={name} draft={draft} focusEditor={focusEditor} onFinishEdit={onFinishEdit} />
      ) : (
        <TitleText todo={todo} name={name} onStartEdit={onStartEdit} />
      )}
      <div className="-my-1 flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          data-action="edit"
          aria-label={`Edit ${name}`}
          onClick={() => onStartEdit(todo.id)}
        >
          <PaintedIcon image={EDIT_ICON} />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          data-action="delete"
          aria-label={`Delete ${name}`}
          className="text-destructive hover:text-destructive"
          // A double click's second click (detail 2) lands on the next row's Delete, which slid under the pointer.
          onClick={(event) => event.detail < 2 && onDelete(todo.id, todo.title)}
        >
          <PaintedIcon image={DELETE_ICON} />
        </Button>
      </div>
    </div>
  );
});
