// Puts the pictures' scripts into the prerendered pages that hold their empty <script>s: the
// Kanban's picture of the stored boards (app/components/kanban/board-picture-script.ts) into its
// skeleton, the To Do's picture of the stored tasks (app/components/todo/todo-picture-script.ts)
// into its. Each is bundled on its own and minified. Called from react-router.config.ts's
// buildEnd hook, before the service worker is generated (which precaches the pages as they end up).
//
// In the page and not a file: each must run while the HTML is parsed, before the first paint,
// without waiting for a request.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { htmlFiles } from "./inline-styles.mjs";

const app = (path) => fileURLToPath(new URL(`../app/${path}`, import.meta.url));

/** Each picture's script by the id of its empty <script> in the skeleton (board-row.ts, task-list-markup.ts). */
export const PICTURE_SCRIPTS = {
  "board-picture-script": app("components/kanban/board-picture-script.ts"),
  "todo-picture-script": app("components/todo/todo-picture-script.ts"),
};

/** The picture script with the id `id`, bundled as one classic script. */
export async function bundlePictureScript(id) {
  const result = await build({
    entryPoints: [PICTURE_SCRIPTS[id]],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].text.trim();
  // Inside <script> nothing is escaped: a text holding "</script" would end it early.
  if (/<\/script/i.test(code)) throw new Error(`the picture script ${id} holds "</script"`);
  return code;
}

/** The page's HTML with the script `id` in its placeholder (unchanged without one). */
export function withPictureScript(html, id, code) {
  const placeholder = `<script id="${id}"></script>`;
  return html.includes(placeholder) ? html.replace(placeholder, `<script id="${id}">${code}</script>`) : html;
}

/** Fills every placeholder in every HTML file of the client build. */
export async function inlinePictureScripts({ clientDir }) {
  const scripts = await Promise.all(Object.keys(PICTURE_SCRIPTS).map(async (id) => [id, await bundlePictureScript(id)]));
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const filled = scripts.reduce((page, [id, code]) => withPictureScript(page, id, code), html);
    if (filled !== html) await writeFile(file, filled);
  }
}
