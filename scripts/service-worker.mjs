// Generates build/client/sw.js with Workbox (generateSW) over the finished
// client build: called from react-router.config.ts's buildEnd hook, after the
// HTML has been prerendered, so every page's HTML is precached with its JS,
// CSS, the on-demand chunks, the icons and the web app manifest.
//
// Usage from the command line (e.g. to re-run it over a copy of a build):
//   node scripts/service-worker.mjs <client dir> [base path]
import { generateSW } from "workbox-build";
import { unrequestedStylesheets } from "./inline-styles.mjs";
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
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

/** The script the worker imports that answers a card's address, written next to sw.js and named by its content. */
const CARD_ADDRESS_SCRIPTS = "sw-card-address-*.js";

/**
 * Runs in the worker (imported before Workbox's own routes, which leave card
 * addresses to it). A card's address, /kanban/cards/<id> (a reload with a card
 * open, a saved link), is answered with the Kanban's own page, as /kanban is:
 * its HTML paints the stored boards before the app starts and preloads the
 * Kanban's code, and the app then opens the card over it. The SPA fallback that
 * answered before painted a generic skeleton until the app had started, and
 * only then asked for the Kanban's code. The pages are looked up under this
 * worker's own precache keys (their revisions), so a worker waiting to take
 * over never hands out its newer page meanwhile.
 */
function answerCardAddresses(cardsPath, kanbanPage, fallbackPage) {
  self.addEventListener("fetch", (event) => {
    const { request } = event;
    // One card: a single segment after the cards' path (as the app's route matches it, a last
    // slash allowed). Any other address under it is the 404 screen's, which the Kanban's page is not.
    const { pathname } = new URL(request.url);
    if (request.mode !== "navigate" || !pathname.startsWith(cardsPath) || !/^[^/]+\/?$/.test(pathname.slice(cardsPath.length))) return;
    const page = async () => (await caches.match(kanbanPage)) ?? (await caches.match(fallbackPage)) ?? fetch(request);
    event.respondWith(page());
  });
}

const md5 = (bytes) => createHash("md5").update(bytes).digest("hex");

/**
 * Writes the worker's script for card addresses with the precache keys of the pages it answers
 * with (Workbox's: the address, then the file's MD5 as its revision), named by its content: a
 * browser checks an imported script for a new version through its HTTP cache, which a host may
 * keep for minutes, and a stale one would look up the pages of the version before.
 */
async function writeCardAddressScript(clientDir, cardsPath) {
  const pages = [
    ["kanban", "kanban/index.html"],
    [SPA_FALLBACK, SPA_FALLBACK],
  ];
  const revisions = new Map();
  for (const [url, file] of pages) revisions.set(url, md5(await readFile(join(clientDir, file))));
  const args = [cardsPath, ...pages.map(([url]) => `${url}?__WB_REVISION__=${revisions.get(url)}`)];
  const code = `(${answerCardAddresses.toString()})(${args.map((value) => JSON.stringify(value)).join(", ")});\n`;
  const name = CARD_ADDRESS_SCRIPTS.replace("*", md5(code).slice(0, 8));
  await writeFile(join(clientDir, name), code);
  return { name, revisions };
}

/** @param {{ clientDir: string, basePath: string }} options */
export async function generateServiceWorker({ clientDir, basePath }) {
  const cardsPath = `${basePath}kanban/cards/`;
  const cardAddresses = await writeCardAddressScript(clientDir, cardsPath);
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    swDest: join(clientDir, "sw.js"),
    globPatterns: ["**/*.{html,js,css,svg,png,webmanifest}"],
    // 404.html is a copy of the SPA fallback, which is precached; the server
    // build's stylesheet copy is never loaded by a page, nor is the app's
    // stylesheet, which every page holds inline (scripts/inline-styles.mjs); the
    // worker's own imported scripts are kept by the browser with the worker.
    globIgnores: [
      "404.html",
      "sw.js",
      "sw-claim.js",
      CARD_ADDRESS_SCRIPTS,
      "assets/server-build-*.css",
      ...(await unrequestedStylesheets({ clientDir, basePath })),
    ],
    manifestTransforms: [
      (entries) => {
        const manifest = pageAddresses(entries);
        for (const [url, revision] of cardAddresses.revisions) {
          const precached = manifest.find((entry) => entry.url === url);
          if (precached?.revision !== revision) throw new Error(`service worker: ${url} is not precached at revision ${revision}`);
        }
        return { manifest, warnings: [] };
      },
    ],
    // Vite names assets by their content: the name is the revision.
    dontCacheBustURLsMatching: /^assets\//,
    // Every other address in the app (an open card, /todo?filter=active, an
    // unknown path that shows the 404 screen) boots the app from the SPA
    // fallback page, which renders the page for that address.
    navigateFallback: SPA_FALLBACK,
    navigateFallbackAllowlist: [new RegExp(`^${escapeRegExp(basePath)}`)],
    // Except a card's address: the Kanban's own page answers it (answerCardAddresses). Workbox
    // matches the path and query; any other address under the cards' is the 404 screen's.
    navigateFallbackDenylist: [new RegExp(`^${escapeRegExp(cardsPath)}[^/?]+/?(?:\\?|$)`)],
    // No runtime caching: nothing outside the precached build is ever stored.
    // A new version waits until the user chooses "Reload" (the page sends
    // SKIP_WAITING); the first one takes control of the open page at once, so
    // its on-demand chunks come from the precache too.
    skipWaiting: false,
    clientsClaim: true,
    // Takes a page that asks for control (public/sw-claim.js); answers a card's address.
    importScripts: ["sw-claim.js", cardAddresses.name],
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
