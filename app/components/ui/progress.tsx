import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps, CSSProperties } from "react";
import { cn } from "~/lib/utils";

/**
 * A `progressbar` (Radix Progress) with `aria-valuenow`; name it with aria-label or aria-labelledby.
 * Forced colours drop backgrounds, and the bar is nothing else: there its track gets an edge (in
 * the system's text colour) and its fill the system's Highlight, a system colour being one they
 * keep (`!important` over `indicatorColor`'s inline colour). The fill slides to a new value, at
 * once with reduced motion asked for.
 */
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
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted forced-colors:border", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-transform motion-reduce:transition-none forced-colors:bg-[Highlight]!"
        style={indicatorStyle}
      />
    </ProgressPrimitive.Root>
  );
}
