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

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => join(entry.parentPath, entry.name));
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
