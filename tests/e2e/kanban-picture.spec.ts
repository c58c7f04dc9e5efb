import { expect, test, type Page } from "@playwright/test";
import { dragCodeLoaded, savedCard, tile, type SavedBoard } from "./kanban-support";
import { DESKTOP_AND_PHONE, expectNoSeriousA11yViolations, namesTabReaches, openBeforeTheAppStarts, placesOf, reactErrors, seedStorage } from "./support";

// Before the app has started, the Kanban's HTML paints the stored boards (a picture, inert) where
// the page will show them; the app's page then takes its place without anything moving.

const boards: SavedBoard[] = [
  {
    id: 1,
    boardName: "Backlog",
    card: [
      savedCard(11, "Write the report", {
        tags: [
          { id: 1, tagName: "Urgent", color: "#eb5a46" },
          { id: 2, tagName: "Plain", color: "" },
        ],
        task: [
          { id: 1, task: "Outline", completed: true },
          { id: 2, task: "Draft", completed: false },
        ],
        date: "2020-01-05",
      }),
      savedCard(12, "A card whose title is long enough to wrap onto a second line on every screen"),
      savedCard(13, "Call the bank", { date: "2099-06-30", task: [{ id: 1, task: "Dial", completed: true }] }),
    ],
  },
  // More than 30 cards: the page windows the list (its tiles placed by their measured heights, 41.25 px), the picture does not.
  { id: 4, boardName: "Many", card: Array.from({ length: 40 }, (_, i) => savedCard(100 + i, `Many card ${i + 1}`)) },
  { id: 2, boardName: "", card: [savedCard(21, "Unnamed board's card")] },
  { id: 3, boardName: "Done", card: [] },
];
const texts = ["Many card 9", "Backlog", "Write the report", "Urgent", "January 05, 2020", "A card whose title", "Call the bank", "Name of Board", "Done", "No cards", "Add Board"];

/** Opens /kanban (with `query`) while the app's code is held back: what the HTML alone shows. */
const openBeforeTheApp = (page: Page, query = "") => openBeforeTheAppStarts(page, `/kanban${query}`);

for (const viewport of DESKTOP_AND_PHONE) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the stored boards show before the app has started, where the page then shows them, and work only once it has", async ({
      page,
    }) => {
      const errors = reactErrors(page);
      await seedStorage(page, { "kanban-board": boards });
      const code = await openBeforeTheApp(page);

      await expect(page.getByText("Write the report")).toBeVisible();
      await expect(page.getByText("Backlog", { exact: true })).toBeVisible();
      const picture = await placesOf(page, texts);
      expect(picture).not.toContain(null);
      await expectNoSeriousA11yViolations(page);
      // Nothing in the picture works yet, and nothing in it pretends to: Tab never reaches it, a click does nothing.
      const focused = await namesTabReaches(page, 12);
      expect(focused.filter((text) => /Write the report|Add Card|Backlog/.test(text))).toEqual([]);
      const box = (await page.getByText("Write the report").boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(/\/kanban$/);

      code.release();
      await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
      await expect(tile(page, "Write the report")).toBeVisible();
      // The app's page took the picture's place: each text once, where the picture showed it. (Shown
      // once: the pointer left resting on the tile by the click above has its dialog rendered ahead, hidden.)
      await expect(page.getByText("Write the report").filter({ visible: true })).toHaveCount(1);
      await expect(page.getByRole("region", { name: "Backlog" })).toHaveCount(1);
      // Measured once the drag code is there: the boards' row is rendered anew when it arrives.
      await dragCodeLoaded(page);
      expect(await placesOf(page, texts)).toEqual(picture);
      await tile(page, "Write the report").click();
      await expect(page.getByRole("dialog", { name: "Write the report" })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test("no picture of data the app has to repair, or of boards a filter in the address would hide", async ({ page }) => {
  // Unreadable text: the skeleton's grey boards stand in, and the app says what it found.
  await seedStorage(page, { "kanban-board": "[{not json" });
  let code = await openBeforeTheApp(page);
  await expect(page.getByText("No cards")).toHaveCount(0);
  code.release();
  await expect(page.getByText("Your saved boards could not be read.", { exact: false })).toBeVisible();

  // Partly readable (a card that is no card): the page repairs it and says so; the picture would not match.
  await page.unrouteAll();
  await seedStorage(page, { "kanban-board": [{ ...boards[0], card: [...boards[0]!.card, 42] }] });
  code = await openBeforeTheApp(page);
  await expect(page.getByText("Backlog", { exact: true })).toHaveCount(0);
  code.release();
  await expect(page.getByText("Some of your saved boards could not be read.", { exact: false })).toBeVisible();
  await expect(tile(page, "Write the report")).toBeVisible();

  // A search in the address: the page shows the matching cards only, so no picture of them all.
  await page.unrouteAll();
  await seedStorage(page, { "kanban-board": boards });
  code = await openBeforeTheApp(page, "?q=bank");
  await expect(page.getByText("Write the report")).toHaveCount(0);
  code.release();
  await expect(tile(page, "Call the bank")).toBeVisible();
  await expect(tile(page, "Write the report")).toHaveCount(0);
});

test("the picture shows stored texts as text, never as markup", async ({ page }) => {
  const name = `<img src="x" onerror="document.title='run'">`;
  await seedStorage(page, { "kanban-board": [{ id: 1, boardName: name, card: [savedCard(1, "<b>not bold</b>")] }] });
  const code = await openBeforeTheApp(page);
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText("<b>not bold</b>")).toBeVisible();
  await expect(page.locator("main img, main b")).toHaveCount(0);
  code.release();
  await expect(page.getByRole("region", { name })).toBeVisible();
  expect(await page.title()).not.toBe("run");
});

test("opened at the site's address (the installed app's start), the page goes on to the Kanban's HTML, which shows the stored boards before the app starts", async ({
  page,
}) => {
  await seedStorage(page, { "kanban-board": boards });
  await page.goto("/login");
  const entries = await page.evaluate(() => history.length);
  const code = await openBeforeTheAppStarts(page, "/?from=home#top");
  await expect(page).toHaveURL(/\/kanban\?from=home#top$/);
  await expect(page.getByText("Write the report")).toBeVisible();
  code.release();
  await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
  await expect(tile(page, "Write the report")).toBeVisible();
  // The Kanban's address replaced "/" in the history: Back goes to the page before.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
});
