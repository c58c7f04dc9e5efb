// Puts the app's stylesheet into each prerendered page's <head> as a <style>
// element, in place of its <link>: the page's first paint (the prerendered
// skeleton) then waits for the HTML alone, not for a second request. Called
// from react-router.config.ts's buildEnd hook, before the service worker is
// generated (which precaches the pages as they end up).
//
// The app renders the <link> while prerendering only (root.tsx): in the
// browser the styles are already there, and a <link> React rendered would
// hold back the app's first render until the file had loaded.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)" data-precedence="[^"]*"\/>/;

/** The addresses of the stylesheets put into the page (what `inlineStylesheet` wrote). */
export function inlinedStylesheets(html) {
  return [...html.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]);
}

/** The address of the stylesheet the page links, if it links one. */
export function linkedStylesheet(html) {
  return STYLESHEET_LINK.exec(html)?.[1];
}

/** The page's HTML with its stylesheet link replaced by `css`, the stylesheet itself. */
export function inlineStylesheet(html, css) {
  const match = STYLESHEET_LINK.exec(html);
  if (!match) return html;
  // Inside <style> nothing is escaped: a stylesheet holding "</style" would end it early.
  if (css.includes("</style")) throw new Error(`${match[1]} holds "</style"`);
  return `${html.slice(0, match.index)}<style data-href="${match[1]}">${css}</style>${html.slice(match.index + match[0].length)}`;
}

/** Every HTML file under `dir` (the prerendered pages of a client build). */
export async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The stylesheets of the client build (paths relative to it) that no page links and no
 * script names: each page holds them inline, so nothing ever requests the file, and the
 * service worker need not precache it. A stylesheet a script loads (an on-demand chunk's)
 * or a page still links is never listed.
 */
export async function unrequestedStylesheets({ clientDir, basePath }) {
  const inlined = new Set();
  const linked = new Set();
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    for (const href of inlinedStylesheets(html)) inlined.add(href.slice(basePath.length));
    // Any <link> at all (a stylesheet in another form than the one inlined, a preload) requests its file.
    for (const [, href] of html.matchAll(/<link\b[^>]*?\shref="([^"]+)"/g)) linked.add(href.slice(basePath.length));
  }
  const scriptFiles = (await readdir(clientDir, { recursive: true })).map(String).filter((name) => name.endsWith(".js") && name !== "sw.js");
  const scripts = await Promise.all(scriptFiles.map((name) => readFile(join(clientDir, name), "utf8")));
  return [...inlined].filter((path) => !linked.has(path) && !scripts.some((script) => script.includes(path.split("/").pop())));
}

/** Inlines the stylesheet into every HTML file of the client build, served at `basePath`. */
export async function inlineStyles({ clientDir, basePath }) {
  const stylesheets = new Map();
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const href = linkedStylesheet(html);
    if (href === undefined) continue;
    if (!stylesheets.has(href)) stylesheets.set(href, await readFile(join(clientDir, href.slice(basePath.length)), "utf8"));
    await writeFile(file, inlineStylesheet(html, stylesheets.get(href)));
  }
}
