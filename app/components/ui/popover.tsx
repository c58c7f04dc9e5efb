import { Popover as PopoverPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { unlessComposing } from "./escape";
import { tabOutOfPopover } from "./tab-out";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({
  className,
  align = "center",
  sideOffset = 4,
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
