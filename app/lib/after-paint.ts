// What a save waits for before it goes to the router and is written: the frame that shows its change.

// A hidden tab paints no frames: a wait for one ends after this long, or at once when the tab is hidden or left.
const FRAME_WAIT_LIMIT_MS = 100;

let nextPaint: Promise<void> | null = null;
/** Ends the wait under way, if any (one that has ended does nothing): the tab is hidden or left, and no frame is coming. */
let endWait: (() => void) | null = null;
const onHiddenOrLeaving = () => endWait?.();

// Listened to for good: adding and removing a visibilitychange listener costs Chromium about
// 0.1 ms each time, which every save paid. (A beforeunload listener kept for good would keep
// the page out of Firefox's back-forward cache: that one comes and goes with each wait.)
if (typeof document !== "undefined") {
  document.addEventListener("visibilitychange", onHiddenOrLeaving);
  window.addEventListener("pagehide", onHiddenOrLeaving);
}

/**
 * Resolves once the browser has painted the next frame: a save lets the page
 * show its change first, since storing thousands of cards takes longer than a
 * frame. Callers resume in the order they asked, so saves stay in order. In a
 * hidden tab, or when the page is left, it resolves at once: no frame comes,
 * and nothing waits to be stored while the page goes.
 */
export function afterNextPaint(): Promise<void> {
  if (nextPaint) return nextPaint;
  if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden") return Promise.resolve();
  const waiting = new Promise<void>((resolve) => {
    const done = () => {
      if (nextPaint !== waiting) return;
      nextPaint = null;
      clearTimeout(limit);
      window.removeEventListener("beforeunload", done, true);
      resolve();
    };
    endWait = done;
    // A task queued in a frame's callback runs once that frame is painted.
    requestAnimationFrame(() => setTimeout(done, 0));
    const limit = setTimeout(done, FRAME_WAIT_LIMIT_MS);
    // Captured, so the wait ends before unsaved-guard.ts asks whether to leave.
    window.addEventListener("beforeunload", done, true);
  });
  nextPaint = waiting;
  return waiting;
}
