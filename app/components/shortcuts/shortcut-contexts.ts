// What the app-wide shortcuts act on, handed over by the app shell (types only:
// the shortcuts themselves are in shortcut-engine.ts).
export interface ShortcutContext {
  /** Opens or closes the Keyboard shortcuts dialog. */
  toggleDialog(): void;
  /** Goes to a page (closing the dialog), with `state` as the navigation's state if given. */
  go(to: string, state?: unknown): void;
}
