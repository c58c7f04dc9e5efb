import { expect, test, type Page } from "@playwright/test";
import { board, tile, titlesIn } from "./kanban-support";
import { backupsOf, expectPartlyUnreadable, readStorage, seedStorage } from "./support";

// Saved data with a field of the wrong type, or a key named `__proto__`, cannot
// be saved back as it was. Like other unreadable data: the page says so and
// names a backup key holding the original text, and what can be read shows.

test.use({ viewport: { width: 1280, height: 800 } });

/** Seeds the text exactly as given (JSON with `__proto__` keys cannot be built from objects). */
async function openWithText(page: Page, key: string, text: string, path: string) {
  await seedStorage(page, { [key]: text });
  await page.goto(path);
}

const polluted = (page: Page) => page.evaluate(() => (({}) as Record<string, unknown>).polluted);

const cardText = (fields: string) => `{"id":1,"title":"Odd card",${fields}}`;
const boardsText = (oddCard: string) =>
  `[{"id":"b","boardName":"Board","card":[${oddCard},{"id":2,"title":"Plain card","tags":[],"task":[],"date":""}]}]`;

test.describe("Kanban: a field of the wrong type", () => {
  const cases: [string, string][] = [
    ["a numeric date", cardText('"tags":[],"task":[],"date":20240105')],
    ["a null date", cardText('"tags":[],"task":[],"date":null')],
    ["an object date", cardText('"tags":[],"task":[],"date":{"day":5}')],
    ["a numeric label colour", cardText('"tags":[{"id":1,"tagName":"Colourless","color":16711680}],"task":[],"date":""')],
    ["labels that are null", cardText('"tags":null,"task":[],"date":""')],
    ["a checklist that is null", cardText('"tags":[],"task":null,"date":""')],
  ];
  for (const [label, oddCard] of cases) {
    test(`${label}: says so, keeps the original text, shows the card`, async ({ page }) => {
      const original = boardsText(oddCard);
      await openWithText(page, "kanban-board", original, "/kanban");
      await expectPartlyUnreadable(page, "kanban-board", "boards", original);
      await expect.poll(() => titlesIn(page, "Board")).toEqual(["Odd card", "Plain card"]);
    });
  }

  test("the label with a wrong colour still shows, and the backup outlives the next save", async ({ page }) => {
    const original = boardsText(cardText('"tags":[{"id":1,"tagName":"Colourless","color":false}],"task":[],"date":""'));
    await openWithText(page, "kanban-board", original, "/kanban");
    await expectPartlyUnreadable(page, "kanban-board", "boards", original);
    await expect(tile(page, "Odd card")).toContainText("Colourless");

    await board(page, "Board").getByRole("button", { name: "Add Card" }).click();
    await board(page, "Board").getByPlaceholder("Enter Card Title").fill("After");
    await board(page, "Board").getByPlaceholder("Enter Card Title").press("Enter");
    await expect.poll(() => titlesIn(page, "Board")).toEqual(["Odd card", "Plain card", "After"]);
    expect((await backupsOf(page, "kanban-board")).map(([, text]) => text)).toEqual([original]);
  });

  test("a card without date, labels or checklist reads silently, as the original saved it", async ({ page }) => {
    await openWithText(page, "kanban-board", boardsText('{"id":1,"title":"Odd card"}'), "/kanban");
    await expect.poll(() => titlesIn(page, "Board")).toEqual(["Odd card", "Plain card"]);
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(await backupsOf(page, "kanban-board")).toEqual([]);
  });
});

test.describe("a key named __proto__", () => {
  test("on a board, a card, a label and a checklist item: says so, keeps the original, shows the rest, pollutes nothing", async ({
    page,
  }) => {
    const original =
      '[{"id":"b","boardName":"Board","__proto__":{"polluted":"board"},"card":[' +
      '{"id":1,"title":"Odd card","date":"","__proto__":{"polluted":"card","title":"Not the title"},' +
      '"tags":[{"id":1,"tagName":"Kept label","color":"#61bd4f","__proto__":{"polluted":"tag"}}],' +
      '"task":[{"id":1,"task":"Kept item","completed":true,"__proto__":{"polluted":"item"}}]}]}]';
    await openWithText(page, "kanban-board", original, "/kanban");
    await expectPartlyUnreadable(page, "kanban-board", "boards", original);
    await expect.poll(() => titlesIn(page, "Board")).toEqual(["Odd card"]);
    await expect(tile(page, "Odd card")).toContainText("Kept label");
    expect(await polluted(page)).toBeUndefined();

    await tile(page, "Odd card").click();
    const dialog = page.getByRole("dialog", { name: "Odd card" });
    await expect(dialog.getByRole("checkbox", { name: "Kept item" })).toBeChecked();
    expect(await polluted(page)).toBeUndefined();
  });

  test("on a task: says so, keeps the original, shows the task, pollutes nothing", async ({ page }) => {
    const original =
      '[{"id":1,"title":"Odd task","completed":false,"__proto__":{"polluted":"todo","completed":true}},' +
      '{"id":2,"title":"Plain task","completed":true}]';
    await openWithText(page, "todos", original, "/todo");
    await expectPartlyUnreadable(page, "todos", "tasks", original);
    const tasks = page.getByRole("list", { name: "Tasks" }).getByRole("listitem");
    await expect(tasks).toHaveText([/Odd task/, /Plain task/]);
    await expect(page.getByRole("checkbox", { name: "Complete Odd task" })).not.toBeChecked();
    expect(await polluted(page)).toBeUndefined();

    // Saving writes what was read; the original stays in the backup.
    await page.getByRole("checkbox", { name: "Complete Odd task" }).check();
    await expect
      .poll(() => readStorage(page, "todos"))
      .toEqual([
        { id: 1, title: "Odd task", completed: true },
        { id: 2, title: "Plain task", completed: true },
      ]);
    expect((await backupsOf(page, "todos")).map(([, text]) => text)).toEqual([original]);
  });
});
