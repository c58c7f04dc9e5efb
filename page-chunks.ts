import type { GetManualChunk, ManualChunkMeta } from "rollup";

/**
 * Rollup's `manualChunks` for the client build: what the To Do and Kanban pages both load
 * before any interaction goes into two chunks, `vendor` (React, React Router and the other
 * packages) and `shared` (the app's own modules), instead of some thirty small chunks.
 *
 * Rollup splits code by which entries reach it, and every on-demand `import()` is an entry,
 * so modules both pages load at once still ended up in 38 files per page. Each file is a
 * request (six at a time over HTTP/1.1, a round trip each on a phone) and a module to fetch,
 * compile and link before the page runs. Only modules that BOTH pages reach through static
 * imports are moved, so neither page loads a byte more; code loaded on demand imports the
 * shared chunk, which is there already. The exception is `withAnyPage`: modules too small for a
 * file of their own (icons) go with the packages when either page reaches them, so a page loads
 * the other's few hundred bytes rather than one more file.
 */
export function pageChunks(appDir: string, pageRoutes: readonly string[], withAnyPage?: RegExp): GetManualChunk {
  let chunks: Map<string, "vendor" | "shared"> | undefined;
  return (id: string, meta: ManualChunkMeta) => {
    chunks ??= vendorOrShared(appDir, loadedByEveryPage(pageRoutes, meta, withAnyPage), meta.getModuleInfo);
    return chunks.get(id);
  };
}

/**
 * Packages and Rollup's own helpers in `vendor`, the app's modules in `shared`, except an app
 * module a package imports (lucide's icons import the app's `createLucideIcon`, see icon-alias.ts)
 * and what it imports in turn: those go with the packages, so that `vendor` never imports
 * `shared` while `shared` imports `vendor`. Such a circle leaves the order the two run in to
 * the importer, and Rollup warns of it.
 */
function vendorOrShared(
  appDir: string,
  chunked: Set<string>,
  getModuleInfo: ManualChunkMeta["getModuleInfo"],
): Map<string, "vendor" | "shared"> {
  const isApp = (id: string) => id.startsWith(appDir);
  const packages = [...chunked].filter((id) => !isApp(id));
  const importedByPackages = staticallyReached(
    packages.flatMap((id) => getModuleInfo(id)?.importedIds ?? []).filter(isApp),
    getModuleInfo,
  );
  return new Map(
    [...chunked].map((id) => [id, isApp(id) && !importedByPackages.has(id) ? "shared" : "vendor"] as const),
  );
}

/**
 * The modules every one of `pageRoutes` (route files, e.g. "app/routes/todo.tsx") reaches through
 * static imports, with the root route and the client entry, and those matching `withAnyPage` that
 * any of them reaches. Entries themselves stay where they are.
 */
function loadedByEveryPage(
  pageRoutes: readonly string[],
  { getModuleIds, getModuleInfo }: ManualChunkMeta,
  withAnyPage: RegExp | undefined,
): Set<string> {
  const entries = [...getModuleIds()].filter((id) => getModuleInfo(id)?.isEntry);
  // What every page starts from: the client entry and the root route (no other route's modules).
  const common = entries.filter((id) => !id.includes("/app/routes/"));
  let shared: Set<string> | undefined;
  const anyPage = new Set<string>();
  for (const route of pageRoutes) {
    const starts = [...common, ...entries.filter((id) => id.includes(`/${route}?`))];
    const reached = staticallyReached(starts, getModuleInfo);
    shared = shared ? new Set([...shared].filter((id) => reached.has(id))) : reached;
    if (withAnyPage) for (const id of reached) if (withAnyPage.test(id)) anyPage.add(id);
  }
  const chunked = new Set([...(shared ?? []), ...anyPage]);
  for (const id of entries) chunked.delete(id);
  return chunked;
}

function staticallyReached(starts: string[], getModuleInfo: ManualChunkMeta["getModuleInfo"]): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) queue.push(imported);
  }
  return reached;
}
