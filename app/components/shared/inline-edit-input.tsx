import { useRef, type ComponentProps } from "react";
import { Input } from "~/components/ui/input";

export interface InlineEditInputProps extends Omit<ComponentProps<typeof Input>, "onBlur" | "onKeyDown" | "defaultValue"> {
  defaultValue: string;
  /**
   * Called once: with the text on Enter or when the input loses focus, with
   * null on Escape. `byKeyboard` says whether focus should go back to what
   * started the edit.
   */
  onFinish(value: string | null, byKeyboard: boolean): void;
}

/** The input of an in-place edit (a task title, a board name, a card title). */
export function InlineEditInput({ defaultValue, onFinish, ...props }: InlineEditInputProps) {
  const finished = useRef(false);
  const finish = (value: string | null, byKeyboard: boolean) => {
    if (finished.current) return;
    finished.current = true;
    onFinish(value, byKeyboard);
  };
  return (
    <Input
      autoFocus
      defaultValue={defaultValue}
      onFocus={(event) => event.currentTarget.select()}
      {...props}
      onKeyDown={(event) => {
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
