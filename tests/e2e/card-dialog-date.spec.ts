import { expect, test, type Page } from "@playwright/test";
import { expectStoredCard, openCard, sampleBoards } from "./card-dialog-support";
import { openKanban, tile } from "./kanban-support";
import { seedStorage } from "./support";

const cardDialog = (page: Page) => page.getByRole("dialog", { name: "Write the report" });
const datePopover = (page: Page) => page.getByRole("dialog", { name: "Select a Date" });
const dueDate = (page: Page) => cardDialog(page).getByRole("region", { name: "Due Date" });

test("no date: the Due Date section is not shown", async ({ page }) => {
  await openCard(page, sampleBoards());
  await expect(cardDialog(page)).toBeVisible();
  await expect(cardDialog(page).getByRole("heading", { name: "Due Date" })).toHaveCount(0);
});

test("a saved date shows as 'MMMM dd, yyyy'", async ({ page }) => {
  await openCard(page, sampleBoards({ date: "2024-01-05" }));
  await expect(dueDate(page)).toContainText("January 05, 2024");
});

test("a stored date the app cannot read is shown as it is, spaces included, and said so; choosing a day replaces it", async ({ page }) => {
  for (const date of ["2024-1-5", " 2024-01-05", "2024-02-30"]) {
    await openCard(page, sampleBoards({ date }));
    await expect(dueDate(page).getByRole("time")).toHaveText(date);
    await expect(dueDate(page)).toContainText("This is not a date the app can read (it expects year-month-day, such as 2024-01-05).");
  }
  await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
  await datePopover(page).getByRole("button", { name: /15th/ }).first().click();
  await expect(dueDate(page)).not.toContainText("not a date the app can read");
  await expectStoredCard(page, (card) => expect(card?.date).toMatch(/^\d{4}-\d{2}-15$/));
  // A readable day says nothing of the kind.
  await openCard(page, sampleBoards({ date: "2024-01-05" }));
  await expect(dueDate(page)).toContainText("January 05, 2024");
  await expect(dueDate(page)).not.toContainText("not a date the app can read");
});

test("a past day says Overdue until every checklist item is done; today's day does not", async ({ page }) => {
  await page.clock.setFixedTime(new Date(2025, 2, 10, 12, 0));
  await openCard(
    page,
    sampleBoards({
      date: "2025-03-09",
      task: [
        { id: 1, task: "Collect figures", completed: true },
        { id: 2, task: "Write summary", completed: false },
      ],
    }),
  );
  await expect(dueDate(page)).toContainText("March 09, 2025");
  await expect(dueDate(page).getByText("Overdue", { exact: true })).toBeVisible();

  await cardDialog(page).getByRole("checkbox", { name: "Write summary" }).check();
  await expect(dueDate(page).getByText("Overdue", { exact: true })).toHaveCount(0);
  await cardDialog(page).getByRole("checkbox", { name: "Collect figures" }).uncheck();
  await expect(dueDate(page).getByText("Overdue", { exact: true })).toBeVisible();

  // Without checklist items a past day is overdue; the due day itself is not.
  await openCard(page, sampleBoards({ date: "2025-03-09" }));
  await expect(dueDate(page).getByText("Overdue", { exact: true })).toBeVisible();
  await openCard(page, sampleBoards({ date: "2025-03-10" }));
  await expect(dueDate(page)).toContainText("March 10, 2025");
  await expect(dueDate(page).getByText("Overdue", { exact: true })).toHaveCount(0);
});

