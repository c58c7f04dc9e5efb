// Puts the Kanban's picture script (app/components/kanban/board-picture-script.ts, bundled
// on its own and minified) into each prerendered page that holds its empty <script>: the
// Kanban's skeleton. Called from react-router.config.ts's buildEnd hook, before the service
// worker is generated (which precaches the pages as they end up).
//
// In the page and not a file: it must run while the HTML is parsed, before the first paint,
// without waiting for a request.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { htmlFiles } from "./inline-styles.mjs";

const ENTRY = fileURLToPath(new URL("../app/components/kanban/board-picture-script.ts", import.meta.url));
/** The empty script the skeleton renders (page-skeleton.tsx, BOARD_PICTURE_SCRIPT_ID). */
const PLACEHOLDER = '<script id="board-picture-script"></script>';

/** The picture script, bundled as one classic script. */
export async function bundleBoardPictureScript() {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].text.trim();
  // Inside <script> nothing is escaped: a text holding "</script" would end it early.
  if (/<\/script/i.test(code)) throw new Error('the board picture script holds "</script"');
  return code;
}

/** The page's HTML with the picture script in its placeholder (unchanged without one). */
export function withBoardPictureScript(html, code) {
  return html.includes(PLACEHOLDER) ? html.replace(PLACEHOLDER, `<script id="board-picture-script">${code}</script>`) : html;
}

/** Fills the placeholder in every HTML file of the client build that has one. */
export async function inlineBoardPictureScript({ clientDir }) {
  const code = await bundleBoardPictureScript();
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const filled = withBoardPictureScript(html, code);
    if (filled !== html) await writeFile(file, filled);
  }
}
