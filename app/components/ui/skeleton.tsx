import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** A loading placeholder: it pulses, and stands still with reduced motion asked for (`prefers-reduced-motion`). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
