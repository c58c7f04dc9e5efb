#!/usr/bin/env node
// Kanban speed bench: `npm run build` first, then `npm run bench`.
// Serves build/client as a static host, seeds 20 boards × 50 cards and 20 × 250
// in the original product's storage format, and measures in headless Chromium
// from the input event (its timeStamp) to the next painted frame: a capture
// listener arms a requestAnimationFrame loop that waits for the expected DOM,
// then a setTimeout(0) after that frame marks "painted".
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { startStaticServer } from "./serve-static.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SIZES = [
  { boards: 20, cards: 50, budget: { firstRender: 300, interaction: 16 } },
  { boards: 20, cards: 250, budget: { firstRender: null, interaction: 50 } },
];

const root = fileURLToPath(new URL("../build/client", import.meta.url));
if (!existsSync(`${root}/kanban/index.html`)) {
  console.error("No production build in build/client: run `npm run build` first.");
  process.exit(1);
}

/** Boards as the original product saved them: numeric ids, labels (one without colour), tasks, dates or none. */
function originalBoards(boardCount, cardsPerBoard) {
  let id = 1_700_000_000_000;
  const colours = ["#61bd4f", "#f2d600", "#eb5a46", "#0079bf", ""];
  return Array.from({ length: boardCount }, (_, b) => ({
    id: id++,
    boardName: `Board ${b + 1}`,
    card: Array.from({ length: cardsPerBoard }, (_, c) => {
      const card = {
        id: id++,
        title: `Card ${b + 1}.${c + 1}: a task with a title of ordinary length`,
        tags: c % 3 === 0 ? [{ id: id++, tagName: `label ${c % 5}`, color: colours[c % 5] }] : [],
        task:
          c % 4 === 0
            ? [
                { id: id++, task: "first step", completed: true },
                { id: id++, task: "second step", completed: c % 8 === 0 },
              ]
            : [],
      };
      // The original saved cards without `date` until one was picked.
      if (c % 5 === 0) card.date = c % 10 === 0 ? "2024-01-05" : "2099-06-30";
      return card;
    }),
  }));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Installed in every page: measureNext(type, key, condition) resolves with the
// time from the next matching input event to the first frame painted once
// `condition` (JS source) holds.
const INSTRUMENT = () => {
  window.__bench = {
    armed: null,
    measureNext(type, key, conditionSource) {
      const condition = new Function(conditionSource);
      this.armed = new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error(`no ${type} event, or its result never showed: ${conditionSource}`)), 10_000);
        const listener = (event) => {
          if (key && event.key !== key) return;
          window.removeEventListener(type, listener, true);
          const start = event.timeStamp;
          const check = () => {
            if (condition()) setTimeout(() => resolve(performance.now() - start), 0);
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        };
        window.addEventListener(type, listener, true);
      });
    },
    // Every board, with the cards in view: boards scrolled out of view render
    // no tiles, and a board renders only the tiles in its own scroll view.
    firstRender(boardCount, firstCardId) {
      return new Promise((resolve) => {
        const check = () => {
          const boards = document.querySelectorAll("section[aria-labelledby]").length;
          if (boards === boardCount && document.querySelector(`[data-card-id="${firstCardId}"]`))
            setTimeout(() => resolve(performance.now()), 0);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
  };
};

async function arm(page, type, key, condition) {
  await page.evaluate(({ type, key, condition }) => window.__bench.measureNext(type, key, condition), {
    type,
    key,
    condition,
  });
}

const result = (page) => page.evaluate(() => window.__bench.armed);
const settle = (page) => page.waitForTimeout(250);

async function openBoard(context, baseUrl, boardCount, firstCardId) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseUrl}/kanban`);
  const paintedAt = await page.evaluate(
    ([count, id]) => window.__bench.firstRender(count, id),
    [boardCount, firstCardId],
  );
  return { page, paintedAt };
}

async function benchSize({ boards, cards, budget }, browser, baseUrl) {
  const data = originalBoards(boards, cards);
  const total = boards * cards;
  const firstCardId = data[0].card[0].id;
  const context = await browser.newContext();
  await context.addInitScript(INSTRUMENT);
  const seedPage = await context.newPage();
  await seedPage.goto(`${baseUrl}/login`);
  const raw = JSON.stringify(data);
  await seedPage.evaluate((json) => {
    localStorage.clear();
    localStorage.setItem("kanban-board", json);
  }, raw);
  await seedPage.close();

  const measures = { "first render": [], "add card": [], "open card": [], "pick up card (Space)": [], "move card to next board (ArrowRight)": [], "drop card (Space)": [] };

  // First render: navigation start to the frame that shows every board with the cards in view.
  for (let run = 0; run < RUNS + 1; run++) {
    const { page, paintedAt } = await openBoard(context, baseUrl, boards, firstCardId);
    if (run > 0) measures["first render"].push(paintedAt); // run 0 warms the cache
    await page.close();
  }

  const { page } = await openBoard(context, baseUrl, boards, firstCardId);
  page.on("pageerror", (error) => console.error("page error:", error.message));
  const section = (index) => `document.querySelectorAll("section[aria-labelledby]")[${index}]`;

  for (let run = 0; run < RUNS; run++) {
    // Add a card: Enter in the Add Card input of board 10 until the new tile is painted.
    const title = `Bench card ${run}`;
    const board = page.getByRole("region", { name: "Board 10", exact: true });
    await board.getByRole("button", { name: "Add Card" }).click();
    await board.getByPlaceholder("Enter Card Title").fill(title);
    await arm(page, "keydown", "Enter", `return [...${section(9)}.querySelectorAll("[data-card-id]")].some((t) => t.textContent.includes(${JSON.stringify(title)}));`);
    await page.keyboard.press("Enter");
    measures["add card"].push(await result(page));
    await settle(page);

    // Open a card: click a tile until the next route has painted (the dialog, or until it exists the 404 screen).
    await page.getByRole("region", { name: "Board 3", exact: true }).scrollIntoViewIfNeeded();
    const tile = page.locator(`[data-card-id="${data[2].card[run].id}"]`);
    await tile.scrollIntoViewIfNeeded();
    await arm(page, "click", null, `return location.pathname.includes("/kanban/cards/") && (document.querySelector("[role=dialog]") || !document.querySelector("[data-card-id]"));`);
    await tile.click();
    measures["open card"].push(await result(page));
    await page.goBack();
    await page.waitForSelector("[role=dialog]", { state: "detached" });
    await settle(page);

    // Move a card with the keyboard from board 1 to board 2.
    await page.getByRole("region", { name: "Board 1", exact: true }).scrollIntoViewIfNeeded();
    await settle(page);
    const cardId = data[0].card[run].id;
    const moving = `document.querySelector('[data-card-id="${cardId}"]')`;
    await page.locator(`[data-card-id="${cardId}"]`).focus();
    await arm(page, "keydown", " ", `return ${moving}?.getAttribute("aria-pressed") === "true";`);
    await page.keyboard.press("Space");
    measures["pick up card (Space)"].push(await result(page));
    await settle(page);
    await arm(page, "keydown", "ArrowRight", `return ${section(1)}.contains(${moving});`);
    await page.keyboard.press("ArrowRight");
    measures["move card to next board (ArrowRight)"].push(await result(page));
    await settle(page);
    await arm(page, "keydown", " ", `return ${moving}?.getAttribute("aria-pressed") !== "true" && ${section(1)}.contains(${moving});`);
    await page.keyboard.press("Space");
    measures["drop card (Space)"].push(await result(page));
    await settle(page);
  }

  // Every move must have been saved.
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem("kanban-board")));
  const savedMoves = stored[1].card.filter((card) => data[0].card.slice(0, RUNS).some((c) => c.id === card.id)).length;
  await context.close();

  const lines = [];
  for (const [name, values] of Object.entries(measures)) {
    const limit = name === "first render" ? budget.firstRender : budget.interaction;
    const med = median(values);
    const verdict = limit === null ? "" : med <= limit ? `  within ${limit} ms` : `  OVER ${limit} ms`;
    lines.push(
      `${String(total).padStart(5)} cards  ${name.padEnd(38)} median ${med.toFixed(1).padStart(6)} ms${verdict}  (runs: ${values.map((v) => v.toFixed(1)).join(", ")})`,
    );
  }
  lines.push(`${String(total).padStart(5)} cards  moves saved: ${savedMoves} of ${RUNS}`);
  return lines;
}

const server = await startStaticServer({ root, port: 0 });
const { port } = server.address();
const baseUrl = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
try {
  console.log(`Kanban bench: headless Chromium, 1280×800, ${RUNS} runs per measure, input event → next painted frame`);
  for (const size of SIZES) for (const line of await benchSize(size, browser, baseUrl)) console.log(line);
} finally {
  await browser.close();
  server.close();
}
