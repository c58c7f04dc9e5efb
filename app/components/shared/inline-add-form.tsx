import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { ActionResult } from "~/lib/action-result";
import { afterNextPaint } from "~/lib/after-paint";
import { cn } from "~/lib/utils";
import { focusMovedOn } from "./hand-focus-on";
import { addOnEnter, useAddField } from "./use-add-field";
import { isComposing } from "~/lib/composing";

export interface InlineAddFormProps {
  /** Text of the button that opens the form. */
  openerText?: string;
  placeholder?: string;
  submitText?: string;
  /** Called with the trimmed value (an empty value adds nothing); resolves with the action's answer. */
  onAdd(value: string): Promise<ActionResult>;
  className?: string;
  /** Nothing can be added now: the opener is disabled; an open form keeps its text, and its Add is disabled. */
  disabled?: boolean;
}

/**
 * The original's reusable add form: an opener that expands into an input, a
 * submit button and a close icon. Empty values add nothing; it closes after
 * submit, and opens again with the text when the add is refused (the page
 * says why).
 */
export function InlineAddForm({
  openerText = "Add",
  placeholder = "Task",
  submitText = "Add",
  onAdd,
  className,
  disabled = false,
}: InlineAddFormProps) {
  const [open, setOpen] = useState(false);
  // Focus goes back to the opener after the next paint: until then the opener says so, and
  // what would render it anew meanwhile waits (the Kanban's row changing over: use-sortable-board.ts).
  const [focusPending, setFocusPending] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const field = useAddField({ onAdd, onRefused: () => setOpen(true) });

  const close = () => {
    setOpen(false);
    setFocusPending(true);
    // Focus was in the form, which is gone: back to the opener once it is shown.
    // Not when the user has moved on meanwhile (a frame can be slow): a card
    // focused and picked up with Space would otherwise find "Add Card" pressed.
    // Focus left to the page or a dialog that kept it has not moved on (see focusMovedOn).
    // After the frame is painted: focusing in the frame styled the page before its paint, and
    // the frame is the one that shows the new item.
    void afterNextPaint().then(() => {
      const opener = openerRef.current;
      if (opener && !focusMovedOn(null)) opener.focus();
      setFocusPending(false);
    });
  };

  const cancel = () => {
    field.discard();
    close();
  };

  const add = () => {
    if (disabled) return;
    // Closed first: the add's render of the page (a flushSync) then closes the form in the same
    // commit, instead of a second commit before the frame that shows the new item. The field
    // loses focus first: removing the focused field (its caret) makes the browser lay the page
    // out at once, in the middle of that commit; unfocused it goes with no layout.
    (document.activeElement as HTMLElement | null)?.blur();
    close();
    field.submit();
  };

  if (!open) {
    return (
      <Button
        ref={openerRef}
        data-focus-pending={focusPending ? "" : undefined}
        variant="ghost"
        className={cn("w-full justify-start text-muted-foreground", className)}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden="true" />
        {openerText}
      </Button>
    );
  }

  return (
    <form
      // Escape closes this form; a surrounding dialog must not close as well.
      data-handles-escape=""
      className={cn("flex flex-col gap-2", className)}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        add();
      }}
      onKeyDown={(event) => {
        // An IME's Escape drops its composition, not the form and what is typed in it.
        if (event.key === "Escape" && !isComposing(event.nativeEvent)) {
          event.stopPropagation();
          cancel();
        }
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {placeholder}
      </label>
      <Input
        id={inputId}
        name="value"
        autoFocus
        autoComplete="off"
        placeholder={placeholder}
        {...field.input}
        onKeyDown={addOnEnter(add)}
      />
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" disabled={disabled}>
          {submitText}
        </Button>
        <Button type="button" variant="ghost" size="icon-sm" aria-label={`Cancel ${openerText}`} onClick={cancel}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
