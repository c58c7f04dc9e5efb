import type { Locator, Page } from "@playwright/test";
import { cardDialog } from "./card-dialog-support";
import { expect, test } from "./fixtures";
import { announcements, bigBoards, board, openKanban, storedTitles, threeBoards, tile, titlesIn } from "./kanban-support";
import { expectShortcutsReady, shortcutsDialog } from "./shortcuts-support";
import { holdCode, readStorage } from "./support";
import { toast } from "./undo-support";

// The Kanban page's keyboard shortcuts (the app-wide ones and the To Do page's: shortcuts.spec.ts).

test.use({ viewport: { width: 1280, height: 800 } });

const ORIGINAL = { "To Do": ["Alpha", "Bravo", "Charlie"], Doing: ["Delta", "Echo"], Done: [] };

async function openBoards(page: Page) {
  await openKanban(page, threeBoards());
  await expectShortcutsReady(page);
}

async function expectFocusIn(scope: Locator) {
  await expect.poll(() => scope.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

const addCardField = (page: Page, boardName: string) => board(page, boardName).getByPlaceholder("Enter Card Title");

test.describe("Kanban shortcuts", () => {
  test("the Keyboard shortcuts dialog lists them in a Kanban group", async ({ page }) => {
    await openBoards(page);
    await page.keyboard.press("?");
    const group = shortcutsDialog(page).getByRole("region", { name: "Kanban" });
    await expect(group.getByRole("heading", { name: "Kanban" })).toBeVisible();
    for (const description of [
      "Add a card to the focused card's board (or the first)",
      "Add a board",
      "Next card",
      "Previous card",
      "Card beside it in the board to the left or right",
      "Open the focused card",
      "Labels of the focused card",
      "Due date of the focused card",
      "Delete the focused card",
      "Move the focused card to the previous or next board",
      "Pick up or drop the focused card (arrows move it, Esc cancels)",
    ]) {
      await expect(group.getByText(description, { exact: true })).toBeVisible();
    }
    await expect(group.locator("kbd")).toHaveText(["n", "b", "j", "↓", "k", "↑", "←", "→", "e", "Enter", "l", "d", "Delete", "[", "]", "Space"]);
  });

  test("n opens Add Card of the focused card's board, or of the first board, without typing n; b opens Add Board", async ({ page }) => {
    await openBoards(page);
    await page.keyboard.press("n");
    await expect(addCardField(page, "To Do")).toBeFocused();
    await expect(addCardField(page, "To Do")).toHaveValue("");
    await page.keyboard.press("Escape");

    await tile(page, "Echo").focus();
    await page.keyboard.press("n");
    await expect(addCardField(page, "Doing")).toBeFocused();
    await page.keyboard.type("Foxtrot");
    await page.keyboard.press("Enter");
    await expect.poll(() => storedTitles(page)).toEqual({ ...ORIGINAL, Doing: ["Delta", "Echo", "Foxtrot"] });

    // A key right after typing is still typing (see below): a user moves on after a pause.
    await page.waitForTimeout(600);
    await tile(page, "Alpha").focus();
    await page.keyboard.press("b");
    const boardName = page.getByPlaceholder("Enter Board Name");
    await expect(boardName).toBeFocused();
    await expect(boardName).toHaveValue("");
  });

  test("e and Enter open the focused card", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Bravo").focus();
    await page.keyboard.press("e");
    await expect(page).toHaveURL(/\/kanban\/cards\/12$/);
    await expect(cardDialog(page, "Bravo")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tile(page, "Bravo")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cardDialog(page, "Bravo")).toBeVisible();
  });

  test("l opens the focused card with its label panel open and focus in it", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Delta").focus();
    await page.keyboard.press("l");
    await expect(cardDialog(page, "Delta")).toBeVisible();
    const name = page.getByRole("dialog", { name: "Label" }).getByRole("textbox", { name: "Name of label" });
    await expect(name).toBeFocused();
    // The address follows, as after a press, and the panel stays open.
    await expect(page).toHaveURL(/\/kanban\/cards\/c21$/);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("");
    await page.keyboard.type("Urgent");
    await page.getByRole("button", { name: /^Green/ }).click();
    await page.getByRole("button", { name: "Create" }).click();
    await expect.poll(async () => (await readStorage<{ card: { title: string; tags: { tagName: string }[] }[] }[]>(page, "kanban-board"))?.[1]?.card[0]?.tags.map((tag) => tag.tagName)).toEqual(["Urgent"]);
  });

  test("d opens the focused card with its date picker open, where the keyboard chooses a day", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Alpha").focus();
    await page.keyboard.press("d");
    const picker = page.getByRole("dialog", { name: "Select a Date" });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole("grid")).toBeVisible();
    // Focus is on a day of the calendar: Enter chooses it.
    await expectFocusIn(picker.getByRole("grid"));
    await page.keyboard.press("Enter");
    await expect(picker).toBeHidden();
    await expect(cardDialog(page, "Alpha").getByRole("heading", { name: "Due Date" })).toBeVisible();
    await expect.poll(async () => (await readStorage<{ card: { date: string }[] }[]>(page, "kanban-board"))?.[0]?.card[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("a key pressed before the shortcuts' code came acts when it comes", async ({ page }) => {
    const engine = await holdCode(page, "shortcut-engine");
    await openKanban(page, threeBoards());
    await tile(page, "Alpha").focus();
    await page.keyboard.press("d");
    await expect.poll(() => engine.requested()).toBe(true);
    engine.release();
    await expect(page.getByRole("dialog", { name: "Select a Date" })).toBeVisible();
    await expect(cardDialog(page, "Alpha")).toBeVisible();
  });

  test("a key pressed before the shortcuts' code came does nothing if focus moved before it came", async ({ page }) => {
    const engine = await holdCode(page, "shortcut-engine");
    await openKanban(page, threeBoards());
    await tile(page, "Alpha").focus();
    await page.keyboard.press("e");
    await expect.poll(() => engine.requested()).toBe(true);
    await tile(page, "Bravo").focus();
    engine.release();
    await expectShortcutsReady(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/kanban$/);
  });

  test("Delete deletes the focused card with the undo toast, focus goes to the next card, and Undo brings it back", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Bravo").focus();
    await page.keyboard.press("Delete");
    await expect(tile(page, "Bravo")).toHaveCount(0);
    await expect(toast(page, "Card deleted")).toBeVisible();
    await expect(tile(page, "Charlie")).toBeFocused();
    await expect.poll(() => storedTitles(page)).toEqual({ ...ORIGINAL, "To Do": ["Alpha", "Charlie"] });

    await toast(page, "Card deleted").getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Bravo", "Charlie"]);
    await expect.poll(() => storedTitles(page)).toEqual(ORIGINAL);

    // The board's last card: focus goes to the one above.
    await tile(page, "Charlie").focus();
    await page.keyboard.press("Delete");
    await expect(tile(page, "Charlie")).toHaveCount(0);
    await expect(tile(page, "Bravo")).toBeFocused();
  });

  test("[ and ] move the focused card to the end of the previous or next board, focus follows; at either end they do nothing", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Alpha").focus();
    await page.keyboard.press("[");
    await expect(tile(page, "Alpha")).toBeFocused();
    await page.keyboard.press("]");
    await expect(tile(board(page, "Doing"), "Alpha")).toBeFocused();
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Echo", "Alpha"]);
    await page.keyboard.press("]");
    await expect(tile(board(page, "Done"), "Alpha")).toBeFocused();
    await page.keyboard.press("]");
    await expect(tile(board(page, "Done"), "Alpha")).toBeFocused();
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Bravo", "Charlie"], Doing: ["Delta", "Echo"], Done: ["Alpha"] });
    await page.keyboard.press("[");
    await expect(tile(board(page, "Doing"), "Alpha")).toBeFocused();
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Bravo", "Charlie"], Doing: ["Delta", "Echo", "Alpha"], Done: [] });
    // Ctrl+Z undoes the move.
    await page.keyboard.press("Control+z");
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Bravo", "Charlie"], Doing: ["Delta", "Echo"], Done: ["Alpha"] });
  });

  test("[ and ] say where the card went, in a keyboard drag's words, and at either end why nothing happened", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Alpha").focus();
    await page.keyboard.press("[");
    await expect(announcements(page)).toHaveText("Card Alpha is already on the first board.");
    await page.keyboard.press("]");
    await expect(announcements(page)).toHaveText("Card Alpha moved to board Doing, position 3 of 3.");
    await page.keyboard.press("]");
    await expect(announcements(page)).toHaveText("Card Alpha moved to board Done, position 1 of 1.");
    await page.keyboard.press("]");
    await expect(announcements(page)).toHaveText("Card Alpha is already on the last board.");
    // Said again, the same message is heard again: its text changes (a trailing no-break space).
    const said = await announcements(page).evaluate((region) => region.textContent);
    await page.keyboard.press("]");
    await expect.poll(() => announcements(page).evaluate((region) => region.textContent)).not.toBe(said);
    await expect(announcements(page)).toHaveText("Card Alpha is already on the last board.");
    await expect(tile(board(page, "Done"), "Alpha")).toBeFocused();
  });

  test("j / k and the arrows move focus between cards, left and right to the card beside it; j with none focused starts at the first", async ({ page }) => {
    await openBoards(page);
    await page.keyboard.press("j");
    await expect(tile(page, "Alpha")).toBeFocused();
    await page.keyboard.press("j");
    await expect(tile(page, "Bravo")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(tile(page, "Charlie")).toBeFocused();
    // The board's last card: it stays there.
    await page.keyboard.press("j");
    await expect(tile(page, "Charlie")).toBeFocused();
    await page.keyboard.press("k");
    await expect(tile(page, "Bravo")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tile(page, "Echo")).toBeFocused();
    // Done has no card: nothing to the right.
    await page.keyboard.press("ArrowRight");
    await expect(tile(page, "Echo")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(tile(page, "Delta")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tile(page, "Alpha")).toBeFocused();
    await expect(page).toHaveURL(/\/kanban$/);
  });

  test("on a long, windowed board, j reaches cards that were not rendered and brings them into view; k goes back", async ({ page }) => {
    await openKanban(page, bigBoards(2, 120));
    await expectShortcutsReady(page);
    const first = board(page, "Board 1");
    await expect(tile(first, "Card 1-1")).toBeVisible();
    await expect(tile(first, "Card 1-60")).toHaveCount(0);
    await tile(first, "Card 1-1").focus();
    for (let i = 1; i < 60; i++) await page.keyboard.press("j");
    await expect(tile(first, "Card 1-60")).toBeFocused();
    await expect(tile(first, "Card 1-60")).toBeInViewport();
    for (let i = 0; i < 20; i++) await page.keyboard.press("k");
    await expect(tile(first, "Card 1-40")).toBeFocused();
    await expect(tile(first, "Card 1-40")).toBeInViewport();
    await page.keyboard.press("ArrowRight");
    await expect(board(page, "Board 2").locator("[data-card-id]:focus")).toBeInViewport();
  });

  test("dragging with the keyboard still works on a focused card: Space, arrows, Space; shortcuts wait meanwhile", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Bravo").focus();
    await page.keyboard.press("Space");
    await expect(announcements(page)).toContainText("Picked up card Bravo");
    // While it is picked up, these are not shortcuts.
    await page.keyboard.press("Delete");
    await page.keyboard.press("]");
    await page.keyboard.press("j");
    await page.keyboard.press("ArrowRight");
    await expect(announcements(page)).toContainText("Card Bravo moved to board Doing, position 2 of 3");
    await page.keyboard.press("ArrowDown");
    await expect(announcements(page)).toContainText("Card Bravo moved to board Doing, position 3 of 3");
    await page.keyboard.press("Space");
    await expect(announcements(page)).toContainText("Card Bravo dropped in board Doing, position 3 of 3");
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Alpha", "Charlie"], Doing: ["Delta", "Echo", "Bravo"], Done: [] });
    await expect(tile(page, "Bravo")).toBeFocused();
    await expect(page).toHaveURL(/\/kanban$/);
  });

  test("the card dialog's Move to board moves the card to the end of the chosen board (the clickable way of [ and ])", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Alpha").click();
    const move = cardDialog(page, "Alpha").getByLabel("Move to board");
    await expect(move).toHaveValue("1");
    await move.selectOption({ label: "Doing" });
    await expect(cardDialog(page, "Alpha").getByText("in board Doing")).toBeVisible();
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Bravo", "Charlie"], Doing: ["Delta", "Echo", "Alpha"], Done: [] });
    await expect(move).toHaveValue("b2");
    await page.keyboard.press("Escape");
    await expect(tile(board(page, "Doing"), "Alpha")).toBeFocused();
  });

  test("by keyboard, Move to board keeps focus through each move, so the arrows step from board to board", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Alpha").focus();
    await page.keyboard.press("Enter");
    const move = cardDialog(page, "Alpha").getByLabel("Move to board");
    await move.focus();
    await page.keyboard.press("ArrowDown");
    await expect(cardDialog(page, "Alpha").getByText("in board Doing")).toBeVisible();
    await expect(move).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(cardDialog(page, "Alpha").getByText("in board Done")).toBeVisible();
    await expect(move).toBeFocused();
    await expect(move).toHaveValue("b3");
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Bravo", "Charlie"], Doing: ["Delta", "Echo"], Done: ["Alpha"] });
  });
});

