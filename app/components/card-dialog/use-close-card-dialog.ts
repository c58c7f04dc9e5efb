import { useCallback, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { cardPath, closeCardAheadOfAddress, dialogClosedAtAddress } from "./card-dialog-slot";

/**
 * Closing the card dialog lands on /kanban. When the dialog was opened from the
 * board (a push navigation inside the app), closing goes back one entry, so the
 * browser's Back and Forward stay in step with it; when the card's address was
 * loaded directly, /kanban replaces it. A card shown ahead of its address
 * (see card-dialog-slot.tsx) just goes, and the navigation to it is cancelled.
 */
export function useCloseCardDialog(cardId: string): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const closing = useRef(false);
  return useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    // The browser's address, not this dialog's last render, says whether the navigation to the
    // card's address has landed (its render may be still to come): it is then gone back from.
    // (endsWith: under a sub-path, BASE_PATH, the browser's address starts with it.)
    const landed = window.location.pathname.endsWith(cardPath(cardId));
    const ahead = closeCardAheadOfAddress(cardId);
    if (ahead && !landed) {
      // A navigation ends the one under way: here, to where the page already is.
      if (ahead.navigating) void navigate(pathname + search, { replace: true, preventScrollReset: true });
      return;
    }
    dialogClosedAtAddress(cardId);
    // Pushed inside the app (React Router numbers its entries from 0, the one the app was loaded at).
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === "number" && index > 0) void navigate(-1);
    else void navigate("/kanban", { replace: true, preventScrollReset: true });
  }, [navigate, pathname, search, cardId]);
}

/** A card route's dialog: open until closed, and closing it leaves the card's address (see above). */
export function useCardDialogOpen(cardId: string) {
  const [open, setOpen] = useState(true);
  const close = useCloseCardDialog(cardId);
  const closeDialog = useCallback(() => {
    setOpen(false);
    close();
  }, [close]);
  const onOpenChange = useCallback((next: boolean) => (next ? undefined : closeDialog()), [closeDialog]);
  return { open, closeDialog, onOpenChange };
}
