import { expect, test, type Page } from "@playwright/test";
import { openCard, sampleBoards, storedCard } from "./card-dialog-support";
import { board, tile } from "./kanban-support";
import { fillStorageToQuota, freeStorage, refuseStorageWrites } from "./support";

// A save the browser refuses (storage full or disabled): the dialog says why
// ("Not saved: …"), shows what is really stored, and keeps what was typed.

const cardDialog = (page: Page, name = "Write the report") => page.getByRole("dialog", { name });
const notSaved = (page: Page) => cardDialog(page).getByRole("alert").filter({ hasText: /^Not saved: / });
const items = (page: Page) => cardDialog(page).getByRole("list", { name: "Task List" }).getByRole("listitem");
const progress = (page: Page) => cardDialog(page).getByRole("progressbar", { name: "Progress(%)" });

const ITEMS = [
  { id: 1, task: "Collect figures", completed: true },
  { id: 2, task: "Write summary", completed: false },
];
const TAGS = [{ id: 7, tagName: "Urgent", color: "#61bd4f" }];

async function openFullCard(page: Page, refuse: (page: Page) => Promise<void> = fillStorageToQuota) {
  const boards = sampleBoards({ task: ITEMS, tags: TAGS });
  await openCard(page, boards);
  // The app boots from the static host's 404.html first: give a busy machine time.
  await expect(cardDialog(page)).toBeVisible({ timeout: 15_000 });
  await refuse(page);
  return boards[0]!.card[0]!;
}

test("a tick that cannot be saved goes back to what is stored", async ({ page }) => {
  const stored = await openFullCard(page);
  const box = cardDialog(page).getByRole("checkbox", { name: "Collect figures" });
  await box.click(); // "false" is longer than "true": this write needs room
  await expect(notSaved(page)).toHaveText("Not saved: this browser's storage is full. Free some space and try again.");
  await expect(box).toBeChecked();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "50");
  expect(await storedCard(page)).toEqual(stored);
});

test("an Add Task that cannot be saved keeps the typed text in its field", async ({ page }) => {
  const stored = await openFullCard(page);
  await cardDialog(page).getByRole("button", { name: "Add Task" }).click();
  const input = cardDialog(page).getByPlaceholder("Task");
  await input.fill("Send it to the team");
  await input.press("Enter");
  await expect(notSaved(page)).toBeVisible();
  await expect(items(page)).toHaveCount(2);
  await expect(input).toHaveValue("Send it to the team");
  expect(await storedCard(page)).toEqual(stored);

  // With room again, the same text is added from where it was left.
  await freeStorage(page);
  await input.press("Enter");
  await expect(items(page)).toHaveCount(3);
  await expect(notSaved(page)).toHaveCount(0);
  await expect.poll(async () => (await storedCard(page))?.task.map((item) => item.task)).toEqual([
    "Collect figures",
    "Write summary",
    "Send it to the team",
  ]);
});

test("a title that cannot be saved shows the stored title and keeps the typed one in the editor", async ({ page }) => {
  const stored = await openFullCard(page);
  await cardDialog(page).getByRole("button", { name: "Write the report" }).click();
  const input = cardDialog(page).getByRole("textbox", { name: "Card title" });
  await input.fill("Write the quarterly report");
  await input.press("Enter");
  await expect(notSaved(page)).toBeVisible();
  await expect(cardDialog(page)).toHaveAccessibleName("Write the report");
  await expect(cardDialog(page).getByRole("textbox", { name: "Card title" })).toHaveValue("Write the quarterly report");
  expect(await storedCard(page)).toEqual(stored);
});

test("a label that cannot be saved is not shown, and the label form keeps its name and colour", async ({ page }) => {
  const stored = await openFullCard(page);
  await cardDialog(page).getByRole("button", { name: "Add Label" }).click();
  const popover = page.getByRole("dialog", { name: "Label" });
  await popover.getByPlaceholder("Name of label").fill("Blocked");
  await popover.getByRole("button", { name: /#f2d600/ }).click();
  await popover.getByRole("button", { name: "Create" }).click();
  await expect(notSaved(page)).toBeVisible();
  await expect(cardDialog(page).getByRole("list", { name: "Labels" }).getByRole("listitem")).toHaveText(["Urgent"]);
  await expect(popover.getByPlaceholder("Name of label")).toHaveValue("Blocked");
  await expect(popover.getByRole("button", { name: /#f2d600/ })).toHaveAttribute("aria-pressed", "true");
  expect(await storedCard(page)).toEqual(stored);
});

test("a due date that cannot be saved is not shown", async ({ page }) => {
  await page.clock.setFixedTime(new Date(2025, 2, 10, 12, 0));
  const stored = await openFullCard(page);
  await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
  await page.getByRole("dialog", { name: "Select a Date" }).getByRole("button", { name: /March 31st, 2025/ }).click();
  await expect(notSaved(page)).toBeVisible();
  await expect(cardDialog(page).getByRole("heading", { name: "Due Date" })).toHaveCount(0);
  expect(await storedCard(page)).toEqual(stored);
});

test("deletions that cannot be saved leave the item, the label and all tasks in place", async ({ page }) => {
  const stored = await openFullCard(page, refuseStorageWrites);
  await cardDialog(page).getByRole("button", { name: "Delete Write summary" }).click();
  await expect(notSaved(page)).toHaveText("Not saved: this browser's storage is full. Free some space and try again.");
  await expect(items(page)).toHaveText(["Collect figures", "Write summary"]);

  await cardDialog(page).getByRole("button", { name: "Remove label Urgent" }).click();
  await expect(notSaved(page)).toBeVisible();
  await expect(cardDialog(page).getByRole("list", { name: "Labels" }).getByRole("listitem")).toHaveText(["Urgent"]);

  await cardDialog(page).getByRole("button", { name: "Delete All" }).click();
  await expect(notSaved(page)).toBeVisible();
  await expect(items(page)).toHaveText(["Collect figures", "Write summary"]);
  expect(await storedCard(page)).toEqual(stored);
});

test("a card deletion that cannot be saved leaves the card on its board and says why", async ({ page }) => {
  const stored = await openFullCard(page, refuseStorageWrites);
  await cardDialog(page).getByRole("button", { name: "Delete Card" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /^Not saved: / })).toBeVisible();
  await expect(tile(board(page, "Todo"), "Write the report")).toBeVisible();
  expect(await storedCard(page)).toEqual(stored);
});
