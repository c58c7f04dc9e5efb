import { expect, test, type Page } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  failCodeLoadedOnDemand,
  holdCode,
  readStorage,
  RELOAD_REASON,
  seedStorage,
  sidewaysOverflow,
  TRY_AGAIN_REASON,
} from "./support";
import {
  addCard,
  board,
  cardCount,
  cardSearchField,
  dayFromToday,
  dueFilter,
  labelsFilter,
  mouseDrag,
  openKanban,
  pointIn,
  savedCard,
  storedTitles,
  tile,
  titlesIn,
  type SavedBoard,
} from "./kanban-support";

const URGENT = { id: "t1", tagName: "Ürgent", color: "#eb5a46" };
const TRAVEL = { id: "t2", tagName: "Travel", color: "#61bd4f" };
// The same name in another colour is another label.
const TRAVEL_RED = { id: "t3", tagName: "Travel", color: "#eb5a46" };

function boards(): SavedBoard[] {
  return [
    {
      id: "b1",
      boardName: "To Do",
      card: [
        savedCard("c1", "Write the Réport", { tags: [URGENT], date: dayFromToday(-2) }),
        savedCard("c2", "Buy milk", { task: [{ id: 1, task: "Call Zoé", completed: false }] }),
        savedCard("c3", "Plan trip", { tags: [TRAVEL], date: dayFromToday(3) }),
        savedCard("c4", "Fix bike"),
      ],
    },
    {
      id: "b2",
      boardName: "Doing",
      card: [
        savedCard("c5", "report draft", { tags: [TRAVEL_RED], date: dayFromToday(20) }),
        savedCard("c6", "Cafe order", { date: dayFromToday(7) }),
      ],
    },
    {
      id: "b3",
      boardName: "Done",
      // Past its day, but every checklist item is done: not overdue (as its badge says).
      card: [savedCard("c7", "Old thing", { date: dayFromToday(-5), task: [{ id: 1, task: "x", completed: true }] })],
    },
  ];
}

const shown = async (page: Page) => ({
  "To Do": await titlesIn(page, "To Do"),
  Doing: await titlesIn(page, "Doing"),
  Done: await titlesIn(page, "Done"),
});

