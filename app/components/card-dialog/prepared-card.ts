// A card's dialog takes a render of some 130 elements to open. While the mouse
// rests on a card's tile, its dialog is rendered ahead, hidden (in React's
// <Activity mode="hidden">, at idle priority, with no effect mounted, and laid
// out by the browser though out of sight), so that a click only shows it. Loaded
// with the dialog's code, so the page pays nothing for it before.

/** How long the pointer rests on a tile before its card's dialog is rendered, hidden. */
const REST_MS = 50;

let prepared: string | null = null;
let restTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPrepared(next: string | null): void {
  if (prepared === next) return;
  prepared = next;
  for (const listener of listeners) listener();
}

export function subscribeToPreparedCard(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The card whose dialog is rendered ahead, hidden, if any. */
export const preparedCardId = (): string | null => prepared;

/** The pointer came over something: a mouse (no button pressed) resting on a card's tile prepares its dialog. */
export function prepareHoveredCard(event: PointerEvent): void {
  if (event.pointerType !== "mouse" || event.buttons !== 0) return;
  const tile = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-card-id]") : null;
  const cardId = tile?.dataset.cardId;
  if (!cardId) return;
  clearTimeout(restTimer);
  restTimer = setTimeout(() => setPrepared(cardId), REST_MS);
}

/** The open card dialog closed (however it was), or the page is left: the one rendered ahead goes (the next rest renders one anew). */
export function forgetPreparedCard(): void {
  clearTimeout(restTimer);
  setPrepared(null);
}

/** The dialog's own elements, which its portal puts into <body>. */
const DIALOG_PARTS = '[data-slot="dialog-overlay"], [data-slot="dialog-content"]';

/**
 * React hides what a hidden <Activity> holds with `display: none`, so the browser
 * neither styles nor lays out the dialog rendered ahead: the click that showed it
 * then did both (3–4 ms at 100 cards, forced by the dialog's focus). Its two elements
 * are hidden with `visibility: hidden` instead, which keeps it out of sight, of the
 * pointer, of the keys and of assistive technology as `display: none` did, and lets
 * the browser lay it out in the frame after it is rendered (showing it still restyles
 * it: visibility is inherited). Returns the function that stops this.
 */
export function layOutDialogsRenderedAhead(): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLElement && node.matches(DIALOG_PARTS) && node.style.display === "none") {
          node.style.visibility = "hidden";
          node.style.removeProperty("display");
        }
      }
    }
  });
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/** The dialog rendered ahead is shown (React has taken its `display: none` away): before it takes focus. */
export function showDialogRenderedAhead(): void {
  for (const node of document.body.children) {
    if (node instanceof HTMLElement && node.style.visibility === "hidden" && node.matches(DIALOG_PARTS)) {
      node.style.removeProperty("visibility");
    }
  }
}
