// While a save is on its way to localStorage, leaving or reloading the page
// asks first: the write code loads on demand, so on a busy machine a reload
// right after a click could otherwise come before the write and lose it.

let savesOnTheirWay = 0;

function warnBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older Chromium and Safari show the prompt only with a return value.
  event.returnValue = "";
}

/** Asks before the page unloads until `save` has settled, fulfilled or not. */
export function guardUntilSaved(save: Promise<unknown>): void {
  if (savesOnTheirWay++ === 0) window.addEventListener("beforeunload", warnBeforeLeaving);
  const release = () => {
    if (--savesOnTheirWay === 0) window.removeEventListener("beforeunload", warnBeforeLeaving);
  };
  save.then(release, release);
}
