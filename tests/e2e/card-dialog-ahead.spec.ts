import { cardDialog, dialogElements, restOnTile } from "./card-dialog-support";
import { expect, test } from "./fixtures";
import { openKanban, threeBoards, tile } from "./kanban-support";
import { expectNoSeriousA11yViolations } from "./support";

// A card's dialog is rendered ahead, hidden, while the mouse rests on its tile
// (prepared-card.ts): a click then only shows it.

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("a card's dialog rendered ahead", () => {
  test("is hidden from sight, from the accessibility tree and from the keys; a click shows that very dialog", async ({ page }) => {
    await openKanban(page, threeBoards());
    await tile(page, "Alpha").focus();
    await restOnTile(page, "Bravo", "Charlie");

    await expect(dialogElements(page)).toBeHidden();
    // Yet laid out (hidden by visibility, not display: none): a click does not wait for its layout.
    await expect.poll(() => dialogElements(page).evaluate((dialog) => dialog.getBoundingClientRect().height)).toBeGreaterThan(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete Card" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // The board's keys still work and focus stays where it was.
    await expect(tile(page, "Alpha")).toBeFocused();
    await page.keyboard.press("j");
    await expect(tile(page, "Bravo")).toBeFocused();
    await expect(page).toHaveURL(/\/kanban$/);

    await dialogElements(page).evaluate((dialog) => dialog.setAttribute("data-test-ahead", ""));
    await tile(page, "Bravo").click();
    await expect(cardDialog(page, "Bravo")).toBeVisible();
    await expect(cardDialog(page, "Bravo")).toHaveAttribute("data-test-ahead", "");
    await expect.poll(() => cardDialog(page, "Bravo").evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(page).toHaveURL(/\/kanban\/cards\/12$/);
    // Modal as ever: the page behind is out of reach.
    await expect(page.getByRole("button", { name: "Add Card" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(tile(page, "Bravo")).toBeFocused();
  });

  test("Enter on the tile opens that very dialog too, shown and focused", async ({ page }) => {
    await openKanban(page, threeBoards());
    await restOnTile(page, "Bravo", "Charlie");
    await dialogElements(page).evaluate((dialog) => dialog.setAttribute("data-test-ahead", ""));
    await tile(page, "Bravo").focus();
    await page.keyboard.press("Enter");
    await expect(cardDialog(page, "Bravo")).toBeVisible();
    await expect(cardDialog(page, "Bravo")).toHaveAttribute("data-test-ahead", "");
    await expect.poll(() => cardDialog(page, "Bravo").evaluate((dialog) => getComputedStyle(dialog).visibility)).toBe("visible");
    await expect.poll(() => cardDialog(page, "Bravo").evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(tile(page, "Bravo")).toBeFocused();
  });

  test("shows the card as it is when opened, after another tab changed it", async ({ tabs: { first, second } }) => {
    await openKanban(first, threeBoards());
    await restOnTile(first, "Bravo", "Charlie");

    await second.goto("/kanban/cards/12");
    await cardDialog(second, "Bravo").getByRole("button", { name: /Bravo/ }).click();
    await second.getByRole("textbox", { name: "Card title" }).fill("Bravo renamed");
    await second.keyboard.press("Enter");
    await expect(cardDialog(second, "Bravo renamed")).toBeVisible();
    await expect(tile(first, "Bravo renamed")).toBeVisible();

    await tile(first, "Bravo renamed").click();
    await expect(cardDialog(first, "Bravo renamed")).toBeVisible();
    await expect(cardDialog(first, "Bravo renamed").getByText("in board To Do")).toBeVisible();
  });

  test("closed by Back with its label panel open, it goes, and opens again as new", async ({ page }) => {
    await openKanban(page, threeBoards());
    await restOnTile(page, "Bravo", "Charlie");
    await tile(page, "Bravo").click();
    await cardDialog(page, "Bravo").getByRole("button", { name: "Add Label" }).click();
    await expect(page.getByRole("dialog", { name: "Label" })).toBeVisible();
    await expect(page).toHaveURL(/\/kanban\/cards\/12$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Not kept hidden with its label panel open for the next open: gone.
    await expect(dialogElements(page).filter({ hasText: "Create" })).toHaveCount(0);

    await tile(page, "Bravo").click();
    await expect(cardDialog(page, "Bravo")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Label" })).toHaveCount(0);
  });

  test("the l shortcut on the card the mouse rests on opens it with its label panel", async ({ page }) => {
    await openKanban(page, threeBoards());
    await restOnTile(page, "Delta", "Echo");
    await tile(page, "Delta").focus();
    await page.keyboard.press("l");
    await expect(cardDialog(page, "Delta")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Label" }).getByRole("textbox", { name: "Name of label" })).toBeFocused();
  });
});
