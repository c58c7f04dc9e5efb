import { useEffect, useRef, type ComponentProps } from "react";
import { Input } from "~/components/ui/input";
import { isComposing } from "~/lib/composing";
import { guardUnsaved } from "~/lib/unsaved-guard";

export interface InlineEditInputProps extends Omit<ComponentProps<typeof Input>, "onBlur" | "onKeyDown" | "defaultValue"> {
  defaultValue: string;
  /**
   * Called once: with the text on Enter, when the input loses focus or when
   * it goes away with an edited text (the page is left by Back or a link);
   * with null on Escape. `byKeyboard` says whether focus should go back to
   * what started the edit.
   */
  onFinish(value: string | null, byKeyboard: boolean): void;
}

/** The input of an in-place edit (a task title, a board name, a card title). */
export function InlineEditInput({ defaultValue, onFinish, onChange, ...props }: InlineEditInputProps) {
  const finished = useRef(false);
  const initial = useRef(defaultValue);
  const typed = useRef(defaultValue);
  const latestOnFinish = useRef(onFinish);
  useEffect(() => {
    latestOnFinish.current = onFinish;
  });

  // While the text differs from what the edit started with, a reload or a closed tab asks first (it fires no blur).
  const unguard = useRef<(() => void) | null>(null);
  const typedText = (value: string) => {
    typed.current = value;
    if (value === initial.current) {
      unguard.current?.();
      unguard.current = null;
    } else unguard.current ??= guardUnsaved();
  };

  const finish = (value: string | null, byKeyboard: boolean) => {
    if (finished.current) return;
    finished.current = true;
    onFinish(value, byKeyboard);
    unguard.current?.();
  };

  // Going away mid-edit (the browser's Back, a link) fires no blur: save what was typed, as leaving the input does.
  useEffect(
    () => () => {
      unguard.current?.();
      if (finished.current || typed.current === initial.current) return;
      finished.current = true;
      const [save, value] = [latestOnFinish.current, typed.current];
      // After React's commit, so that the save may render at once.
      queueMicrotask(() => save(value, false));
    },
    [],
  );

  return (
    <Input
      autoFocus
      defaultValue={defaultValue}
      onFocus={(event) => event.currentTarget.select()}
      {...props}
      onChange={(event) => {
        typedText(event.currentTarget.value);
        onChange?.(event);
      }}
      onKeyDown={(event) => {
        // An IME's Enter picks its candidate and its Escape drops the composition: neither ends the edit.
        if (isComposing(event.nativeEvent)) return;
        if (event.key === "Enter") {
          event.preventDefault();
          finish(event.currentTarget.value, true);
        } else if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          finish(null, true);
        }
      }}
      onBlur={(event) => finish(event.currentTarget.value, false)}
    />
  );
}
