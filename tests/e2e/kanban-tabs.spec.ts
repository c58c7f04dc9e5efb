import type { Page } from "@playwright/test";
import { expect, test, type TabName } from "./fixtures";
import { cardDialog, checklistItems, expectStoredCard } from "./card-dialog-support";
import { addCard, board, openKanban, savedCard, storedTitles, threeBoards, tile, type SavedBoard } from "./kanban-support";
import { expectNoSeriousA11yViolations } from "./support";

/** Both tabs on the Kanban with three boards stored: the first opens it (storing them), then the second. */
async function openBothTabs(tabs: Record<TabName, Page>, boards: SavedBoard[] = threeBoards()): Promise<Record<TabName, Page>> {
  await openKanban(tabs.first, boards);
  await tabs.second.goto("/kanban");
  await expect(tile(tabs.second, "Alpha")).toBeVisible();
  return tabs;
}

test("two tabs add cards without losing either, and each shows the other's within a second", async ({ tabs }) => {
  const { first, second } = await openBothTabs(tabs);

  await addCard(first, "Doing", "From the first tab");
  await expect(tile(first, "From the first tab")).toBeVisible();
  await expect(tile(second, "From the first tab")).toBeVisible({ timeout: 1000 });

  await addCard(second, "Done", "From the second tab");
  await expect(tile(second, "From the second tab")).toBeVisible();
  await expect(tile(first, "From the second tab")).toBeVisible({ timeout: 1000 });

  expect(await storedTitles(first)).toEqual({
    "To Do": ["Alpha", "Bravo", "Charlie"],
    Doing: ["Delta", "Echo", "From the first tab"],
    Done: ["From the second tab"],
  });
});

test("a tab that has not caught up yet still never overwrites the other tab's card", async ({ tabs }) => {
  const { first, second } = await openBothTabs(tabs);

  // Write from the first tab while the second tab's page is not listening (as if it had been asleep).
  await second.evaluate(() => window.addEventListener("storage", (event) => event.stopImmediatePropagation(), { capture: true }));
  await addCard(first, "To Do", "Written while asleep");
  await expect(tile(first, "Written while asleep")).toBeVisible();

  await addCard(second, "To Do", "Added by the sleeper");
  await expect(tile(second, "Written while asleep")).toBeVisible();
  await expect(tile(second, "Added by the sleeper")).toBeVisible();
  // The tile shows while the writer tab is still storing it: wait for the store, not a moment.
  await expect
    .poll(async () => (await storedTitles(second))["To Do"])
    .toEqual(["Alpha", "Bravo", "Charlie", "Written while asleep", "Added by the sleeper"]);
});

test("another tab's card waits for a press to end, so the button pressed is still clicked", async ({ tabs }) => {
  const { first, second } = await openBothTabs(tabs);

  // The second tab's "Add Card" under "To Do" is held down while the first tab adds a card
  // above it: shown at once, the card would take the button's place under the pointer, and
  // the release would click nothing.
  await board(second, "To Do").getByRole("button", { name: "Add Card" }).hover();
  await second.mouse.down();
  await addCard(first, "To Do", "Added while pressed");
  await expect.poll(async () => (await storedTitles(second))["To Do"]).toContain("Added while pressed");
  // The second tab hears of the card in a few milliseconds: a reload would have landed by now.
  await second.waitForTimeout(500);
  await expect(tile(second, "Added while pressed")).toBeHidden();
  await second.mouse.up();

  await expect(board(second, "To Do").getByPlaceholder("Enter Card Title")).toBeFocused();
  await expect(tile(second, "Added while pressed")).toBeVisible({ timeout: 1000 });
});

/** Opens the card `title` in `page` and types `text` into its checklist's Add Task field, without adding it. */
async function typeTaskInDialog(page: Page, title: string, text: string) {
  await tile(page, title).click();
  await cardDialog(page, title).getByRole("button", { name: "Add Task" }).click();
  await cardDialog(page, title).getByPlaceholder("Task").fill(text);
}

/** Deletes the card `title` from its dialog in `page` (the other tab), and waits until its tile has gone. */
async function deleteCardIn(page: Page, title: string) {
  await tile(page, title).click();
  await cardDialog(page, title).getByRole("button", { name: "Delete Card" }).click();
  await expect(tile(page, title)).toHaveCount(0);
}

test("a card deleted in the other tab while its dialog is open here says so, keeps what was typed, and can be restored with it", async ({
  tabs,
}) => {
  const { first, second } = await openBothTabs(tabs);
  await typeTaskInDialog(first, "Bravo", "Call the printer");

  await deleteCardIn(second, "Bravo");

  const dialog = cardDialog(first, "Bravo");
  await expect(dialog.getByRole("alert")).toContainText("This card was deleted on another device or tab.");
  await expect(first.getByRole("dialog", { name: "Card not found" })).toHaveCount(0);
  await expect(dialog.getByPlaceholder("Task")).toHaveValue("Call the printer");
  await expect(first).toHaveTitle("Bravo (deleted) · Kanban · Taskboard");
  await expectNoSeriousA11yViolations(first);

  // Restored where it was, as it was (one step of this tab's history); what was typed is added to it.
  await dialog.getByRole("button", { name: "Restore card" }).click();
  await expect(dialog.getByText("This card was deleted", { exact: false })).toHaveCount(0);
  await expect(first).toHaveTitle("Bravo · Kanban · Taskboard");
  await expect(dialog.getByRole("button", { name: "Undo", exact: true })).toHaveAccessibleDescription("Undo: restore card “Bravo”");
  await expect(dialog.getByPlaceholder("Task")).toBeFocused();
  await first.keyboard.press("Enter");
  await expect(checklistItems(first, "Bravo")).toHaveText(["Call the printer"]);
  await expectStoredCard(first, (card) => expect(card?.task.map((item) => item.task)).toEqual(["Call the printer"]), 12);
  expect((await storedTitles(first))["To Do"]).toEqual(["Alpha", "Bravo", "Charlie"]);
  await expect(tile(second, "Bravo")).toBeVisible();
});

