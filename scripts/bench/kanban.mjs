// Kanban, ours against the peer, at 100, 1,000 and 5,000 cards (the same
// seeded data in the original format): load, open a card (first open in a
// fresh page, and again), add a card, the keyboard drag steps and a mouse drag
// step, and (ours only: the peer has no search) each keystroke typed into the
// card search. Each run gives every app a fresh page on freshly seeded data;
// the apps alternate which goes first.
import { appContext, openApp, seedStorage } from "./browser.mjs";
import { originalBoards } from "./data.mjs";
import { loadTime, settle, timeClickStep, timeKeyStep, timeStep, typeText, usableTime } from "./probe.mjs";

export const KANBAN_SIZES = [
  { boards: 5, cards: 20, loadRatio: 1.0, openRatio: 1.0, dragMax: 16 },
  { boards: 20, cards: 50, loadRatio: 0.5, openRatio: 0.5, dragMax: 16 },
  { boards: 20, cards: 250, loadRatio: 0.3, openRatio: 0.5, dragMax: 25 },
];

const count = (n) => n.toLocaleString("en");

// Typed one key at a time into "Search cards": from every card down to 111.
const SEARCH_TYPED = "card 7.1";

/** The search rule of app/lib/search.ts for the bench's data: accents and case aside, a substring of the title, a label or a checklist item. */
const folded = (text) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
function matchingCards(data, query) {
  const wanted = folded(query).trim();
  return data
    .flatMap((board) => board.card)
    .filter((card) => [card.title, ...card.tags.map((tag) => tag.tagName), ...card.task.map((item) => item.task)].some((text) => folded(text).includes(wanted))).length;
}

function declare(figures, { boards, cards, loadRatio, openRatio, dragMax }) {
  const total = boards * cards;
  const section = `Kanban, ${count(total)} cards (${boards} × ${cards})`;
  const id = (name) => `kanban.${total}.${name}`;
  const declared = {
    load: ["load (navigation → every board name and the first card painted)", { ratio: loadRatio }],
    // Ours paints a picture of the stored boards before the app has started: the load is that
    // picture's frame; this one, the app's own page in its place (the peer's is its load).
    usable: ["load until the page works (navigation → the app's own page painted)", {}],
    "open-first": ["open a card, first open in a fresh page (press → dialog painted)", { ratio: openRatio }, "click"],
    "open-again": ["open a card again", { ratio: openRatio, max: 16 }, "click"],
    add: ["add a card (Enter; peer: its Add Card button → tile painted)", { ratio: 0.5, max: 16 }, "key"],
    "pick-up": ["keyboard drag: pick up (Space)", { max: dragMax }, "key"],
    move: ["keyboard drag: move to the next board (ArrowRight)", { max: dragMax }, "key"],
    drop: ["keyboard drag: drop (Space)", { max: dragMax }, "key"],
    "mouse-step": ["mouse drag step onto the next board (pointer move → where it would land painted)", { max: dragMax }],
    "filter-key": [`search: a keystroke typing “${SEARCH_TYPED}” (keydown → count and highlights painted)`, { max: 50 }, "key"],
    "filter-slowest": ["search: the slowest keystroke of each run", { max: 50 }],
  };
  // The third entry: the kind of step ours is timed as, for the table's "above the floor".
  for (const [name, [label, target, step]] of Object.entries(declared)) figures.declare(id(name), { section, label, target, step });
  return id;
}

