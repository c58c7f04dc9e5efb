#!/usr/bin/env node
// Bundle budgets: the gzip bytes of JS and CSS each page loads before any
// interaction (its HTML's scripts, module preloads and stylesheets, and every
// module those import statically), against the budget. Code loaded on demand
// (dynamic import) is not counted. Exits 1 when a page is over its budget.
// Usage: node scripts/bundle-budgets.mjs [build/client]
//
// TARGETS are issue 12's; BUDGETS hold what has been reached so far (a little
// above it), so that `npm test` fails on any change that adds weight before
// the targets are met. Lower a budget whenever a page gets lighter.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { inlinedStylesheets } from "./inline-styles.mjs";

export const TARGETS = { "/todo": 125 * 1024, "/kanban": 150 * 1024 };
// /todo's rules (todo-commands, 1.2 KB in a file of their own) load with the page: a task
// checked before they came on demand showed unchecked until they did (todo-list.tsx). And
// 0.1 KB on both: storage says "Not saved" when its write half cannot be fetched (offline), and
// on /kanban 0.1 KB more: a card pressed before the dialog's code came (card-dialog-slot.tsx).
// /todo 0.1 KB: a change to a task whose add is on its way names that add (two tabs adding at
// once, todo-commands.ts); reading commands from forms went on demand (todo-command-set.ts) for it.
// 0.1 KB on both: a search or filter typed before its code came says "Searching…"/"Filtering…",
// or why nothing is filtered when that code cannot be fetched (useCodeWait, on-demand.ts).
// /kanban 4.6 KB: the picture of the stored boards, in its HTML (board-picture-script.ts), which
// shows the boards in the page's first paint; 0.1 KB on both: storage takes the boards that
// picture parsed instead of parsing the same text again (early-read.ts).
// /todo 2.9 KB: the picture of the stored tasks, in its HTML (todo-picture-script.ts, 2.7 KB), and
// the skeleton that holds it (0.2 KB), which shows the tasks in the page's first paint.
// /kanban 0.1 KB: the picture's tiles on every stacked board in view, the boards' observer's scrollMargin.
// 0.1 KB on both (0.2 on /kanban, whose total was 0.05 KB under its budget): another tab's change waits
// for a pressed pointer's release, so it cannot move a button out from under a click (pointer-press.ts).
// /todo 0.1 KB: a new task's row is keyed by its add's ref, so when another tab's add takes the id it
// was shown under, focus and a press stay with it (rowKeys in todo-commands.ts); without, Space or a
// click meant for it ticked the other tab's task.
// 0.1 KB on both: once the network is back after code failed to load, the page says to reload, as
// Chromium 150 keeps a failed import's failure for the page's life (code-not-loaded.ts).
// /todo 0.13 KB (142.58 -> 142.71): the task rows' Edit and Delete icons drawn as images, whose data comes
// with the To Do's code (task-icons.tsx); their inline SVG left vendor and the picture. An add is
// about 0.6 ms shorter for it (README, "A row's icons cost the frame").
// /todo 0.06 KB (142.85 -> 142.91): each change to a task, and each undo step, carries the title it was
// made with, so a task sync gave another id is still the one changed (`seen`, todo-commands.ts);
// without, a tick or an undo made as the devices met changed the other device's task.
// /kanban 0.1 KB, up to its target (150.0): with 4 bytes to spare, a change to code loaded on demand
// alone (sync's engine, 0504670, since reverted) took it over, as the chunks' hashed names it imports by changed
// (shared, the manifest and the page's chunk: +7 bytes of gzip, no code of the page's).
// Both 4.1 KB (142.9 -> 138.75, 149.9 -> 145.8): React Router's client code without what an SPA with
// no server loaders never runs (router-trim.ts). Each keeps 0.1 KB for the hashed names above.
// Both 0.24 KB (138.75 -> 138.51, 145.79 -> 145.55): the unreadable-data notice's buttons load when a
// notice shows (notice-actions.tsx), and the local day's text, which they and the Kanban's due dates
// use, goes with the shared code rather than into a file of its own (vite.config.ts).
// /todo about 0.1 KB: the To Do's rows keep their keys when sync gives a task another id, and the edit
// under way is held by its row's key (todo-commands.ts, todo-list.tsx). Then both about 0.6 KB (to
// 137.96 and 144.91): React Router's link prefetch behaviour and its middleware chain stubbed too
// (router-trim.ts; no link prefetches, no route has middleware).
// Both about 0.2 KB (137.96 -> 138.13, 144.91 -> 145.10): React Router 7.18.5 -> 7.18.7, whose checks of
// a document navigation's target and of a path's optional segments (matchPath) are worth their bytes.
// /todo 0.1 KB (138.15 -> 138.22; /kanban 145.06 -> 145.12): a focused control's outline in forced colours,
// whose box-shadow rings vanish there (app.css), and the header's name giving way to its icon below 360 px,
// so a 320-px screen does not scroll sideways (app-shell.tsx).
// Both about 0.2 KB (138.23 -> 138.41, 145.16 -> 145.44): with a search on, Clear completed clears only
// the completed tasks it finds (todo-list.tsx); a board's count says "1 of 4" while a filter hides some
// of its cards, as its menu's Delete Board deletes them all (board-column.tsx); forced colours, which
// drop every background, keep what backgrounds alone showed: the progress bar's edge and fill
// (progress.tsx), the label chips' edge, a transparent border they draw (label-chip.tsx and the board
// picture's chips), and an overdue date's border, 2 px there (OVERDUE_BADGE_CLASS, due-date.tsx); and
// the page keeps room at its foot for the toasts while they show (app-shell.tsx).
// 2026-12-07 (138.41 -> 138.46, 145.45 -> 145.74): +0.1 KB each, the Enter that picks an input method's
// candidate in Safari (after the composition ended, key code 229) is left to it in every field
// (lib/composing.ts), and a key pressed before the shortcuts' code came is handled when it comes
// (use-shortcuts.ts); -0.1 KB each, the Data page's reading of how much is stored left storage.ts
// (stored-bytes.ts); /kanban +0.3 KB, the tiles' overdue badges and the due filter follow the local day
// while the page stays open, one shared "today" that changes at midnight (today.ts, use-today.ts).
// 2026-12-07, later (138.46 -> 138.75, 145.74 -> 146.04): focus handed on after a delete or an edit
// (the next row's button, a tile, a name's button) no longer takes focus back from where the user has
// put it meanwhile (hand-focus-on.ts's focusWhenShown, now used by both pages' lists and names).
// +0.06 KB each (138.75 -> 138.81, 146.04 -> 146.10): a reload with an edit's text typed and not saved
// asks first, as one with a save on its way does (inline-edit-input.tsx, unsaved-guard.ts).
// 2026-12-07, fix-f2 (138.81 -> 138.86, 146.10 -> 146.19): a card deleted elsewhere has its dialog's
// controls disabled until Restore card, which says so (card-dialog.tsx; the shared inline-add-form.tsx
// and label-chip.tsx take a disabled state).
// 2026-12-07, fix-f2 (/todo 138.86 -> 139.36): a task deleted elsewhere while its title is edited keeps
// the typed title in a notice with Restore task and Discard (task-gone.ts, task-gone-notice.tsx); with
// the page, not on demand: code that could not be fetched then (offline) would lose the typed text.
// 2026-12-07, fix-f1 (139.36 -> 139.41, 146.19 -> 146.28): the same Undo message twice is spoken again
// (announce-anew.ts, in history.ts); /kanban: [ and ] say where the card went (or why it did not move)
// in the drag's live region, through the page (use-kanban-drag.ts's say, kanban-shortcut-page.ts), and
// the card route's module is fetched by the app rather than PrefetchPageLinks (card-dialog-slot.tsx).
// +0.03 KB each (139.41 -> 139.44, 146.28 -> 146.31): while the deleted-task notice holds a typed title,
// leaving the page asks first (task-gone-notice.tsx, unsaved-guard.ts).
// 2026-12-07 (139.44 -> 139.76, 146.31 -> 146.64): a key's undo or redo that moves or takes away the
// focused card or task hands focus on, to its tile or row, a neighbour's, Add Card or New Task, not to
// the page (focusFollowsItem in hand-focus-on.ts); with the page, as the key's handler is.
// /kanban +0.06 KB (146.64 -> 146.71): l and d open the card ahead of its address with its panel
// (openCardFirst), and the add forms ask focusMovedOn whether to give focus back to their opener.
// 2026-12-07, fix-fc (139.78 -> 139.86, 146.71 -> 146.79): +0.08 KB of stylesheet each, the label popover's
// swatches in forced colours, which dropped their colour (all they are): kept there, with an edge, the
// chosen one outlined and a used one undimmed with a dashed edge and a cross (label-popover.tsx).
// fix-fc (139.86 -> 139.87, 146.79 -> 146.81): the line where a dragged card would land is Highlight in
// forced colours, which dropped it, a background (card-tile.tsx; 0.01 KB of stylesheet, /kanban 0.01 more).
// fix-fc (139.87 -> 139.89, 146.81 -> 146.84): +0.02 KB of stylesheet each, filled buttons (default,
// secondary, destructive) show their edge in forced colours, which dropped their background and left
// plain text: an outline inside it, so no button changes size (app.css).
// fix-fc (139.89 -> 139.96, 146.84 -> 146.91): +0.07 KB of stylesheet each, a label chip keeps its colour
// in forced colours, which drew every chip as the same box, in a dot before its name (app.css): two labels
// of one name are told apart there too.
// fix-fc (139.96 -> 139.99, 146.91 -> 146.93): +0.02 KB of stylesheet each, the chosen To Do filter and
// the navigation's link to the page shown are underlined in forced colours, where their tint went and
// bolder text alone marked them (app.css).
// 2026-12-07, fix-rm (139.78 -> 139.80, 146.71 -> 146.73): with reduced motion asked for, the loading
// placeholders, the navigation's loading bar and the checklist's progress bar stand still (their
// motion-reduce: classes, skeleton.tsx, app-shell.tsx, progress.tsx).
// 2026-12-07, fix-rm (139.80 -> 139.98, 146.73 -> 147.02): printing. The stylesheet's print rules
// (0.19 KB, in both pages' HTML): no header, navigation, toasts, forms, fields or buttons on paper,
// light colours on white whatever the theme, the boards' row wrapping and each board as long as its
// cards (app.css, board-row.ts, board-column.tsx); /kanban's boards far off screen render their
// tiles as a print starts (use-near-viewport.ts). The windowed lists' every row, rendered then too
// (kept-range.ts's usePrinting), loads with them, on demand.
// Together (fix-fc and fix-rm branched apart): /todo 140.203 KB, /kanban 147.244 KB.
// 2026-12-07, fix-sy (139.78 -> 139.81, 146.71 -> 146.73): user text reads in its own direction
// (dir="auto" on titles, names, labels, items and the fields they are typed in, the pictures' too), so
// a Hebrew or Arabic title's end punctuation is at its end; names start-aligned (text-start).
// With fix-sy's dir="auto" too: /todo 140.247 KB, /kanban 147.290 KB.
// 2026-12-07 (140.25 -> 140.4, 147.3 -> 147.45; measured 140.373 and 147.422): Ctrl+Z / Ctrl+Y pressed
// while a save is still answering wait for it (undo-redo.tsx, allSavesAnswered in use-saves.tsx): the
// step just made is in the history only then, and the key undid the step before it.
// 2026-12-07 (140.4 -> 140.42; measured 140.408): a double click on a task's Delete deletes that task
// only; its second click (detail 2) deleted the next task, which had slid under the pointer (todo-row.tsx).
// 2026-12-07, fix-tap (140.4 -> 140.48, 147.45 -> 147.51; measured 140.391 -> 140.467 and 147.435 ->
// 147.496): tap targets of 24 px and more (WCAG 2.2): the stylesheet's tap-area rule (a checkbox's hit
// area past its 16 px) and the ✕ buttons' padding and margins (-m-3, -m-0.5, size-6), the header's
// Theme and Keyboard shortcuts titles, and the To Do picture's checkbox class.
// Together with the double click fix: /todo 140.490 KB, /kanban 147.517 KB.
// 2026-12-07 (147.52 -> 147.57; measured 147.563): a card pressed again while its closed dialog's Back
// is on its way opens anew (card-dialog-slot.tsx's reopenings), and the close reads where the browser is.
// 2026-12-07, fix-evict (140.5 -> 140.51, 147.57 -> 147.58): the name of sync's compact base key
// (taskboard-sync-acked) in storage-keys.ts, which the shared chunk carries as the other keys (11 B
// gzip); only the sync engine and the Data page use it. Measured 140.486 and 147.566 on the branch's
// last build, 140.505 and 147.584 on an earlier one: the hashed names of the sync code's chunks,
// which the shared chunk imports, move its gzip size by some 20 B from build to build.
// 2026-12-07, fix-polish (140.5 -> 140.62, 147.52 -> 147.98; measured 140.479 -> 140.613 and 147.497 ->
// 147.970): a toast's Undo pressed by mouse or tap hands focus to what it put back, or to the heading,
// not to the page (focusPutBack in hand-focus-on.ts, the pages' focusPutBackRow and focusPutBackOnBoard,
// useHistory's afterStep); /kanban loads tile-focus.ts with the page for it (+0.35 KB), as it focuses a
// tile the way the shortcuts and the card dialog do (focusTile: below the header, in the board's box).
// 2026-12-07, fix-polish (/kanban 147.98 -> 148.21; measured 147.970 -> 148.199): a card tile's name is
// one string without a stray or spaced comma (tile-name.ts), an aria-label on the tile and on the board
// picture's tiles (board-picture-script +0.12 KB), for the screen-reader-only pieces it replaces.
// 2026-12-07, fix-polish (140.62 -> 140.84, 148.21 -> 148.48; measured 140.612 -> 140.831 and 148.199 ->
// 148.468): +0.2 KB of stylesheet each, a board whose cards scroll fades them at the edge past which
// more are (scroll-fades in app.css: a scroll-driven animation of the colour of two pseudo-elements of a
// box around the list, no script and no compositing layer), and what takes focus there stops clear of
// the fades (scroll-padding); /kanban, that box in the board picture too.
// 2026-12-07, merged on main (140.84 -> 140.92, 148.48 -> 148.62; measured 140.899 and 148.594): the
// above with the card dialog's reopen fix and fix-evict, and a save into a full storage giving up sync's
// compact base first (writeData in storage.ts, +0.03 KB each).
// 2026-12-07 (/kanban 148.62 -> 148.91; measured 140.874 and 148.884): the app modules lucide's
// icons import (createLucideIcon, cn) go into vendor, which then no longer imports shared (-0.06 KB
// each); /kanban: a due date no day can be read from gets its own badge, a dashed frame with a warning
// sign and a title, in the tile and in the board picture (+0.3 KB: picture-script +0.2).
// 2026-12-07 (/kanban 148.91 -> 149.03; measured 149.008): a toast's Undo of a label or checklist
// item removed in the card dialog gives focus to what it put back there (kanban-page.tsx).
// 2026-12-07 (/kanban 149.03 -> 149.06; measured 149.041): one `tileOf` in tile-focus.ts for the
// card dialog, the drag and the toast's Undo, which each looked the tile up themselves (+0.03 KB).
export const BUDGETS = { "/todo": 140.92 * 1024, "/kanban": 149.06 * 1024 };
// Files (requests) before any interaction: each is a round trip on a phone and a module to
// fetch, compile and link. page-chunks.ts puts what both pages load into two chunks.
// The stylesheet is in each page's HTML (scripts/inline-styles.mjs): its bytes count, as no request.
export const FILE_BUDGETS = { "/todo": 9, "/kanban": 9 };

