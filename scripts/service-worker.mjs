// Generates build/client/sw.js with Workbox (generateSW) over the finished
// client build: called from react-router.config.ts's buildEnd hook, after the
// HTML has been prerendered, so every page's HTML is precached with its JS,
// CSS, the on-demand chunks, the icons and the web app manifest.
//
// Usage from the command line (e.g. to re-run it over a copy of a build):
//   node scripts/service-worker.mjs <client dir> [base path]
import { generateSW } from "workbox-build";
import { unrequestedStylesheets } from "./inline-styles.mjs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SPA_FALLBACK = "__spa-fallback.html";

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Precache URLs are relative to the service worker, which sits at the base
 * path. A prerendered page lives in `todo/index.html` but is opened as
 * `/todo`: precache it under that address, so a navigation to it is answered
 * straight from the precache. The root `index.html` stays as it is: Workbox
 * answers `/` with it (directoryIndex).
 */
export function pageAddresses(entries) {
  return entries.map((entry) =>
    entry.url.endsWith("/index.html") ? { ...entry, url: entry.url.slice(0, -"/index.html".length) } : entry,
  );
}

/** @param {{ clientDir: string, basePath: string }} options */
export async function generateServiceWorker({ clientDir, basePath }) {
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    swDest: join(clientDir, "sw.js"),
    globPatterns: ["**/*.{html,js,css,svg,png,webmanifest}"],
    // 404.html is a copy of the SPA fallback, which is precached; the server
    // build's stylesheet copy is never loaded by a page, nor is the app's
    // stylesheet, which every page holds inline (scripts/inline-styles.mjs); the
    // worker's own imported script is kept by the browser with the worker.
    globIgnores: ["404.html", "sw.js", "sw-claim.js", "assets/server-build-*.css", ...(await unrequestedStylesheets({ clientDir, basePath }))],
    manifestTransforms: [(entries) => ({ manifest: pageAddresses(entries), warnings: [] })],
    // Vite names assets by their content: the name is the revision.
    dontCacheBustURLsMatching: /^assets\//,
    // Every other address in the app (an open card, /todo?filter=active, an
    // unknown path that shows the 404 screen) boots the app from the SPA
    // fallback page, which renders the page for that address.
    navigateFallback: SPA_FALLBACK,
    navigateFallbackAllowlist: [new RegExp(`^${escapeRegExp(basePath)}`)],
    // No runtime caching: nothing outside the precached build is ever stored.
    // A new version waits until the user chooses "Reload" (the page sends
    // SKIP_WAITING); the first one takes control of the open page at once, so
    // its on-demand chunks come from the precache too.
    skipWaiting: false,
    clientsClaim: true,
    // Takes a page that asks for control (public/sw-claim.js).
    importScripts: ["sw-claim.js"],
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [clientDir = "build/client", basePath = "/"] = process.argv.slice(2);
  const { count, size } = await generateServiceWorker({ clientDir, basePath });
  console.log(`sw.js: ${count} files precached, ${(size / 1024).toFixed(0)} KB`);
}
