import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps, CSSProperties } from "react";
import { cn } from "~/lib/utils";

/** A `progressbar` (Radix Progress) with `aria-valuenow`; name it with aria-label or aria-labelledby. */
export function Progress({
  className,
  value,
  indicatorColor,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorColor?: string }) {
  const percent = Math.min(100, Math.max(0, value ?? 0));
  const indicatorStyle: CSSProperties = {
    transform: `translateX(-${100 - percent}%)`,
    ...(indicatorColor ? { backgroundColor: indicatorColor } : {}),
  };
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-transform"
        style={indicatorStyle}
      />
    </ProgressPrimitive.Root>
  );
}
