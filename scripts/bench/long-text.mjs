// Stored texts of a million characters without a space (old or imported
// data) once froze the tab: each must show within a second of the navigation
// or the click, and the page must answer the next click as fast. Ours only,
// with Chromium building its accessibility tree as for a screen reader user.
import { appContext, launchBrowser, openApp, seedStorage } from "./browser.mjs";
import { boardsWithLongTexts, unbrokenText } from "./data.mjs";
import { ourTodo } from "./apps.mjs";
import { loadTime, markTarget, settle, timeClickStep, usableTime } from "./probe.mjs";

const start = (text) => text.slice(0, 40);

/** JS source: every prefix starts a text node that is laid out (inside the dialog, with `inDialog`). */
function shown(prefixes, inDialog = false) {
  const root = inDialog ? `document.querySelector("[role=dialog]")` : "document.body";
  return `(() => { const root = ${root}; if (!root) return false; const wanted = new Set(${JSON.stringify(prefixes)});
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && wanted.size; node = walker.nextNode())
      for (const prefix of wanted) if (node.data.startsWith(prefix) && node.parentElement?.getClientRects().length) wanted.delete(prefix);
    return wanted.size === 0; })()`;
}

export async function benchLongText({ urls, app, runs, figures }) {
  const section = "Texts of a million characters without a space (ours, accessibility tree on)";
  const target = { max: 1000 };
  const declared = {
    "todo.load": "/todo: navigation → the task's start painted",
    "todo.click": "/todo: then complete another task (press → checked)",
    "kanban.load": "/kanban: navigation → board name, card title and label painted",
    "kanban.click": "/kanban: then open another card (press → dialog painted)",
    "card.load": "card address: navigation → dialog with title and checklist item",
    "tile.click": "/kanban: open the long card (press → its title in the dialog)",
  };
  for (const [name, label] of Object.entries(declared)) figures.declare(`longtext.${name}`, { section, label, target });
  const record = (name, value) => figures.push(`longtext.${name}`, "ours", value);

  const TODO = unbrokenText("Todo");
  const boards = boardsWithLongTexts();
  const [board] = boards;
  const [card] = board.card;
  const base = urls[app.root];
  const browser = await launchBrowser(["--force-renderer-accessibility"]);
  try {
    const contexts = {
      todo: await appContext(browser, base, shown([start(TODO)])),
      kanban: await appContext(browser, base, shown([start(board.boardName), start(card.title), start(card.tags[0].tagName)])),
      card: await appContext(browser, base, shown([start(card.title), start(card.task[0].task)], true)),
    };
    await seedStorage(contexts.todo, base, { todos: [{ id: 1, title: TODO, completed: false }, { id: 2, title: "Buy milk", completed: false }] });
    await seedStorage(contexts.kanban, base, { "kanban-board": boards });
    await seedStorage(contexts.card, base, { "kanban-board": boards });
    for (let r = 0; r < runs; r++) {
      let page = await openApp(contexts.todo, base, "/todo");
      record("todo.load", await loadTime(page));
      // The load's frame may be the picture of the stored tasks, which nothing can click yet.
      await usableTime(page);
      const checkbox = page.getByRole("checkbox", { name: "Complete Buy milk" });
      await markTarget(page, checkbox);
      record("todo.click", await timeClickStep(page, checkbox, { condition: ourTodo.toggled }));
      await settle(page);
      await page.close();
      await seedStorage(contexts.todo, base, { todos: [{ id: 1, title: TODO, completed: false }, { id: 2, title: "Buy milk", completed: false }] });

      page = await openApp(contexts.kanban, base, "/kanban");
      record("kanban.load", await loadTime(page));
      await usableTime(page);
      const other = page.locator(app.tileSelector("c2"));
      record("kanban.click", await timeClickStep(page, other, { condition: app.cardShown("Buy milk") }));
      await settle(page);
      await app.closeCard(page);
      await settle(page);
      const long = page.locator(app.tileSelector("c1"));
      record("tile.click", await timeClickStep(page, long, { condition: shown([start(card.title)], true) }));
      await page.close();

      page = await openApp(contexts.card, base, "/kanban/cards/c1");
      record("card.load", await loadTime(page));
      await page.close();
      process.stdout.write(".");
    }
  } finally {
    await browser.close();
  }
}
