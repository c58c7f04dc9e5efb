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
 * After an undo by a toast's Undo, which took focus with it as it went: focuses what `find` finds
 * (what the undo put back) once the page shows it, with `focus`, or `fallback()` when the page
 * still does not show it a couple of frames on (a filter or search hides it). The undo's change
 * is painted by then (saves render at once; a long list places its rows a frame later).
 */
export function focusPutBack(
  find: () => HTMLElement | null | undefined,
  fallback: () => HTMLElement | null | undefined,
  focus?: (element: HTMLElement) => void,
): void {
  let frames = 0;
  focusWhenShown(() => find() ?? (frames++ < 2 ? null : fallback()), focus);
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

/**
 * Called before a change that may move or take away `item` (an element with the attribute `key`,
 * among others like it in `scope`) while focus is on `control`, the item or a control in it (or
 * passes through `via`, see `focusWhenShown`): once the change has taken focus from it, focus
 * goes to the same control of the item with the same key wherever the page shows it (it moved),
 * else of the item that was after it, or before it (it went), else to `fallback()`. An item whose
 * node React kept as it moved it among the others loses focus all the same (moving a node takes
 * it out of the page first): it gets it back.
 */
export function focusFollowsItem(
  item: HTMLElement,
  key: string,
  scope: Element,
  fallback: () => HTMLElement | null | undefined,
  { control = item, focus, via = null }: { control?: HTMLElement; focus?: (element: HTMLElement) => void; via?: Element | null } = {},
): void {
  const keyOf = (element: Element | undefined) => element?.getAttribute(key) ?? null;
  const order = () => Array.from(scope.querySelectorAll(`[${key}]`), keyOf);
  const before = order();
  const index = before.indexOf(keyOf(item));
  const wanted = [keyOf(item), before[index + 1] ?? null, before[index - 1] ?? null];
  const controlsOf = (element: Element) => [...element.querySelectorAll<HTMLElement>("button, input, [tabindex='0']")];
  const position = control === item ? -1 : controlsOf(item).indexOf(control);
  const focusLost = () => document.activeElement === document.body || document.activeElement === null;
  focusWhenShown(
    () => {
      if (control.isConnected) return focusLost() && order().join("\n") !== before.join("\n") ? control : null;
      for (const value of wanted) {
        const found = value === null ? null : document.querySelector<HTMLElement>(`[${key}="${CSS.escape(value)}"]`);
        const next = found && position >= 0 ? controlsOf(found)[position] : found;
        if (next) return next;
      }
      return fallback();
    },
    focus,
    via,
  );
}

/**
 * Before an undo or redo by key: when focus is in an item with the attribute `key` (in the
 * closest `scope` around it), it follows the item, see `focusFollowsItem`; `fallback` is given that
 * scope.
 */
export function focusFollowsFocusedItem(key: string, scope: string, fallback: (scope: Element) => HTMLElement | null | undefined): void {
  const control = document.activeElement;
  const item = control instanceof HTMLElement ? control.closest<HTMLElement>(`[${key}]`) : null;
  const around = item?.parentElement?.closest(scope);
  if (item && around) focusFollowsItem(item, key, around, () => fallback(around), { control: control as HTMLElement });
}
