import { Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { SaveError } from "~/components/storage/storage-notice";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { ActionResult } from "~/lib/action-result";

export function AddTodoForm() {
  const actionData = useActionData<ActionResult>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const adding = navigation.formData?.get("intent") === "add";
  const result = actionData?.intent === "add" ? actionData : undefined;
  const invalidTitle = result && !result.ok && result.field === "title" ? result.error : null;
  const saveError = result && !result.ok && !result.field ? result.error : null;

  // Clear the input once a task was really added; keep the text when it was not.
  useEffect(() => {
    if (!adding && result?.ok) {
      formRef.current?.reset();
      inputRef.current?.focus();
    }
  }, [adding, result]);

  return (
    <Form ref={formRef} method="post" noValidate aria-label="Add a task">
      <input type="hidden" name="intent" value="add" />
      <label htmlFor="new-task" className="mb-1.5 block text-sm font-medium">
        New Task
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id="new-task"
          name="title"
          autoComplete="off"
          maxLength={10000}
          aria-invalid={invalidTitle ? true : undefined}
          aria-describedby={invalidTitle ? "new-task-error" : undefined}
        />
        <Button type="submit" disabled={adding}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {invalidTitle ? (
        <p id="new-task-error" role="alert" className="mt-1.5 text-sm font-medium text-destructive">
          {invalidTitle}
        </p>
      ) : null}
      <SaveError error={saveError} />
    </Form>
  );
}
