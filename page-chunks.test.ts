// @vitest-environment node
import type { ManualChunkMeta, ModuleInfo } from "rollup";
import { describe, expect, it } from "vitest";
import { pageChunks } from "./page-chunks";

const APP = "/repo/app/";

/** A module graph as Rollup's manualChunks sees it: id → its static and dynamic imports. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }>): ManualChunkMeta {
  const info = (id: string) =>
    modules[id] &&
    ({
      id,
      isEntry: modules[id].entry === true,
      importedIds: modules[id].imports ?? [],
      dynamicallyImportedIds: modules[id].dynamic ?? [],
    } as unknown as ModuleInfo);
  return { getModuleIds: () => Object.keys(modules)[Symbol.iterator](), getModuleInfo: info } as ManualChunkMeta;
}

const modules = {
  "/repo/node_modules/entry.client.tsx": { entry: true, imports: ["/repo/node_modules/react-dom.js"] },
  "/repo/app/root.tsx?__react-router-build-client-route": { entry: true, imports: ["/repo/app/shell.tsx"] },
  "/repo/app/routes/todo.tsx?__react-router-build-client-route": {
    entry: true,
    imports: ["/repo/app/storage.ts", "/repo/app/todo-page.tsx"],
  },
  "/repo/app/routes/todo.tsx?route-chunk=clientLoader": { entry: true, imports: ["/repo/app/storage.ts"] },
  "/repo/app/routes/kanban.tsx?__react-router-build-client-route": {
    entry: true,
    imports: ["/repo/app/storage.ts", "/repo/app/board.tsx"],
    dynamic: ["/repo/app/dialog.tsx"],
  },
  "/repo/app/routes/data.tsx?__react-router-build-client-route": { entry: true, imports: ["/repo/app/data-page.tsx"] },
  "/repo/node_modules/react-dom.js": {},
  "/repo/app/shell.tsx": { imports: ["/repo/node_modules/lucide.js", "/repo/app/utils.ts", "/repo/node_modules/react.js"] },
  "/repo/node_modules/lucide.js": {},
  "/repo/app/storage.ts": { imports: ["/repo/node_modules/zod.js"] },
  "/repo/node_modules/zod.js": {},
  "/repo/app/todo-page.tsx": { imports: ["/repo/node_modules/icons/grip.js"] },
  "/repo/app/board.tsx": { imports: ["/repo/node_modules/dnd-kit.js", "/repo/node_modules/icons/grip.js"] },
  "/repo/node_modules/icons/grip.js": { imports: ["/repo/app/icon.tsx"] },
  "/repo/app/icon.tsx": { imports: ["/repo/app/utils.ts", "/repo/node_modules/react.js"] },
  "/repo/app/utils.ts": { imports: ["/repo/node_modules/clsx.js"] },
  "/repo/node_modules/react.js": {},
  "/repo/node_modules/clsx.js": {},
  "/repo/node_modules/icons/tag.js": {},
  "/repo/node_modules/dnd-kit.js": {},
  "/repo/app/dialog.tsx": { imports: ["/repo/app/storage.ts", "/repo/node_modules/icons/tag.js"] },
  "/repo/app/data-page.tsx": { imports: ["/repo/app/storage.ts"] },
};

describe("pageChunks", () => {
  const chunkOf = (id: string) => {
    const manualChunks = pageChunks(APP, ["app/routes/todo.tsx", "app/routes/kanban.tsx"]);
    return manualChunks(id, graph(modules));
  };

  it("puts what both pages import statically in two chunks: packages in vendor, the app's own modules in shared", () => {
    expect(chunkOf("/repo/node_modules/react-dom.js")).toBe("vendor");
    expect(chunkOf("/repo/node_modules/lucide.js")).toBe("vendor");
    expect(chunkOf("/repo/node_modules/zod.js")).toBe("vendor");
    expect(chunkOf("/repo/app/shell.tsx")).toBe("shared");
    expect(chunkOf("/repo/app/storage.ts")).toBe("shared");
  });

  it("leaves alone what one page alone loads, what loads on demand, and the entries themselves", () => {
    expect(chunkOf("/repo/app/todo-page.tsx")).toBeUndefined();
    expect(chunkOf("/repo/app/board.tsx")).toBeUndefined();
    expect(chunkOf("/repo/node_modules/dnd-kit.js")).toBeUndefined();
    expect(chunkOf("/repo/app/dialog.tsx")).toBeUndefined();
    expect(chunkOf("/repo/app/data-page.tsx")).toBeUndefined();
    expect(chunkOf("/repo/app/routes/todo.tsx?__react-router-build-client-route")).toBeUndefined();
    expect(chunkOf("/repo/app/root.tsx?__react-router-build-client-route")).toBeUndefined();
  });

  it("also puts into vendor what matches `withAnyPage` and one page alone imports statically, but not what loads on demand", () => {
    const manualChunks = pageChunks(APP, ["app/routes/todo.tsx", "app/routes/kanban.tsx"], /\/icons\//);
    expect(manualChunks("/repo/node_modules/icons/grip.js", graph(modules))).toBe("vendor");
    expect(manualChunks("/repo/node_modules/icons/tag.js", graph(modules))).toBeUndefined();
    expect(manualChunks("/repo/node_modules/dnd-kit.js", graph(modules))).toBeUndefined();
    expect(manualChunks("/repo/node_modules/zod.js", graph(modules))).toBe("vendor");
  });

  it("puts an app module a package imports, and what it imports, with the packages, so vendor never imports shared", () => {
    expect(chunkOf("/repo/node_modules/icons/grip.js")).toBe("vendor");
    expect(chunkOf("/repo/app/icon.tsx")).toBe("vendor");
    expect(chunkOf("/repo/app/utils.ts")).toBe("vendor");
    expect(chunkOf("/repo/node_modules/clsx.js")).toBe("vendor");
    expect(chunkOf("/repo/app/shell.tsx")).toBe("shared");
  });
});