test("a card whose board the other tab deleted says it went with its board, offers no restore, and keeps what was typed", async ({
  tabs,
}) => {
  const { first, second } = await openBothTabs(tabs);
  await typeTaskInDialog(first, "Delta", "Ask about the budget");

  await second.getByRole("button", { name: "Board actions for Doing" }).click();
  await second.getByRole("menuitem", { name: "Delete Board" }).click();
  await expect(board(second, "Doing")).toHaveCount(0);

  const dialog = cardDialog(first, "Delta");
  await expect(dialog.getByRole("alert")).toContainText("This card was deleted with its board on another device or tab.");
  await expect(dialog.getByRole("button", { name: "Restore card" })).toHaveCount(0);
  await expect(dialog.getByPlaceholder("Task")).toHaveValue("Ask about the budget");
  await expect(first).toHaveTitle("Delta (deleted) · Kanban · Taskboard");

  // Once that dialog has closed, the card's address finds no card, and says so.
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(first).toHaveTitle("Kanban · Taskboard");
  await first.goForward();
  await expect(first.getByRole("dialog", { name: "Card not found" })).toBeVisible();
  await expect(first).toHaveTitle("Card not found · Taskboard");
});

test("a card deleted in the other tab has its controls disabled, not silently doing nothing, until it is restored", async ({ tabs }) => {
  const boards = threeBoards();
  boards[0]!.card[1] = savedCard(12, "Bravo", {
    task: [{ id: "i1", task: "Print the flyers", completed: false }],
    tags: [{ id: "t1", tagName: "Urgent", color: "#eb5a46" }],
    date: "2030-01-05",
  });
  const { first, second } = await openBothTabs(tabs, boards);
  await typeTaskInDialog(first, "Bravo", "Call the printer");

  await deleteCardIn(second, "Bravo");

  const dialog = cardDialog(first, "Bravo");
  await expect(dialog.getByRole("alert")).toContainText("This card was deleted on another device or tab.");
  await expect(dialog.getByRole("alert")).toContainText("Restore the card to change it again.");
  const controls = [
    dialog.getByRole("checkbox", { name: "Print the flyers" }),
    dialog.getByRole("button", { name: "Delete Print the flyers" }),
    dialog.getByRole("button", { name: "Delete All" }),
    dialog.getByRole("button", { name: "Remove label Urgent" }),
    dialog.getByRole("button", { name: "Clear date" }),
    dialog.getByRole("button", { name: "Add Label" }),
    dialog.getByRole("button", { name: "Date", exact: true }),
    dialog.getByRole("button", { name: "Delete Card" }),
    dialog.getByRole("combobox", { name: "Move to board" }),
    dialog.getByRole("button", { name: "Bravo", exact: true }),
    dialog.getByRole("button", { name: "Add", exact: true }),
  ];
  for (const control of controls) await expect(control).toBeDisabled();
  // Still there to read; the typed task stays, and stays typeable; Enter adds nothing and says nothing.
  await expect(dialog.getByText("Print the flyers")).toBeVisible();
  const field = dialog.getByPlaceholder("Task");
  await expect(field).toBeEditable();
  await field.press("Enter");
  await expect(field).toHaveValue("Call the printer");
  await expect(dialog.getByRole("alert")).toHaveCount(1);
  await expectNoSeriousA11yViolations(first);

  // Restore card: said to a screen reader; focus goes on to the field being typed in (as before); everything works again.
  await dialog.getByRole("button", { name: "Restore card" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Card restored." })).toHaveCount(1);
  await expect(field).toBeFocused();
  for (const control of controls) await expect(control).toBeEnabled();
  await dialog.getByRole("checkbox", { name: "Print the flyers" }).check();
  await expectStoredCard(first, (card) => expect(card?.task.map((item) => item.completed)).toEqual([true]), 12);
});

test("after Restore card with nothing typed, focus goes to the card's title", async ({ tabs }) => {
  const { first, second } = await openBothTabs(tabs);
  await tile(first, "Bravo").click();
  const dialog = cardDialog(first, "Bravo");
  await expect(dialog).toBeVisible();

  await deleteCardIn(second, "Bravo");
  await expect(dialog.getByRole("alert")).toContainText("This card was deleted on another device or tab.");
  await expect(dialog.getByRole("button", { name: "Add Task" })).toBeDisabled();

  await dialog.getByRole("button", { name: "Restore card" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Card restored." })).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Bravo", exact: true })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Add Task" })).toBeEnabled();
});
