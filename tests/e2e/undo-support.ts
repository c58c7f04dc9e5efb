import { expect, type Locator, type Page } from "@playwright/test";
import { readStorage } from "./support";

// Undo and redo as a user does them: by the buttons, or by the keyboard with
// focus outside any text field.

export const undoButton = (page: Page) => page.getByRole("button", { name: "Undo", exact: true }).first();
export const redoButton = (page: Page) => page.getByRole("button", { name: "Redo", exact: true }).first();

/** The page's sr-only live region that says what was undone or redone. */
export const historyAnnouncement = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });

/** The toast of a deletion: a status named by its text, holding its Undo button. */
export const toast = (scope: Page | Locator, text: string) => scope.getByRole("status", { name: text, exact: true });

/**
 * Presses the Undo of the toast saying `text` (in `scope`: the page, or the card dialog) with the mouse, or a finger (the page's context
 * needs `hasTouch`), and waits until the toast has gone: where focus is then is where it stays.
 */
export async function undoFromToast(scope: Page | Locator, text: string, by: "mouse" | "finger" = "mouse") {
  const shown = toast(scope, text);
  const button = shown.getByRole("button", { name: "Undo" });
  await (by === "finger" ? button.tap() : button.click());
  await expect(shown).toHaveCount(0);
}

/**
 * Waits until the history holds `label` as its next undo (or redo), as its button says: a change
 * or step is there once its save has answered, and a key pressed before then has nothing to take.
 */
export async function expectNext(page: Page, direction: "undo" | "redo", label: string) {
  const button = direction === "undo" ? undoButton(page) : redoButton(page);
  await expect(button).toHaveAccessibleDescription(`${direction === "undo" ? "Undo" : "Redo"}: ${label}`);
}

export type Means = "button" | "keyboard";

/** Leaves any text field, as a user does before Ctrl+Z (inside a field the browser's text undo applies). */
async function leaveFields(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

export async function undo(page: Page, by: Means) {
  if (by === "button") return undoButton(page).click();
  await leaveFields(page);
  await page.keyboard.press("ControlOrMeta+z");
}

export async function redo(page: Page, by: Means, key: "shift-z" | "y" = "shift-z") {
  if (by === "button") return redoButton(page).click();
  await leaveFields(page);
  await page.keyboard.press(key === "y" ? "Control+y" : "ControlOrMeta+Shift+z");
}

/**
 * Makes a change, then undoes and redoes it, checking what is stored and what
 * is shown each time: undo gives back exactly what was stored before (same
 * ids, places, every field), redo exactly what the change stored.
 */
export async function expectUndoAndRedo(
  page: Page,
  {
    key,
    label,
    change,
    shown,
    by,
    redoKey,
  }: {
    key: "todos" | "kanban-board";
    /** What the change is called in "Undo: …". */
    label: string;
    change(): Promise<void>;
    /** What the user sees of the change (texts, states); compared before, after, undone and redone. */
    shown(): Promise<unknown>;
    by: Means;
    redoKey?: "shift-z" | "y";
  },
) {
  const storedBefore = await readStorage(page, key);
  const shownBefore = await shown();
  await change();
  await expect.poll(() => readStorage(page, key)).not.toEqual(storedBefore);
  await expect.poll(shown).not.toEqual(shownBefore);
  await expect(undoButton(page)).toHaveAccessibleDescription(`Undo: ${label}`);
  const storedAfter = await readStorage(page, key);
  const shownAfter = await shown();

  await undo(page, by);
  await expect.poll(() => readStorage(page, key)).toEqual(storedBefore);
  await expect.poll(shown).toEqual(shownBefore);
  await expect(historyAnnouncement(page, `Undone: ${label}`)).toHaveCount(1);
  await expect(redoButton(page)).toHaveAccessibleDescription(`Redo: ${label}`);

  await redo(page, by, redoKey);
  await expect.poll(() => readStorage(page, key)).toEqual(storedAfter);
  await expect.poll(shown).toEqual(shownAfter);
  await expect(historyAnnouncement(page, `Redone: ${label}`)).toHaveCount(1);
  await expect(undoButton(page)).toHaveAccessibleDescription(`Undo: ${label}`);
}
