import { defineConfig } from "vitest/config";

// The sync server's own tests (`npm run test:server`): Node, not jsdom, and one
// file at a time, since they start real server processes.
export default defineConfig({
  test: {
    root: new URL(".", import.meta.url).pathname,
    environment: "node",
    include: ["**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
