// Imported by the generated service worker (scripts/service-worker.mjs). The worker
// takes the pages open at its activation (clientsClaim), but a page loaded past it
// (a hard reload, or a navigation while the worker was installing) stays uncontrolled,
// and its on-demand chunks would not load offline. Such a page asks for control
// (app/components/pwa/service-worker-updates.tsx).
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "CLAIM_CLIENTS") event.waitUntil(self.clients.claim());
});
