import { Pencil, Trash2 } from "lucide-react";
import { memo } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { InlineEditInput } from "~/components/shared/inline-edit-input";
import type { Todo } from "~/lib/todos";
import { cn } from "~/lib/utils";

export interface TodoRowProps {
  todo: Todo;
  editing: boolean;
  /** The text the edit opens with when it is not the title (a refused save's text). */
  draft?: string | null;
  /** Whether the edit takes focus when it opens (not when it opens again after focus moved on). */
  focusEditor?: boolean;
  onToggle(id: number, completed: boolean): void;
  onDelete(id: number): void;
  onStartEdit(id: number): void;
  /** `title` is null when the edit was cancelled. */
  onFinishEdit(id: number, title: string | null, byKeyboard: boolean): void;
}

function TitleEditor({
  todo,
  draft,
  focusEditor = true,
  onFinishEdit,
}: Pick<TodoRowProps, "todo" | "draft" | "focusEditor" | "onFinishEdit">) {
  return (
    <InlineEditInput
      defaultValue={draft ?? todo.title}
      autoFocus={focusEditor}
      aria-label={`Edit title of ${todo.title}`}
      className="h-8 flex-1"
      onFocus={(event) => {
        const end = event.currentTarget.value.length;
        event.currentTarget.setSelectionRange(end, end);
      }}
      onFinish={(title, byKeyboard) => onFinishEdit(todo.id, title, byKeyboard)}
    />
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
  return (
    <li
      data-todo-id={todo.id}
      className="flex min-w-0 items-start gap-3 border-b px-3 py-2.5 [contain:content] last:border-b-0"
    >
      <Checkbox
        className="mt-1"
        checked={todo.completed}
        aria-label={`Complete ${todo.title}`}
        onChange={(event) => onToggle(todo.id, event.currentTarget.checked)}
      />
      {editing ? (
        <TitleEditor todo={todo} draft={draft} focusEditor={focusEditor} onFinishEdit={onFinishEdit} />
      ) : (
        // The edit button is the keyboard path; clicking the text is a shortcut for pointers.
        <span
          className={cn(
            "min-w-0 flex-1 cursor-text py-0.5 break-words whitespace-pre-wrap",
            todo.completed && "text-muted-foreground line-through",
          )}
          onClick={() => onStartEdit(todo.id)}
        >
          {todo.title}
        </span>
      )}
      <div className="-my-1 flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          data-action="edit"
          aria-label={`Edit ${todo.title}`}
          onClick={() => onStartEdit(todo.id)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          data-action="delete"
          aria-label={`Delete ${todo.title}`}
          className="text-destructive hover:text-destructive"
          onClick={() => onDelete(todo.id)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
});
