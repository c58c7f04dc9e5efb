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
  },
});
