import { expect, test, type Page } from "@playwright/test";
import { expectStoredCard, openCard, sampleBoards, storedBoards } from "./card-dialog-support";
import { clickHitAreaEdge, hitArea, recordMotionIn, shownFill } from "./support";

const cardDialog = (page: Page) => page.getByRole("dialog", { name: "Write the report" });
const progress = (page: Page) => cardDialog(page).getByRole("progressbar", { name: "Progress(%)" });
const items = (page: Page) => cardDialog(page).getByRole("list", { name: "Task List" }).getByRole("listitem");

async function addTask(page: Page, text: string) {
  await cardDialog(page).getByRole("button", { name: "Add Task" }).click();
  const input = cardDialog(page).getByPlaceholder("Task");
  await expect(input).toBeFocused();
  await input.fill(text);
  await cardDialog(page).getByRole("button", { name: "Add", exact: true }).click();
}

test("adds, ticks and deletes checklist items, with the progress bar following", async ({ page }) => {
  await openCard(page, sampleBoards());
  await expect(cardDialog(page).getByRole("heading", { name: "Task List" })).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
  await expect(items(page)).toHaveCount(0);

  await addTask(page, "Collect figures");
  await expect(items(page)).toHaveCount(1);
  await expect(cardDialog(page).getByRole("checkbox", { name: "Collect figures" })).not.toBeChecked();
  await addTask(page, "Write summary");
  await addTask(page, "Send it");
  await expect(items(page)).toHaveCount(3);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
  await expectStoredCard(page, (card) =>
    expect(card?.task.map(({ task, completed }) => ({ task, completed }))).toEqual([
      { task: "Collect figures", completed: false },
      { task: "Write summary", completed: false },
      { task: "Send it", completed: false },
    ]),
  );

  const first = cardDialog(page).getByRole("checkbox", { name: "Collect figures" });
  await first.check();
  await expect(first).toBeChecked();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "33");
  await expect(cardDialog(page).getByText("Collect figures", { exact: true })).toHaveCSS(
    "text-decoration-line",
    "line-through",
  );
  await expect(cardDialog(page).getByText("Write summary", { exact: true })).toHaveCSS("text-decoration-line", "none");
  await cardDialog(page).getByRole("checkbox", { name: "Write summary" }).check();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "66");
  await expectStoredCard(page, (card) => expect(card?.task.map((item) => item.completed)).toEqual([true, true, false]));

  await first.uncheck();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "33");
  await expectStoredCard(page, (card) => expect(card?.task.map((item) => item.completed)).toEqual([false, true, false]));

  await cardDialog(page).getByRole("button", { name: "Delete Send it" }).click();
  await expect(items(page)).toHaveCount(2);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "50");
  await expectStoredCard(page, (card) => expect(card?.task.map((item) => item.task)).toEqual(["Collect figures", "Write summary"]));

  await page.reload();
  await expect(cardDialog(page).getByRole("checkbox", { name: "Write summary" })).toBeChecked();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "50");
});

test("an empty task adds nothing", async ({ page }) => {
  await openCard(page, sampleBoards());
  await addTask(page, "   ");
  await expect(items(page)).toHaveCount(0);
  await expect(cardDialog(page).getByRole("button", { name: "Add Task" })).toBeVisible();
  expect(await storedBoards(page)).toEqual(sampleBoards());
});

test("Escape in the add form closes the form, not the dialog", async ({ page }) => {
  await openCard(page, sampleBoards());
  await cardDialog(page).getByRole("button", { name: "Add Task" }).click();
  await cardDialog(page).getByPlaceholder("Task").press("Escape");
  await expect(cardDialog(page)).toBeVisible();
  await expect(cardDialog(page).getByRole("button", { name: "Add Task" })).toBeVisible();
});

test("the add form's own close button says what it closes, apart from the dialog's Close, and closes only the form", async ({ page }) => {
  await openCard(page, sampleBoards());
  await cardDialog(page).getByRole("button", { name: "Add Task" }).click();
  await expect(cardDialog(page).getByRole("button", { name: "Close", exact: true })).toHaveCount(1);
  await cardDialog(page).getByRole("button", { name: "Cancel Add Task", exact: true }).click();
  await expect(cardDialog(page)).toBeVisible();
  await expect(cardDialog(page).getByPlaceholder("Task")).toHaveCount(0);
  await expect(cardDialog(page).getByRole("button", { name: "Add Task" })).toBeFocused();
});

