// Where keyboard focus goes when the control that holds it goes with what it removed (a label's
// Remove, a checklist item's Delete, Clear date): never to the page, where the next Tab would start
// over at the top, or, in a dialog, to the dialog itself.

/** A button of `scope` whose text is `text`. */
export const buttonWithText = (scope: Element | null | undefined, text: string) =>
  scope ? [...scope.querySelectorAll<HTMLElement>("button")].find((button) => button.textContent.trim() === text) : undefined;

/**
 * Calls `then` with what `find` finds once the page shows it (a change is
 * painted in a frame or two, a long list renders an item once it is near the
 * view); gives up after two seconds.
 */
export function whenShown(find: () => HTMLElement | null | undefined, then: (element: HTMLElement) => void): void {
  const until = performance.now() + 2000;
  const look = () => {
    const element = find();
    if (element) then(element);
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
  whenShown(
    () => (control.isConnected ? null : next?.isConnected ? next : fallback()),
    (element) => element.focus(),
  );
}
