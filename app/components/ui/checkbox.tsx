import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

// A styled native checkbox: light enough for thousands of rows, and the
// browser gives it the checkbox role, keyboard handling and form value.
// 16 px to see, 32 px to tap or click (tap-area in app.css): callers leave it 8 px of room on each side.
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        "tap-area size-4 shrink-0 cursor-pointer rounded-sm border border-input accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
