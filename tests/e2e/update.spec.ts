import { expect, test, type Page } from "@playwright/test";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStaticServer } from "../../scripts/serve-static.mjs";
import { cachedUrls, deploy, waitUntilOfflineReady, writeChangedBuild } from "./pwa-support";

// These specs are about the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: "allow" });

// A new version deployed while the app is open: the page says so and switches
// to it only when asked, so nothing typed is lost.

const BUILD = "build/client";
const OLD_HEADING = "Your Tasks";
const NEW_HEADING = "Your Tasks, new version";

const newVersionNotice = (page: Page) => page.getByRole("status").filter({ hasText: "A new version is available" });

test.describe("a new version", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let work: string;
  let changedBuild: string;
  let server: Server | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    work = await mkdtemp(join(tmpdir(), "taskboard-update-"));
    changedBuild = join(work, "changed");
    await writeChangedBuild(BUILD, changedBuild, OLD_HEADING, NEW_HEADING);
  });

  test.afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  test.afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** Serves the current build from a folder of its own, as a static host would; returns the origin. */
  async function host(site: string): Promise<string> {
    await deploy(BUILD, site);
    server = await startStaticServer({ root: site, port: 0 });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  test("the page says a new version is available, keeps what was typed, and switches only on Reload", async ({
    context,
    page,
  }) => {
    const site = join(work, "site-1");
    const origin = await host(site);
    await page.goto(`${origin}/todo`);
    await expect(page.getByRole("heading", { level: 1, name: OLD_HEADING, exact: true })).toBeVisible();
    await waitUntilOfflineReady(page);
    await page.getByLabel("New Task").fill("Half-typed task");

    await deploy(changedBuild, site);
    // Opening the app in another tab makes the browser look for a new version.
    const other = await context.newPage();
    await other.goto(`${origin}/todo`);
    await other.getByLabel("New Task").fill("Typed in the other tab");

    // Both tabs say so; neither reloads by itself.
    await expect(newVersionNotice(page)).toBeVisible({ timeout: 20_000 });
    await expect(newVersionNotice(page).getByRole("button", { name: "Reload" })).toBeVisible();
    await expect(newVersionNotice(other)).toBeVisible();
    await expect(page.getByLabel("New Task")).toHaveValue("Half-typed task");
    await expect(page.getByRole("heading", { level: 1, name: OLD_HEADING, exact: true })).toBeVisible();

    await newVersionNotice(page).getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { level: 1, name: NEW_HEADING })).toBeVisible();
    await expect(newVersionNotice(page)).toHaveCount(0);
    await expect(page.getByLabel("New Task")).toHaveValue("");

    // The other tab is still as it was, with its notice; its Reload shows the new version too.
    await expect(other.getByLabel("New Task")).toHaveValue("Typed in the other tab");
    await expect(other.getByRole("heading", { level: 1, name: OLD_HEADING, exact: true })).toBeVisible();
    await newVersionNotice(other).getByRole("button", { name: "Reload" }).click();
    await expect(other.getByRole("heading", { level: 1, name: NEW_HEADING })).toBeVisible();

    // The old version's files are gone from the precache; the new one's are there.
    const oldAssets = new Set(await readdir(join(BUILD, "assets")));
    const newAssets = new Set(await readdir(join(changedBuild, "assets")));
    const cached = (await cachedUrls(page)).map((url) => new URL(url).pathname);
    const cachedAssets = cached.filter((path) => path.startsWith("/assets/")).map((path) => path.slice("/assets/".length));
    expect(cachedAssets.filter((file) => !newAssets.has(file))).toEqual([]);
    expect([...newAssets].filter((file) => !oldAssets.has(file) && file.endsWith(".js")).length).toBeGreaterThan(0);
    for (const file of newAssets) if (!oldAssets.has(file) && file.endsWith(".js")) expect(cachedAssets).toContain(file);
  });

  test("a tab left open finds the new version within the hour", async ({ page }) => {
    const site = join(work, "site-2");
    const origin = await host(site);
    await page.clock.install();
    await page.goto(`${origin}/todo`);
    await waitUntilOfflineReady(page);
    await page.getByLabel("New Task").fill("Half-typed task");

    await deploy(changedBuild, site);
    await page.clock.runFor("01:00:00");
    await expect(newVersionNotice(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel("New Task")).toHaveValue("Half-typed task");
  });
});
