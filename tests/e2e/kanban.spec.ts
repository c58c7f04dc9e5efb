import { expect, test, type Page } from "@playwright/test";
import {
  addCard,
  bigBoards,
  board,
  cardSearchField,
  openKanban,
  savedCard,
  scrollHints,
  storedTitles,
  threeBoards,
  tile,
  titlesIn,
  type SavedBoard,
} from "./kanban-support";
import {
  chooseCandidateAsSafari,
  endPrint,
  expectNoSeriousA11yViolations,
  failCodeLoadedOnDemand,
  fillStorageToQuota,
  freeStorage,
  holdCode,
  readStorage,
  RELOAD_REASON,
  scrollBoxesIn,
  seedStorage,
  sidewaysOverflow,
  startPrint,
  storageKeys,
  TRY_AGAIN_REASON,
} from "./support";
import { expectTheme } from "./theme-support";
import { undoButton } from "./undo-support";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function isoDay(offsetDays: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test.describe("Kanban boards", () => {
  test("shows each board as a region named by its board name, with its card count", async ({ page }) => {
    await openKanban(page, threeBoards());
    await expect(page.getByRole("region")).toHaveCount(3);
    await expect(board(page, "To Do").getByText("3 cards")).toBeAttached();
    await expect(board(page, "Doing").getByText("2 cards")).toBeAttached();
    await expect(board(page, "Done").getByText("0 cards")).toBeAttached();
    await expect(board(page, "To Do").getByRole("heading", { level: 2, name: "To Do" })).toBeVisible();
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Bravo", "Charlie"]);
  });

  test("the Enter that chooses an input method's candidate, in Safari's order, adds no card or board", async ({ page }) => {
    await openKanban(page, threeBoards());
    const scope = board(page, "Doing");
    await scope.getByRole("button", { name: "Add Card" }).click();
    const cardField = scope.getByPlaceholder("Enter Card Title");
    await cardField.focus();
    await chooseCandidateAsSafari(page, "かいぎ", "会議");
    await expect(cardField).toHaveValue("会議");
    await cardField.press("Enter");
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Echo", "会議"]);

    await page.getByRole("button", { name: "Add Board" }).click();
    const boardField = page.getByPlaceholder("Enter Board Name");
    await boardField.focus();
    await chooseCandidateAsSafari(page, "ぼーど", "ボード");
    await expect(boardField).toHaveValue("ボード");
    await expect(page.getByRole("region")).toHaveCount(3);
    await boardField.press("Enter");
    await expect(board(page, "ボード")).toBeVisible();
  });

  test("adds a board from the Add Board form, and a blank name adds nothing", async ({ page }) => {
    await openKanban(page, threeBoards());
    await page.getByRole("button", { name: "Add Board" }).click();
    await page.getByPlaceholder("Enter Board Name").fill("  Review  ");
    await page.getByRole("button", { name: "Add", exact: true }).click();

    await expect(board(page, "Review")).toBeVisible();
    await expect(page.getByPlaceholder("Enter Board Name")).toHaveCount(0); // the form closes after submit
    await expect(page.getByRole("button", { name: "Add Board" })).toBeVisible();
    // Stored right after the frame that shows it.
    await expect.poll(() => readStorage<SavedBoard[]>(page, "kanban-board")).toHaveLength(4);
    const stored = (await readStorage<SavedBoard[]>(page, "kanban-board"))!;
    expect(stored[3]).toEqual({ id: expect.stringMatching(UUID), boardName: "Review", card: [] });

    await page.getByRole("button", { name: "Add Board" }).click();
    await page.getByPlaceholder("Enter Board Name").fill("   ");
    await page.getByPlaceholder("Enter Board Name").press("Enter");
    await expect(page.getByPlaceholder("Enter Board Name")).toHaveCount(0);
    await expect(page.getByRole("region")).toHaveCount(4);
    await expect.poll(() => readStorage<SavedBoard[]>(page, "kanban-board")).toHaveLength(4);
  });

  test("adds a card at the end of a board, and a blank title adds nothing", async ({ page }) => {
    await openKanban(page, threeBoards());
    const doing = board(page, "Doing");
    await doing.getByRole("button", { name: "Add Card" }).click();
    await doing.getByPlaceholder("Enter Card Title").fill("Foxtrot");
    await doing.getByPlaceholder("Enter Card Title").press("Enter");

    await expect(tile(doing, "Foxtrot")).toBeVisible();
    await expect(doing.getByPlaceholder("Enter Card Title")).toHaveCount(0);
    await expect(doing.getByText("3 cards")).toBeAttached();
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Echo", "Foxtrot"]);
    await expect.poll(async () => (await readStorage<SavedBoard[]>(page, "kanban-board"))?.[1]?.card).toHaveLength(3);
    const stored = (await readStorage<SavedBoard[]>(page, "kanban-board"))!;
    expect(stored[1]!.card[2]).toEqual({ id: expect.stringMatching(UUID), title: "Foxtrot", tags: [], task: [], date: "" });

    await doing.getByRole("button", { name: "Add Card" }).click();
    await doing.getByPlaceholder("Enter Card Title").fill("  ");
    await doing.getByRole("button", { name: "Add", exact: true }).click();
    await expect(doing.getByPlaceholder("Enter Card Title")).toHaveCount(0);
    await expect(doing.getByText("3 cards")).toBeAttached();
    expect((await storedTitles(page)).Doing).toEqual(["Delta", "Echo", "Foxtrot"]);
  });

  test("renames a board in place: Enter and leaving the input save, Escape cancels", async ({ page }) => {
    await openKanban(page, threeBoards());
    await board(page, "To Do").getByRole("button", { name: "To Do", exact: true }).click();
    await page.getByRole("textbox", { name: "Board name" }).fill("Backlog");
    await page.getByRole("textbox", { name: "Board name" }).press("Enter");
    await expect(board(page, "Backlog")).toBeVisible();
    await expect(board(page, "Backlog").getByRole("button", { name: "Backlog", exact: true })).toBeFocused();

    await board(page, "Doing").getByRole("button", { name: "Doing", exact: true }).click();
    await page.getByRole("textbox", { name: "Board name" }).fill("In progress");
    await page.getByRole("heading", { level: 1, name: "Kanban" }).click(); // leaving the input saves
    await expect(board(page, "In progress")).toBeVisible();

    await board(page, "Done").getByRole("button", { name: "Done", exact: true }).click();
    await page.getByRole("textbox", { name: "Board name" }).fill("Never mind");
    await page.getByRole("textbox", { name: "Board name" }).press("Escape");
    await expect(board(page, "Done")).toBeVisible();
    await expect(board(page, "Never mind")).toHaveCount(0);

    expect(Object.keys(await storedTitles(page))).toEqual(["Backlog", "In progress", "Done"]);
    await page.reload();
    await expect(board(page, "Backlog")).toBeVisible();
  });

  test("the board name is reachable by keyboard, and an empty name shows Name of Board", async ({ page }) => {
    await openKanban(page, threeBoards());
    await board(page, "Done").getByRole("button", { name: "Done", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("textbox", { name: "Board name" }).fill("");
    await page.keyboard.press("Enter");
    await expect(board(page, "Name of Board")).toBeVisible();
    await expect(board(page, "Name of Board").getByRole("heading", { name: "Name of Board" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Move board Name of Board" })).toBeVisible();
    await expect.poll(async () => (await readStorage<SavedBoard[]>(page, "kanban-board"))?.[2]?.boardName).toBe("");
    // Editing the empty name again: the input is empty, with Name of Board as its placeholder.
    await board(page, "Name of Board").getByRole("button", { name: "Name of Board", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Board name" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Board name" })).toHaveAttribute("placeholder", "Name of Board");
  });

  test("deletes an empty board from its menu at once", async ({ page }) => {
    await openKanban(page, threeBoards());
    await page.getByRole("button", { name: "Board actions for Done" }).click();
    await page.getByRole("menuitem", { name: "Delete Board" }).click();
    await expect(board(page, "Done")).toHaveCount(0);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    // The board leaves the screen at once (optimistic); the save lands a moment later.
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["To Do", "Doing"]);
  });

  test("Tab leaves the board menu: it closes and focus moves on from its button", async ({ page }) => {
    await openKanban(page, threeBoards());
    const menuButton = page.getByRole("button", { name: "Board actions for To Do" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Delete Board" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(tile(board(page, "To Do"), "Alpha")).toBeFocused();

    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Delete Board" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(board(page, "To Do").getByRole("button", { name: "To Do", exact: true })).toBeFocused();
    expect(Object.keys(await storedTitles(page))).toEqual(["To Do", "Doing", "Done"]);
  });

  test("deletes a board with its cards at once; the toast's Undo puts it back in its place", async ({ page }) => {
    await openKanban(page, threeBoards());
    const before = await readStorage<SavedBoard[]>(page, "kanban-board");
    await page.getByRole("button", { name: "Board actions for Doing" }).click();
    await page.getByRole("menuitem", { name: "Delete Board" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(board(page, "Doing")).toHaveCount(0);
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["To Do", "Done"]);
    await page.getByRole("status", { name: "Board deleted" }).getByRole("button", { name: "Undo" }).click();
    await expect(board(page, "Doing")).toBeVisible();
    await expect.poll(() => readStorage<SavedBoard[]>(page, "kanban-board")).toEqual(before);
    // The page stays usable after the dialog (no stuck pointer lock).
    await board(page, "Done").getByRole("button", { name: "Add Card" }).click();
    await expect(board(page, "Done").getByPlaceholder("Enter Card Title")).toBeFocused();
  });
});

test.describe("Kanban card tiles", () => {
  const saved: SavedBoard[] = [
    {
      id: 1,
      boardName: "Work",
      card: [
        savedCard(1, "Overdue card", {
          tags: [
            { id: 1, tagName: "backend", color: "#0079bf" },
            { id: 2, tagName: "sunny", color: "#f2d600" },
          ],
          task: [
            { id: 1, task: "one", completed: true },
            { id: 2, task: "two", completed: false },
            { id: 3, task: "three", completed: false },
          ],
          date: isoDay(-3),
        }),
        savedCard(2, "Finished card", {
          task: [{ id: 1, task: "only", completed: true }],
          date: isoDay(-3),
        }),
        savedCard(3, "Plain card"),
        savedCard(4, "Future card", { date: "2099-01-05" }),
      ],
    },
  ];

  test("shows labels on their colour with readable text", async ({ page }) => {
    await openKanban(page, saved);
    const card = tile(page, "Overdue card");
    await expect(card).toContainText("backend");
    await expect(card).toContainText("sunny");
    const colours = async (text: string) =>
      card.getByText(new RegExp(`^${text}`)).evaluate((chip) => {
        const style = getComputedStyle(chip);
        return [style.backgroundColor, style.color];
      });
    expect(await colours("backend")).toEqual(["rgb(0, 121, 191)", "rgb(255, 255, 255)"]);
    expect(await colours("sunny")).toEqual(["rgb(242, 214, 0)", "rgb(0, 0, 0)"]);
  });

  test("shows the checklist count only when the card has tasks", async ({ page }) => {
    await openKanban(page, saved);
    await expect(tile(page, "Overdue card")).toContainText("1/3");
    await expect(tile(page, "Overdue card")).toHaveAccessibleName(/1 of 3 tasks done/);
    await expect(tile(page, "Finished card")).toHaveAccessibleName(/1 of 1 tasks done/);
    await expect(tile(page, "Plain card")).not.toHaveAccessibleName(/tasks done/);
    await expect(tile(page, "Plain card")).not.toContainText("/");
  });

  test("shows a date badge: red when overdue, green when every task is done", async ({ page }) => {
    await openKanban(page, saved);
    await expect(tile(page, "Future card")).toContainText("January 05, 2099");
    await expect(tile(page, "Future card")).not.toHaveAccessibleName(/overdue/);
    await expect(tile(page, "Overdue card")).toHaveAccessibleName(/overdue/);
    await expect(tile(page, "Finished card")).toHaveAccessibleName(/all tasks done/);
    await expect(tile(page, "Finished card")).not.toHaveAccessibleName(/overdue/);
    await expect(tile(page, "Plain card")).not.toHaveAccessibleName(/Due/);
    // The date badge's colour: the coloured box around the date text, read as RGB (theme colours may be oklch).
    const badgeColour = (title: string) =>
      tile(page, title).evaluate((card) => {
        const box = Array.from(card.querySelectorAll("span")).find(
          (span) => /\d{4}/.test(span.textContent ?? "") && getComputedStyle(span).backgroundColor !== "rgba(0, 0, 0, 0)",
        );
        const context = document.createElement("canvas").getContext("2d")!;
        context.fillStyle = box ? getComputedStyle(box).backgroundColor : "transparent";
        context.fillRect(0, 0, 1, 1);
        return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
      });
    const [red, green] = [await badgeColour("Overdue card"), await badgeColour("Finished card")];
    expect(red[0]).toBeGreaterThan(red[1]! * 2); // mostly red
    expect(green[1]).toBeGreaterThan(green[0]!); // mostly green
  });

  test("a tile's name says its parts with a pause between each and nothing after the last", async ({ page }) => {
    const labelled = savedCard(5, "Labelled card", { tags: [{ id: 1, tagName: "urgent", color: "#eb5a46" }] });
    await openKanban(page, [{ ...saved[0]!, card: [...saved[0]!.card, labelled] }]);
    const day = String.raw`Due [A-Z][a-z]+ \d{2}, \d{4}`;
    await expect(tile(page, "Labelled card")).toHaveAccessibleName("Labelled card, Labels: urgent");
    await expect(tile(page, "Plain card")).toHaveAccessibleName("Plain card");
    await expect(tile(page, "Future card")).toHaveAccessibleName("Future card, Due January 05, 2099");
    await expect(tile(page, "Overdue card")).toHaveAccessibleName(
      new RegExp(`^Overdue card, Labels: backend, sunny, 1 of 3 tasks done, ${day}, overdue$`),
    );
    await expect(tile(page, "Finished card")).toHaveAccessibleName(new RegExp(`^Finished card, 1 of 1 tasks done, ${day}, all tasks done$`));
  });

  test("a stored date no day can be read from is shown as it is, with a cue, and the tile's name says so", async ({ page }) => {
    const odd = savedCard(6, "Odd date card", { date: "2026-3-9", task: [{ id: 1, task: "Done", completed: true }] });
    const long = savedCard(7, "Long date card", { date: "x".repeat(5000) });
    await openKanban(page, [{ ...saved[0]!, card: [...saved[0]!.card, odd, long] }]);
    const hint = "Not a date the app can read: open the card to choose a day";
    await expect(tile(page, "Odd date card")).toHaveAccessibleName("Odd date card, 1 of 1 tasks done, Due 2026-3-9, not a date the app can read");
    await expect(tile(page, "Odd date card").getByTitle(hint)).toHaveText("2026-3-9");
    // Only its start: the tile keeps its width.
    await expect(tile(page, "Long date card").getByTitle(hint)).toHaveText(`${"x".repeat(100)}…`);
    const [tileBox, boardBox] = [await tile(page, "Long date card").boundingBox(), await page.getByRole("region", { name: "Work", exact: true }).boundingBox()];
    expect(tileBox!.x + tileBox!.width).toBeLessThanOrEqual(boardBox!.x + boardBox!.width);
    // A readable day has no such cue.
    await expect(tile(page, "Future card").getByTitle(hint)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoSeriousA11yViolations(page);
  });

  test("click or Enter on a tile opens the card's address", async ({ page }) => {
    await openKanban(page, saved);
    await tile(page, "Plain card").click();
    await expect(page).toHaveURL(/\/kanban\/cards\/3$/);
    await page.goBack();
    await tile(page, "Future card").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/kanban\/cards\/4$/);
  });

  test("a tile is one focusable control with the card title in its name and no control inside", async ({ page }) => {
    await openKanban(page, saved);
    const card = tile(page, "Overdue card");
    await expect(card).toHaveAttribute("tabindex", "0");
    await expect(card).toHaveAccessibleName(/^Overdue card/);
    await expect(card.locator("button, a, input, [tabindex]")).toHaveCount(0);
  });
});

test.describe("Kanban saved data", () => {
  test("loads the original product's data unchanged: no date, colour \"\", numeric ids", async ({ page }) => {
    const original = [
      {
        id: 1700000000000,
        boardName: "Old board",
        card: [
          { id: 1700000000001, title: "Old card", tags: [{ id: 5, tagName: "plain", color: "" }], task: [] },
          { id: "x-2", title: "With tasks", tags: [], task: [{ id: 1, task: "t", completed: false }] },
        ],
      },
    ];
    await openKanban(page, original);
    const raw = await page.evaluate(() => localStorage.getItem("kanban-board"));
    const oldBoard = board(page, "Old board");
    await expect(tile(oldBoard, "Old card")).toContainText("plain");
    await expect(tile(oldBoard, "Old card")).not.toHaveAccessibleName(/Due/);
    await expect(tile(oldBoard, "With tasks")).toContainText("0/1");
    await expect(oldBoard.getByText("2 cards")).toBeAttached();
    expect(raw).toBe(JSON.stringify(original)); // reading changes nothing

    await tile(oldBoard, "Old card").click();
    await expect(page).toHaveURL(/\/kanban\/cards\/1700000000001$/);
    await page.goBack();

    await oldBoard.getByRole("button", { name: "Add Card" }).click();
    await oldBoard.getByPlaceholder("Enter Card Title").fill("New card");
    await oldBoard.getByPlaceholder("Enter Card Title").press("Enter");
    await expect(tile(oldBoard, "New card")).toBeVisible();
    await expect.poll(async () => (await readStorage<SavedBoard[]>(page, "kanban-board"))?.[0]?.card).toHaveLength(3);
    const stored = (await readStorage<SavedBoard[]>(page, "kanban-board"))!;
    expect(stored[0]!.id).toBe(1700000000000);
    // Old cards keep their fields; the storage layer writes an unset date as "" (the original's own format).
    expect(stored[0]!.card[0]).toEqual({ ...original[0]!.card[0], date: "" });
    expect(stored[0]!.card[2]).toMatchObject({ title: "New card", tags: [], task: [], date: "" });
  });

  test("persists boards, cards and their order across a reload", async ({ page }) => {
    await openKanban(page, threeBoards());
    await board(page, "Done").getByRole("button", { name: "Add Card" }).click();
    await board(page, "Done").getByPlaceholder("Enter Card Title").fill("Golf");
    await board(page, "Done").getByPlaceholder("Enter Card Title").press("Enter");
    await expect(tile(board(page, "Done"), "Golf")).toBeVisible();
    // The tile shows at once, while it is saved: reload only once it is stored.
    await expect.poll(async () => (await storedTitles(page)).Done).toEqual(["Golf"]);
    await page.reload();
    await expect(tile(board(page, "Done"), "Golf")).toBeVisible();
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(await storedTitles(page)).toEqual({ "To Do": ["Alpha", "Bravo", "Charlie"], Doing: ["Delta", "Echo"], Done: ["Golf"] });
  });

  test("keeps unreadable kanban-board data under a backup key and says so", async ({ page }) => {
    const broken = '[{"id":1,"boardName":"Half';
    await seedStorage(page, { "kanban-board": broken });
    await page.goto("/kanban");
    await expect(page.getByRole("alert")).toContainText("could not be read");
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    const backups = (await storageKeys(page)).filter((key) => /^kanban-board\.unreadable\./.test(key));
    expect(backups).toHaveLength(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), backups[0]!)).toBe(broken);
    await expect(page.getByRole("alert")).toContainText(backups[0]!);

    // The page still works, and adding a board does not lose the backup.
    await page.getByRole("button", { name: "Add Board" }).click();
    await page.getByPlaceholder("Enter Board Name").fill("Fresh");
    await page.getByPlaceholder("Enter Board Name").press("Enter");
    await expect(board(page, "Fresh")).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), backups[0]!)).toBe(broken);
  });

  test("says Not saved when the storage is full, shows what is really stored and keeps the typed card title", async ({
    page,
  }) => {
    await openKanban(page, threeBoards());
    await fillStorageToQuota(page);
    const doing = board(page, "Doing");
    await doing.getByRole("button", { name: "Add Card" }).click();
    await doing.getByPlaceholder("Enter Card Title").fill("Too much");
    await doing.getByPlaceholder("Enter Card Title").press("Enter");
    await expect(page.getByRole("alert")).toContainText("Not saved");
    await expect(tile(doing, "Too much")).toHaveCount(0);
    await expect(doing.getByText("2 cards")).toBeAttached();
    await expect(doing.getByPlaceholder("Enter Card Title")).toHaveValue("Too much");
    expect((await storedTitles(page)).Doing).toEqual(["Delta", "Echo"]);

    // With room again, the kept title is added from where it was left.
    await freeStorage(page);
    await doing.getByPlaceholder("Enter Card Title").press("Enter");
    await expect(tile(doing, "Too much")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect.poll(async () => (await storedTitles(page)).Doing).toEqual(["Delta", "Echo", "Too much"]);
  });

  test("a board that cannot be added keeps its typed name; a rename that cannot be saved keeps the typed name in the editor", async ({
    page,
  }) => {
    await openKanban(page, threeBoards());
    await fillStorageToQuota(page);
    await page.getByRole("button", { name: "Add Board" }).click();
    await page.getByPlaceholder("Enter Board Name").fill("Review");
    await page.getByPlaceholder("Enter Board Name").press("Enter");
    await expect(page.getByRole("alert")).toContainText("Not saved");
    await expect(page.getByRole("region")).toHaveCount(3);
    await expect(page.getByPlaceholder("Enter Board Name")).toHaveValue("Review");
    await page.getByPlaceholder("Enter Board Name").press("Escape");

    await board(page, "Done").getByRole("button", { name: "Done", exact: true }).click();
    await page.getByRole("textbox", { name: "Board name" }).fill("Finished and shipped");
    await page.getByRole("textbox", { name: "Board name" }).press("Enter");
    await expect(page.getByRole("alert")).toContainText("Not saved");
    await expect(page.getByRole("textbox", { name: "Board name" })).toHaveValue("Finished and shipped");
    expect(Object.keys(await storedTitles(page))).toEqual(["To Do", "Doing", "Done"]);
    await page.getByRole("textbox", { name: "Board name" }).press("Escape");
    await expect(board(page, "Done")).toBeVisible();
  });

  test("a board name being edited is saved when the browser's Back button leaves the page", async ({ page }) => {
    await seedStorage(page, { "kanban-board": threeBoards() });
    await page.goto("/todo");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kanban" }).click();
    await board(page, "Done").getByRole("button", { name: "Done", exact: true }).click();
    await page.getByRole("textbox", { name: "Board name" }).fill("Shipped");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["To Do", "Doing", "Shipped"]);
  });
});

test.describe("Kanban layout and accessibility", () => {
  test("on a 375 px phone the boards stack and the page never scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const boards = threeBoards();
    boards[0]!.card.push(savedCard(99, "A_very_long_unbroken_title_".repeat(8)));
    await openKanban(page, boards);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    const first = (await board(page, "To Do").boundingBox())!;
    const second = (await board(page, "Doing").boundingBox())!;
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(first.x + first.width).toBeLessThanOrEqual(375);
  });

  test("at 375 px a board whose cards scroll shows a fade where more are, in both themes; none at the end or on a short board", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const boards = [...bigBoards(1, 14), { id: "short", boardName: "Short", card: [savedCard("s1", "Only card")] }];
    await openKanban(page, boards);
    // Its list is capped at about 70 % of the screen's height: 14 cards go past it, one does not.
    await expect.poll(() => scrollHints(page, "Board 1")).toMatchObject({ top: 0, foot: 1 });
    expect(await scrollHints(page, "Short")).toMatchObject({ top: 0, foot: 0 });
    const cards = board(page, "Board 1").locator("[data-board-scroll]");
    await cards.evaluate((box) => box.scrollTo(0, (box.scrollHeight - box.clientHeight) / 2));
    await expect.poll(() => scrollHints(page, "Board 1")).toMatchObject({ top: 1, foot: 1 });
    await cards.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect.poll(() => scrollHints(page, "Board 1")).toMatchObject({ top: 1, foot: 0 });

    // The fade is the board's own colour, in either theme.
    const fadesTo: unknown[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectTheme(page, colorScheme);
      await cards.evaluate((box) => box.scrollTo(0, 0));
      await expect.poll(() => scrollHints(page, "Board 1")).toMatchObject({ top: 0, foot: 1 });
      const { footColour, board: colour } = await scrollHints(page, "Board 1");
      expect(footColour, colorScheme).toEqual(colour);
      fadesTo.push(footColour);
    }
    expect(fadesTo[0]).not.toEqual(fadesTo[1]);
    // Forced colours draw no gradient: the fade is not drawn there, and covers no card.
    await page.emulateMedia({ forcedColors: "active" });
    await expect.poll(() => scrollHints(page, "Board 1")).toMatchObject({ top: 0, foot: 0 });
  });

  test("at 1280 px a short board shows no scroll fade", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openKanban(page, threeBoards());
    for (const name of ["To Do", "Doing", "Done"]) expect(await scrollHints(page, name), name).toMatchObject({ top: 0, foot: 0 });
  });

  test("on a desktop the boards sit side by side", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openKanban(page, threeBoards());
    const first = (await board(page, "To Do").boundingBox())!;
    const second = (await board(page, "Doing").boundingBox())!;
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
    expect(Math.abs(second.y - first.y)).toBeLessThan(2);
  });

  test("has no serious accessibility violation with boards, cards and the board menu open", async ({ page }) => {
    const boards = threeBoards();
    boards[0]!.card[0] = savedCard(11, "Alpha", {
      tags: [{ id: 1, tagName: "label", color: "#61bd4f" }, { id: 2, tagName: "plain", color: "" }],
      task: [{ id: 1, task: "t", completed: true }],
      date: "2099-02-01",
    });
    await openKanban(page, boards);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Board actions for To Do" }).click();
    await expect(page.getByRole("menuitem", { name: "Delete Board" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("The board menu's code loads on demand", () => {
  // These hold the code file back with page.route, which never sees what a
  // service worker answers: the network, not the precache, is what is tested.
  test.use({ serviceWorkers: "block" });
  test("is loaded when the browser is idle, with no interaction, so the first press finds it there", async ({ page }) => {
    const requested = page.waitForRequest(/\/assets\/board-menu-dropdown-[\w-]+\.js$/);
    await openKanban(page, threeBoards());
    await requested;
    await page.getByRole("button", { name: "Board actions for Done" }).click();
    await expect(page.getByRole("menuitem", { name: "Delete Board" })).toBeVisible();
  });

  test("the card dialog's code is fetched when the browser is idle, so opening the first card fetches no code", async ({ page }) => {
    // The dialog route's module: its view, loader and action.
    const dialogCode = page.waitForResponse(/\/assets\/kanban\.cards\._cardId-[\w-]+\.js$/);
    await openKanban(page, threeBoards());
    await dialogCode;
    const fetchedOnOpen: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".js")) fetchedOnOpen.push(request.url());
    });
    await tile(page, "Alpha").click();
    await expect(page.getByRole("dialog", { name: "Alpha" })).toBeVisible();
    expect(fetchedOnOpen.filter((url) => /kanban\.cards|card-dialog/.test(url))).toEqual([]);
  });

  test("a menu button pressed before that code has loaded opens the menu once it has", async ({ page }) => {
    const code = await holdCode(page, "board-menu-dropdown");
    await openKanban(page, threeBoards());
    await page.getByRole("button", { name: "Board actions for Done" }).click();
    await expect.poll(code.requested).toBe(true);
    await expect(page.getByRole("menu")).toHaveCount(0);
    code.release();
    await page.getByRole("menuitem", { name: "Delete Board" }).click();
    await expect(board(page, "Done")).toHaveCount(0);
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["To Do", "Doing"]);
  });

  test("opened by keyboard before that code has loaded, the menu focuses its first item; Escape returns to the button", async ({
    page,
  }) => {
    const code = await holdCode(page, "board-menu-dropdown");
    await openKanban(page, threeBoards());
    const menuButton = page.getByRole("button", { name: "Board actions for To Do" });
    await expect(menuButton).toHaveAttribute("aria-haspopup", "menu");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect.poll(code.requested).toBe(true);
    code.release();
    await expect(page.getByRole("menuitem", { name: "Delete Board" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    expect(Object.keys(await storedTitles(page))).toEqual(["To Do", "Doing", "Done"]);
  });

  test("a focused menu button keeps focus when that code arrives, and opens by keyboard as before", async ({ page }) => {
    const code = await holdCode(page, "board-menu-dropdown");
    await openKanban(page, threeBoards());
    const menuButton = page.getByRole("button", { name: "Board actions for To Do" });
    await menuButton.focus();
    await expect.poll(code.requested).toBe(true);
    const loaded = page.waitForResponse(/\/assets\/board-menu-dropdown-[\w-]+\.js$/);
    code.release();
    await loaded;
    // The other boards' buttons are the real ones by now; this one waits for focus to leave.
    await expect(page.getByRole("button", { name: "Board actions for Done" })).toHaveAttribute("aria-haspopup", "menu");
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Delete Board" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(tile(board(page, "To Do"), "Alpha")).toBeFocused();
  });
});

test.describe("Kanban with the network gone before its on-demand code came", () => {
  // page.route never sees what a service worker answers: the network is what fails here.
  test.use({ serviceWorkers: "block" });

  /** The Kanban (three boards), marked to tell a reload, once its idle time has tried to fetch the dialog's code. */
  async function openWithCodeFailing(page: Page) {
    await seedStorage(page, { "kanban-board": threeBoards() });
    const network = await failCodeLoadedOnDemand(page, "/kanban");
    const dialogCodeFailed = page.waitForEvent("requestfailed", (request) => /\/card-dialog-[\w-]+\.js$/.test(request.url()));
    await page.goto("/kanban");
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    // In idle time: the dialog's code, then (had it come) its route's module, whose failure reloads the page.
    await dialogCodeFailed;
    return network;
  }
  const stillTheSamePage = (page: Page) => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

  test("the page stays, and a new card is refused with a clear message and kept; once the network is back, a reload saves it", async ({
    page,
  }) => {
    const network = await openWithCodeFailing(page);

    await addCard(page, "Doing", "Foxtrot");
    await expect(page.getByRole("alert")).toHaveText(
      `Not saved: ${TRY_AGAIN_REASON}`,
    );
    const field = board(page, "Doing").getByPlaceholder("Enter Card Title");
    await expect(field).toHaveValue("Foxtrot");
    expect(await titlesIn(page, "Doing")).toEqual(["Delta", "Echo"]);
    expect(await stillTheSamePage(page)).toBe(true);

    // The network is back, but the browser keeps the failed import: the page says to reload.
    network.restore();
    await field.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(`Not saved: ${RELOAD_REASON}`);
    await expect(field).toHaveValue("Foxtrot");
    await page.reload();
    await addCard(page, "Doing", "Foxtrot");
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Echo", "Foxtrot"]);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect.poll(async () => (await storedTitles(page)).Doing).toEqual(["Delta", "Echo", "Foxtrot"]);
  });

  test("a card pressed is not opened, and the page says why and stays; it opens once the network is back and the page reloaded", async ({
    page,
  }) => {
    const network = await openWithCodeFailing(page);

    await tile(page, "Alpha").click();
    await expect(page.getByRole("alert")).toHaveText(
      `This card could not be opened: ${TRY_AGAIN_REASON}`,
    );
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await stillTheSamePage(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    network.restore();
    await tile(page, "Alpha").click();
    await expect(page.getByRole("alert")).toHaveText(`This card could not be opened: ${RELOAD_REASON}`);
    await page.reload();
    await tile(page, "Alpha").click();
    await expect(page.getByRole("dialog", { name: "Alpha" })).toBeVisible();
    await expect(page).toHaveURL(/\/kanban\/cards\/11$/);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("Kanban printed", () => {
  test("shows the boards and their cards alone: no header, navigation, search, Undo or buttons; the boards wrap, none cut off", async ({
    page,
  }) => {
    await openKanban(page, bigBoards(5, 6));
    const main = page.getByRole("main");
    const controls = [
      page.getByRole("banner"),
      page.getByRole("navigation", { name: "Sections" }),
      cardSearchField(page),
      undoButton(page),
      main.getByRole("button", { name: "Add Card" }).first(),
      main.getByRole("button", { name: "Add Board" }),
      main.getByRole("button", { name: "Move board Board 1" }),
    ];
    for (const control of controls) await expect(control).toBeVisible();
    expect(await scrollBoxesIn(main)).toBeGreaterThan(0);

    await page.emulateMedia({ media: "print" });
    for (const control of controls) await expect(control).toBeHidden();
    for (let b = 1; b <= 5; b++) {
      await expect(board(page, `Board ${b}`).getByRole("heading", { name: `Board ${b}` })).toBeVisible();
      for (let c = 1; c <= 6; c++) await expect(tile(board(page, `Board ${b}`), `Card ${b}-${c}`)).toBeVisible();
    }
    expect(await scrollBoxesIn(main)).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("renders every card of every board as the print starts, the boards far off screen and the long (windowed) ones too", async ({
    page,
  }) => {
    await openKanban(page, bigBoards(8, 40));
    const tiles = (b: number) => board(page, `Board ${b}`).getByRole("button", { name: new RegExp(`^Card ${b}-\\d+\\b`) });
    await expect(tiles(1).first()).toBeVisible();
    expect(await tiles(1).count()).toBeLessThan(40);
    await expect(tiles(8)).toHaveCount(0);

    await startPrint(page);
    for (let b = 1; b <= 8; b++) await expect(tiles(b)).toHaveCount(40);
    await page.emulateMedia({ media: "print" });
    await expect(tile(board(page, "Board 8"), "Card 8-40")).toBeVisible();
    expect(await scrollBoxesIn(page.getByRole("main"))).toBe(0);

    // Back on screen, the page renders what is near the view again.
    await endPrint(page);
    await expect(tiles(8)).toHaveCount(0);
    await expect.poll(() => tiles(1).count()).toBeLessThan(40);
  });
});
