import { expect, test } from "@playwright/test";
import { reactErrors, reloadWhenSaved, seedStorage } from "./support";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { cardDialog, openCard, sampleBoards } from "./card-dialog-support";
import { board, openKanban, threeBoards, tile } from "./kanban-support";
import { boardsPaintedBeforeTheApp, cachedUrls, waitUntilOfflineReady, watchBoardsPaintedBeforeTheApp } from "./pwa-support";
import { expectShortcutsReady } from "./shortcuts-support";
import { addTask, openTodos, tasks } from "./todo-support";

// These specs are about the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: "allow" });

// After one visit, the app opens and works with no network: the service worker
// answers from its precache of the build.

const BUILD = "build/client";

// Many navigations a test, each waiting for the service worker and the page: a busy machine needs time.
test.describe.configure({ timeout: 90_000 });

test("after one visit every page opens offline, an open card and the 404 screen included", async ({ page, context }) => {
  await openCard(page, sampleBoards());
  await waitUntilOfflineReady(page);
  await context.setOffline(true);

  const pages: [string, string][] = [
    ["/", "Kanban"], // it opens the Kanban
    ["/todo", "Your Tasks"],
    ["/kanban", "Kanban"],
    ["/data", "Your data"],
    ["/login", "Login"],
    ["/signup", "Signup"],
    ["/todo?filter=active", "Your Tasks"],
    ["/no/such/page", "404 Not Found"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: heading }), `${path}, reloaded`).toBeVisible();
  }

  await page.goto("/kanban/cards/11");
  await expect(cardDialog(page).getByRole("heading", { name: "Write the report" })).toBeVisible();
  await page.reload();
  await expect(cardDialog(page).getByRole("heading", { name: "Write the report" })).toBeVisible();
});

test("a card's address is answered with the Kanban's own page: its stored boards show before the app starts, and the card opens over them", async ({
  page,
  context,
}) => {
  // The SPA fallback page that answered a card's address before has no picture of the boards.
  await watchBoardsPaintedBeforeTheApp(page);
  await openCard(page, sampleBoards());
  await waitUntilOfflineReady(page);
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    const response = await page.goto("/kanban/cards/other-card");
    expect(response?.fromServiceWorker(), `offline: ${offline}`).toBe(true);
    await expect(cardDialog(page, "Another card")).toBeVisible();
    expect(await boardsPaintedBeforeTheApp(page)).toEqual(["Todo", "Doing"]);
    await expect(page).toHaveTitle(/^Another card · Kanban/);
  }
  // A card that is not there says so, over the same page.
  await page.goto("/kanban/cards/gone");
  await expect(page.getByRole("dialog", { name: "Card not found" })).toBeVisible();

  // An address under the cards' that names no one card is the 404 screen's, as the host answers it.
  const errors = reactErrors(page);
  for (const path of ["/kanban/cards/", "/kanban/cards/11/extra"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "404 Not Found" }), path).toBeVisible();
    expect(await boardsPaintedBeforeTheApp(page), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test("a first visit to an address the app does not know (its 404 screen) is enough too", async ({ page, context }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "404 Not Found" })).toBeVisible();
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  await page.goto("/todo");
  await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
});

test("a task and a card added offline are there after an offline reload; the card dialog and date picker open offline", async ({
  page,
  context,
}) => {
  await openTodos(page);
  await waitUntilOfflineReady(page);
  await context.setOffline(true);

  await addTask(page, "Written offline");
  await reloadWhenSaved(page);
  await expect(tasks(page)).toHaveText([/Written offline/]);

  await openKanban(page, threeBoards());
  const doing = board(page, "Doing");
  await doing.getByRole("button", { name: "Add Card" }).click();
  await doing.getByPlaceholder("Enter Card Title").fill("Offline card");
  await doing.getByPlaceholder("Enter Card Title").press("Enter");
  await expect(tile(doing, "Offline card")).toBeVisible();
  await reloadWhenSaved(page);
  await expect(tile(board(page, "Doing"), "Offline card")).toBeVisible();

  // The dialog's code and the date picker's load on demand: from the precache.
  await tile(board(page, "Doing"), "Offline card").click();
  const dialog = cardDialog(page, "Offline card");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Date", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Select a Date" }).getByRole("grid")).toBeVisible();
});