test.describe("No Kanban shortcut fires while typing or in a menu or the date picker", () => {
  test("typed into a board's Add Card field, the text arrives and nothing else happens", async ({ page }) => {
    await openBoards(page);
    await board(page, "To Do").getByRole("button", { name: "Add Card" }).click();
    const field = addCardField(page, "To Do");
    await expect(field).toBeFocused();
    await page.keyboard.type("nbejkld[]");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Delete");
    await expect(field).toHaveValue("nbejkld[]");
    await expect(field).toBeFocused();
    await expect(page.getByPlaceholder("Enter Board Name")).toHaveCount(0);
    await expect(page).toHaveURL(/\/kanban$/);
    expect(await storedTitles(page)).toEqual(ORIGINAL);
  });

  test("typing on after Enter closed Add Card fires no shortcut until typing pauses; then n works again", async ({ page }) => {
    await openBoards(page);
    await board(page, "Done").getByRole("button", { name: "Add Card" }).click();
    await addCardField(page, "Done").fill("first");
    // As a typist goes on: Enter, then the next title at once (n opened the first board's Add Card, b added a board).
    await page.keyboard.press("Enter");
    await page.keyboard.type("next bold one", { delay: 40 });
    await expect.poll(() => titlesIn(page, "Done")).toEqual(["first"]);
    await expect(page.getByPlaceholder("Enter Card Title")).toHaveCount(0);
    await expect(page.getByPlaceholder("Enter Board Name")).toHaveCount(0);
    await expect(page).toHaveURL(/\/kanban$/);
    await expect.poll(() => storedTitles(page)).toEqual({ ...ORIGINAL, Done: ["first"] });

    // After a pause, a key is a shortcut again.
    await page.waitForTimeout(600);
    await page.keyboard.press("b");
    await expect(page.getByPlaceholder("Enter Board Name")).toBeFocused();
  });

  test("typed into a board's name, the text arrives and nothing else happens", async ({ page }) => {
    await openBoards(page);
    await board(page, "Doing").getByRole("heading").getByRole("button").click();
    const name = page.getByRole("textbox", { name: "Board name" });
    await expect(name).toBeFocused();
    await page.keyboard.press("End");
    await page.keyboard.type(" nbj[]");
    await expect(name).toHaveValue("Doing nbj[]");
    await expect(name).toBeFocused();
    await expect(page.getByPlaceholder("Enter Card Title")).toHaveCount(0);
    await expect(page.getByPlaceholder("Enter Board Name")).toHaveCount(0);
  });

  test("inside a board's menu, n, b, j and Delete do nothing", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Alpha").focus();
    await page.getByRole("button", { name: "Board actions for To Do" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    for (const key of ["n", "b", "j", "Delete", "]"]) await page.keyboard.press(key);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByPlaceholder("Enter Card Title")).toHaveCount(0);
    await expect(page.getByPlaceholder("Enter Board Name")).toHaveCount(0);
    expect(await storedTitles(page)).toEqual(ORIGINAL);
  });

  test("inside the date picker, n, b, l, [ and Delete do nothing", async ({ page }) => {
    await openBoards(page);
    await tile(page, "Alpha").focus();
    await page.keyboard.press("d");
    const picker = page.getByRole("dialog", { name: "Select a Date" });
    await expectFocusIn(picker.getByRole("grid"));
    for (const key of ["n", "b", "l", "[", "Delete"]) await page.keyboard.press(key);
    await expect(picker).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name of label" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(cardDialog(page, "Alpha")).toBeHidden();
    await expect(page.getByPlaceholder("Enter Card Title")).toHaveCount(0);
    await expect(page.getByPlaceholder("Enter Board Name")).toHaveCount(0);
    expect(await storedTitles(page)).toEqual(ORIGINAL);
  });
});
