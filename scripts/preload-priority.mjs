// Marks each prerendered page's module preloads `fetchpriority="low"`. Called from
// react-router.config.ts's buildEnd hook, after the stylesheet is inlined and before
// the service worker is generated (which precaches the pages as they end up).
//
// A page's first paint (its prerendered skeleton) needs the HTML alone, but React
// Router's <Scripts> preloads the page's modules at the browser's high priority, and
// Lighthouse's simulation counts every high-priority script that arrived before the
// first paint as holding it back: /kanban's first contentful paint came out at 2.1 s
// (the peer's 1.7 s) although the real one does not wait for them. At low priority
// they still start at once (nothing else is loading), so loads are unchanged.
import { readFile, writeFile } from "node:fs/promises";
import { htmlFiles } from "./inline-styles.mjs";

const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*?(\/?)>/g;

/** The page's HTML with `fetchpriority="low"` on every module preload that sets no priority. */
export function lowPriorityPreloads(html) {
  return html.replace(MODULE_PRELOAD, (tag, selfClosing) =>
    /\bfetchpriority=/i.test(tag) ? tag : `${tag.slice(0, tag.length - selfClosing.length - 1)} fetchpriority="low"${selfClosing}>`,
  );
}

/** Lowers the module preloads' priority in every HTML file of the client build. */
export async function lowerPreloadPriority({ clientDir }) {
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const lowered = lowPriorityPreloads(html);
    if (lowered !== html) await writeFile(file, lowered);
  }
}
