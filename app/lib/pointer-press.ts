// Whether a pointer is pressed on this page. A change from another tab or the sync space
// re-renders the page: a card or task added above a button moves it, and a press that began on
// the button ends on what took its place, which clicks nothing (a click needs the press and the
// release on one element). So reloading such a change waits for the release.

let pressed = false;
const releaseListeners = new Set<() => void>();
let listening = false;

function release() {
  if (!pressed) return;
  pressed = false;
  for (const listener of releaseListeners) listener();
}

function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  const options = { capture: true, passive: true };
  // The main button only: a right click opens a menu, which can keep its release from the page.
  window.addEventListener("pointerdown", (event) => (pressed ||= !event.button), options);
  window.addEventListener("pointerup", release, options);
  window.addEventListener("pointercancel", release, options);
  // A release this page never heard (outside the window, or while it lost focus) must not hold
  // reloads back for good: a move with no button down, or leaving the window, ends the press.
  window.addEventListener("pointermove", (event) => event.buttons || release(), options);
  window.addEventListener("blur", release);
}

/** True while a pointer pressed on this page has not been released. */
export function pointerIsPressed(): boolean {
  listen();
  return pressed;
}

/** Calls `listener` whenever the pressed pointer is released; returns the unsubscribe. */
export function subscribeToPointerRelease(listener: () => void): () => void {
  listen();
  releaseListeners.add(listener);
  return () => releaseListeners.delete(listener);
}
