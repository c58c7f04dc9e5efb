import MagicString from "magic-string";
import type { Plugin } from "vite";

const NOT_IN_THIS_BUILD = "{throw Error('React Router: not in this build (router-trim.ts)')}";

/**
 * Functions of React Router's browser code that this app, an SPA (`ssr: false`) with no
 * server loaders, no instrumentation, no view transitions, no link prefetching, no route
 * middleware and no React Server Components, never runs, and the bodies they get instead.
 * Rollup then drops what only they used: the fetch of server data (single fetch's request and
 * response handling), lazy route discovery, the instrumentation wrappers, the default error and
 * hydration screens, a link's prefetch behaviour, the middleware chain, and two RSC components:
 * about 4.5 KB of gzip on every page.
 *
 * Each is reached only in a mode this app does not use, so a body that throws says so loudly
 * if that ever changes. The functions called on every render or load get a body that does
 * what they did here: discovery's effect returned at once (`ssr: false` turns it off), no view
 * transition was ever under way, no link prefetched, and a load with no middleware ran its
 * loaders.
 */
export const UNUSED_ROUTER_CODE: Readonly<Record<string, string>> = {
  // Server loaders and actions only: every route here has client ones. With `ssr: false` and no
  // server loader, a load takes the non-SSR strategy, never these two.
  fetchAndDecodeViaTurboStream: NOT_IN_THIS_BUILD,
  singleFetchLoaderNavigationStrategy: NOT_IN_THIS_BUILD,
  singleFetchLoaderFetcherStrategy: NOT_IN_THIS_BUILD,
  // Lazy route discovery ("fog of war") needs `ssr: true`; this SPA has its whole manifest.
  fetchAndApplyManifestPatches: NOT_IN_THIS_BUILD,
  useFogOFWarDiscovery: "{}",
  // The partial manifest a server-rendered page inlines for discovery (the prerender keeps it).
  getPartialManifest: NOT_IN_THIS_BUILD,
  // Adding routes to the router at run time: discovery's, or `router.patchRoutes`, which the app never calls.
  patchRoutesImpl: NOT_IN_THIS_BUILD,
  // `unstable_instrumentations`, which the app does not pass.
  instrumentClientSideRouter: NOT_IN_THIS_BUILD,
  getRouteInstrumentationUpdates: NOT_IN_THIS_BUILD,
  // The root route has its own ErrorBoundary and HydrateFallback, so these defaults never show.
  DefaultErrorComponent: NOT_IN_THIS_BUILD,
  RemixRootDefaultHydrateFallback: NOT_IN_THIS_BUILD,
  // Whether a view transition to a link's page is under way: the app starts none (no `viewTransition`).
  useViewTransitionState: "{return false}",
  // Whether a link prefetches now, its ref and its handlers: a link's `prefetch` ("intent", "render",
  // "viewport"), which no link here sets (ESLint refuses it), so never, and none. (The Kanban renders
  // PrefetchPageLinks itself, for the card dialog's route, in idle time.)
  usePrefetchBehavior: "{return[false,null,{}]}",
  // Route middleware (`clientMiddleware`), which no route here exports (ESLint refuses it): with none, the
  // pipeline only checked that the request was not aborted and ran the loaders or the action.
  runClientMiddlewarePipeline:
    "{return(async()=>{let{request:r}=args;if(r.signal.aborted)throw r.signal.reason??new Error(`Request aborted: ${r.method} ${r.url}`);" +
    "if(args.matches.some(m=>m.route.middleware))throw Error('React Router: route middleware is not in this build (router-trim.ts)');" +
    "return handler()})()}",
  // React Server Components' router only.
  RSCErrorHandler: NOT_IN_THIS_BUILD,
  RSCPrefetchPageLinksImpl: NOT_IN_THIS_BUILD,
};

const ROUTER_CHUNK = /\/node_modules\/react-router\/dist\/[^/]+\/chunk-[^/]+\.mjs$/;

export type Parse = (code: string) => { body: Node[] };
interface Node {
  type: string;
  id?: { name: string } | null;
  body?: { start: number; end: number } | Node[];
  declaration?: Node | null;
  start: number;
  end: number;
}

/**
 * The router chunk's `code` with the top-level functions in `stubs` given their stub bodies.
 * Throws when one is not there: a React Router update renamed or moved it, and what this
 * file says about it needs checking again.
 */
export function trimRouterCode(code: string, parse: Parse, stubs: Readonly<Record<string, string>> = UNUSED_ROUTER_CODE) {
  const out = new MagicString(code);
  const missing = new Set(Object.keys(stubs));
  for (const node of parse(code).body) {
    const fn = node.type === "ExportNamedDeclaration" ? node.declaration : node;
    if (fn?.type !== "FunctionDeclaration" || !fn.id || !fn.body || Array.isArray(fn.body)) continue;
    const stub = missing.has(fn.id.name) ? stubs[fn.id.name] : undefined;
    if (stub === undefined) continue;
    out.overwrite(fn.body.start, fn.body.end, stub);
    missing.delete(fn.id.name);
  }
  if (missing.size > 0) {
    throw new Error(`router-trim: React Router's code no longer has ${[...missing].join(", ")}; check UNUSED_ROUTER_CODE against it`);
  }
  return out;
}

/** Gives React Router's client code the stubs above (the prerender's server build keeps it whole). */
export function routerTrim(): Plugin {
  return {
    name: "router-trim",
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr || !ROUTER_CHUNK.test(id) || !code.includes("function createRouter(")) return;
      const out = trimRouterCode(code, (text) => this.parse(text) as unknown as { body: Node[] });
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
