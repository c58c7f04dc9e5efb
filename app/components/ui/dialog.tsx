import X from "lucide-react/icons/x";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useLayoutEffect, useState, type ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { unlessComposing } from "./escape";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

let openDialogs = 0;

/** Whether the page's scrollbar takes room (not an overlay one), as of the last layout; null until known. */
let scrollbarTakesRoom: boolean | null = null;
const measureScrollbar = () => window.innerWidth > document.documentElement.clientWidth;
if (typeof ResizeObserver !== "undefined") {
  // <html>'s box changes whenever the scrollbar comes or goes; its observer runs after a layout,
  // so the read is free. While a dialog is open the page has no scrollbar: the value before stays.
  new ResizeObserver(() => {
    if (!document.documentElement.hasAttribute("data-dialog-open")) scrollbarTakesRoom = measureScrollbar();
  }).observe(document.documentElement);
}

/**
 * While a dialog is open, the page behind it neither scrolls nor takes the pointer: one
 * attribute on <html> (`data-dialog-open`) and the rules beside `.ui-dialog-overlay` in app.css.
 * Radix's own overlay does it with react-remove-scroll's stylesheet, whose custom property on
 * <body> is inherited by every element, and Radix's content sets `pointer-events: none` on
 * <body>, inherited too: each made the browser restyle the whole page, 15–30 ms with a Kanban
 * of 100 cards, once when a card opened and again when it closed. The rules keep the app's
 * shell at `pointer-events: auto` (the overlay covers it all), so <body>'s change reaches no
 * further than <body>.
 */
function usePageLockedBehindDialog(): void {
  // A scrollbar that takes room keeps it, so nothing shifts sideways. Known from the last
  // layout: read as the dialog opened, it forced a layout of the page (a card's press had
  // changed its styles) before the dialog's own.
  const [keepScrollbar] = useState(() => scrollbarTakesRoom ?? measureScrollbar());
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (openDialogs++ === 0) root.setAttribute("data-dialog-open", keepScrollbar ? "scrollbar" : "");
    return () => {
      // After Radix has given <body> its pointer events back, which happens in a cleanup of its own, later.
      setTimeout(() => {
        if (--openDialogs === 0) root.removeAttribute("data-dialog-open");
      }, 0);
    };
  }, [keepScrollbar]);
}

export function DialogOverlay({ className, ...props }: ComponentProps<"div">) {
  usePageLockedBehindDialog();
  return <div data-slot="dialog-overlay" className={cn("ui-dialog-overlay", className)} {...props} />;
}

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  return (
    // With its container given, the portal renders the dialog in its first pass; without one,
    // Radix waits for a layout effect to find <body>, and the whole dialog renders in a second.
    <DialogPortal container={typeof document === "undefined" ? undefined : document.body}>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn("ui-dialog-content", className)}
        {...props}
        onEscapeKeyDown={unlessComposing(onEscapeKeyDown)}
      >
        {children}
        {showCloseButton ? (
          // The 16-px icon where it always was, in a 40-px button (its padding, undone by a negative margin).
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 -m-3 rounded-sm p-3 opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring [&_.lucide]:size-4"
          >
            <X aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("ui-dialog-header", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("ui-dialog-footer", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="dialog-title" className={cn("ui-dialog-title", className)} {...props} />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("ui-dialog-description", className)}
      {...props}
    />
  );
}