test.describe("at local midnight, with the page open", () => {
  // The day turns at local midnight, not at UTC's (23:58 here is 10:58 UTC, the next day).
  test.use({ timezoneId: "Pacific/Pago_Pago" });

  test("a card due today turns overdue in its open dialog and on its tile", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-03-11T10:58:00Z") });
    await openKanban(page, sampleBoards({ date: "2026-03-10" }));
    await expect(tile(page, "Write the report")).toHaveAccessibleName(/Due March 10, 2026$/);
    await tile(page, "Write the report").click();
    await expect(dueDate(page)).toContainText("March 10, 2026");
    await expect(dueDate(page).getByText("Overdue", { exact: true })).toHaveCount(0);

    await page.clock.runFor("03:00");
    await expect(dueDate(page).getByText("Overdue", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cardDialog(page)).toHaveCount(0);
    await expect(tile(page, "Write the report")).toHaveAccessibleName(/Due March 10, 2026, overdue$/);
  });

  test("an open picker's today mark moves to the new day", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-03-11T10:58:00Z") });
    await openCard(page, sampleBoards());
    await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
    await expect(datePopover(page).getByRole("button", { name: /^Today, Tuesday, March 10th, 2026/ })).toBeVisible();
    await page.clock.runFor("03:00");
    await expect(datePopover(page).getByRole("button", { name: /^Today, Wednesday, March 11th, 2026/ })).toBeVisible();
    await expect(datePopover(page).getByRole("button", { name: /^Today/ })).toHaveCount(1);
  });
});

// Calendar days never shift: far east and far west of UTC alike.
for (const timezoneId of ["Pacific/Kiritimati", "America/Los_Angeles"]) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("choosing a day stores it as yyyy-MM-dd, shows it and closes the picker; it can be cleared", async ({
      page,
    }) => {
      await openCard(page, sampleBoards({ date: "2024-01-05" }));
      await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
      const picker = datePopover(page);
      await expect(picker.getByRole("heading", { name: "Select a Date" })).toBeVisible();
      await expect(picker.getByRole("grid", { name: "January 2024" })).toBeVisible();
      await picker.getByRole("button", { name: /January 20th, 2024/ }).click();

      await expect(datePopover(page)).toHaveCount(0);
      await expect(dueDate(page)).toContainText("January 20, 2024");
      await expectStoredCard(page, (card) => expect(card?.date).toBe("2024-01-20"));

      await page.reload();
      await expect(dueDate(page)).toContainText("January 20, 2024");

      await dueDate(page).getByRole("button", { name: "Clear date" }).click();
      await expect(cardDialog(page).getByRole("heading", { name: "Due Date" })).toHaveCount(0);
      await expectStoredCard(page, (card) => expect(card?.date).toBe(""));
    });
  });
}

test("a card without a date opens the picker on this month and stores the chosen day", async ({ page }) => {
  await page.clock.setFixedTime(new Date(2025, 2, 10, 12, 0));
  await openCard(page, sampleBoards());
  await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
  await expect(datePopover(page).getByRole("grid", { name: "March 2025" })).toBeVisible();
  await datePopover(page).getByRole("button", { name: /March 31st, 2025/ }).click();
  await expect(dueDate(page)).toContainText("March 31, 2025");
  await expectStoredCard(page, (card) => expect(card?.date).toBe("2025-03-31"));
});

