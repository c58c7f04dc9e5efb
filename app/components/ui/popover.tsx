import { Popover as PopoverPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { unlessComposing } from "./escape";
import { tabOutOfPopover } from "./tab-out";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

/**
 * At most as high as the room on its side (Radix measures it): on a short screen, 400% zoom say,
 * a popover scrolls rather than run off the screen out of reach. A style, not a class: the
 * stylesheet comes with every page, this code only with what opens a popover.
 */
const FITS_THE_SCREEN = { maxHeight: "var(--radix-popover-content-available-height)", overflowY: "auto" } as const;

export function PopoverContent({
  className,
  align = "center",
  sideOffset = 4,
  style,
  onKeyDown,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn("ui-popover-content", className)}
        style={{ ...FITS_THE_SCREEN, ...style }}
        {...props}
        onEscapeKeyDown={unlessComposing(onEscapeKeyDown)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) tabOutOfPopover(event);
        }}
      />
    </PopoverPrimitive.Portal>
  );
}
