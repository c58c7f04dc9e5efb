// The colour theme: what the user chose (Light, Dark or System) and the theme
// that choice gives. Pure; theme-storage.ts keeps the choice, the Theme
// control in the header sets it.

export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = "light" | "dark";

/** What the app follows until the user chooses: the system's light or dark setting. */
export const DEFAULT_THEME_CHOICE: ThemeChoice = "system";

/** The stored choice; anything else (missing, mistyped, another app's value) is System. */
export function parseThemeChoice(stored: unknown): ThemeChoice {
  return THEME_CHOICES.find((choice) => choice === stored) ?? DEFAULT_THEME_CHOICE;
}

/** The theme shown: the choice itself, or for System the system's (`prefers-color-scheme: dark`). */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

/** The media query of the system's dark setting. */
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

/** The colour of the header (the browser's tool bar on phones matches it) in each theme. */
export const THEME_COLORS: Record<Theme, string> = { light: "#224bb2", dark: "#192037" };
