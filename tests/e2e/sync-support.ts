import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { WebSocketServer } from "ws";
import { freePort, startRedis, startServer, tempDir, type RunningServer } from "../../sync-server/test-support";
import { board, tile } from "./kanban-support";
import { waitUntilOfflineReady } from "./pwa-support";
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

/** A server process on a free port with its own SQLite file (removed with it) and the given environment. */
async function serverProcess(env: Record<string, string>): Promise<{ server: SyncServer; close(): Promise<void> }> {
  const dir = tempDir();
  const port = await freePort();
  const full = { ...env, PORT: String(port), SYNC_DATA: join(dir.path, "taskboard.sqlite") };
  let running: RunningServer | null = await startServer(full);
  const server: SyncServer = {
    url: `ws://127.0.0.1:${port}`,
    key: env.SYNC_KEYS ?? "",
    async stop() {
      await running?.stop();
      running = null;
    },
    async start() {
      running ??= await startServer(full);
    },
  };
  return {
    server,
    async close() {
      await server.stop();
      dir.remove();
    },
  };
}

/** A WebSocket server that is not a sync server, on a free port. */
export interface OtherServer {
  url: string;
  /** How many messages it has received. */
  messages(): number;
  close(): Promise<void>;
}

/** Starts a plain `ws` server: "echo" sends every message back, "silent" accepts connections and never answers. */
export async function startOtherServer(answer: "echo" | "silent"): Promise<OtherServer> {
  const port = await freePort();
  const wss = new WebSocketServer({ port, host: "127.0.0.1" });
  await new Promise((resolve) => wss.once("listening", resolve));
  let messages = 0;
  wss.on("connection", (socket) =>
    socket.on("message", (data) => {
      messages++;
      if (answer === "echo") socket.send(data);
    }),
  );
  return {
    url: `ws://127.0.0.1:${port}`,
    messages: () => messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

export const test = base.extend<{
  syncServer: SyncServer;
  /** Two server processes sharing their spaces through a redis-server of their own (REDIS_URL), each with its own SQLite file; one key. */
  redisSyncServers: [SyncServer, SyncServer];
  newDevice: () => Promise<Page>;
}>({
  // eslint-disable-next-line no-empty-pattern
  syncServer: async ({}, provide) => {
    const { server, close } = await serverProcess({ SYNC_KEYS: randomBytes(32).toString("base64url") });
    await provide(server);
    await close();
  },
  // eslint-disable-next-line no-empty-pattern
  redisSyncServers: async ({}, provide) => {
    // Fails (it does not skip) where redis-server is not installed: .ci/run installs it.
    const redis = await startRedis();
    const env = { SYNC_KEYS: randomBytes(32).toString("base64url"), REDIS_URL: redis.url };
    const processes: { server: SyncServer; close(): Promise<void> }[] = [];
    try {
      processes.push(await serverProcess(env), await serverProcess(env));
      await provide([processes[0]!.server, processes[1]!.server]);
    } finally {
      for (const one of processes) await one.close();
      await redis.stop();
    }
  },
  newDevice: async ({ browser, baseURL }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async () => {
      // A device is a user's browser: its service worker runs (playwright.config.ts blocks it elsewhere).
      const context = await browser.newContext({ baseURL, serviceWorkers: "allow" });
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

/** Connect's message for a server that answers but is not a sync server (sync-settings.ts's notSyncServer). */
export const notSyncServer = (url: string) =>
  `The server at ${url} answered, but it is not a Taskboard sync server; your data stays on this device.`;

/** What the Data page says to do once the server refuses a connected device's key. */
export const KEY_REFUSED_HINT = "Disconnect, then Connect with a key the server takes: your tasks and boards stay on this device.";

/** What a connected device says when its address answers, but not as a sync server, and what the Data page says to do. */
export const NOT_SYNC_SERVER = "The server at this address is not a Taskboard sync server.";
export const NOT_SYNC_SERVER_HINT = "Disconnect, then Connect to your sync server's address: your tasks and boards stay on this device.";

/** What the header says without a network (the browser is offline). */
export const OFFLINE = "Offline: changes will sync when you're back";
/** What it says when the network is there and the sync server does not answer. */
export const SERVER_UNREACHABLE = "Can't reach the sync server: changes will sync when it's back";

/** What the header says while the sync code cannot be fetched (and is tried again). */
export const SYNC_CODE_FAILED = "Sync error: The sync code could not be loaded. Trying again…";
/** Once the network is back: Chromium keeps a failed import's failure for the page's life, so only a reload loads the code. */
export const SYNC_CODE_NEEDS_RELOAD = "Sync error: The sync code could not be loaded. Reload the page to try again.";

/** Generous waits for what travels between devices on a busy 2-core machine. */
export const SYNCED = { timeout: 15_000 };

/**
 * Takes each device, Synced first, off the network (its browser context goes offline) and waits until it says so.
 * (A page that has just loaded gets the sync code, the card dialog and the date picker on demand: it waits
 * until the service worker has the whole build, as an installed app has, so that offline they still load.)
 */
export async function goOffline(...pages: Page[]): Promise<void> {
  for (const page of pages) await expect(syncStatus(page)).toHaveText("Synced", SYNCED);
  for (const page of pages) await waitUntilOfflineReady(page);
  for (const page of pages) await page.context().setOffline(true);
  for (const page of pages) await expect(syncStatus(page)).toHaveText(OFFLINE);
}

/** Brings each device back on the network and waits until it says Synced. */
export async function goOnline(...pages: Page[]): Promise<void> {
  for (const page of pages) await page.context().setOffline(false);
  for (const page of pages) await expect(syncStatus(page)).toHaveText("Synced", SYNCED);
}

/** What a device stores: its `todos` and `kanban-board`, as stored. */
export async function storedData(page: Page): Promise<{ todos: unknown; "kanban-board": unknown }> {
  return page.evaluate(() => {
    const read = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? "null");
    return { todos: read("todos"), "kanban-board": read("kanban-board") };
  });
}

/** Waits until every device stores the very same `todos` and `kanban-board` as the first, and returns that. */
export async function expectSameData(pages: Page[]): Promise<{ todos: unknown; "kanban-board": unknown }> {
  const [first, ...others] = pages;
  if (!first) throw new Error("no device");
  let data = await storedData(first);
  await expect(async () => {
    data = await storedData(first);
    for (const other of others) expect(await storedData(other)).toEqual(data);
  }).toPass(SYNCED);
  return data;
}

/**
 * Moves a card with the keyboard as a user does: focus its tile, Space picks it up,
 * each arrow key moves it (Left/Right to the previous/next board), Space drops it
 * into board `to`.
 */
export async function moveCardWithKeys(page: Page, title: string, keys: string[], to: string): Promise<void> {
  const live = (text: string) => page.getByRole("status").filter({ hasText: text });
  await tile(page, title).focus();
  await page.keyboard.press("Space");
  await expect(live(`Picked up card ${title}`)).toBeAttached();
  for (const key of keys) await page.keyboard.press(key);
  await expect(live(`Card ${title} moved to board ${to}`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(tile(board(page, to), title)).toBeVisible();
}
