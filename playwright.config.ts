import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);

// Debian's Chromium: Playwright's own browser downloads are not reachable here.
// Its headless shell (Debian's chromium-headless-shell, the same version) runs the
// suite in about 60 % of the time the full browser takes; .ci/run installs it.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
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
    // Recording a trace costs every test its DOM snapshots and screencast, about a third of
    // the suite's time (three specs: 2.5 → 1.7 min on two cores). On CI, where nobody opens
    // them, only a retry records one; here a failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // Installing the service worker precaches the whole build, in every test's fresh
    // context. The specs about offline use, updates and installing allow it (test.use),
    // and so do sync's devices (sync-support.ts), as users' browsers do. The specs that
    // hold code back with page.route, which never sees what a service worker answers,
    // say "block" themselves, so they keep working if this default changes.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
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
