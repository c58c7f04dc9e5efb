import { Plus, X } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";

export interface InlineAddFormProps {
  /** Text of the button that opens the form. */
  openerText?: string;
  placeholder?: string;
  submitText?: string;
  /** Called with the trimmed value; an empty value adds nothing. */
  onAdd(value: string): void;
  className?: string;
}

/**
 * The original's reusable add form: an opener that expands into an input, a
 * submit button and a close icon. Empty values add nothing; it closes after submit.
 */
export function InlineAddForm({
  openerText = "Add",
  placeholder = "Task",
  submitText = "Add",
  onAdd,
  className,
}: InlineAddFormProps) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("value") ?? "").trim();
    if (value) onAdd(value);
    close();
  };

  if (!open) {
    return (
      <Button
        ref={openerRef}
        variant="ghost"
        className={cn("w-full justify-start text-muted-foreground", className)}
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
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          close();
        }
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {placeholder}
      </label>
      <Input id={inputId} name="value" autoFocus autoComplete="off" placeholder={placeholder} />
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm">
          {submitText}
        </Button>
        <Button type="button" variant="ghost" size="icon-sm" aria-label="Close" onClick={close}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
