import { expect, test, type Page } from "@playwright/test";
import { boardsWithLongTexts, longTexts } from "./kanban-support";
import {
  clickWatchingForTexts,
  escapeRegExp,
  measureClick,
  seedStorage,
  shownStart,
  textShownAt,
  unbrokenText,
  watchNavigationForTexts,
} from "./support";

// Stored texts of a million characters without a space (old or imported data)
// froze the tab for many seconds while the browser laid them out. Each must
// show within a second of the navigation (or of the click that opens its
// card), and the page must then answer the next click at once.

const BUDGET_MS = 1_000;
/** A click's change on screen, in the next frame. */
const CLICK_BUDGET_MS = 200;

const TODO = unbrokenText("Todo");
const LONG = longTexts();

// A frozen page would otherwise hold each test for minutes.
test.describe.configure({ timeout: 45_000 });
// Recording a trace snapshots the page at every step, in the page: not part of what is measured.
test.use({ trace: "off" });

/** What the text starts with, as much as identifies it. */
const startOf = (text: string) => text.slice(0, 40);
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(startOf(text))}`);

async function seedBoards(page: Page) {
  await seedStorage(page, { "kanban-board": boardsWithLongTexts(LONG) });
}

test("/todo shows a task of a million characters within a second, and the next click answers at once", async ({
  page,
}) => {
  await seedStorage(page, {
    todos: [
      { id: 1, title: TODO, completed: false },
      { id: 2, title: "Buy milk", completed: false },
    ],
  });
  await watchNavigationForTexts(page, [startOf(TODO)]);
  await page.goto("/todo");
  expect(await textShownAt(page, startOf(TODO))).toBeLessThan(BUDGET_MS);
  await expect(shownStart(page, TODO)).toBeVisible();

  const other = page.getByRole("checkbox", { name: "Complete Buy milk" });
  expect((await measureClick(other)).firstFrame).toBeLessThan(CLICK_BUDGET_MS);
  await expect(other).toBeChecked();
});

test("/kanban shows a board, a card and a label of a million characters within a second, and opens another card at once", async ({
  page,
}) => {
  await seedBoards(page);
  const texts = [startOf(LONG.title), startOf(LONG.boardName), startOf(LONG.tagName)];
  await watchNavigationForTexts(page, texts);
  await page.goto("/kanban");
  for (const text of texts) expect(await textShownAt(page, text)).toBeLessThan(BUDGET_MS);
  await expect(shownStart(page, LONG.title)).toBeVisible();

  const clickedAt = await clickWatchingForTexts(page.getByRole("button", { name: /^Buy milk\b/ }), ["Buy milk"], {
    inDialog: true,
  });
  expect((await textShownAt(page, "Buy milk")) - clickedAt).toBeLessThan(BUDGET_MS);
  await expect(page.getByRole("dialog", { name: "Buy milk" })).toBeVisible();
});

test("the card's address loads with its title and checklist item of a million characters within a second", async ({
  page,
}) => {
  await seedBoards(page);
  const texts = [startOf(LONG.title), startOf(LONG.task)];
  await watchNavigationForTexts(page, texts, { inDialog: true });
  await page.goto("/kanban/cards/c1");
  for (const text of texts) expect(await textShownAt(page, text)).toBeLessThan(BUDGET_MS);
  const dialog = page.getByRole("dialog", { name: startsWith(LONG.title) });
  await expect(shownStart(dialog.getByRole("heading", { level: 2 }), LONG.title)).toBeVisible();
  await expect(shownStart(dialog.getByRole("list", { name: "Task List" }), LONG.task)).toBeVisible();

  // The page answers at once: the next click shows its result in the next frame.
  expect((await measureClick(dialog.getByRole("button", { name: "Add Task" }))).firstFrame).toBeLessThan(CLICK_BUDGET_MS);
  await expect(dialog.getByPlaceholder("Task")).toBeFocused();
});

test("a click on the tile of a card of a million characters opens its dialog within a second", async ({ page }) => {
  await seedBoards(page);
  await page.goto("/kanban");
  const tile = page.getByRole("button", { name: startsWith(LONG.title) });
  await expect(tile).toBeVisible({ timeout: 15_000 });

  const clickedAt = await clickWatchingForTexts(tile, [startOf(LONG.title)], { inDialog: true });
  expect((await textShownAt(page, startOf(LONG.title))) - clickedAt).toBeLessThan(BUDGET_MS);
  const dialog = page.getByRole("dialog", { name: startsWith(LONG.title) });
  await expect(shownStart(dialog.getByRole("heading", { level: 2 }), LONG.title)).toBeVisible();
});
