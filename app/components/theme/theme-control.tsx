import SunMoon from "lucide-react/icons/sun-moon";
import { useLayoutEffect, useSyncExternalStore } from "react";
import { onDemand, useMenuStandIn } from "~/components/shared/on-demand";
import { DARK_SCHEME_QUERY, parseThemeChoice, resolveTheme, type ThemeChoice } from "~/lib/theme";
import { saveThemeChoice, subscribeToThemeChoice, themeChoice } from "~/lib/theme-storage";

const THEME_BUTTON_CLASS =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-header-foreground outline-none transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-header-foreground data-[state=open]:bg-white/20 [&_.lucide]:size-5";

// The menu's code (Radix DropdownMenu and its popper) is not loaded with the
// page: it loads as soon as the pointer or focus reaches the button. Until
// then the button is a stand-in that looks and reads the same, and opens the
// menu once it is there if pressed before (as the Kanban board menu does).
const dropdown = onDemand(() => import("./theme-menu-dropdown"));

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
  const { menu, openedBy, buttonProps } = useMenuStandIn(dropdown, "Theme menu");
  if (menu)
    return (
      <menu.ThemeMenuDropdown
        choice={choice}
        openedBy={openedBy}
        onChoose={choose}
        buttonClassName={THEME_BUTTON_CLASS}
        buttonIcon={ICON}
      />
    );
  return (
    <button type="button" aria-label="Theme" title="Theme" className={THEME_BUTTON_CLASS} {...buttonProps}>
      {ICON}
    </button>
  );
}
