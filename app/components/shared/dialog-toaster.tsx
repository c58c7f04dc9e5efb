import { useEffect, useRef, useState } from "react";
import { DialogClose } from "~/components/ui/dialog";
import { dialogToastHosts, escapesForDialog } from "./toasts";

const newestHost = () => dialogToastHosts.get().at(-1) ?? null;

/**
 * Place inside a modal dialog's content: while it is mounted, the toasts show
 * inside the dialog, reachable by Tab and F8. Escape pressed outside the toasts
 * still closes the dialog, except in a field that handles Escape itself
 * (marked `data-handles-escape`, as the card dialog's own rule has it).
 */
export function DialogToaster() {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!host) return;
    dialogToastHosts.set([...dialogToastHosts.get(), host]);
    return () => dialogToastHosts.set(dialogToastHosts.get().filter((other) => other !== host));
  }, [host]);

  useEffect(() => {
    if (!host) return;
    // Bubbling phase: a field that handled Escape and stopped it is never seen here.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!escapesForDialog.has(event) || newestHost() !== host) return;
      if (event.target instanceof Element && event.target.closest("[data-handles-escape]")) return;
      closeRef.current?.click();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [host]);

  // Out of the dialog's layout (no grid gap); the toasts' viewport inside is fixed to the screen.
  return (
    <div ref={setHost} data-slot="dialog-toaster" className="absolute">
      <DialogClose ref={closeRef} hidden tabIndex={-1} />
    </div>
  );
}