test("the service worker stores nothing but the app's own files, and not the user's data", async ({ page, context }) => {
  await openKanban(page, threeBoards());
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  await tile(board(page, "To Do"), "Alpha").click();
  await expect(cardDialog(page, "Alpha")).toBeVisible();
  await page.goto("/todo");
  await addTask(page, "Stays in localStorage");

  const origin = new URL(page.url()).origin;
  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(10);
  for (const url of urls) {
    const address = new URL(url);
    expect(address.origin, url).toBe(origin);
    // Each one is a file of the build: a page's folder (its index.html) or a file.
    const path = join(BUILD, decodeURIComponent(address.pathname));
    expect((await stat(path)).isFile() || (await stat(join(path, "index.html"))).isFile(), url).toBe(true);
  }
  // Every page's HTML, the fallback for other addresses, the code, the icons and the manifest.
  const paths = urls.map((url) => new URL(url).pathname);
  expect(paths).toEqual(
    expect.arrayContaining([
      "/index.html",
      "/todo",
      "/kanban",
      "/data",
      "/login",
      "/signup",
      "/__spa-fallback.html",
      "/manifest.webmanifest",
      "/icons/icon-192.png",
      "/icons/icon-512.png",
      "/icons/apple-touch-icon.png",
    ]),
  );
  expect(paths.filter((path) => path.startsWith("/assets/due-date-calendar-"))).toHaveLength(2);
  // Not the app's stylesheet: every page holds it inline, and nothing requests the file.
  expect(paths.filter((path) => /^\/assets\/app-[^/]*\.css$/.test(path))).toEqual([]);
});

test("a page loaded past the service worker (a hard reload) is taken by it, so its on-demand code still loads offline", async ({
  page,
  context,
}) => {
  await openKanban(page, threeBoards());
  await waitUntilOfflineReady(page);

  // Shift+reload: the browser loads the page without the worker, which then does not control it.
  const reloaded = page.waitForEvent("load");
  await (await context.newCDPSession(page)).send("Page.reload", { ignoreCache: true });
  await reloaded;
  await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "no service worker controls the page"), {
      timeout: 15_000,
    })
    .toBe("activated");

  await context.setOffline(true);
  await tile(board(page, "To Do"), "Alpha").click();
  const dialog = cardDialog(page, "Alpha");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Date", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Select a Date" }).getByRole("grid")).toBeVisible();
});

test.describe("offline on a first visit, before any service worker", () => {
  // Service workers blocked (or none installed yet): nothing answers for the network.
  test.use({ serviceWorkers: "block" });

  for (const [path, heading, field] of [
    ["/kanban", "Kanban", "Enter Board Name"],
    ["/todo", "Your Tasks", "New Task"],
  ] as const) {
    test(`${path}: the network going away leaves the page as it is, what is typed included (no prefetch reloads it)`, async ({
      page,
      context,
    }) => {
      if (path === "/kanban") await seedStorage(page, { "kanban-board": threeBoards() });
      // The card address's route module is the file the network took with it (it went while that was on its way).
      let routeModuleAsked = false;
      await page.route(/\/assets\/kanban\.cards\._cardId-[\w-]+\.js$/, (route) => {
        routeModuleAsked = true;
        return route.abort("internetdisconnected");
      });
      const dialogCode = path === "/kanban" ? page.waitForResponse(/\/assets\/card-dialog-[\w-]+\.js$/) : null;
      const reloads: string[] = [];
      page.on("console", (message) => {
        if (/reloading page/i.test(message.text())) reloads.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      if (path === "/kanban") {
        await expect(tile(board(page, "To Do"), "Alpha")).toBeVisible();
        // The idle time's fetches: the dialog's code came, the route module did not.
        await dialogCode;
        await expect.poll(() => routeModuleAsked).toBe(true);
        await expectShortcutsReady(page);
      }
      await context.setOffline(true);
      const navigated = page.waitForEvent("framenavigated", { timeout: 6_000 }).then(
        (frame) => frame.url(),
        () => null,
      );
      if (path === "/kanban") await page.getByRole("button", { name: "Add Board" }).click({ timeout: 10_000 });
      const input = path === "/kanban" ? page.getByPlaceholder(field) : page.getByLabel(field);
      await input.fill("Typed offline");
      // The idle time's prefetches come within a few seconds of the page.
      expect(await navigated, "the page was reloaded").toBeNull();
      if (path === "/kanban") {
        // A card pressed now opens (the dialog's code is here), and its address, whose route module
        // is not, does not follow: React Router would reload the page for it.
        await tile(board(page, "To Do"), "Alpha").click();
        await expect(cardDialog(page, "Alpha")).toBeVisible();
        await page.waitForTimeout(1_500);
        await expect(cardDialog(page, "Alpha")).toBeVisible();
        await expect(page).toHaveURL(/\/kanban$/);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        // The same by the "l" shortcut (its label panel open): the dialog, not the address.
        await tile(board(page, "To Do"), "Alpha").focus();
        await page.keyboard.press("l");
        await expect(page.getByRole("dialog", { name: "Label" })).toBeVisible();
        await expect(cardDialog(page, "Alpha")).toBeVisible();
        await page.waitForTimeout(1_500);
        await expect(page).toHaveURL(/\/kanban$/);
        await page.keyboard.press("Escape");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }
      expect(reloads).toEqual([]);
      await expect(input).toHaveValue("Typed offline");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }
});