/** One run of every measure on one app, in a fresh page. */
async function run(app, context, baseUrl, data, id, record, profile) {
  const measure = async (name, page, step) => {
    if (profile.wants(id(name), app.app)) return profile.record(id(name), app.app, page, step);
    record(id(name), await step());
  };
  const card = (b, c) => data[b].card[c];

  if (profile.wants(id("load"), app.app)) {
    await profile.recordLoad(id("load"), app.app, (beforeLoad) => openApp(context, baseUrl, app.path, beforeLoad), loadTime);
  }
  const page = await openApp(context, baseUrl, app.path);
  record(id("load"), await loadTime(page));
  record(id("usable"), await usableTime(page));
  await settle(page, 500);

  // Open a card: the pointer rests on the tile (100 ms) as a person's does, then presses.
  for (const [name, target] of [
    ["open-first", card(0, 1)],
    ["open-again", card(0, 2)],
  ]) {
    const tile = page.locator(app.tileSelector(target.id));
    await measure(name, page, () => timeClickStep(page, tile, { condition: app.cardShown(target.title) }));
    await settle(page);
    await app.closeCard(page);
    await settle(page);
  }

  // Keyboard drag from the first board to the second.
  const moving = card(0, 3).id;
  await page.locator(app.tileSelector(moving)).focus();
  await settle(page);
  for (const [name, key, condition] of [
    ["pick-up", " ", app.lifted(moving)],
    ["move", "ArrowRight", app.over(moving, 1)],
    ["drop", " ", app.dropped(moving, 1)],
  ]) {
    await measure(name, page, () => timeKeyStep(page, { key, condition }));
    await settle(page, 400); // the peer animates each step for 200 ms
  }

  // Mouse drag: pick a card up, then one pointer move onto the next board.
  const dragged = card(0, 4).id;
  const box = await page.locator(app.tileSelector(dragged)).boundingBox();
  const onto = await app.boardLocator(page, 1).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 8, box.y + box.height / 2 + 8, { steps: 4 });
  await settle(page, 400);
  await measure("mouse-step", page, () =>
    timeStep(page, { types: ["pointermove", "mousemove"], condition: app.pointerOver(dragged, 1) }, () =>
      page.mouse.move(onto.x + onto.width / 2, onto.y + Math.min(onto.height / 2, 300)),
    ),
  );
  await settle(page, 100);
  await page.mouse.up();
  await settle(page, 400);

  // Search (ours only), a key at a time at a typist's pace; each key waits for the count it should give.
  if (app.searchField) {
    const field = app.searchField(page);
    await field.click();
    // As between keys: a typist's first key comes a moment after the click, not within its task.
    await settle(page, 150);
    const total = data.reduce((sum, board) => sum + board.card.length, 0);
    const counts = [total, ...[...SEARCH_TYPED].map((_, index) => matchingCards(data, SEARCH_TYPED.slice(0, index + 1)))];
    // Profiled: the key that hides the most cards, or the one BENCH_PROFILE_KEY numbers (1 = the first).
    const drops = counts.slice(1).map((shown, index) => counts[index] - shown);
    const profiledKey = Number(process.env.BENCH_PROFILE_KEY) || drops.indexOf(Math.max(...drops)) + 1;
    let slowest = 0;
    for (let typed = 1; typed <= SEARCH_TYPED.length; typed++) {
      const key = SEARCH_TYPED[typed - 1];
      const condition = app.searchShown(SEARCH_TYPED.slice(0, typed), counts[typed], total);
      const step = () => timeKeyStep(page, { key, condition });
      const profiled = typed === profiledKey && profile.wants(id("filter-key"), app.app);
      const time = profiled ? await profile.record(id("filter-key"), app.app, page, step) : await step();
      if (!profiled) record(id("filter-key"), time);
      slowest = Math.max(slowest, time);
      if (process.env.BENCH_DEBUG) console.error(`key ${JSON.stringify(key)} ${time.toFixed(1)} ms`);
      await settle(page, 150);
    }
    record(id("filter-slowest"), slowest);
    await page.keyboard.press("Escape");
    await settle(page);
  }

  // Add a card to the tenth board (the last one at 100 cards).
  const index = Math.min(9, data.length - 1);
  const input = await app.openAddForm(page, index);
  const title = `Bench card ${Date.now()}`;
  await typeText(input, title);
  const added = `[...(${app.board(index)}?.querySelectorAll("${app.anyTile}") ?? [])].some((tile) => tile.textContent.includes(${JSON.stringify(title)}))`;
  await measure("add", page, () => app.timeAdd(page, index, added));
  await settle(page);
  await page.close();
}

export async function benchKanban({ browser, urls, apps, runs, figures, profile, sizes = KANBAN_SIZES }) {
  for (const size of sizes) {
    const data = originalBoards(size.boards, size.cards);
    const id = declare(figures, size);
    const contexts = new Map();
    for (const app of apps) {
      const loaded = `${app.boards}.length === ${size.boards} && !!${app.tile(data[0].card[0].id)}`;
      contexts.set(app, await appContext(browser, urls[app.root], loaded));
    }
    const seed = (app) => seedStorage(contexts.get(app), urls[app.root], { "kanban-board": data });
    // A first load of each app fills the HTTP cache and is not counted.
    for (const app of apps) {
      await seed(app);
      const page = await openApp(contexts.get(app), urls[app.root], app.path);
      await loadTime(page);
      await page.close();
    }
    for (let r = 0; r < runs; r++) {
      for (const app of r % 2 ? [...apps].reverse() : apps) {
        await seed(app);
        try {
          await run(app, contexts.get(app), urls[app.root], data, id, (figure, value) => figures.push(figure, app.app, value), profile);
        } catch (error) {
          // A run that fails (a step that never showed) is reported and left out; the others still count.
          console.error(`\n✘ ${app.app}, ${size.boards * size.cards} cards, run ${r + 1}: ${error.message.split("\n")[0]}`);
          for (const page of contexts.get(app).pages()) await page.close();
        }
      }
      process.stdout.write(".");
    }
    for (const context of contexts.values()) await context.close();
  }
}
