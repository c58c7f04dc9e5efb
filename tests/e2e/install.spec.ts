import { expect, test } from "@playwright/test";
import { pngSize, waitUntilOfflineReady } from "./pwa-support";

// These specs are about the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: "allow" });

// The app can be installed: a web app manifest with its icons, and Chromium's
// own installability check finds nothing missing.

test("the web app manifest names the app, opens it standalone at its base path and has its icons", async ({ page, request }) => {
  await page.goto("/todo");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifestUrl = new URL(manifestHref!, page.url());
  const response = await request.get(manifestUrl.href);
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();

  expect(manifest).toMatchObject({
    name: "Taskboard",
    short_name: "Taskboard",
    description: expect.stringContaining("To Do list and Kanban board"),
    display: "standalone",
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  // Relative to the manifest, which sits at the base path: the app's root.
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(new URL("/", page.url()).href);
  expect(new URL(manifest.scope, manifestUrl).href).toBe(new URL("/", page.url()).href);
  // The dark theme's colours, in the proposed `user_preferences` member (browsers ignore what they do not know yet).
  expect(manifest.user_preferences.color_scheme.dark).toEqual({
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });

  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of icons) {
    const image = await request.get(new URL(icon.src, manifestUrl).href);
    expect(image.headers()["content-type"], icon.src).toBe("image/png");
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
  }

  const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const apple = await request.get(new URL(appleHref!, page.url()).href);
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
});

test("Chromium finds nothing that keeps the app from being installed", async ({ playwright, baseURL }, testInfo) => {
  // Nothing installs from an incognito window, which every Playwright context is but a persistent one.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/todo");
    await waitUntilOfflineReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    // And it read the manifest this page links to, without complaint.
    const { url, errors } = await cdp.send("Page.getAppManifest");
    expect(url).toBe(new URL("/manifest.webmanifest", page.url()).href);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
