import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { lucideIconAlias } from "./icon-alias";

const TESTS = ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "*.test.ts"];

// Test files share their worker's modules (`isolate: false`): importing React, Testing Library
// and the app's modules again for each of 80 files was most of the unit tests' time (90 → 58 s on
// two cores). A file that mocks modules, imports a module afresh, or asks V8 whether two
// objects share a hidden class (other files' objects change those) gets modules of its own.
const NEEDS_OWN_MODULES = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\(|hidden-class-test-support/;
const ownModules = ["app", "scripts", "."].flatMap((dir) =>
  readdirSync(dir, { recursive: dir !== "." })
    .map((name) => (dir === "." ? String(name) : `${dir}/${String(name)}`))
    .filter((path) => /\.test\.tsx?$/.test(path) && !path.includes("node_modules"))
    .filter((path) => NEEDS_OWN_MODULES.test(readFileSync(path, "utf8"))),
);

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
    setupFiles: ["./app/test-setup.ts"],
    // Run through Vite's plugins rather than loaded as they are, so the icons' alias applies.
    server: { deps: { inline: ["lucide-react"] } },
    // Vitest's default leaves a core free (one worker on CI's two cores): most of a file's
    // time is setting up jsdom, which a second worker halves (72 → 46 s on two cores).
    maxWorkers: "100%",
    projects: [
      { extends: true, test: { name: "shared modules", include: TESTS, exclude: ownModules, isolate: false } },
      { extends: true, test: { name: "own modules", include: ownModules } },
    ],
  },
});
