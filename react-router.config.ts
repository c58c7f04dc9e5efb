import type { Config } from "@react-router/dev/config";
import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { basePath } from "./base-path";

// A pure static SPA: every page is rendered in the browser from localStorage.
// The listed paths get their own HTML file so a plain static host serves them
// with status 200; every other path gets 404.html, which boots the app and
// shows its 404 screen (static hosts serve 404.html for unknown paths).
export default {
  ssr: false,
  basename: basePath,
  prerender: ["/", "/todo", "/kanban", "/login", "/signup"],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd({ viteConfig }) {
    const client = viteConfig.environments.client?.build.outDir ?? join(viteConfig.root, "build/client");
    await copyFile(join(client, "__spa-fallback.html"), join(client, "404.html"));
  },
} satisfies Config;
