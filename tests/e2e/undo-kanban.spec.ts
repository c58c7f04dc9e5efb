import type { Page } from "@playwright/test";
import { cardDialog, checklistItems, labelChips, openCard, sampleBoards, storedBoards, type StoredBoard } from "./card-dialog-support";
import { expect, test } from "./fixtures";
import { addCard, board, cardSearchField, dragCodeLoaded, openKanban, savedCard, storedTitles, threeBoards, tile, titlesIn } from "./kanban-support";
import { delaySaves, expectNoSeriousA11yViolations, readStorage, refuseStorageWrites } from "./support";
import { expectNext, expectUndoAndRedo, historyAnnouncement, redoButton, toast, undo, undoButton, undoFromToast } from "./undo-support";

/** Every board as shown, in order: its name and how many cards it says it has. */
const shownBoards = (page: Page) =>
  page
    .getByRole("region")
    .filter({ has: page.getByRole("button", { name: /^Board actions for / }) })
    .evaluateAll((regions) => regions.map((region) => region.textContent?.match(/^(.*?)(\d+ cards?)/)?.slice(1)));

const dnd = (page: Page) => page.locator("[role=status][aria-live=assertive]").filter({ hasText: /./ });

test.describe("undo and redo on the Kanban", () => {
  test("adding a board, by button", async ({ page }) => {
    await openKanban(page, threeBoards());
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "add board “Review”",
      change: async () => {
        await page.getByRole("button", { name: "Add Board" }).click();
        await page.getByPlaceholder("Enter Board Name").fill("Review");
        await page.getByPlaceholder("Enter Board Name").press("Enter");
        await expect(board(page, "Review")).toBeVisible();
      },
      shown: () => shownBoards(page),
      by: "button",
    });
  });

  test("renaming a board, by keyboard", async ({ page }) => {
    await openKanban(page, threeBoards());
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "rename board “Doing”",
      change: async () => {
        await board(page, "Doing").getByRole("button", { name: "Doing", exact: true }).click();
        await page.getByRole("textbox", { name: "Board name" }).fill("In progress");
        await page.keyboard.press("Enter");
        await expect(board(page, "In progress")).toBeVisible();
      },
      shown: () => shownBoards(page),
      by: "keyboard",
    });
  });

  test("deleting a board with its cards, by keyboard: it comes back in its place with every card", async ({ page }) => {
    await openKanban(page, threeBoards());
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "delete board “Doing”",
      change: async () => {
        await page.getByRole("button", { name: "Board actions for Doing" }).click();
        await page.getByRole("menuitem", { name: "Delete Board" }).click();
        await expect(board(page, "Doing")).toHaveCount(0);
      },
      shown: () => shownBoards(page),
      by: "keyboard",
    });
  });

  test("moving a board, by button", async ({ page }) => {
    await openKanban(page, threeBoards());
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "move board “Done”",
      change: async () => {
        await dragCodeLoaded(page);
        await page.getByRole("button", { name: "Move board Done" }).focus();
        await page.keyboard.press("Space");
        await expect(dnd(page)).toContainText("Picked up board Done");
        await page.keyboard.press("ArrowLeft");
        await expect(dnd(page)).toContainText("Board Done moved to position 2 of 3");
        await page.keyboard.press("Space");
        await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["To Do", "Done", "Doing"]);
      },
      shown: () => shownBoards(page),
      by: "button",
    });
  });

  test("adding a card, by keyboard (Ctrl+Y redoes)", async ({ page }) => {
    await openKanban(page, threeBoards());
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "add card “Foxtrot”",
      change: async () => {
        await board(page, "Done").getByRole("button", { name: "Add Card" }).click();
        await board(page, "Done").getByPlaceholder("Enter Card Title").fill("Foxtrot");
        await board(page, "Done").getByPlaceholder("Enter Card Title").press("Enter");
        await expect(tile(board(page, "Done"), "Foxtrot")).toBeVisible();
      },
      shown: () => shownBoards(page),
      by: "keyboard",
      redoKey: "y",
    });
  });

  test("moving a card to another board, and reordering within one, by button and keyboard", async ({ page }) => {
    await openKanban(page, threeBoards());
    const move = async (title: string, key: "ArrowRight" | "ArrowDown") => {
      await tile(page, title).focus();
      await page.keyboard.press("Space");
      await expect(dnd(page)).toContainText(`Picked up card ${title}`);
      await page.keyboard.press(key);
      await expect(dnd(page)).toContainText(`Card ${title} moved to`);
      await page.keyboard.press("Space");
      await expect(dnd(page)).toContainText(`Card ${title} dropped`);
    };
    const shownCards = () => Promise.all(["To Do", "Doing", "Done"].map((name) => titlesIn(page, name)));
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "move card “Bravo”",
      change: () => move("Bravo", "ArrowRight"),
      shown: shownCards,
      by: "button",
    });
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "move card “Delta”",
      change: () => move("Delta", "ArrowDown"),
      shown: shownCards,
      by: "keyboard",
    });
  });

  test("Ctrl+Z and Ctrl+Y on a moved card's tile: focus follows the card, never to the page", async ({ page }) => {
    await openKanban(page, threeBoards());
    const moved = "move card “Bravo”";
    // To another board and back.
    await tile(page, "Bravo").focus();
    await page.keyboard.press("Space");
    await expect(dnd(page)).toContainText("Picked up card Bravo");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect(dnd(page)).toContainText("Card Bravo dropped");
    await expect(tile(board(page, "Doing"), "Bravo")).toBeFocused();
    await expectNext(page, "undo", moved);
    await page.keyboard.press("Control+z");
    await expect(tile(board(page, "To Do"), "Bravo")).toBeFocused();
    await expectNext(page, "redo", moved);
    await page.keyboard.press("Control+y");
    await expect(tile(board(page, "Doing"), "Bravo")).toBeFocused();
    // Within a board: the tile whose node moved keeps focus.
    await expectNext(page, "undo", moved);
    await page.keyboard.press("Control+z");
    await expect(tile(board(page, "To Do"), "Bravo")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await expect(dnd(page)).toContainText("Card Bravo dropped");
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Charlie", "Bravo"]);
    await expectNext(page, "undo", moved);
    await page.keyboard.press("Control+z");
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Bravo", "Charlie"]);
    await expect(tile(board(page, "To Do"), "Bravo")).toBeFocused();
    await expectNext(page, "redo", moved);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Charlie", "Bravo"]);
    await expect(tile(board(page, "To Do"), "Bravo")).toBeFocused();
  });

  test("Ctrl+Z on an added card's tile takes the card away and focus to the card above it, or the board's Add Card", async ({ page }) => {
    await openKanban(page, threeBoards());
    await addCard(page, "Doing", "Foxtrot");
    await tile(board(page, "Doing"), "Foxtrot").focus();
    await expectNext(page, "undo", "add card “Foxtrot”");
    await page.keyboard.press("Control+z");
    await expect(tile(page, "Foxtrot")).toHaveCount(0);
    await expect(tile(board(page, "Doing"), "Echo")).toBeFocused();
    // The board's only card.
    await addCard(page, "Done", "Golf");
    await tile(board(page, "Done"), "Golf").focus();
    await expectNext(page, "undo", "add card “Golf”");
    await page.keyboard.press("Control+z");
    await expect(tile(page, "Golf")).toHaveCount(0);
    await expect(board(page, "Done").getByRole("button", { name: "Add Card" })).toBeFocused();
    // Redo brings it back; focus stays where it is.
    await expectNext(page, "redo", "add card “Golf”");
    await page.keyboard.press("Control+y");
    await expect(tile(board(page, "Done"), "Golf")).toBeVisible();
    await expect(board(page, "Done").getByRole("button", { name: "Add Card" })).toBeFocused();
  });

  test("a board deletion's toast undoes it; the toast says what was deleted", async ({ page }) => {
    await openKanban(page, threeBoards());
    const before = await readStorage(page, "kanban-board");
    await page.getByRole("button", { name: "Board actions for To Do" }).click();
    await page.getByRole("menuitem", { name: "Delete Board" }).click();
    const deleted = toast(page, "Board deleted with its 3 cards");
    await expect(deleted).toBeVisible();
    await deleted.getByRole("button", { name: "Undo" }).click();
    await expect(board(page, "To Do")).toBeVisible();
    await expect.poll(() => readStorage(page, "kanban-board")).toEqual(before);
    await expect(historyAnnouncement(page, "Undone: delete board “To Do”")).toHaveCount(1);
  });

  test("a board deletion's toast Undo pressed with the mouse hands focus to the board it puts back", async ({ page }) => {
    await openKanban(page, threeBoards());
    await page.getByRole("button", { name: "Board actions for Doing" }).click();
    await page.getByRole("menuitem", { name: "Delete Board" }).click();
    await expect(board(page, "Doing")).toHaveCount(0);
    await undoFromToast(page, "Board deleted with its 2 cards");
    await expect(board(page, "Doing").getByRole("button", { name: "Move board Doing" })).toBeFocused();
  });

  test("a change that could not be saved adds nothing to undo", async ({ page }) => {
    await openKanban(page, threeBoards());
    await expect(undoButton(page)).toBeDisabled();
    await refuseStorageWrites(page);
    await page.getByRole("button", { name: "Board actions for Doing" }).click();
    await page.getByRole("menuitem", { name: "Delete Board" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /^Not saved: / })).toBeVisible();
    await expect(board(page, "Doing")).toBeVisible();
    await expect(undoButton(page)).toBeDisabled();
    await expect(toast(page, "Board deleted")).toHaveCount(0);
  });
});

