import { Workbox } from "workbox-window";
import { Button } from "~/components/ui/button";

// Loaded on demand by ./service-worker.tsx, never with a page.

const HOUR = 60 * 60 * 1000;

/**
 * Registers `<base>sw.js` for the app's base path. `onUpdate` is called when a
 * new version is installed and waiting (found by this tab or another one) with
 * the function that switches to it: the new version takes over only then, and
 * only this tab reloads; nothing reloads by itself, so unsaved typing stays.
 */
export function registerServiceWorker(basePath: string, onUpdate: (reload: () => void) => void): void {
  const workbox = new Workbox(`${basePath}sw.js`, { scope: basePath });
  let registration: ServiceWorkerRegistration | undefined;

  function reload(): void {
    if (registration?.waiting) {
      navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
      workbox.messageSkipWaiting();
    } else {
      // Another tab already switched to the new version: it controls this page too.
      window.location.reload();
    }
  }

  workbox.addEventListener("waiting", () => onUpdate(reload));
  workbox.register().then(
    (registered) => {
      registration = registered;
      void navigator.serviceWorker.ready.then(askForControl);
      // Browsers look for a new version on each visit; a tab left open looks every hour.
      setInterval(() => void registered?.update().catch(() => {}), HOUR);
    },
    (error: unknown) => console.error("Could not register the service worker", error),
  );
}

/**
 * A page loaded past the worker (a hard reload, or a navigation while it was
 * installing) is not controlled: it asks the worker to take it, so that its
 * on-demand code still loads offline (public/sw-claim.js).
 */
export function askForControl(ready: ServiceWorkerRegistration): void {
  if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: "CLAIM_CLIENTS" });
}

export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <div className="flex items-center gap-3 rounded-md border bg-card py-2 pr-2 pl-4 text-sm text-card-foreground shadow-lg">
      <p className="min-w-0 flex-1">A new version is available.</p>
      <Button onClick={onReload}>Reload</Button>
    </div>
  );
}
