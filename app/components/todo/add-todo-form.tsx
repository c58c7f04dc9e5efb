import Plus from "lucide-react/icons/plus";
import { memo, useRef, type FormEvent } from "react";
import { addOnEnter, useAddField } from "~/components/shared/use-add-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { ActionResult } from "~/lib/action-result";
import { MAX_TEXT_LENGTH } from "~/lib/commands";
import { checkTitle } from "~/lib/todos";

/**
 * New Task. Every Enter (or Add) with a title adds it once, however fast the
 * next one comes; what is typed after Enter stays in the field. A blank title
 * is refused here with an inline message; a refused save keeps the text (the
 * page says why). A memo: a save's render of the page skips it.
 */
export const AddTodoForm = memo(function AddTodoForm({ onAdd }: { onAdd(title: string): Promise<ActionResult> }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useAddField({ onAdd });
  const invalidTitle = field.refusal?.field === "title" ? field.refusal.error : null;

  const add = () => {
    const attempt = field.submit();
    if (attempt === "adding") inputRef.current?.focus();
    if (attempt === "blank") {
      const checked = checkTitle(field.input.value);
      if (!checked.ok) field.refuse({ ok: false, intent: "add", error: checked.error, field: "title" });
    }
  };

  return (
    <form
      noValidate
      aria-label="Add a task"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        add();
      }}
    >
      <label htmlFor="new-task" className="mb-1.5 block text-sm font-medium">
        New Task
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id="new-task"
          name="title"
          autoComplete="off"
          maxLength={MAX_TEXT_LENGTH}
          aria-invalid={invalidTitle ? true : undefined}
          aria-describedby={invalidTitle ? "new-task-error" : undefined}
          {...field.input}
          onKeyDown={addOnEnter(add)}
        />
        <Button type="submit">
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {invalidTitle ? (
        <p id="new-task-error" role="alert" className="mt-1.5 text-sm font-medium text-destructive">
          {invalidTitle}
        </p>
      ) : null}
    </form>
  );
});
