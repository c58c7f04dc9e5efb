import Keyboard from "lucide-react/icons/keyboard";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { onDemand } from "~/components/shared/on-demand";
import { useShortcuts } from "./use-shortcuts";

// The dialog's code (Radix Dialog) is not loaded with the page: it loads when
// the pointer or focus reaches the header button, or at the first "?".
// Hidden on phones (below 640 px): the header has no room left there, and phones seldom have a keyboard.
const BUTTON_CLASS =
  "max-sm:hidden inline-flex size-9 shrink-0 items-center justify-center rounded-md text-header-foreground outline-none transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-header-foreground [&_.lucide]:size-5";

const dialog = onDemand(() => import("./shortcuts-dialog"));

/**
 * The app-wide shortcuts ("?", "g t", "g k", "/", Escape in a search field) and
 * the header's "Keyboard shortcuts" button, which opens the same dialog as "?".
 */
export function GlobalShortcuts() {
  const navigate = useNavigate();
  const loaded = dialog.useLoaded();
  const [open, setOpen] = useState(false);
  const openedFrom = useRef<Element | null>(null);

  const show = (next: boolean) => {
    if (next && !open) openedFrom.current = document.activeElement;
    setOpen(next);
    if (next) dialog.load().catch((error: unknown) => console.error("Could not load the Keyboard shortcuts dialog", error));
  };
  const go = (to: string, state?: unknown) => {
    setOpen(false);
    void navigate(to, { state });
  };

  const ready = useShortcuts({ toggleDialog: () => show(!open), go });

  return (
    <>
      <button
        type="button"
        aria-label="Keyboard shortcuts"
        // The icon's name on hover, as Undo and Redo show theirs.
        title="Keyboard shortcuts"
        aria-haspopup="dialog"
        // Announced once the shortcuts work (their code loads just after the page shows).
        aria-keyshortcuts={ready ? "?" : undefined}
        className={BUTTON_CLASS}
        onPointerEnter={() => void dialog.load().catch(() => undefined)}
        onFocus={() => void dialog.load().catch(() => undefined)}
        onClick={() => show(true)}
      >
        <Keyboard aria-hidden="true" />
      </button>
      {loaded ? (
        <loaded.ShortcutsDialog
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => {
            // Not after g t / g k: the page it was on is gone.
            if (openedFrom.current instanceof HTMLElement && openedFrom.current.isConnected) openedFrom.current.focus();
          }}
        />
      ) : null}
    </>
  );
}
