import type { KeyboardEvent } from "react";

// Non-modal popovers and menus are rendered at the end of the document, but
// belong right after the button that opened them: Tab leaves them as if they
// were there. Radix loops Tab inside a popover and ignores it in a menu.

function isTab(event: KeyboardEvent): boolean {
  return event.key === "Tab" && !event.altKey && !event.ctrlKey && !event.metaKey;
}

/** The button that opened this popover or menu (Radix links them by `aria-controls`). */
function openerOf(content: HTMLElement): HTMLElement | null {
  return content.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(content.id)}"]`) : null;
}

function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>("*")).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(":disabled, [hidden], input[type=hidden]") &&
      element.getClientRects().length > 0,
  );
}

/**
 * For a non-modal popover's `onKeyDown`: Tab past its last control moves on to
 * what follows its opener (focus leaving closes the popover), and Shift+Tab
 * before its first control goes back to the opener.
 */
export function tabOutOfPopover(event: KeyboardEvent<HTMLElement>): void {
  if (!isTab(event)) return;
  const content = event.currentTarget;
  const opener = openerOf(content);
  if (!opener) return;
  const tabbables = tabbablesIn(content);
  const active = document.activeElement;
  if (event.shiftKey) {
    if (tabbables.length === 0 || active === tabbables[0]) {
      event.preventDefault();
      opener.focus();
    }
  } else if (tabbables.length === 0 || active === tabbables[tabbables.length - 1]) {
    // From the opener, the browser's own Tab goes on to the next control.
    opener.focus();
  }
}

/**
 * For a menu's `onKeyDownCapture`: Tab and Shift+Tab close the menu and move
 * on from its opener to the next or previous control, as a menu button does.
 */
export function tabOutOfMenu(event: KeyboardEvent<HTMLElement>): void {
  if (!isTab(event)) return;
  const opener = openerOf(event.currentTarget);
  if (!opener) return;
  // The menu's own handlers would cancel the Tab; the browser's moves on from the opener.
  event.stopPropagation();
  opener.focus();
}