test.describe("undo and redo in the card dialog", () => {
  const full = () =>
    sampleBoards({
      tags: [{ id: "t1", tagName: "Urgent", color: "#eb5a46" }],
      task: [
        { id: "i1", task: "Collect figures", completed: true },
        { id: "i2", task: "Write summary", completed: false },
      ],
      date: "2026-11-20",
    });

  test("renaming the card, by keyboard with the dialog open", async ({ page }) => {
    await openCard(page, full());
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "rename card “Write the report”",
      change: async () => {
        await cardDialog(page).getByRole("button", { name: "Write the report" }).click();
        await page.getByRole("textbox", { name: "Card title" }).fill("Write the annual report");
        await page.keyboard.press("Enter");
        await expect(cardDialog(page, "Write the annual report")).toBeVisible();
      },
      // The dialog's title names the page.
      shown: () => page.title(),
      by: "keyboard",
    });
  });

  test("labels: adding and removing, by keyboard", async ({ page }) => {
    await openCard(page, full());
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "add label “Later” to card “Write the report”",
      change: async () => {
        await cardDialog(page).getByRole("button", { name: "Add Label" }).click();
        const popover = page.getByRole("dialog", { name: "Label" });
        await popover.getByPlaceholder("Name of label").fill("Later");
        await popover.getByRole("button", { name: /#61bd4f/ }).click();
        await popover.getByRole("button", { name: "Create" }).click();
        await expect(labelChips(page)).toHaveCount(2);
      },
      shown: () => labelChips(page).allTextContents(),
      by: "keyboard",
    });
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "remove label “Urgent” from card “Write the report”",
      change: () => cardDialog(page).getByRole("button", { name: "Remove label Urgent" }).click(),
      shown: () => labelChips(page).allTextContents(),
      by: "keyboard",
    });
  });

  test("checklist items: adding, ticking, deleting one and Delete All, by keyboard", async ({ page }) => {
    await openCard(page, full());
    const shownItems = () =>
      checklistItems(page).evaluateAll((rows) =>
        rows.map((row) => `${row.textContent}${row.querySelector<HTMLInputElement>("input")?.checked ? " ✓" : ""}`),
      );
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "add checklist item “Proofread”",
      change: async () => {
        await cardDialog(page).getByRole("button", { name: "Add Task" }).click();
        await cardDialog(page).getByPlaceholder("Task").fill("Proofread");
        await cardDialog(page).getByPlaceholder("Task").press("Enter");
        await expect(checklistItems(page)).toHaveCount(3);
      },
      shown: shownItems,
      by: "keyboard",
    });
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "check checklist item “Write summary”",
      change: () => cardDialog(page).getByRole("checkbox", { name: "Write summary" }).check(),
      shown: shownItems,
      by: "keyboard",
    });
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "delete checklist item “Collect figures”",
      change: () => cardDialog(page).getByRole("button", { name: "Delete Collect figures" }).click(),
      shown: shownItems,
      by: "keyboard",
    });
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "delete 2 checklist items",
      change: () => cardDialog(page).getByRole("button", { name: "Delete All" }).click(),
      shown: shownItems,
      by: "keyboard",
    });
  });

  test("Ctrl+Z right after a change in the dialog, before its save has answered, undoes that change", async ({ page }) => {
    await openCard(page, full());
    const item = (name: string) => cardDialog(page).getByRole("checkbox", { name });
    await item("Collect figures").uncheck();
    await expect(undoButton(page)).toHaveAccessibleDescription(/“Collect figures”/);
    await delaySaves(page, 400);
    await item("Write summary").check();
    await undo(page, "keyboard");
    await expect(item("Write summary")).not.toBeChecked();
    await expect(item("Collect figures")).not.toBeChecked();
    await expect(redoButton(page)).toHaveAccessibleDescription("Redo: check checklist item “Write summary”");
    await expect
      .poll(async () => (await storedBoards(page))[0]?.card[0]?.task.map((entry) => `${entry.task}${entry.completed ? " ✓" : ""}`))
      .toEqual(["Collect figures", "Write summary"]);
  });

  test("due date: clearing and choosing, by keyboard", async ({ page }) => {
    // The picker opens on the month of today once the date is cleared: today is in November 2026.
    await page.clock.setFixedTime(new Date(2026, 10, 22, 12, 0));
    await openCard(page, full());
    const section = cardDialog(page).getByRole("region", { name: "Due Date" });
    const shownDate = async () => ((await section.count()) ? section.locator("time").textContent() : "no date");
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "remove the due date of card “Write the report”",
      change: () => section.getByRole("button", { name: "Clear date" }).click(),
      shown: shownDate,
      by: "keyboard",
    });
    await expectUndoAndRedo(page, {
      key: "kanban-board",
      label: "set the due date of card “Write the report”",
      change: async () => {
        await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
        await page.getByRole("dialog", { name: "Select a Date" }).getByRole("button", { name: /November 25th, 2026/ }).click();
      },
      shown: shownDate,
      by: "keyboard",
    });
  });

  test("the toast of a deletion in the dialog is reachable by keyboard and undoes it without closing the dialog", async ({
    page,
  }) => {
    await openCard(page, full());
    const before = await readStorage(page, "kanban-board");
    await cardDialog(page).getByRole("button", { name: "Delete Write summary" }).click();
    await expect(checklistItems(page)).toHaveCount(1);
    const deleted = toast(cardDialog(page), "Checklist item deleted");
    await expect(deleted).toBeVisible();
    // F8 moves focus to the notifications (which keeps the toast while it is there); Tab reaches the toast's Undo.
    await page.keyboard.press("F8");
    await expect(cardDialog(page)).toBeVisible();
    // The dialog with its Undo and Redo buttons and the toast inside it.
    await expectNoSeriousA11yViolations(page);
    const undoInToast = deleted.getByRole("button", { name: "Undo" });
    for (let i = 0; i < 5 && !(await undoInToast.evaluate((button) => button === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(undoInToast).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cardDialog(page)).toBeVisible();
    await expect(checklistItems(page)).toHaveCount(2);
    await expect.poll(() => readStorage(page, "kanban-board")).toEqual(before);
  });

  test("a toast's Undo pressed with the mouse in the dialog hands focus to the label or checklist item it puts back", async ({ page }) => {
    await openCard(page, full());
    await cardDialog(page).getByRole("button", { name: "Remove label Urgent" }).click();
    await undoFromToast(cardDialog(page), "Label removed");
    await expect(cardDialog(page).getByRole("button", { name: "Remove label Urgent" })).toBeFocused();
    await cardDialog(page).getByRole("button", { name: "Delete Write summary" }).click();
    await expect(checklistItems(page)).toHaveCount(1);
    await undoFromToast(cardDialog(page), "Checklist item deleted");
    await expect(checklistItems(page)).toHaveCount(2);
    await expect(cardDialog(page).getByRole("checkbox", { name: "Write summary" })).toBeFocused();
    // Closed meanwhile: the card's tile takes it.
    await cardDialog(page).getByRole("button", { name: "Delete Collect figures" }).click();
    await page.keyboard.press("Escape");
    await expect(cardDialog(page)).toHaveCount(0);
    await undoFromToast(page, "Checklist item deleted");
    await expect(tile(page, "Write the report")).toBeFocused();
  });

  test("deleting the card closes the dialog; its toast and Ctrl+Z bring it back, and Redo deletes it again", async ({ page }) => {
    await openCard(page, full());
    const before = await readStorage<StoredBoard[]>(page, "kanban-board");
    await cardDialog(page).getByRole("button", { name: "Delete Card" }).click();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(tile(page, "Write the report")).toHaveCount(0);
    await expect(toast(page, "Card deleted")).toBeVisible();
    await expect(undoButton(page)).toHaveAccessibleDescription("Undo: delete card “Write the report”");
    await undo(page, "keyboard");
    await expect(tile(board(page, "Todo"), "Write the report")).toBeVisible();
    await expect(toast(page, "Card deleted")).toHaveCount(0);
    await expect.poll(() => readStorage(page, "kanban-board")).toEqual(before);
    await redoButton(page).click();
    await expect(tile(page, "Write the report")).toHaveCount(0);
  });
});

