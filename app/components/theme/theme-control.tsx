import { SunMoon } from "lucide-react";
import { useLayoutEffect, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from "react";
import { onDemand } from "~/components/shared/on-demand";
import { DARK_SCHEME_QUERY, parseThemeChoice, resolveTheme, type ThemeChoice } from "~/lib/theme";
import { saveThemeChoice, subscribeToThemeChoice, themeChoice } from "~/lib/theme-storage";

export type OpenedBy = "pointer" | "keyboard";

const THEME_BUTTON_CLASS =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-header-foreground outline-none transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-header-foreground data-[state=open]:bg-white/20 [&_svg]:size-5";

// The menu's code (Radix DropdownMenu and its popper) is not loaded with the
// page: it loads as soon as the pointer or focus reaches the button. Until
// then the button is a stand-in that looks and reads the same, and opens the
// menu once it is there if pressed before (as the Kanban board menu does).
const dropdown = onDemand(() => import("./theme-menu-dropdown"));

/** Radix opens a menu on these keys, and on a primary-button press without Ctrl. */
const OPEN_KEYS = ["Enter", " ", "ArrowDown"];

const ICON = <SunMoon aria-hidden="true" />;

const choose = (value: string) => saveThemeChoice(parseThemeChoice(value));

/** Whether the system asks for dark (false where the browser cannot say). */
function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/**
 * Keeps <html class="dark"> to the choice, and to the system's setting while the choice is System.
 * A layout effect, so before the browser paints: when React renders the document anew (a page
 * it could not hydrate, the 404 screen at times) it resets <html>'s attributes, class included.
 */
function useAppliedTheme(choice: ThemeChoice) {
  useLayoutEffect(() => {
    const apply = () => {
      document.documentElement.classList.toggle("dark", resolveTheme(choice, systemPrefersDark()) === "dark");
    };
    apply();
    if (choice !== "system" || typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(DARK_SCHEME_QUERY);
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, [choice]);
}

/**
 * The header's "Theme" button: Light, Dark or System. It also applies the
 * theme (the head script in root.tsx set it before the first paint) and
 * follows changes: the system's, and the choice made in another tab.
 */
export function ThemeControl() {
  // Also while hydrating: the stand-in button shows nothing of the choice, so the
  // prerendered markup matches, and the theme is never set back to System for a moment.
  const choice = useSyncExternalStore(subscribeToThemeChoice, themeChoice, themeChoice);
  useAppliedTheme(choice);
  const loaded = dropdown.useLoaded();
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  // Swapping the stand-in for the real button while it has focus would drop the focus: wait until it leaves.
  const [focused, setFocused] = useState(false);

  if (loaded && (openedBy !== null || !focused)) return (
      <loaded.ThemeMenuDropdown
        choice={choice}
        openedBy={openedBy}
        onChoose={choose}
        buttonClassName={THEME_BUTTON_CLASS}
        buttonIcon={ICON}
      />
    );

  const open = (by: OpenedBy) => {
    setOpenedBy(by);
    dropdown.load().catch((error: unknown) => {
      // Offline before it loaded, say: the button stays as it is, and the next press tries again.
      setOpenedBy(null);
      console.error("Could not load the Theme menu", error);
    });
  };
  return (
    <button
      type="button"
      aria-label="Theme"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={THEME_BUTTON_CLASS}
      onPointerEnter={() => void dropdown.load().catch(() => undefined)}
      onFocus={() => {
        setFocused(true);
        void dropdown.load().catch(() => undefined);
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the menu, not the button, takes focus.
        event.preventDefault();
        open("pointer");
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open("keyboard");
      }}
    >
      {ICON}
    </button>
  );
}
