// While a save is on its way to localStorage, or text is typed in an edit and not saved yet,
// leaving or reloading the page asks first: the write code loads on demand, so on a busy machine
// a reload right after a click could otherwise come before the write and lose it; and a reload
// fires no blur, which is what saves an edit.

let guards = 0;

function warnBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older Chromium and Safari show the prompt only with a return value.
  event.returnValue = "";
}

/** Asks before the page unloads until the returned function is called (once is enough; later calls do nothing). */
export function guardUnsaved(): () => void {
  if (guards++ === 0) window.addEventListener("beforeunload", warnBeforeLeaving);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--guards === 0) window.removeEventListener("beforeunload", warnBeforeLeaving);
  };
}

/** Asks before the page unloads until `save` has settled, fulfilled or not. */
export function guardUntilSaved(save: Promise<unknown>): void {
  const release = guardUnsaved();
  save.then(release, release);
}
