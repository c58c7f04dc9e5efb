import { expect, test, type Page } from "@playwright/test";
import { addCard, board, openKanban, savedCard, storedTitles, tile, titlesIn, type SavedBoard } from "./kanban-support";
import { readStorage } from "./support";

// Saved data whose ids only look different: the same text as a number and as a
// string, the same id twice, ids around which a form adds nothing. Every action
// must touch the one item the user acted on, and what is saved gets ids of its own.

test.use({ viewport: { width: 1280, height: 800 } });

async function storedBoards(page: Page): Promise<SavedBoard[]> {
  return (await readStorage<SavedBoard[]>(page, "kanban-board")) ?? [];
}

/** Every id of the given level is different (by text, as forms and `sameId` compare). */
function expectDistinct(ids: (string | number)[]) {
  expect(new Set(ids.map(String)).size).toBe(ids.length);
}

async function renameBoard(page: Page, from: string, to: string) {
  await board(page, from).getByRole("button", { name: from, exact: true }).click();
  await page.getByRole("textbox", { name: "Board name" }).fill(to);
  await page.getByRole("textbox", { name: "Board name" }).press("Enter");
}

async function deleteBoard(page: Page, name: string) {
  await page.getByRole("button", { name: `Board actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete Board" }).click();
}

const announcements = (page: Page) => page.locator("[role=status][aria-live]").filter({ hasText: /./ });

test.describe("boards whose ids only look different", () => {
  for (const [label, firstId, secondId] of [
    ["a number and the same text", 1, "1"],
    ["the same number twice", 1, 1],
    ["a space more", "b", " b"],
  ] as const) {
    test(`(${label}): renaming, adding to and deleting the second board leave the first alone`, async ({ page }) => {
      await openKanban(page, [
        { id: firstId, boardName: "First", card: [savedCard("f1", "First card")] },
        { id: secondId, boardName: "Second", card: [savedCard("s1", "Second card")] },
      ]);

      await renameBoard(page, "Second", "Second renamed");
      await expect(board(page, "Second renamed")).toBeVisible();
      await expect(board(page, "First")).toBeVisible();
      await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["First", "Second renamed"]);

      await addCard(page, "Second renamed", "Added to second");
      await expect.poll(() => titlesIn(page, "Second renamed")).toEqual(["Second card", "Added to second"]);
      await expect.poll(() => titlesIn(page, "First")).toEqual(["First card"]);
      await expect
        .poll(() => storedTitles(page))
        .toEqual({ First: ["First card"], "Second renamed": ["Second card", "Added to second"] });

      await deleteBoard(page, "Second renamed");
      await expect(board(page, "Second renamed")).toHaveCount(0);
      await expect.poll(() => titlesIn(page, "First")).toEqual(["First card"]);
      await expect.poll(() => storedTitles(page)).toEqual({ First: ["First card"] });

      await page.reload();
      await expect.poll(() => titlesIn(page, "First")).toEqual(["First card"]);
      await expect(page.getByRole("region")).toHaveCount(1);
      // The first board keeps its id.
      expect((await storedBoards(page))[0]?.id).toBe(firstId);
    });
  }
});

test.describe("cards whose ids only look different", () => {
  test("the same card id on two boards: opening and renaming the second card leave the first alone", async ({ page }) => {
    await openKanban(page, [
      { id: "a", boardName: "Left", card: [savedCard(5, "Left card")] },
      { id: "b", boardName: "Right", card: [savedCard("5", "Right card")] },
    ]);
    await tile(board(page, "Right"), "Right card").click();
    const dialog = page.getByRole("dialog", { name: "Right card" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("in board Right");
    // Nothing is saved yet, and the card's address still opens the same card after a reload.
    await expect(page).toHaveURL(/\/kanban\/cards\/[^/]+$/);
    await page.reload();
    await expect(dialog).toContainText("in board Right");

    await dialog.getByRole("button", { name: "Right card" }).click();
    await dialog.getByRole("textbox", { name: "Card title" }).fill("Right renamed");
    await dialog.getByRole("textbox", { name: "Card title" }).press("Enter");
    await expect(page.getByRole("dialog", { name: "Right renamed" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await expect.poll(() => titlesIn(page, "Left")).toEqual(["Left card"]);
    await expect.poll(() => titlesIn(page, "Right")).toEqual(["Right renamed"]);
    await expect.poll(() => storedTitles(page)).toEqual({ Left: ["Left card"], Right: ["Right renamed"] });

    // Opening the first card still opens the first card.
    await tile(board(page, "Left"), "Left card").click();
    await expect(page.getByRole("dialog", { name: "Left card" })).toContainText("in board Left");
    await page.keyboard.press("Escape");

    await page.reload();
    await expect.poll(() => titlesIn(page, "Right")).toEqual(["Right renamed"]);
    const stored = await storedBoards(page);
    expect(stored[0]?.card[0]?.id).toBe(5);
    expectDistinct(stored.flatMap((b) => b.card.map((c) => c.id)));
  });

  test("the same card id twice on one board: a keyboard move moves the card picked up", async ({ page }) => {
    await openKanban(page, [
      { id: "a", boardName: "From", card: [savedCard(7, "Seven first"), savedCard(7, "Seven second"), savedCard(8, "Eight")] },
      { id: "b", boardName: "To", card: [savedCard(9, "Nine")] },
    ]);
    await tile(page, "Seven second").focus();
    await page.keyboard.press("Space");
    await expect(announcements(page)).toContainText("Picked up card Seven second. It is in board From, position 2 of 3.");
    await page.keyboard.press("ArrowRight");
    await expect(announcements(page)).toContainText("Card Seven second moved to board To");
    await page.keyboard.press("Space");
    await expect(announcements(page)).toContainText("Card Seven second dropped in board To");

    await expect.poll(() => titlesIn(page, "From")).toEqual(["Seven first", "Eight"]);
    await expect.poll(() => titlesIn(page, "To")).toContain("Seven second");
    await expect.poll(async () => (await storedTitles(page)).From).toEqual(["Seven first", "Eight"]);

    await page.reload();
    await expect.poll(() => titlesIn(page, "From")).toEqual(["Seven first", "Eight"]);
    await expect.poll(() => titlesIn(page, "To")).toContain("Seven second");
    const stored = await storedBoards(page);
    expect(stored[0]?.card[0]).toMatchObject({ id: 7, title: "Seven first" });
    expectDistinct(stored.flatMap((b) => b.card.map((c) => c.id)));
  });

  test("the same label and checklist ids on one card: each action touches the one acted on", async ({ page }) => {
    await openKanban(page, [
      {
        id: "a",
        boardName: "Only",
        card: [
          savedCard(1, "Twins", {
            tags: [
              { id: 3, tagName: "Red one", color: "#eb5a46" },
              { id: "3", tagName: "Green one", color: "#61bd4f" },
            ],
            task: [
              { id: 4, task: "Item one", completed: false },
              { id: 4, task: "Item two", completed: false },
              { id: "4", task: "Item three", completed: false },
            ],
          }),
        ],
      },
    ]);
    await tile(page, "Twins").click();
    const dialog = page.getByRole("dialog", { name: "Twins" });
    await dialog.getByRole("checkbox", { name: "Item two" }).check();
    await expect(dialog.getByRole("checkbox", { name: "Item two" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Item one" })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Item three" })).not.toBeChecked();

    await dialog.getByRole("button", { name: "Delete Item three" }).click();
    await expect(dialog.getByRole("checkbox")).toHaveCount(2);

    await dialog.getByRole("button", { name: "Remove label Green one" }).click();
    await expect(dialog.getByRole("button", { name: "Remove label Red one" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove label Green one" })).toHaveCount(0);

    await expect
      .poll(async () => {
        const card = (await storedBoards(page))[0]?.card[0];
        return { tags: card?.tags.map((t) => t.tagName), task: card?.task.map((t) => [t.task, t.completed]) };
      })
      .toEqual({ tags: ["Red one"], task: [["Item one", false], ["Item two", true]] });

    await page.reload();
    await expect(dialog.getByRole("checkbox", { name: "Item two" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Item one" })).not.toBeChecked();
    const card = (await storedBoards(page))[0]?.card[0];
    expect(card?.task[0]?.id).toBe(4);
    expectDistinct(card?.task.map((t) => t.id) ?? []);
  });
});
