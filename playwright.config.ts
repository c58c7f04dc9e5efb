import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);

// Debian's Chromium: Playwright's own browser downloads are not reachable here.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // CI shares two cores between two workers, each with its Chromium: a long test can pass 30 s there.
  timeout: process.env.CI ? 60_000 : 30_000,
  // A page's first render can take several seconds on a loaded 2-core machine;
  // timings are measured by `npm run bench`, not by these waits.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] } },
  ],
  // The production build, served like a plain static host (no rewrite rules).
  webServer: {
    command: "node scripts/serve-static.mjs",
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/todo`,
    reuseExistingServer: !process.env.CI,
  },
});