test("the picker stops at the first and last days a date can be stored for: no year 0, no year 10000", async ({ page }) => {
  const picker = datePopover(page);
  await openCard(page, sampleBoards({ date: "9999-12-31" }));
  await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
  await expect(picker.getByRole("button", { name: /December 31st, 9999/ })).toBeFocused();
  await expect(picker.getByRole("button", { name: "Go to the Next Month" })).toBeDisabled();
  await page.keyboard.press("ArrowRight");
  await expect(picker.getByRole("button", { name: /December 31st, 9999/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(cardDialog(page).getByText("That is not a calendar day.")).toHaveCount(0);
  await expectStoredCard(page, (card) => expect(card?.date).toBe("9999-12-31"));

  // A year earlier than February of year 1 would be year 0 (1 BC), stored as "0001": focus stops in year 1.
  await openCard(page, sampleBoards({ date: "0001-01-01" }));
  await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
  await expect(picker.getByRole("button", { name: "Go to the Previous Month" })).toBeDisabled();
  for (let week = 0; week < 5; week++) await page.keyboard.press("ArrowDown");
  await expect(picker.getByRole("button", { name: /February 5th, 1\b/ })).toBeFocused();
  await page.keyboard.press("Shift+PageUp");
  await expect(picker.getByRole("grid", { name: /^(January|February) 0001$/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expectStoredCard(page, (card) => expect(card?.date).toMatch(/^0001-0[12]-/));
});

test("the calendar's code loads only when the Date picker opens, not with the Kanban page", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const calendarLoaded = () => scripts.some((path) => path.includes("due-date-calendar"));

  await seedStorage(page, { "kanban-board": sampleBoards() });
  await page.goto("/kanban");
  await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
  await page.goto("/kanban/cards/11");
  await expect(cardDialog(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calendarLoaded()).toBe(false);

  await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
  await expect(datePopover(page).getByRole("grid")).toBeVisible();
  expect(calendarLoaded()).toBe(true);
});

test("opened again, the picker focuses the chosen day again, not its month's arrows", async ({ page }) => {
  await openCard(page, sampleBoards({ date: "2024-01-05" }));
  const dateButton = cardDialog(page).getByRole("button", { name: "Date", exact: true });
  const day = datePopover(page).getByRole("button", { name: /January 5th, 2024/ });
  for (let opening = 1; opening <= 3; opening++) {
    await dateButton.focus();
    await page.keyboard.press("Enter");
    await expect(day, `opening ${opening}`).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(datePopover(page)).toHaveCount(0);
    await expect(dateButton).toBeFocused();
  }
  await dateButton.click();
  await expect(day).toBeFocused();
});

test("Tab from the calendar's day moves on to Delete Card and closes the picker, choosing nothing", async ({ page }) => {
  await openCard(page, sampleBoards({ date: "2024-01-05" }));
  await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
  const day = datePopover(page).getByRole("button", { name: /January 5th, 2024/ });
  await expect(day).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(datePopover(page)).toHaveCount(0);
  await expect(cardDialog(page).getByRole("button", { name: "Delete Card" })).toBeFocused();
  await expect(dueDate(page)).toContainText("January 05, 2024");
  await expectStoredCard(page, (card) => expect(card?.date).toBe("2024-01-05"));
});

// 400% zoom: a 1280 × 1024 screen shows 320 × 256 CSS px. The picker (about 300 px high) must
// scroll within the room it has, not run off the screen beyond the reach of a wheel or a finger.
test.describe("at 400% zoom", () => {
  test.use({ viewport: { width: 320, height: 256 }, deviceScaleFactor: 2 });

  test("the picker scrolls by wheel to its month's last day, which sets the date, and back to its heading", async ({ page }) => {
    // August 2026 starts on a Saturday: six week rows, the most a month has.
    await openCard(page, sampleBoards({ date: "2026-08-03" }));
    await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
    const picker = datePopover(page);
    await expect(picker.getByRole("grid", { name: "August 2026" })).toBeVisible();
    // The wheel turned over what shows of the picker, as a user would (a click alone would scroll it by script).
    const box = (await picker.boundingBox())!;
    const viewport = page.viewportSize()!;
    await page.mouse.move(box.x + box.width / 2, (Math.max(box.y, 0) + Math.min(box.y + box.height, viewport.height)) / 2);
    const lastDay = picker.getByRole("button", { name: /August 31st, 2026/ });
    await page.mouse.wheel(0, 1000);
    await expect(lastDay).toBeInViewport({ ratio: 1 });
    await page.mouse.wheel(0, -1000);
    await expect(picker.getByRole("heading", { name: "Select a Date" })).toBeInViewport({ ratio: 1 });
    await page.mouse.wheel(0, 1000);
    await lastDay.click();
    await expect(datePopover(page)).toHaveCount(0);
    await expect(dueDate(page)).toContainText("August 31, 2026");
    await expectStoredCard(page, (card) => expect(card?.date).toBe("2026-08-31"));
  });

  test("at 320 × 512 the whole picker is on the screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 512 });
    await openCard(page, sampleBoards({ date: "2026-08-03" }));
    await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
    await expect(datePopover(page).getByRole("grid", { name: "August 2026" })).toBeVisible();
    await expect(datePopover(page)).toBeInViewport({ ratio: 1 });
  });
});
