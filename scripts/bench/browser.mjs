// Headless Debian Chromium as the bench drives it, the static servers for
// every app, and a page context per app: 1400×900, the timing probe in every
// page, requests off this machine refused (the peer links a stylesheet from a
// CDN this machine cannot reach; both apps get the same treatment).
//
// Refused by the browser's host resolver, not by Playwright's request routing: a route
// sends every request of its page through this Node process and turns the HTTP cache
// off, so each of an app's files cost a round trip here on every load (about 300 ms for
// the 38 files a page of ours used to load, against 3 for the peer's), which no visitor
// pays. Only the blank page that seeds storage is routed, and only in its own page.
import { chromium } from "@playwright/test";
import { startStaticServer } from "../serve-static.mjs";
import { installProbe } from "./probe.mjs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const VIEWPORT = { width: 1400, height: 900 };
const OFF_MACHINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost";
const BLANK = "/__bench_blank";

export function launchBrowser(extraArgs = []) {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      OFF_MACHINE,
      ...extraArgs,
    ],
  });
}

/** One static server per app root; resolves with { [root]: baseUrl } and a close(). */
export async function startServers(roots) {
  const servers = [];
  const urls = {};
  for (const root of new Set(roots)) {
    const server = await startStaticServer({ root, port: 0 });
    servers.push(server);
    urls[root] = `http://127.0.0.1:${server.address().port}`;
  }
  return { urls, close: () => servers.forEach((server) => server.close()) };
}

/** A fresh context for `app` (at baseUrl) whose pages report when `loadCondition` first holds. */
export async function appContext(browser, baseUrl, loadCondition = "false") {
  // No service worker: it would answer the blank seeding page with the app itself (Playwright's
  // routes do not see requests a worker handles), and loads are compared over the HTTP cache.
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: "block" });
  await context.addInitScript(installProbe, loadCondition);
  return context;
}

/** Opens the same-origin blank page, which runs none of the app's code, in `page` (routed there alone, then no more). */
async function gotoBlank(page, baseUrl) {
  const url = `${baseUrl}${BLANK}`;
  const blank = (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>bench</title>" });
  await page.route(url, blank);
  await page.goto(url);
  await page.unroute(url, blank);
}

/** Replaces the app's localStorage with `entries` (values stored as JSON), from a page that runs none of its code. */
export async function seedStorage(context, baseUrl, entries) {
  const items = Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, JSON.stringify(value)]));
  // Chromium now and then drops a write of megabytes made just before its page closes:
  // a fresh page reads the values back, and the seeding is repeated until they are there.
  for (let attempt = 1; ; attempt++) {
    await inBlankPage(context, baseUrl, (page) =>
      page.evaluate((values) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, items),
    );
    const stored = await inBlankPage(context, baseUrl, (page) =>
      page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)?.length ?? -1), Object.keys(items)),
    );
    if (stored.every((length, index) => length === Object.values(items)[index].length)) return;
    if (attempt === 5) throw new Error(`the seeded storage did not stay (lengths read back: ${stored.join(", ")})`);
  }
}

async function inBlankPage(context, baseUrl, use) {
  const page = await context.newPage();
  try {
    await gotoBlank(page, baseUrl);
    return await use(page);
  } finally {
    await page.close();
  }
}

/** Opens the app's page; with `beforeLoad`, first a same-origin blank page, then beforeLoad(page), then the app. */
export async function openApp(context, baseUrl, path, beforeLoad) {
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error (${baseUrl}${path}):`, error.message));
  if (beforeLoad) {
    await gotoBlank(page, baseUrl);
    await beforeLoad(page);
  }
  await page.goto(`${baseUrl}${path}`);
  return page;
}
