import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { freePort, startServer, tempDir, type RunningServer } from "../../sync-server/test-support";
import { seedStorage } from "./support";

// Sync (issue 15) end to end: a real sync server per test, started the way
// `npm run sync-server` starts it (sync-server/test-support.ts), on a free port
// with its own SQLite file and a fresh key; separate browser contexts are
// separate devices.

export interface SyncServer {
  url: string;
  /** A key the server accepts. */
  key: string;
  /** Stops the process (SIGTERM) and waits for its exit; the data file stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same data file and keys. */
  start(): Promise<void>;
}

export const test = base.extend<{ syncServer: SyncServer; newDevice: () => Promise<Page> }>({
  // eslint-disable-next-line no-empty-pattern
  syncServer: async ({}, provide) => {
    const dir = tempDir();
    const key = randomBytes(32).toString("base64url");
    const port = await freePort();
    const env = { PORT: String(port), SYNC_DATA: join(dir.path, "taskboard.sqlite"), SYNC_KEYS: key };
    let running: RunningServer | null = await startServer(env);
    await provide({
      url: `ws://127.0.0.1:${port}`,
      key,
      async stop() {
        await running?.stop();
        running = null;
      },
      async start() {
        running ??= await startServer(env);
      },
    });
    await running?.stop();
    dir.remove();
  },
  newDevice: async ({ browser, baseURL }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async () => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

/** The header's sync status. */
export const syncStatus = (page: Page): Locator => page.getByRole("banner").getByRole("status");

export const syncSection = (page: Page): Locator => page.getByRole("region", { name: "Sync", exact: true });

/** Fills the Sync form on the Data page and presses Connect (the outcome is for the test to check). */
export async function submitConnect(page: Page, server: string, key: string): Promise<void> {
  if (!page.url().endsWith("/data")) await page.goto("/data");
  const section = syncSection(page);
  await section.getByLabel("Server address").fill(server);
  await section.getByLabel("Sync key").fill(key);
  await section.getByRole("button", { name: "Connect" }).click();
}

/** Connects this device and waits until it is synced. */
export async function connect(page: Page, server: SyncServer, seed?: Record<string, unknown>): Promise<void> {
  if (seed) await seedStorage(page, seed);
  await page.goto("/data");
  await submitConnect(page, server.url, server.key);
  await expect(syncSection(page).getByRole("button", { name: "Disconnect" })).toBeVisible();
  await expect(syncStatus(page)).toHaveText("Synced", { timeout: 15_000 });
}

/**
 * What the browser does under storage pressure: clears the site's IndexedDB (the sync replica) and keeps
 * its localStorage. Done from the app's icon (a document of the origin that runs none of its code), after
 * the context's pages are closed so that no connection holds the databases open.
 */
export async function clearIndexedDb(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto("/icons/icon-192.png");
  await page.evaluate(async () => {
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
        request.onblocked = () => reject(new Error(`${name} is still open`));
      });
    }
  });
  expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
  await page.close();
}