/** Scripts of the app's own in a page's HTML, by id: the pictures' (scripts/picture-scripts.mjs). */
const COUNTED_INLINE_SCRIPTS = ["board-picture-script", "todo-picture-script"];

/** Static imports of an ES module chunk (Vite's minified output): `import"./x.js"`, `from"./x.js"`. */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) found.add(match[1]);
  return [...found];
}

function assetPath(clientDir, url) {
  const path = url.replace(/^https?:\/\/[^/]+/, "").split(/[?#]/)[0];
  const index = path.indexOf("/assets/");
  return index === -1 ? null : join(clientDir, path.slice(index + 1));
}

/** The gzip bytes of JS and CSS `page` (a folder of `clientDir` with an index.html) loads before any interaction. */
export async function pageAssets(clientDir, page) {
  const html = await readFile(join(clientDir, page, "index.html"), "utf8");
  const urls = [
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g),
  ].map((match) => match[1]);
  // A stylesheet put into the page is counted by the file it was.
  const inlined = new Set(inlinedStylesheets(html).map((href) => assetPath(clientDir, href)).filter(Boolean));
  const files = new Set();
  const queue = [...urls.map((url) => assetPath(clientDir, url)).filter(Boolean), ...inlined];
  while (queue.length > 0) {
    const file = queue.pop();
    if (files.has(file)) continue;
    files.add(file);
    if (!file.endsWith(".js")) continue;
    const code = await readFile(file, "utf8");
    for (const spec of staticImports(code)) {
      if (spec.startsWith(".")) queue.push(join(file, "..", spec));
      else if (spec.startsWith("/")) queue.push(assetPath(clientDir, spec));
    }
  }
  let gzip = 0;
  const sizes = [];
  for (const file of files) {
    const size = gzipSync(await readFile(file), { level: 9 }).length;
    gzip += size;
    const name = file.slice(join(clientDir).length + 1);
    sizes.push([inlined.has(file) ? `${name} (in the HTML)` : name, size]);
  }
  // The app's own scripts in the HTML (the Kanban's picture of the stored boards) count too, by
  // their text. React Router's few inline lines (about 1.1 KB) and the theme script's (0.2 KB)
  // are left out, as they always were.
  for (const [, id, code] of html.matchAll(/<script id="([^"]+)">([\s\S]*?)<\/script>/g)) {
    if (!COUNTED_INLINE_SCRIPTS.includes(id)) continue;
    const size = gzipSync(code, { level: 9 }).length;
    gzip += size;
    sizes.push([`${id} (in the HTML)`, size]);
  }
  return { gzip, sizes: sizes.sort((a, b) => b[1] - a[1]), requests: files.size - inlined.size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = process.argv[2] ?? "build/client";
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  let failed = false;
  for (const [page, budget] of Object.entries(BUDGETS)) {
    const { gzip, sizes, requests } = await pageAssets(clientDir, page);
    const tooMany = requests > FILE_BUDGETS[page];
    const over = gzip > budget || tooMany;
    failed ||= over;
    const target = TARGETS[page];
    const targetText = gzip > target ? `target ${kb(target)} not met yet` : `target ${kb(target)} met`;
    console.log(
      `${over ? "✘" : "✓"} ${page}: ${kb(gzip)} gzip JS+CSS before interaction (budget ${kb(budget)}; ${targetText}), ` +
        `in ${requests} files (budget ${FILE_BUDGETS[page]})`,
    );
    if (over || process.env.BUDGET_DETAILS) for (const [file, size] of sizes) console.log(`    ${kb(size).padStart(9)}  ${file}`);
  }
  process.exit(failed ? 1 : 0);
}
