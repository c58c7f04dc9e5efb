import { expect, test, type Page } from "@playwright/test";
import { storedBoards } from "./card-dialog-support";
import { boardsWithLongTexts, longTexts, openKanban } from "./kanban-support";
import {
  escapeRegExp as escape,
  expectNoSeriousA11yViolations,
  readStorage,
  seedStorage,
  shownStart,
  sidewaysOverflow,
  unbrokenText,
} from "./support";

// Stored texts of a million characters without a space (old or imported data;
// new input is capped at 10,000). A To Do row, a card tile and every name show
// a text's start; the card dialog shows all of it; editing never cuts it.
// How fast they show is measured by `npm run bench` (BENCH_ONLY=longtext).

// Each test moves megabytes through storage, and axe reads every piece of a shown text.
test.describe.configure({ timeout: 90_000 });

const TODO = unbrokenText("Todo");
const LONG = longTexts();

const startOf = (text: string) => text.slice(0, 40);
const endOf = (text: string) => text.slice(-40);

/** A long text in short: what a failing assertion prints instead of a million characters. */
const summary = (text: string | null | undefined) =>
  text == null ? text : { length: text.length, start: startOf(text), end: endOf(text) };

/** A name (or text) made of `before`, the start of `text` cut short with an ellipsis (a few hundred characters at most), and `after`. */
function cutShort(before: string, text: string, after = ""): RegExp {
  return new RegExp(`^${escape(before)}${escape(text.slice(0, 10))}[A-Za-z0-9]{0,300}…${escape(after)}$`);
}

async function openTodos(page: Page) {
  await seedStorage(page, {
    todos: [
      { id: 1, title: TODO, completed: false },
      { id: 2, title: "Buy milk", completed: false },
    ],
  });
  await page.goto("/todo");
}

const longRow = (page: Page) => page.getByRole("list", { name: "Tasks" }).getByRole("listitem").first();

async function storedTodoTitle(page: Page) {
  return (await readStorage<{ title: string }[]>(page, "todos"))?.[0]?.title;
}