test.describe("focus after a card deletion's toast Undo", () => {
  test("pressed with the mouse, focus goes to the card's tile; when the search hides the card, to the heading", async ({ page }) => {
    await openKanban(page, threeBoards());
    await tile(page, "Bravo").click();
    await page.getByRole("dialog", { name: "Bravo" }).getByRole("button", { name: "Delete Card" }).click();
    await expect(tile(page, "Bravo")).toHaveCount(0);
    await undoFromToast(page, "Card deleted");
    await expect(tile(board(page, "To Do"), "Bravo")).toBeFocused();

    await tile(page, "Alpha").click();
    await page.getByRole("dialog", { name: "Alpha" }).getByRole("button", { name: "Delete Card" }).click();
    await expect(tile(page, "Alpha")).toHaveCount(0);
    await cardSearchField(page).fill("Delta");
    await expect(tile(page, "Bravo")).toHaveCount(0);
    await undoFromToast(page, "Card deleted");
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Alpha", "Bravo", "Charlie"], Doing: ["Delta", "Echo"], Done: [] });
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeFocused();
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

    test("tapped, focus goes to the card's tile", async ({ page }) => {
      await openKanban(page, threeBoards());
      await tile(page, "Echo").tap();
      await page.getByRole("dialog", { name: "Echo" }).getByRole("button", { name: "Delete Card" }).tap();
      await expect(tile(page, "Echo")).toHaveCount(0);
      await undoFromToast(page, "Card deleted", "finger");
      await expect(tile(board(page, "Doing"), "Echo")).toBeFocused();
    });
  });
});

