import X from "lucide-react/icons/x";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/*
 * shadcn/ui-style toast primitives over Radix Toast. Toasts are inverted
 * (foreground-coloured) so they stand apart from cards in either theme.
 * For showing toasts, use `showToast` from ~/components/shared/toasts.
 */

export const ToastProvider = ToastPrimitive.Provider;

/**
 * The fixed area the toasts show in: along the bottom of the screen (full width
 * minus margins on phones, bottom right from 600 px), above dialogs. Radix makes
 * it a region named "Notifications (F8)"; F8 moves focus to it.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        // The list itself lets clicks through; only the toasts catch them.
        "pointer-events-none fixed inset-x-0 bottom-0 z-[100] m-0 flex max-h-dvh list-none flex-col gap-2 p-4 outline-none sm:left-auto sm:w-[26rem]",
        className,
      )}
      {...props}
    />
  );
}

export function Toast({ className, ...props }: ComponentProps<typeof ToastPrimitive.Root>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      className={cn(
        "pointer-events-auto flex w-full items-center gap-2 rounded-md bg-foreground py-2 pr-2 pl-4 text-sm text-background shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        // Slides in from below (unless the user asked for less motion); follows a swipe to the right.
        "transition-[opacity,translate] duration-200 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[swipe=cancel]:translate-x-0",
        className,
      )}
      {...props}
    />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn("min-w-0 flex-1 py-1.5", className)} {...props} />;
}

/** 44 px tall: easy to hit by touch. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex h-11 shrink-0 items-center justify-center rounded-md px-4 font-semibold text-background underline-offset-4 outline-none transition-colors hover:bg-background/15 focus-visible:ring-2 focus-visible:ring-background",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, "aria-label": label = "Dismiss", ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-md text-background/80 outline-none transition-colors hover:bg-background/15 hover:text-background focus-visible:ring-2 focus-visible:ring-background [&_.lucide]:size-4",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
