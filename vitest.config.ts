import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin is for the app build only.
export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  esbuild: { jsx: "automatic" },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    // Vitest's default leaves a core free (one worker on CI's two cores): most of a file's
    // time is setting up jsdom, which a second worker halves (72 → 46 s on two cores).
    maxWorkers: "100%",
  },
});
