type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** Runs `callback` when the browser is idle, within `timeout` ms at the latest. */
export function whenIdle(callback: () => void, timeout = 2000): void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(callback, { timeout });
  else setTimeout(callback, 200);
}
