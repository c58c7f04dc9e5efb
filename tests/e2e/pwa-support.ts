import { expect, type Page } from "@playwright/test";
import { cp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generateServiceWorker } from "../../scripts/service-worker.mjs";

// Helpers for the service worker specs: offline use, updates, installing.

/**
 * Waits until the app's service worker controls the page. It takes control
 * only once it is installed, that is once the whole build is precached: from
 * then on the app opens offline.
 */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  // Installing precaches the whole build: with two workers, each with two devices installing at
  // once on two cores, that has taken more than 30 s (a fresh-clone CI run).
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  } catch (error) {
    // The failure says which state the worker was in (a page the worker never took said "active":
    // the reason for public/sw-claim.js).
    const registration = await page
      .evaluate(async () => {
        const found = await navigator.serviceWorker.getRegistration();
        return found ? { installing: found.installing?.state, waiting: found.waiting?.state, active: found.active?.state } : "none";
      })
      .catch(() => "unreadable");
    throw new Error(`No service worker controls ${page.url()} after 60 s; registration: ${JSON.stringify(registration)}`, { cause: error });
  }
}

/**
 * From the page's next document on, notes the names of the boards its HTML paints before the app
 * starts (the Kanban's picture of the stored boards): read them with boardsPaintedBeforeTheApp.
 */
export async function watchBoardsPaintedBeforeTheApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const painted: string[] = [];
    (window as unknown as { paintedBoards: string[] }).paintedBoards = painted;
    const observer = new MutationObserver(() => {
      const names = [...document.querySelectorAll("#board-picture section h2")].map((heading) => heading.textContent ?? "");
      if (names.length === 0) return;
      painted.push(...names);
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The boards the current document painted before the app started (watchBoardsPaintedBeforeTheApp). */
export function boardsPaintedBeforeTheApp(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { paintedBoards: string[] }).paintedBoards);
}

/** The addresses of everything in this origin's Cache Storage, every cache. */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** Width and height of a PNG image, read from its header; throws when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = "89504e470d0a1a0a";
  if (bytes.subarray(0, 8).toString("hex") !== signature) throw new Error("not a PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function textFiles(dir: string): Promise<string[]> {
  const all = await readdir(dir, { recursive: true });
  const files: string[] = [];
  for (const file of all) {
    if (!/\.(html|js|css|json|webmanifest)$/.test(file) || file === "sw.js") continue;
    if ((await stat(join(dir, file))).isFile()) files.push(file);
  }
  return files;
}

/**
 * Writes a changed build of the app to `to`, as a new deployment would be:
 * a copy of the build in `from` with the text `find` replaced by `replacement`
 * everywhere. As Vite does, an asset whose content changes gets a new file
 * name, and every file naming it changes too (so gets a new name in turn, if it
 * is an asset); then the service worker is generated again over the result, by
 * the same script the build runs.
 */
export async function writeChangedBuild(from: string, to: string, find: string, replacement: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  let replacements: [string, string][] = [[find, replacement]];
  const renamed = new Set<string>();
  while (replacements.length > 0) {
    const next: [string, string][] = [];
    for (const file of await textFiles(to)) {
      const text = await readFile(join(to, file), "utf8");
      let changed = text;
      for (const [old, value] of replacements) changed = changed.split(old).join(value);
      if (changed === text) continue;
      await writeFile(join(to, file), changed);
      if (file.startsWith("assets/") && !renamed.has(file)) {
        const newName = file.replace(/(\.\w+)$/, "v2$1");
        await rename(join(to, file), join(to, newName));
        renamed.add(newName);
        next.push([file.slice("assets/".length), newName.slice("assets/".length)]);
      }
    }
    replacements = next;
  }
  expect(renamed.size, "the change reaches at least one asset").toBeGreaterThan(0);
  await generateServiceWorker({ clientDir: to, basePath: "/" });
}

/** Replaces what `dir` holds by what `source` holds, as uploading a new build to a static host does. */
export async function deploy(source: string, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await cp(source, dir, { recursive: true });
}
