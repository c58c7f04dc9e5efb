// The harness's floor: the same click and key measures as the apps' steps, on a bare page
// whose handlers do almost nothing (no framework, a few elements). What it prints is what a
// step costs this machine and this harness with no work at all: the press and release as two
// messages from Playwright, the wait for the next frame (16.7-ms cadence) and the frame. An
// absolute limit close to it cannot be met by any app (see README, "Issue 12's misses").
import { appContext, openApp } from "./browser.mjs";
import { settle, timeClickStep, timeKeyStep, typeText } from "./probe.mjs";

const PATH = "/__bench-floor";

/** Ten tiles; a click on one shows a dialog-like box naming it. A field whose Enter adds a list item. */
const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>
<style>body{font-family:sans-serif}.tile{width:240px;padding:12px;margin:8px;border:1px solid #999}
#box{position:fixed;inset:20% 30%;background:#fff;border:1px solid #333;padding:16px}</style></head>
<body><div id="tiles"></div><div id="box" role="dialog" aria-label="Card" hidden>Card <span id="name"></span></div>
<input id="field" aria-label="New item"><ul id="list"></ul>
<script>
const tiles = document.getElementById("tiles");
for (let i = 0; i < 10; i++) {
  const tile = document.createElement("div");
  tile.className = "tile";
  tile.dataset.tile = String(i);
  tile.textContent = "Card " + i;
  tiles.append(tile);
}
tiles.addEventListener("click", (event) => {
  const tile = event.target.closest(".tile");
  if (!tile) return;
  document.getElementById("name").textContent = tile.dataset.tile;
  document.getElementById("box").hidden = false;
});
document.getElementById("field").addEventListener("keydown", (event) => {
  if (event.key !== "Enter" || !event.target.value) return;
  const item = document.createElement("li");
  item.textContent = event.target.value;
  document.getElementById("list").append(item);
  event.target.value = "";
});
addEventListener("keydown", (event) => {
  if (event.key === "Escape") document.getElementById("box").hidden = true;
});
</script></body></html>`;

export async function benchFloor({ browser, urls, root, runs, figures }) {
  const section = "The harness's floor (a bare page, no framework: what a step costs with no work)";
  const click = figures.declare("floor.click", { section, label: "click a tile → a box naming it painted (as `open a card`)" });
  const key = figures.declare("floor.key", { section, label: "Enter in a field → a list item painted (as `add a card`)" });
  const base = urls[root];
  const context = await appContext(browser, base, "!!document.getElementById('tiles')?.children.length");
  await context.route(`${base}${PATH}`, (route) => route.fulfill({ contentType: "text/html", body: FLOOR_PAGE }));
  const page = await openApp(context, base, PATH);
  await settle(page, 500);
  // Ten steps of each a run: the figure is a median over steps, as the apps' are over runs.
  for (let r = 0; r < runs; r++) {
    for (let step = 0; step < 10; step++) {
      const condition = `!document.getElementById("box").hidden && document.getElementById("name").textContent === "${step}"`;
      figures.push(click.id, "ours", await timeClickStep(page, page.locator(`[data-tile="${step}"]`), { condition }));
      await settle(page, 100);
      await page.keyboard.press("Escape");
      await settle(page, 100);
    }
    const field = page.getByRole("textbox", { name: "New item" });
    for (let step = 0; step < 10; step++) {
      await typeText(field, `item ${r}.${step}`);
      const condition = `document.getElementById("list").lastElementChild?.textContent === "item ${r}.${step}"`;
      figures.push(key.id, "ours", await timeKeyStep(page, { key: "Enter", condition }));
    }
    process.stdout.write(".");
  }
  await context.close();
}
