import Check from "lucide-react/icons/check";
import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import { useRef, type ComponentProps, type FocusEvent } from "react";
import { cn } from "~/lib/utils";
import { tabOutOfMenu } from "./tab-out";

export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuGroup = DropdownMenuPrimitive.Group;

/**
 * For a menu that mounts already open (its stand-in was pressed before the
 * menu's code had loaded; see menu-stand-in.ts): opened from the keyboard,
 * Radix missed the key it watches for and focuses the menu itself, so this
 * focus handler for the content moves on to the item `itemSelector` finds
 * first, as Radix does after a key.
 */
export function useFocusItemWhenOpenedByKeyboard(openedByKeyboard: boolean, itemSelector: string) {
  const pending = useRef(openedByKeyboard);
  return (event: FocusEvent<HTMLDivElement>) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget.querySelector<HTMLElement>(itemSelector)?.focus();
  };
}

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  onKeyDownCapture,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 min-w-[8rem] overflow-hidden rounded-md border bg-card p-1 text-card-foreground shadow-md",
          className,
        )}
        {...props}
        onKeyDownCapture={(event) => {
          onKeyDownCapture?.(event);
          if (!event.defaultPrevented) tabOutOfMenu(event);
        }}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item> & { variant?: "default" | "destructive" }) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(
        "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent [&_.lucide]:size-4 [&_.lucide]:shrink-0",
        variant === "destructive" && "text-destructive data-[highlighted]:bg-destructive/10",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} {...props} />;
}

export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup;

/** The look shared by radio and checkbox items: room on the right for the check. */
const CHECKABLE_ITEM_CLASS =
  "relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_.lucide]:size-4 [&_.lucide]:shrink-0";

/** The check a chosen radio or checked checkbox item shows. */
function ItemCheck() {
  return (
    <span className="absolute right-2 flex size-4 items-center justify-center">
      <DropdownMenuPrimitive.ItemIndicator>
        <Check aria-hidden="true" />
      </DropdownMenuPrimitive.ItemIndicator>
    </span>
  );
}

/** A choice among several (`menuitemradio`): the chosen one shows a check. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(CHECKABLE_ITEM_CLASS, className)}
      {...props}
    >
      {children}
      <ItemCheck />
    </DropdownMenuPrimitive.RadioItem>
  );
}

/** An item that is on or off (`menuitemcheckbox`): a checked one shows a check. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(CHECKABLE_ITEM_CLASS, className)}
      {...props}
    >
      {children}
      <ItemCheck />
    </DropdownMenuPrimitive.CheckboxItem>
  );
}
