import { useCallback, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import type { ActionResult } from "~/lib/action-result";
import { isComposing } from "~/lib/composing";

export type AddAttempt =
  /** The text was taken out of the field and is being added. */
  | "adding"
  /** Nothing to add: the field is blank. */
  | "blank"
  /** Nothing to add: the field is empty because the text was just taken (a double click, a second Enter). */
  | "repeat";

export type Refusal = Extract<ActionResult, { ok: false }>;

/**
 * The text field of an add form (To Do's New Task, Add Card, Add Board, the
 * checklist's Add Task). Submitting takes the text out of the field at once,
 * so only the submitted text is cleared: what is typed next starts the next
 * entry, a second Enter adds that entry, and a double click adds once. A
 * refused add puts its text back in front of whatever is in the field, so
 * nothing typed is ever lost.
 */
export function useAddField({
  onAdd,
  onRefused,
}: {
  /** Adds the trimmed text; resolves with the action's answer. */
  onAdd(text: string): Promise<ActionResult>;
  onRefused?(refusal: Refusal): void;
}) {
  const [value, setValue] = useState("");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // What the field holds now: events can come faster than renders.
  const current = useRef("");
  // Emptied by a submit, and nothing typed since.
  const taken = useRef(false);

  const set = useCallback((next: string) => {
    current.current = next;
    setValue(next);
  }, []);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      taken.current = false;
      setRefusal(null);
      set(event.currentTarget.value);
    },
    [set],
  );

  const submit = useCallback((): AddAttempt => {
    const text = current.current.trim();
    if (!text) return taken.current ? "repeat" : "blank";
    taken.current = true;
    setRefusal(null);
    set("");
    void onAdd(text).then((result) => {
      if (result.ok) return;
      const typedSince = current.current;
      taken.current = false;
      set(typedSince.trim() ? `${text} ${typedSince}` : text);
      setRefusal(result);
      onRefused?.(result);
    });
    return "adding";
  }, [onAdd, onRefused, set]);

  return {
    /** For the input: `value` and `onChange`. */
    input: { value, onChange },
    submit,
    /** Why the last add was refused, until the field is typed in or submitted again. */
    refusal,
    /** Shows a refusal found before anything was sent (a blank title, say). */
    refuse: setRefusal,
    /** Empties the field: the form was closed without adding. */
    discard: useCallback(() => {
      taken.current = false;
      setRefusal(null);
      set("");
    }, [set]),
  };
}

/**
 * For an add form's text field: Enter adds from its keydown, as the form's submit would. Left
 * to the browser, Enter submits from the keypress that follows, by way of a click on the submit
 * button, and React's event system ran for the keypress, the text input, that click and the
 * submit before the add began. Enter with a modifier, or one that ends an IME's composition,
 * stays the browser's.
 */
export function addOnEnter(add: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || isComposing(event.nativeEvent)) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    add();
  };
}
