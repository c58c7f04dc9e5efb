import { expect, type Page } from "@playwright/test";

export const shortcutsButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Keyboard shortcuts" });
export const shortcutsDialog = (page: Page) => page.getByRole("dialog", { name: "Keyboard shortcuts" });

/**
 * Waits until keyboard shortcuts work: their code loads just after the page
 * shows, and the header button then announces "?" (aria-keyshortcuts).
 */
export async function expectShortcutsReady(page: Page): Promise<void> {
  await expect(shortcutsButton(page)).toHaveAttribute("aria-keyshortcuts", "?");
}
