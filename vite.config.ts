import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { basePath } from "./base-path";
import { compileHints } from "./compile-hints";
import { lucideIconAlias } from "./icon-alias";
import { pageChunks } from "./page-chunks";
import { routerTrim } from "./router-trim";

const appDir = new URL("./app/", import.meta.url).pathname;

export default defineConfig({
  base: basePath,
  plugins: [tailwindcss(), reactRouter(), compileHints(), routerTrim()],
  build: {
    // Terser's output gzips about 3.5% smaller than esbuild's (vendor 111.9 -> 108.5 KB, both pages
    // 4 KB less) for some 13 s more per build; the CSS stays with esbuild (Lightning CSS came out larger).
    minify: "terser",
    rollupOptions: {
      output: {
        // An icon is a few hundred bytes: one that either page shows goes with the packages rather
        // than into a file of its own (icons are imported one by one, so on-demand code's stay out).
        // So does the local day's text (0.3 KB): the Kanban's due dates need it at once, and code
        // loaded on demand on either page (a download's file name, the filters) needs it later.
        manualChunks: pageChunks(
          appDir,
          ["app/routes/todo.tsx", "app/routes/kanban.tsx"],
          /\/lucide-react\/dist\/esm\/icons\/|\/app\/lib\/local-day\.ts$/,
        ),
      },
    },
  },
  // Served through Vite's plugins in development, so the icons' alias applies there too.
  optimizeDeps: { exclude: ["lucide-react"] },
  // Bundled into the prerender's server build too (not loaded from node_modules), so the prerendered
  // HTML has the same icons the app hydrates.
  ssr: { noExternal: ["lucide-react"] },
  resolve: {
    alias: [
      { find: "~", replacement: appDir.slice(0, -1) },
      // Radix's Presence without its reading of animations, which nothing here has (see the file).
      { find: /^@radix-ui\/react-presence$/, replacement: `${appDir}components/ui/presence.tsx` },
      // lucide's icons drawn by a smaller createLucideIcon (see the file); lucide's icon modules import it so.
      lucideIconAlias(appDir),
    ],
  },
});
