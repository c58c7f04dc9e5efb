import { expect, test } from "@playwright/test";
import { reloadWhenSaved } from "./support";
import { sampleBoards } from "./card-dialog-support";
import { tile } from "./kanban-support";
import { execFile } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { startStaticServer } from "../../scripts/serve-static.mjs";
import { boardsPaintedBeforeTheApp, cachedUrls, waitUntilOfflineReady, watchBoardsPaintedBeforeTheApp } from "./pwa-support";

// These specs are about the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: "allow" });

// BASE_PATH=/tasks/ builds the app for hosting under a sub-path.
test.describe("hosting under a sub-path", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    // A second production build: on a busy 2-core machine it outlasts the default hook timeout.
    test.setTimeout(180_000);
    await promisify(execFile)("npx", ["react-router", "build"], {
      env: { ...process.env, BASE_PATH: "/tasks/", BUILD_DIR: "build-subpath" },
    });
    server = await startStaticServer({ root: "build-subpath/client", port: 0, basePath: "/tasks/" });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  test("pages, links and saving work under /tasks/", async ({ page }) => {
    const response = await page.goto(`${origin}/tasks/todo`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
    await page.getByLabel("New Task").fill("Under a sub-path");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("list", { name: "Tasks" }).getByRole("listitem")).toHaveText([/Under a sub-path/]);

    const kanbanLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kanban" });
    await expect(kanbanLink).toHaveAttribute("href", "/tasks/kanban");
    await kanbanLink.click();
    await expect(page).toHaveURL(`${origin}/tasks/kanban`);
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();

    await page.getByRole("link", { name: "Taskboard" }).click();
    await expect(page).toHaveURL(`${origin}/tasks/kanban`);
  });

  test("a card's dialog opens at its address under /tasks/, and closing it, at once or later, returns to the board", async ({ page }) => {
    await page.goto(`${origin}/tasks/login`);
    await page.evaluate((boards) => localStorage.setItem("kanban-board", JSON.stringify(boards)), sampleBoards());
    await page.goto(`${origin}/tasks/kanban`);
    const dialog = page.getByRole("dialog", { name: "Write the report" });
    // Closed before its address came, then after.
    for (const waitForAddress of [false, true]) {
      await tile(page, "Write the report").click();
      await expect(dialog).toBeVisible();
      if (waitForAddress) await expect(page).toHaveURL(`${origin}/tasks/kanban/cards/11`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`${origin}/tasks/kanban`);
    }
  });

  test("an unknown path under /tasks/ shows the app's 404 screen", async ({ page }) => {
    const response = await page.goto(`${origin}/tasks/missing`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Not Found" })).toBeVisible();
  });

  test("after one visit the app opens offline under /tasks/; its service worker and manifest keep to /tasks/", async ({
    page,
    context,
  }) => {
    await page.goto(`${origin}/tasks/todo`);
    await waitUntilOfflineReady(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${origin}/tasks/`);
    const manifest = await (await page.request.get(`${origin}/tasks/manifest.webmanifest`)).json();
    expect(new URL(manifest.start_url, `${origin}/tasks/manifest.webmanifest`).href).toBe(`${origin}/tasks/`);
    expect(new URL(manifest.scope, `${origin}/tasks/manifest.webmanifest`).href).toBe(`${origin}/tasks/`);

    await context.setOffline(true);
    for (const [path, heading] of [
      ["/tasks/", "Kanban"],
      ["/tasks/todo", "Your Tasks"],
      ["/tasks/kanban", "Kanban"],
      ["/tasks/missing", "404 Not Found"],
    ]) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    }
    // A card's address is answered with the Kanban's own page, which paints the stored boards.
    await page.evaluate(() => localStorage.setItem("kanban-board", JSON.stringify([{ id: 1, boardName: "Sub", card: [] }])));
    await watchBoardsPaintedBeforeTheApp(page);
    await page.goto(`${origin}/tasks/kanban/cards/missing`);
    await expect(page.getByRole("dialog", { name: "Card not found" })).toBeVisible();
    expect(await boardsPaintedBeforeTheApp(page)).toEqual(["Sub"]);
    await page.goto(`${origin}/tasks/todo`);
    await page.getByLabel("New Task").fill("Offline under a sub-path");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await reloadWhenSaved(page);
    await expect(page.getByRole("list", { name: "Tasks" }).getByRole("listitem")).toHaveText([/Offline under a sub-path/]);

    const urls = await cachedUrls(page);
    expect(urls.map((url) => new URL(url).pathname)).toContain("/tasks/todo");
    for (const url of urls) expect(url.startsWith(`${origin}/tasks/`), url).toBe(true);
  });
});
