type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** Runs `callback` when the browser is idle, within `timeout` ms at the latest. */
export function whenIdle(callback: () => void, timeout = 2000): void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(callback, { timeout });
  else setTimeout(callback, 200);
}

const INTERACTIONS = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Runs `callback` once: when the browser is idle, or at the user's first
 * focus, press or key before that, whichever comes first. For the code a
 * save needs: it is on its way before a first save can start.
 */
export function whenIdleOrInteracting(callback: () => void): void {
  let done = false;
  const run = () => {
    // Gone by then: a test's page (jsdom) that ended within the idle timeout.
    if (done || typeof document === "undefined") return;
    done = true;
    for (const type of INTERACTIONS) document.removeEventListener(type, run, true);
    callback();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, run, true);
  whenIdle(run);
}
