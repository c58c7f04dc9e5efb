import { defineConfig } from "vitest/config";
import { lucideIconAlias } from "./icon-alias";

// Separate from vite.config.ts: the React Router plugin is for the app build only.
export default defineConfig({
  resolve: {
    alias: [
      { find: "~", replacement: new URL("./app", import.meta.url).pathname },
      lucideIconAlias(new URL("./app/", import.meta.url).pathname),
    ],
  },
  esbuild: { jsx: "automatic" },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    // Run through Vite's plugins rather than loaded as they are, so the icons' alias applies.
    server: { deps: { inline: ["lucide-react"] } },
    // Vitest's default leaves a core free (one worker on CI's two cores): most of a file's
    // time is setting up jsdom, which a second worker halves (72 → 46 s on two cores).
    maxWorkers: "100%",
  },
});
