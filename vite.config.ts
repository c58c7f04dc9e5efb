import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { basePath } from "./base-path";
import { pageChunks } from "./page-chunks";

const appDir = new URL("./app/", import.meta.url).pathname;

export default defineConfig({
  base: basePath,
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rollupOptions: { output: { manualChunks: pageChunks(appDir, ["app/routes/todo.tsx", "app/routes/kanban.tsx"]) } },
  },
  resolve: {
    alias: { "~": appDir.slice(0, -1) },
  },
});
