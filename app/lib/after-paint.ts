// What a save waits for before it goes to the router and is written: the frame that shows its change.

// A hidden tab paints no frames: a wait for one ends after this long, or at once when the tab is hidden or left.
const FRAME_WAIT_LIMIT_MS = 100;

const LEAVING = ["beforeunload", "pagehide"] as const;

let nextPaint: Promise<void> | null = null;

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
      document.removeEventListener("visibilitychange", done);
      for (const type of LEAVING) window.removeEventListener(type, done, true);
      resolve();
    };
    // A task queued in a frame's callback runs once that frame is painted.
    requestAnimationFrame(() => setTimeout(done, 0));
    const limit = setTimeout(done, FRAME_WAIT_LIMIT_MS);
    document.addEventListener("visibilitychange", done);
    // Captured, so the wait ends before unsaved-guard.ts asks whether to leave.
    for (const type of LEAVING) window.addEventListener(type, done, true);
  });
  nextPaint = waiting;
  return waiting;
}
