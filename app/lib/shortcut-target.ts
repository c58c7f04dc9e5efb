// When a keyboard shortcut applies: the one rule for every shortcut of the app
// (app/components/shortcuts/use-shortcuts.ts asks it about each key press).

import { isComposing, type KeyPressComposition } from "./composing";

/** Marks the "Keyboard shortcuts" dialog: the app's shortcuts still work inside it. */
export const SHORTCUTS_DIALOG_ATTRIBUTE = "data-shortcuts-dialog";

/**
 * What a key press may trigger:
 * - "none": nothing (the key belongs to what has focus: typing, a menu, a date picker, a dialog);
 * - "global": only the app-wide shortcuts (inside the "Keyboard shortcuts" dialog);
 * - "all": every shortcut.
 */
export type ShortcutScope = "none" | "global" | "all";

export interface ShortcutKeyPress extends KeyPressComposition {
  key: string;
  target: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Input types that take no typing: a key pressed on them is free for a shortcut. */
const NON_TEXT_INPUT_TYPES = new Set(["checkbox", "radio", "button", "submit", "reset", "image", "file", "range", "color"]);

/** Where typing goes: text inputs, textareas, selects and editable content. */
export function isTypingTarget(element: Element): boolean {
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUT_TYPES.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** A search field: Escape there leaves it (the one key handled while typing). */
export function isSearchField(element: Element): boolean {
  return element.matches('[role="searchbox"], input[type="search"]');
}

/** Widgets that use letter and arrow keys themselves: menus, listboxes, and dialogs and popovers (the date picker, the card dialog). */
const OWN_KEYS_CONTAINER = '[role="menu"], [role="menubar"], [role="listbox"], [role="dialog"], [role="alertdialog"]';

export function shortcutScope(press: ShortcutKeyPress): ShortcutScope {
  // Ctrl+Z is undo, Alt+letter types on some layouts: no shortcut uses Ctrl, Meta or Alt.
  if (press.ctrlKey || press.metaKey || press.altKey || isComposing(press)) return "none";
  const target = press.target;
  if (!(target instanceof Element)) return "all";
  if (isTypingTarget(target)) {
    return press.key === "Escape" && isSearchField(target) && !target.closest(OWN_KEYS_CONTAINER) ? "all" : "none";
  }
  const container = target.closest(OWN_KEYS_CONTAINER);
  if (container === null) return "all";
  return container.hasAttribute(SHORTCUTS_DIALOG_ATTRIBUTE) ? "global" : "none";
}