test.describe("undo with two tabs", () => {
  test("undo applies to what is stored now: another tab's rename stays", async ({ tabs }) => {
    const { first, second } = tabs;
    await openKanban(first, threeBoards());
    await second.goto("/kanban");
    // Tab A deletes card Alpha (from its dialog).
    await tile(first, "Alpha").click();
    await first.getByRole("dialog", { name: "Alpha" }).getByRole("button", { name: "Delete Card" }).click();
    await expect(tile(second, "Alpha")).toHaveCount(0);
    // Tab B renames card Bravo.
    await tile(second, "Bravo").click();
    await second.getByRole("dialog", { name: "Bravo" }).getByRole("button", { name: "Bravo" }).click();
    await second.getByRole("textbox", { name: "Card title" }).fill("Bravo renamed in B");
    await second.keyboard.press("Enter");
    await second.keyboard.press("Escape");
    await expect(tile(first, "Bravo renamed in B")).toBeVisible();
    // Tab A undoes: Alpha is back, and Bravo keeps B's name.
    await undo(first, "button");
    await expect(tile(first, "Alpha")).toBeVisible();
    await expect.poll(() => storedTitles(first)).toEqual({
      "To Do": ["Alpha", "Bravo renamed in B", "Charlie"],
      Doing: ["Delta", "Echo"],
      Done: [],
    });
    await expect(tile(second, "Alpha")).toBeVisible();
  });

  test("an undo that can no longer apply says why and changes nothing", async ({ tabs }) => {
    const { first, second } = tabs;
    await openKanban(first, [...threeBoards(), { id: "b4", boardName: "Ideas", card: [savedCard("c41", "Golf")] }]);
    await second.goto("/kanban");
    await tile(first, "Golf").click();
    await first.getByRole("dialog", { name: "Golf" }).getByRole("button", { name: "Delete Card" }).click();
    await expect(tile(first, "Golf")).toHaveCount(0);
    // Tab B deletes the board the card was on.
    await expect(board(second, "Ideas")).toBeVisible();
    await second.getByRole("button", { name: "Board actions for Ideas" }).click();
    await second.getByRole("menuitem", { name: "Delete Board" }).click();
    await expect(board(first, "Ideas")).toHaveCount(0);
    const stored = await readStorage(first, "kanban-board");

    await undo(first, "keyboard");
    await expect(first.getByRole("alert").filter({ hasText: "Can't undo: the board was deleted on another device or tab." })).toBeVisible();
    await expect.poll(() => readStorage(first, "kanban-board")).toEqual(stored);
    await expect(undoButton(first)).toBeDisabled();
  });
});
