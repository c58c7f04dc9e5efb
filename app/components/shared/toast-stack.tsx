import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastViewport } from "~/components/ui/toast";
import {
  dialogToastHosts,
  dismissToast,
  escapesForDialog,
  TOAST_DURATION_MS,
  toastList,
  type ToastEntry,
} from "./toasts";

// Loaded on demand by <Toaster /> (toaster.tsx) with the first toast.
//
// One toast provider and one viewport; the viewport moves into the newest
// mounted <DialogToaster /> and back. The toasts themselves stay mounted while
// it moves, so their timers run on and Radix announces each message once
// (from its own live region), not again after a move.

const isInToastViewport = (target: EventTarget | null) =>
  target instanceof Element && target.closest("[data-slot=toast-viewport]") !== null;

function ToastItem({ toast }: { toast: ToastEntry }) {
  const { id, message, action } = toast;
  const messageId = `${id}-message`;
  const rootRef = useRef<HTMLLIElement>(null);

  // Closed from outside (dismissToast, or pushed out by newer toasts) while focus is
  // in it: keep focus in the toast area, as Radix does when it closes a toast itself.
  useLayoutEffect(() => {
    const root = rootRef.current;
    return () => {
      if (root?.contains(document.activeElement)) root.closest<HTMLElement>("[data-slot=toast-viewport]")?.focus();
    };
  }, []);

  return (
    <Toast
      ref={rootRef}
      open
      onOpenChange={(open) => {
        if (!open) dismissToast(id);
      }}
      // Announced politely, like the role="status" it has.
      type="background"
      // Radix closes the newest toast on any Escape. Only Escape in the toasts is for
      // them; elsewhere it does what it would without a toast (in a dialog: closes it).
      onEscapeKeyDown={(event) => {
        if (isInToastViewport(event.target)) return;
        event.preventDefault();
        escapesForDialog.add(event);
      }}
    >
      {/* Radix announces the toast from its own live region, so this one is silent (aria-live="off"): said once. */}
      <div role="status" aria-live="off" aria-labelledby={messageId} className="flex min-w-0 flex-1 items-center gap-2">
        <ToastDescription id={messageId}>{message}</ToastDescription>
        {/* A space, so the announcement reads "Card deleted Undo", not "Card deletedUndo". */}{" "}
        {action ? (
          <ToastAction altText={action.altText ?? action.label} onClick={() => action.onAction()}>
            {action.label}
          </ToastAction>
        ) : null}
      </div>
      <ToastClose aria-label="Dismiss notification" />
    </Toast>
  );
}

/**
 * Scrolls the page so that `element` is above the toasts it lies under (a toast's own controls
 * aside), when it shows keyboard focus: a pointer's focus is where the pointer is, and scrolling
 * then would move the page under it (a click on its way landed on another row).
 */
function revealFromUnderToasts(element: Element | null) {
  if (!element || !element.matches(":focus-visible") || isInToastViewport(element)) return;
  const viewport = document.querySelector<HTMLElement>("[data-slot=toast-viewport]");
  if (!viewport) return;
  const shown = element.getBoundingClientRect();
  let top = Infinity;
  const { left, top: viewportTop } = viewport.getBoundingClientRect();
  // Where each toast rests (its layout box: a toast sliding in is elsewhere until it has).
  for (const toast of viewport.querySelectorAll<HTMLElement>(":scope > li")) {
    const over = { left: left + toast.offsetLeft, top: viewportTop + toast.offsetTop };
    const overlaps =
      over.left < shown.right && shown.left < over.left + toast.offsetWidth && over.top < shown.bottom && shown.top < over.top + toast.offsetHeight;
    if (overlaps) top = Math.min(top, over.top);
  }
  if (top !== Infinity) window.scrollBy({ top: shown.bottom - top + 8 });
}

const noHost = () => null;
const newestHost = () => dialogToastHosts.get().at(-1) ?? null;

export function ToastStack() {
  const list = useSyncExternalStore(toastList.subscribe, toastList.get, toastList.get);
  const host = useSyncExternalStore(dialogToastHosts.subscribe, newestHost, noHost);
  const viewport = <ToastViewport />;
  // While toasts show, the page ends with room for them (app-shell.tsx): on a phone they span the
  // screen's foot, and the last row must still scroll out from under them.
  const showing = list.length > 0;
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute("data-toasts", showing);
  }, [showing]);
  // What has focus is never hidden under a toast (WCAG 2.4.11): a deleted task hands focus to
  // the next row's Delete, which on a phone sat under the toast the deletion showed.
  useEffect(() => {
    if (!showing || host) return;
    const reveal = () => revealFromUnderToasts(document.activeElement);
    // Radix renders the toasts into the viewport a render later: watch it for them.
    const toasts = new MutationObserver(reveal);
    const viewport = document.querySelector("[data-slot=toast-viewport]");
    if (viewport) toasts.observe(viewport, { childList: true });
    reveal();
    document.addEventListener("focusin", reveal);
    return () => {
      toasts.disconnect();
      document.removeEventListener("focusin", reveal);
    };
  }, [showing, host]);
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right">
      {list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      {host ? createPortal(viewport, host) : viewport}
    </ToastProvider>
  );
}