async function openCardDialog(page: Page) {
  await seedStorage(page, { "kanban-board": boardsWithLongTexts(LONG) });
  await page.goto("/kanban/cards/c1");
  const dialog = page.getByRole("dialog", { name: cutShort("", LONG.title) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("a To Do task of a million characters", () => {
  test("shows its start, names its controls by it, and shows all of it on request", async ({ page }) => {
    await openTodos(page);
    const row = longRow(page);
    await expect(shownStart(row, TODO)).toBeVisible();
    await expect(row.getByText(endOf(TODO))).toHaveCount(0);
    await expect(row.getByRole("checkbox")).toHaveAccessibleName(cutShort("Complete ", TODO));
    await expect(row.getByRole("button", { name: /^Edit / })).toHaveAccessibleName(cutShort("Edit ", TODO));
    await expect(row.getByRole("button", { name: /^Delete / })).toHaveAccessibleName(cutShort("Delete ", TODO));

    const showAll = row.getByRole("button", { name: cutShort("Show all of ", TODO) });
    await expect(showAll).toHaveAttribute("aria-expanded", "false");
    await showAll.click();
    const end = row.getByText(endOf(TODO));
    await end.scrollIntoViewIfNeeded();
    await expect(end).toBeInViewport();
    await expectNoSeriousA11yViolations(page);

    await row.getByRole("button", { name: cutShort("Show less of ", TODO) }).click();
    await expect(row.getByText(endOf(TODO))).toHaveCount(0);
    await expect(shownStart(row, TODO)).toBeInViewport();
    // A short task shows as it is, with no such button.
    await expect(page.getByText("Buy milk", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Show all/ })).toHaveCount(1);
  });

  test("is edited whole: saved unchanged it stays as it was, and a change keeps all the rest", async ({ page }) => {
    await openTodos(page);
    await longRow(page).getByRole("button", { name: /^Edit / }).click();
    const input = page.getByRole("textbox", { name: cutShort("Edit title of ", TODO) });
    expect(summary(await input.inputValue())).toEqual(summary(TODO));
    await input.press("Enter");
    await expect(input).toHaveCount(0);

    // Edited again from what is now stored: had the first save cut it, this would show.
    await longRow(page).getByRole("button", { name: /^Edit / }).click();
    await input.press("End");
    await input.pressSequentially("!");
    await input.press("Enter");
    await expect.poll(async () => summary(await storedTodoTitle(page))).toEqual(summary(`${TODO}!`));
  });

  test("at 375 px nothing scrolls sideways, folded or unfolded", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openTodos(page);
    const row = longRow(page);
    await expect(shownStart(row, TODO)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect(row.getByRole("button", { name: /^Delete / })).toBeInViewport();

    await row.getByRole("button", { name: /^Show all/ }).click();
    await expect(row.getByText(endOf(TODO))).toBeAttached();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect(row.getByRole("button", { name: /^Delete / })).toBeInViewport();
  });

  test("another task beside it is completed", async ({ page }) => {
    await openTodos(page);
    const other = page.getByRole("checkbox", { name: "Complete Buy milk" });
    await other.click();
    await expect(other).toBeChecked();
    await expect.poll(async () => (await readStorage<{ completed: boolean }[]>(page, "todos"))?.[1]?.completed).toBe(true);
  });
});

test.describe("a Kanban board with texts of a million characters", () => {
  test("the tile shows the start of its title and label, the board its name's start, named by them", async ({ page }) => {
    await openKanban(page, boardsWithLongTexts(LONG));
    const region = page.getByRole("region", { name: cutShort("", LONG.boardName) });
    await expect(region).toBeVisible();
    await expect(shownStart(region, LONG.boardName)).toBeVisible();
    await expect(region.getByRole("button", { name: cutShort("Move board ", LONG.boardName) })).toBeVisible();
    await expect(region.getByRole("button", { name: cutShort("Board actions for ", LONG.boardName) })).toBeVisible();

    const longTile = region.getByRole("button", { name: new RegExp(`^${escape(startOf(LONG.title))}`) });
    await expect(longTile).toBeVisible();
    await expect(shownStart(longTile, LONG.title)).toBeVisible();
    await expect(shownStart(longTile, LONG.tagName)).toBeVisible();
    const shown = (await longTile.textContent()) ?? "";
    expect(shown).not.toContain(endOf(LONG.title));
    expect(shown).not.toContain(endOf(LONG.tagName));
    expect(shown.length).toBeLessThan(1_000);
    await expect(region.getByRole("button", { name: /^Buy milk\b/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the board's name is edited whole and never cut, saved unchanged or changed", async ({ page }) => {
    await openKanban(page, boardsWithLongTexts(LONG));
    const region = page.getByRole("region", { name: cutShort("", LONG.boardName) });
    const nameButton = region.getByRole("button", { name: cutShort("", LONG.boardName) });
    await nameButton.click();
    const input = page.getByRole("textbox", { name: "Board name" });
    expect(summary(await input.inputValue())).toEqual(summary(LONG.boardName));
    await input.press("Enter");
    await expect(input).toHaveCount(0);

    // Edited again from what is now stored: had the first save cut it, this would show.
    await nameButton.click();
    await input.press("End");
    await input.press("Backspace");
    await input.press("Enter");
    const edited = LONG.boardName.slice(0, -1);
    await expect.poll(async () => summary((await storedBoards(page))[0]?.boardName)).toEqual(summary(edited));
    await expect(page.getByRole("region", { name: cutShort("", edited) })).toBeVisible();
  });

  test("another card and the long card open, and the long card's Add Task takes focus", async ({ page }) => {
    await openKanban(page, boardsWithLongTexts(LONG));
    await page.getByRole("button", { name: /^Buy milk\b/ }).click();
    await expect(page.getByRole("dialog", { name: "Buy milk" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: new RegExp(`^${escape(startOf(LONG.title))}`) }).click();
    const dialog = page.getByRole("dialog", { name: cutShort("", LONG.title) });
    await expect(shownStart(dialog.getByRole("heading", { level: 2 }), LONG.title)).toBeVisible();
    await dialog.getByRole("button", { name: "Add Task" }).click();
    await expect(dialog.getByPlaceholder("Task")).toBeFocused();
  });

  test("at 375 px the boards stack and nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openKanban(page, boardsWithLongTexts(LONG));
    const region = page.getByRole("region", { name: cutShort("", LONG.boardName) });
    await expect(shownStart(region, LONG.title)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const box = (await region.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    const next = (await page.getByRole("region", { name: "Doing" }).boundingBox())!;
    expect(next.y).toBeGreaterThanOrEqual(box.y + box.height);
  });
});

test.describe("the card dialog of texts of a million characters", () => {
  test("shows all of the title and of the checklist item, named by their start", async ({ page }) => {
    const dialog = await openCardDialog(page);
    await expect(shownStart(dialog, LONG.title)).toBeVisible();
    await expect(page).toHaveTitle(cutShort("", LONG.title, " · Kanban · Taskboard"));
    await expect(dialog).toHaveAccessibleDescription(cutShort("in board ", LONG.boardName));

    // The whole title is there: its end is reached by scrolling.
    const titleEnd = dialog.getByText(endOf(LONG.title));
    await titleEnd.scrollIntoViewIfNeeded();
    await expect(titleEnd).toBeInViewport();

    const item = dialog.getByRole("checkbox", { name: cutShort("", LONG.task) });
    await expect(item).not.toBeChecked();
    await expect(dialog.getByRole("button", { name: cutShort("Delete ", LONG.task) })).toBeAttached();
    await expect(shownStart(dialog, LONG.task)).toBeAttached();
    const itemEnd = dialog.getByText(endOf(LONG.task));
    await itemEnd.scrollIntoViewIfNeeded();
    await expect(itemEnd).toBeInViewport();

    await expect(dialog.getByRole("button", { name: cutShort("Remove label ", LONG.tagName) })).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });

  test("the title is edited whole: saved unchanged it stays as it was, and a change keeps all the rest", async ({
    page,
  }) => {
    const dialog = await openCardDialog(page);
    const titleButton = dialog.getByRole("button", { name: cutShort("", LONG.title) });
    await titleButton.click();
    const input = dialog.getByRole("textbox", { name: "Card title" });
    expect(summary(await input.inputValue())).toEqual(summary(LONG.title));
    await input.press("Enter");
    await expect(input).toHaveCount(0);

    await titleButton.click();
    await input.press("End");
    await input.pressSequentially("!");
    await input.press("Enter");
    const stored = async () => summary((await storedBoards(page))[0]?.card[0]?.title);
    await expect.poll(stored).toEqual(summary(`${LONG.title}!`));
  });

  test("at 375 px the dialog fits and nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const dialog = await openCardDialog(page);
    await expect(shownStart(dialog, LONG.title)).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const deleteCard = dialog.getByRole("button", { name: "Delete Card" });
    await deleteCard.scrollIntoViewIfNeeded();
    await expect(deleteCard).toBeInViewport();
  });
});