test("an input method's Escape in the add form ends its composition only: the form, its text and the dialog stay", async ({ page }) => {
  await openCard(page, sampleBoards());
  await cardDialog(page).getByRole("button", { name: "Add Task" }).click();
  const field = cardDialog(page).getByPlaceholder("Task");
  await field.fill("Write");
  // What a browser sends when Escape drops an IME's candidate (Playwright's keyboard has no IME).
  await field.evaluate((input) =>
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", isComposing: true, bubbles: true, cancelable: true })),
  );
  await expect(cardDialog(page)).toBeVisible();
  await expect(field).toHaveValue("Write");
  await field.press("Escape");
  await expect(cardDialog(page).getByRole("button", { name: "Add Task" })).toBeVisible();
  await expect(cardDialog(page)).toBeVisible();
});

test("Delete All empties the list and the progress at once; its toast's Undo puts every item back", async ({ page }) => {
  await openCard(
    page,
    sampleBoards({
      task: [
        { id: 1, task: "One", completed: true },
        { id: "2", task: "Two", completed: false },
        { id: 3, task: "Three", completed: false },
      ],
    }),
  );
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "33");
  const before = await storedBoards(page);
  await cardDialog(page).getByRole("button", { name: "Delete All" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(cardDialog(page)).toBeVisible();
  await expect(items(page)).toHaveCount(0);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
  await expect(cardDialog(page).getByRole("button", { name: "Delete All" })).toBeDisabled();
  // Focus stays in the dialog, on the add form's opener.
  await expect(cardDialog(page).getByRole("button", { name: "Add Task" })).toBeFocused();
  await expectStoredCard(page, (card) => expect(card?.task).toEqual([]));

  // The toast shows inside the dialog, which stays open while it is undone.
  const toast = cardDialog(page).getByRole("status", { name: "3 checklist items deleted" });
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(cardDialog(page)).toBeVisible();
  await expect(items(page)).toHaveText(["One", "Two", "Three"]);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "33");
  await expect.poll(() => storedBoards(page)).toEqual(before);
});

test("the progress bar is the original's green", async ({ page }) => {
  await openCard(page, sampleBoards({ task: [{ id: 1, task: "One", completed: true }] }));
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "100");
  await expect(progress(page).locator("[data-slot=progress-indicator]")).toHaveCSS(
    "background-color",
    "rgb(97, 189, 79)",
  );
});

test.describe("with reduced motion asked for", () => {
  test.use({ reducedMotion: "reduce" });

  test("the progress bar takes a tick's new value at once, without sliding", async ({ page }) => {
    await openCard(page, sampleBoards({ task: [{ id: 1, task: "One", completed: false }, { id: 2, task: "Two", completed: false }] }));
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
    const motion = await recordMotionIn(progress(page));
    await cardDialog(page).getByRole("checkbox", { name: "One" }).click();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "50");
    expect(await shownFill(progress(page))).toBeCloseTo(0.5, 1);
    expect(await motion()).toEqual([]);
  });
});

test("quick successive ticks are all saved", async ({ page }) => {
  await openCard(
    page,
    sampleBoards({
      task: [
        { id: 1, task: "One", completed: false },
        { id: 2, task: "Two", completed: false },
        { id: 3, task: "Three", completed: false },
        { id: 4, task: "Four", completed: false },
      ],
    }),
  );
  for (const name of ["One", "Two", "Three", "Four"]) {
    await cardDialog(page).getByRole("checkbox", { name }).click({ noWaitAfter: true });
  }
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "100");
  await expectStoredCard(page, (card) => expect(card?.task.map((item) => item.completed)).toEqual([true, true, true, true]));
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("an item's checkbox, 16 px to see, takes clicks and taps in 32 × 32 px (WCAG 2.2 target size)", async ({ page }) => {
    await openCard(
      page,
      sampleBoards({
        task: [
          { id: 1, task: "Draft", completed: false },
          { id: 2, task: "Review", completed: false },
        ],
      }),
    );
    const checkbox = items(page).nth(0).getByRole("checkbox", { name: "Draft" });
    const { size, box } = await hitArea(checkbox);
    expect([box.width, box.height]).toEqual([16, 16]);
    expect(size).toBeGreaterThanOrEqual(32);
    await clickHitAreaEdge(page, checkbox, 32);
    await expect(checkbox).toBeChecked();
    await expect(items(page).nth(1).getByRole("checkbox", { name: "Review" })).not.toBeChecked();
    await expectStoredCard(page, (card) => expect(card?.task.map((item) => item.completed)).toEqual([true, false]));
  });
});
