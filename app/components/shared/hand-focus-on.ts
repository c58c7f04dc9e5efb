// Where keyboard focus goes when the control that holds it goes with what it removed (a label's
// Remove, a checklist item's Delete, Clear date): never to the page, where the next Tab would start
// over at the top, or, in a dialog, to the dialog itself.

/** A button of `scope` whose text is `text`. */
export const buttonWithText = (scope: Element | null | undefined, text: string) =>
  scope ? [...scope.querySelectorAll<HTMLElement>("button")].find((button) => button.textContent.trim() === text) : undefined;

/**
 * Whether the user has put focus on another control since it was on `from`: clicked or tabbed on
 * while the page was changing. Focus that fell to the page or to a dialog (neither takes a Tab) as
 * its control went was not moved on.
 */
export function focusMovedOn(from: Element | null | readonly (Element | null)[]): boolean {
  const now = document.activeElement;
  const left = Array.isArray(from) ? from : [from];
  return now instanceof HTMLElement && !left.includes(now) && now.tabIndex >= 0;
}

/**
 * Focuses what `find` finds once the page shows it (a change is painted in a frame or two, a long
 * list renders an item once it is near the view), with `focus`; gives up after two seconds, and
 * when the user has moved focus on meanwhile (a late hand-off must not take it back: an Enter
 * meant for the New Task field would press the Delete button it landed on). Focus may pass
 * through `via` on its way (a closing dialog gives it back to the tile that is going).
 */
export function focusWhenShown(
  find: () => HTMLElement | null | undefined,
  focus = (element: HTMLElement) => element.focus(),
  via: Element | null = null,
): void {
  const from = [document.activeElement, via];
  const until = performance.now() + 2000;
  const look = () => {
    if (focusMovedOn(from)) return;
    const element = find();
    if (element) focus(element);
    else if (performance.now() < until) requestAnimationFrame(look);
  };
  look();
}

/**
 * Called as `control` (a button in a list item, or alone) is pressed to remove what it belongs to,
 * before the page changes: once it is gone, focus goes to the same button of the next item, or of
 * the one before, or to `fallback()` when none is left. Only when `control` has focus.
 */
export function handFocusOn(control: HTMLElement, fallback: () => HTMLElement | null | undefined): void {
  if (document.activeElement !== control) return;
  const item = control.closest("li");
  const items = item?.parentElement ? [...item.parentElement.children] : [];
  const index = item ? items.indexOf(item) : -1;
  const position = item ? [...item.querySelectorAll("button")].indexOf(control as HTMLButtonElement) : -1;
  const neighbour = index < 0 ? undefined : (items[index + 1] ?? items[index - 1]);
  const next = neighbour?.querySelectorAll<HTMLElement>("button")[position];
  focusWhenShown(() => (control.isConnected ? null : next?.isConnected ? next : fallback()));
}
