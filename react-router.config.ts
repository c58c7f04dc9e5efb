import type { Config } from "@react-router/dev/config";
import { copyFile, cp, rm } from "node:fs/promises";
import { join } from "node:path";
import { basePath } from "./base-path";

// A pure static SPA: every page is rendered in the browser from localStorage.
// The listed paths get their own HTML file so a plain static host serves them
// with status 200; every other path gets 404.html, which boots the app and
// shows its 404 screen (static hosts serve 404.html for unknown paths).
export default {
  ssr: false,
  basename: basePath,
  // A second build (e.g. the sub-path test) can go elsewhere without touching build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: ["/", "/todo", "/kanban", "/data", "/login", "/signup"],
  future: {
    v8_middleware: true,
    // One chunk per route, not four (view, clientLoader, clientAction, HydrateFallback): every
    // page's modules are preloaded from its HTML, so splitting saved no waiting, and it cost
    // requests and bytes (/todo 11 → 8 files and 0.8 KB less, /kanban 14 → 10 and 1.5 KB less).
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd({ viteConfig }) {
    const client = viteConfig.environments.client?.build.outDir ?? join(viteConfig.root, "build/client");
    // Prerendered pages land under client/<base path>/ while assets land in
    // client/assets/: move the pages up, so client/ is exactly what is served
    // at the base path.
    if (basePath !== "/") {
      const nested = join(client, basePath);
      await cp(nested, client, { recursive: true });
      await rm(join(client, basePath.split("/").filter(Boolean)[0]!), { recursive: true, force: true });
    }
    // The stylesheet goes into each page: its first paint waits for the HTML alone.
    const { inlineStyles } = await import("./scripts/inline-styles.mjs");
    await inlineStyles({ clientDir: client, basePath });
    // The pictures of the stored boards and tasks, painted as their pages' HTML is parsed (see the file).
    const { inlinePictureScripts } = await import("./scripts/picture-scripts.mjs");
    await inlinePictureScripts({ clientDir: client });
    // The module preloads at low priority: a page's first paint needs none of them (see the file).
    const { lowerPreloadPriority } = await import("./scripts/preload-priority.mjs");
    await lowerPreloadPriority({ clientDir: client });
    await copyFile(join(client, "__spa-fallback.html"), join(client, "404.html"));
    // Last, over the finished build with its prerendered HTML: the service
    // worker that precaches it all (offline use, updates). Loaded here only, so
    // the dev server never loads Workbox.
    const { generateServiceWorker } = await import("./scripts/service-worker.mjs");
    await generateServiceWorker({ clientDir: client, basePath });
  },
} satisfies Config;