async function chooseLabel(page: Page, name: string | RegExp) {
  await labelsFilter(page).click();
  await page.getByRole("menuitemcheckbox", { name }).click();
  await page.keyboard.press("Escape");
}

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("Kanban search and filters", () => {
  test("finds cards by title, label name and checklist text, ignoring case and accents", async ({ page }) => {
    await openKanban(page, boards());
    await cardSearchField(page).fill("REPORT");
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Write the Réport"], Doing: ["report draft"], Done: [] });
    await expect(cardCount(page)).toHaveText("2 of 7 cards");
    // Boards keep their place; one without a match says so.
    await expect(board(page, "Done").getByText("No matching cards")).toBeVisible();
    await expect(page.getByRole("region")).toHaveCount(3);
    // The match is marked in the titles, accents and case as they are.
    await expect(tile(page, "Write the Réport").locator("mark")).toHaveText("Réport");
    await expect(tile(page, "report draft").locator("mark")).toHaveText("report");

    // A label's name (accents aside); nothing is marked in the title then.
    await cardSearchField(page).fill("urgent");
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Write the Réport"], Doing: [], Done: [] });
    await expect(page.locator("mark")).toHaveCount(0);
    await expect(board(page, "Doing").getByText("No matching cards")).toBeVisible();

    // A checklist item's text.
    await cardSearchField(page).fill("zoe");
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Buy milk"], Doing: [], Done: [] });
    await expect(cardCount(page)).toHaveText("1 of 7 cards");

    await cardSearchField(page).fill("café");
    await expect.poll(() => shown(page)).toEqual({ "To Do": [], Doing: ["Cafe order"], Done: [] });
    await expect(tile(page, "Cafe order").locator("mark")).toHaveText("Cafe");

    // Nothing filtered: no count, every card, no marks.
    await cardSearchField(page).fill("  ");
    await expect.poll(() => shown(page)).toEqual({
      "To Do": ["Write the Réport", "Buy milk", "Plan trip", "Fix bike"],
      Doing: ["report draft", "Cafe order"],
      Done: ["Old thing"],
    });
    await expect(cardCount(page)).toHaveCount(0);
    await expect(page.locator("mark")).toHaveCount(0);
  });

  test("while filtered, a board's count says how many of its cards show, and deleting it says how many went", async ({ page }) => {
    await openKanban(page, boards());
    await expect(board(page, "To Do").getByText("4 cards", { exact: true })).toBeAttached();
    await cardSearchField(page).fill("report");
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Write the Réport"], Doing: ["report draft"], Done: [] });
    await expect(board(page, "To Do").getByText("1 of 4 cards", { exact: true })).toBeAttached();
    await expect(board(page, "To Do").getByText("1 of 4", { exact: true })).toBeVisible();
    await expect(board(page, "Done").getByText("0 of 1 card", { exact: true })).toBeAttached();

    await page.getByRole("button", { name: "Board actions for To Do" }).click();
    await page.getByRole("menuitem", { name: "Delete Board" }).click();
    await expect(page.getByRole("status", { name: "Board deleted with its 4 cards" })).toBeVisible();
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["Doing", "Done"]);
  });

  test("label and due filters, and how they combine with the text", async ({ page }) => {
    await openKanban(page, boards());
    await labelsFilter(page).click();
    // Each label in use once, by name and colour: the two Travel labels are two.
    const items = page.getByRole("menuitemcheckbox");
    await expect(items).toHaveText(["Ürgent", "Travel", "Travel"]);
    await expect(items.nth(0)).toHaveAccessibleName("Ürgent");
    await expect(items.nth(1)).toHaveAccessibleName("Travel, Green");
    await expect(items.nth(2)).toHaveAccessibleName("Travel, Red");
    await page.getByRole("menuitemcheckbox", { name: "Ürgent" }).click();
    // Several may be chosen: the menu stays open.
    await page.getByRole("menuitemcheckbox", { name: "Travel, Green" }).click();
    await expect(page.getByRole("menuitemcheckbox", { name: "Travel, Green" })).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Escape");
    await expect(labelsFilter(page)).toHaveText("Labels: Ürgent, Travel");
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Write the Réport", "Plan trip"], Doing: [], Done: [] });
    await expect(cardCount(page)).toHaveText("2 of 7 cards");

    // Due filter combines: overdue AND one of the labels.
    await dueFilter(page).selectOption({ label: "Overdue" });
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Write the Réport"], Doing: [], Done: [] });
    await dueFilter(page).selectOption({ label: "Due in the next 7 days" });
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Plan trip"], Doing: [], Done: [] });
    // And the text too: nothing has "trip" and "report".
    await cardSearchField(page).fill("report");
    await expect.poll(() => shown(page)).toEqual({ "To Do": [], Doing: [], Done: [] });
    await expect(cardCount(page)).toHaveText("0 of 7 cards");

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(cardSearchField(page)).toHaveValue("");
    await expect(labelsFilter(page)).toHaveText("Labels");
    await expect(dueFilter(page)).toHaveValue("");
    await expect(page.getByRole("button", { name: "Clear filters" })).toHaveCount(0);
    await expect.poll(async () => (await shown(page))["To Do"].length).toBe(4);

    // Alone: each due filter.
    await dueFilter(page).selectOption({ label: "Overdue" });
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Write the Réport"], Doing: [], Done: [] });
    await dueFilter(page).selectOption({ label: "Due in the next 7 days" });
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Plan trip"], Doing: ["Cafe order"], Done: [] });
    await dueFilter(page).selectOption({ label: "No due date" });
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Buy milk", "Fix bike"], Doing: [], Done: [] });
    await chooseLabel(page, "Travel, Red");
    await expect.poll(() => shown(page)).toEqual({ "To Do": [], Doing: [], Done: [] });
  });

  test("the filter is in the URL: a reload reopens the same view", async ({ page }) => {
    await openKanban(page, boards());
    await cardSearchField(page).fill("report");
    await cardSearchField(page).press("Enter");
    await chooseLabel(page, "Travel, Red");
    await dueFilter(page).selectOption({ label: "Due in the next 7 days" });
    await expect(page).toHaveURL(/\/kanban\?q=report&label=Travel%7C%23eb5a46&due=week$/);
    await dueFilter(page).selectOption({ label: "Any due date" });
    await expect(page).toHaveURL(/\/kanban\?q=report&label=Travel%7C%23eb5a46$/);
    await expect.poll(() => shown(page)).toEqual({ "To Do": [], Doing: ["report draft"], Done: [] });

    await page.reload();
    await expect(cardSearchField(page)).toHaveValue("report");
    await expect(labelsFilter(page)).toHaveText("Labels: Travel");
    await expect.poll(() => shown(page)).toEqual({ "To Do": [], Doing: ["report draft"], Done: [] });
    await expect(cardCount(page)).toHaveText("1 of 7 cards");
  });

  test("a freshly opened link reopens the view it holds, leaving out what the address cannot hold", async ({ page, context }) => {
    await openKanban(page, boards());
    const fresh = await context.newPage();
    await fresh.goto("/kanban?q=MILK&due=none");
    await expect(cardSearchField(fresh)).toHaveValue("MILK");
    await expect(dueFilter(fresh)).toHaveValue("none");
    await expect.poll(() => shown(fresh)).toEqual({ "To Do": ["Buy milk"], Doing: [], Done: [] });
    await expect(cardCount(fresh)).toHaveText("1 of 7 cards");
    await expect(tile(fresh, "Buy milk").locator("mark")).toHaveText("milk");

    // What the address cannot hold is left out: the page opens, unfiltered by it.
    await fresh.goto("/kanban?due=someday&label=nobar&label=Gone%7C%23000");
    await expect.poll(async () => (await shown(fresh))["To Do"].length).toBe(4);
    await expect(cardCount(fresh)).toHaveCount(0);
  });

  test("Back steps through committed changes, not through keystrokes", async ({ page }) => {
    await openKanban(page, boards());
    const field = cardSearchField(page);
    await field.pressSequentially("milk");
    await field.press("Enter");
    await expect(page).toHaveURL(/\?q=milk$/);
    await field.fill("");
    await field.pressSequentially("report");
    await page.getByRole("heading", { name: "Kanban", level: 1 }).click();
    await expect(page).toHaveURL(/\?q=report$/);
    await dueFilter(page).selectOption({ label: "Overdue" });
    await expect(page).toHaveURL(/\?q=report&due=overdue$/);
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Write the Réport"], Doing: [], Done: [] });

    await page.goBack();
    await expect(page).toHaveURL(/\?q=report$/);
    await expect(dueFilter(page)).toHaveValue("");
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Write the Réport"], Doing: ["report draft"], Done: [] });
    await page.goBack();
    await expect(page).toHaveURL(/\?q=milk$/);
    await expect(field).toHaveValue("milk");
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Buy milk"], Doing: [], Done: [] });
    await page.goBack();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(field).toHaveValue("");
    await page.goForward();
    await expect(field).toHaveValue("milk");
  });

  test("Escape clears the field, then leaves it; / comes back to it", async ({ page }) => {
    await openKanban(page, boards());
    await cardSearchField(page).fill("milk");
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Buy milk"], Doing: [], Done: [] });
    await cardSearchField(page).press("Escape");
    await expect(cardSearchField(page)).toHaveValue("");
    await expect(cardSearchField(page)).toBeFocused();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect.poll(async () => (await shown(page))["To Do"].length).toBe(4);
    await cardSearchField(page).press("Escape");
    await expect(cardSearchField(page)).not.toBeFocused();
    await page.keyboard.press("/");
    await expect(cardSearchField(page)).toBeFocused();
    await expect(cardSearchField(page)).toHaveValue("");
  });

  test("a card added while the filter hides it is added, and the page says so", async ({ page }) => {
    await openKanban(page, boards());
    await cardSearchField(page).fill("milk");
    await addCard(page, "Doing", "Call the plumber");
    await expect(page.getByRole("status").filter({ hasText: "Added “Call the plumber”; it is hidden by the filter." })).toBeVisible();
    await expect.poll(async () => (await storedTitles(page)).Doing).toEqual(["report draft", "Cafe order", "Call the plumber"]);
    await expect.poll(() => titlesIn(page, "Doing")).toEqual([]);
    await expect(cardCount(page)).toHaveText("1 of 8 cards");

    // One the filter shows: it shows, and nothing is said.
    await addCard(page, "Doing", "Oat milk");
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Oat milk"]);
    await expect(page.getByText(/it is hidden by the filter/)).toHaveCount(0);

    // A label filter hides a new card (it has no label), whatever its title.
    await page.getByRole("button", { name: "Clear filters" }).click();
    await chooseLabel(page, "Ürgent");
    await addCard(page, "Doing", "Report again");
    await expect(page.getByText("Added “Report again”; it is hidden by the filter.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByText(/it is hidden by the filter/)).toHaveCount(0);
    await expect.poll(async () => (await titlesIn(page, "Doing")).at(-1)).toBe("Report again");
  });

  test("a drag while filtered lands between the two shown cards it was dropped between", async ({ page }) => {
    const many: SavedBoard[] = [
      {
        id: "b1",
        boardName: "To Do",
        card: ["Task A", "hidden 1", "Task B", "hidden 2", "hidden 3", "Task C", "hidden 4"].map((title, i) => savedCard(`a${i}`, title)),
      },
      { id: "b2", boardName: "Doing", card: [savedCard("d1", "hidden 5"), savedCard("d2", "Task D")] },
      { id: "b3", boardName: "Done", card: [savedCard("e1", "hidden 6")] },
    ];
    await openKanban(page, many);
    await cardSearchField(page).fill("task");
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Task A", "Task B", "Task C"]);

    // Task D from Doing, dropped between Task B and Task C: after hidden 2 and 3, right before Task C.
    await mouseDrag(page, tile(page, "Task D"), await pointIn(tile(page, "Task C"), "top"));
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Task A", "Task B", "Task D", "Task C"]);
    await expect
      .poll(async () => (await storedTitles(page))["To Do"])
      .toEqual(["Task A", "hidden 1", "Task B", "hidden 2", "hidden 3", "Task D", "Task C", "hidden 4"]);

    // Within a board: Task A dropped below Task C, the last shown card.
    await mouseDrag(page, tile(page, "Task A"), await pointIn(tile(page, "Task C"), "bottom"));
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Task B", "Task D", "Task C", "Task A"]);
    await expect
      .poll(async () => (await storedTitles(page))["To Do"])
      .toEqual(["hidden 1", "Task B", "hidden 2", "hidden 3", "Task D", "Task C", "hidden 4", "Task A"]);

    // Into a board whose cards are all hidden: at its end.
    await mouseDrag(page, tile(page, "Task B"), await pointIn(board(page, "Done"), "center"));
    await expect.poll(() => titlesIn(page, "Done")).toEqual(["Task B"]);
    await expect.poll(async () => (await storedTitles(page)).Done).toEqual(["hidden 6", "Task B"]);
    const stored = await readStorage<SavedBoard[]>(page, "kanban-board");
    expect(stored?.flatMap((b) => b.card).length).toBe(10);
  });

  test("at 375 px the bar wraps without sideways scrolling; axe with filters on and the labels menu open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openKanban(page, boards());
    await cardSearchField(page).fill("report");
    await chooseLabel(page, "Travel, Red");
    await dueFilter(page).selectOption({ label: "No due date" });
    await expect(cardCount(page)).toHaveText("0 of 7 cards");
    await expect(page.getByRole("button", { name: "Clear filters" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await labelsFilter(page).click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("dark theme: axe with a match marked and the menu open", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openKanban(page, boards());
    await cardSearchField(page).fill("report");
    await expect(tile(page, "report draft").locator("mark")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await labelsFilter(page).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("filters 5,000 cards as the user types", async ({ page }) => {
    const many: SavedBoard[] = Array.from({ length: 5 }, (_, b) => ({
      id: `b${b}`,
      boardName: `Board ${b + 1}`,
      card: Array.from({ length: 1000 }, (_, i) => savedCard(`c${b}-${i}`, i % 250 === 7 ? `Réunion ${b}-${i}` : `Card ${b}-${i}`)),
    }));
    await openKanban(page, many);
    await cardSearchField(page).pressSequentially("reunion");
    await expect(cardCount(page)).toHaveText("20 of 5000 cards");
    await expect.poll(() => titlesIn(page, "Board 1")).toEqual(["Réunion 0-7", "Réunion 0-257", "Réunion 0-507", "Réunion 0-757"]);
    await cardSearchField(page).press("Escape");
    await expect(cardCount(page)).toHaveCount(0);
  });
});

const FILTER_NOT_LOADED = `Not filtered: ${TRY_AGAIN_REASON}`;

test.describe("Kanban filters before their code is here", () => {
  // The code file is held back with page.route, which never sees what a service worker answers.
  test.use({ serviceWorkers: "block" });

  test("a search typed while the filtering code is on its way says Filtering…, then filters", async ({ page }) => {
    const code = await holdCode(page, "kanban-filter-code");
    await openKanban(page, boards());
    await cardSearchField(page).fill("report");
    await expect(page.getByRole("status").filter({ hasText: "Filtering…" })).toBeVisible();
    code.release();
    await expect(cardCount(page)).toHaveText("2 of 7 cards");
    await expect.poll(() => shown(page)).toEqual({ "To Do": ["Write the Réport"], Doing: ["report draft"], Done: [] });
  });

  test("a search when the filtering code cannot be fetched says why every card still shows, and filters once reloaded", async ({
    page,
  }) => {
    const network = await failCodeLoadedOnDemand(page, "/kanban");
    // Not openKanban: it waits for the drag code, which fails here too.
    await seedStorage(page, { "kanban-board": boards() });
    await page.goto("/kanban");
    await expect(page.getByRole("region")).toHaveCount(3);
    await cardSearchField(page).fill("report");
    await expect(page.getByRole("status").filter({ hasText: FILTER_NOT_LOADED })).toBeVisible();
    expect((await shown(page))["To Do"]).toHaveLength(4);
    await expectNoSeriousA11yViolations(page);
    network.restore();
    // The next change of the filter asks for the code again: the browser keeps the failure, and the page says to reload.
    await cardSearchField(page).press("Backspace");
    await expect(page.getByRole("status").filter({ hasText: `Not filtered: ${RELOAD_REASON}` })).toBeVisible();
    await page.reload();
    await expect(cardSearchField(page)).toHaveValue("repor");
    await expect(cardCount(page)).toHaveText("2 of 7 cards");
    await expect(page.getByRole("status").filter({ hasText: "Not filtered" })).toHaveCount(0);
  });
});

test.describe("due filters at local midnight, with the page open", () => {
  // The day turns at local midnight, not at UTC's (23:58 here is 10:58 UTC, the next day).
  test.use({ timezoneId: "Pacific/Pago_Pago" });
  const LATE_ON_MARCH_10 = new Date("2026-03-11T10:58:00Z");
  const dated = (): SavedBoard[] => [
    {
      id: "b1",
      boardName: "To Do",
      card: [
        savedCard("c1", "Due today", { date: "2026-03-10" }),
        savedCard("c2", "Due in eight days", { date: "2026-03-18" }),
        savedCard("c3", "Long overdue", { date: "2026-03-01" }),
        savedCard("c4", "No date"),
      ],
    },
  ];

  test("Overdue takes in the card whose day has just passed", async ({ page }) => {
    await page.clock.install({ time: LATE_ON_MARCH_10 });
    await seedStorage(page, { "kanban-board": dated() });
    await page.goto("/kanban?due=overdue");
    await expect(cardCount(page)).toHaveText("1 of 4 cards");
    await expect(tile(page, "Long overdue")).toBeVisible();
    await expect(tile(page, "Due today")).toHaveCount(0);

    await page.clock.runFor("03:00");
    await expect(cardCount(page)).toHaveText("2 of 4 cards");
    await expect(tile(page, "Due today")).toBeVisible();
  });

  test("Due in the next 7 days moves on a day: today's card leaves it, the card 8 days off comes in", async ({ page }) => {
    await page.clock.install({ time: LATE_ON_MARCH_10 });
    await seedStorage(page, { "kanban-board": dated() });
    await page.goto("/kanban?due=week");
    await expect(cardCount(page)).toHaveText("1 of 4 cards");
    await expect(tile(page, "Due today")).toBeVisible();

    await page.clock.runFor("03:00");
    await expect(tile(page, "Due in eight days")).toBeVisible();
    await expect(tile(page, "Due today")).toHaveCount(0);
    await expect(cardCount(page)).toHaveText("1 of 4 cards");
  });
});
