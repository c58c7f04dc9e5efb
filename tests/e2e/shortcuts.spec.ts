import { cardDialog, sampleBoards } from "./card-dialog-support";
import { expect, test } from "./fixtures";
import { openKanban } from "./kanban-support";
import { shortcutsButton, shortcutsDialog, expectShortcutsReady } from "./shortcuts-support";
import { clickHitAreaEdge, expectNoSeriousA11yViolations, hitArea, readStorage } from "./support";
import { expectTheme, themeButton, themeMenu } from "./theme-support";
import { manyTodos, openTodos, scrollToTask, searchField, tasks, type StoredTodo } from "./todo-support";
import { toast } from "./undo-support";

const todos: StoredTodo[] = [
  { id: 1, title: "Buy milk", completed: false },
  { id: 2, title: "Write report", completed: false },
  { id: 3, title: "Call mum", completed: true },
];

const checkbox = (page: import("@playwright/test").Page, title: string) =>
  page.getByRole("checkbox", { name: `Complete ${title}` });

test.describe("Keyboard shortcuts dialog", () => {
  test("? opens it, it lists every shortcut by group, Escape closes it and the header button opens it too", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await page.keyboard.press("?");
    const dialog = shortcutsDialog(page);
    await expect(dialog).toBeVisible();
    for (const group of ["General", "To Do"]) {
      await expect(dialog.getByRole("heading", { name: group, exact: true })).toBeVisible();
    }
    for (const description of [
      "Show keyboard shortcuts",
      "Go to To Do",
      "Go to Kanban",
      "Search (on a page with a search field)",
      "Clear the search field, then leave it",
      "New task",
      "Next task",
      "Previous task",
      "Complete or reopen the focused task",
      "Edit the focused task",
      "Delete the focused task",
    ]) {
      await expect(dialog.getByText(description, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole("region", { name: "General" }).locator("kbd")).toHaveText(["?", "g", "t", "g", "k", "/", "Esc"]);
    await expect(dialog.getByRole("region", { name: "To Do" }).locator("kbd")).toHaveText([
      "n", "j", "↓", "k", "↑", "x", "e", "Delete",
    ]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await shortcutsButton(page).click();
    await expect(dialog).toBeVisible();
    // ? closes it again, and focus goes back to the button.
    await page.keyboard.press("?");
    await expect(dialog).toBeHidden();
    await expect(shortcutsButton(page)).toBeFocused();
  });

  test("the header button opens it with the keyboard before the shortcuts' code has loaded", async ({ page }) => {
    await openTodos(page, todos);
    await shortcutsButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(shortcutsDialog(page)).toBeVisible();
  });

  test("at phone width (a tablet's split screen with a keyboard), no key breaks over two lines", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    // The header's button is not shown that narrow: ready first, then narrow.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.keyboard.press("?");
    const keys = shortcutsDialog(page).locator("kbd");
    await expect(keys.first()).toBeVisible();
    const oneLine = (await keys.first().boundingBox())!.height;
    for (const name of ["Esc", "Delete"]) {
      const key = shortcutsDialog(page).locator("kbd", { hasText: name }).first();
      await key.scrollIntoViewIfNeeded();
      expect((await key.boundingBox())!.height, name).toBeLessThanOrEqual(oneLine + 1);
    }
  });

  test("at 375 px its ✕ Close button takes clicks and taps in 40 × 40 px (WCAG 2.2 target size)", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.keyboard.press("?");
    const close = shortcutsDialog(page).getByRole("button", { name: "Close" });
    const { size, box } = await hitArea(close);
    expect(size).toBeGreaterThanOrEqual(40);
    expect(box.width).toBeGreaterThanOrEqual(40);
    expect(box.height).toBeGreaterThanOrEqual(40);
    const icon = (await close.locator("svg").boundingBox())!;
    expect([icon.width, icon.height]).toEqual([16, 16]);
    await clickHitAreaEdge(page, close, 40);
    await expect(shortcutsDialog(page)).toHaveCount(0);
  });

  for (const theme of ["light", "dark"] as const) {
    test.describe(theme, () => {
      test.use({ colorScheme: theme });
      test(`axe with the dialog open (${theme}): no serious or critical violation`, async ({ page }) => {
        await openTodos(page, todos);
        await expectTheme(page, theme);
        await expectShortcutsReady(page);
        await page.keyboard.press("?");
        await expect(shortcutsDialog(page)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
});

test.describe("App-wide shortcuts", () => {
  test("g then k goes to the Kanban, g then t back to To Do, also from inside the dialog", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await page.keyboard.press("g");
    await page.keyboard.press("k");
    await expect(page).toHaveURL(/\/kanban$/);
    // As a person does, the next keys come once the Kanban shows (keys typed while it loads may be lost).
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    await page.keyboard.press("g");
    await page.keyboard.press("t");
    await expect(page).toHaveURL(/\/todo$/);
    await expect(tasks(page)).toHaveCount(3);

    await page.keyboard.press("?");
    await expect(shortcutsDialog(page)).toBeVisible();
    await page.keyboard.press("g");
    await page.keyboard.press("k");
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(shortcutsDialog(page)).toBeHidden();
  });

  test("k alone does not go anywhere, g then another key neither", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await page.keyboard.press("k");
    await page.keyboard.press("g");
    await page.keyboard.press("x");
    await page.keyboard.press("t");
    await expect(page).toHaveURL(/\/todo$/);
    await expect(shortcutsDialog(page)).toBeHidden();
  });

  test("/ does nothing on a page without a search field", async ({ page }) => {
    await openTodos(page, todos);
    await page.goto("/data");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectShortcutsReady(page);
    await page.keyboard.press("/");
    await expect(page).toHaveURL(/\/data$/);
    await expect(shortcutsDialog(page)).toBeHidden();
    await expect(page.locator(":focus")).toHaveCount(0);
  });

  test("/ focuses the page's search field without typing into it; Escape clears it, a second Escape leaves it", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    const search = searchField(page);
    await page.keyboard.press("/");
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("");
    await page.keyboard.type("milk");
    await expect(tasks(page)).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(tasks(page)).toHaveCount(todos.length);
    await page.keyboard.press("Escape");
    await expect(search).not.toBeFocused();
  });
});

test.describe("To Do shortcuts", () => {
  test("n focuses New Task without typing n", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await page.keyboard.press("n");
    await expect(page.getByLabel("New Task")).toBeFocused();
    await expect(page.getByLabel("New Task")).toHaveValue("");
  });

  test("x toggles the focused task, and is saved", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await checkbox(page, "Buy milk").focus();
    await page.keyboard.press("x");
    await expect(checkbox(page, "Buy milk")).toBeChecked();
    await expect.poll(() => readStorage(page, "todos")).toContainEqual({ id: 1, title: "Buy milk", completed: true });
    // From the task's Edit button too: the row holds focus.
    await page.getByRole("button", { name: "Edit Call mum" }).focus();
    await page.keyboard.press("x");
    await expect(checkbox(page, "Call mum")).not.toBeChecked();
    await expect(checkbox(page, "Write report")).not.toBeChecked();
  });

  test("e opens the focused task's editor, with its title and no e typed", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await checkbox(page, "Write report").focus();
    await page.keyboard.press("e");
    const editor = page.getByRole("textbox", { name: "Edit title of Write report" });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue("Write report");
  });

  test("Delete deletes the focused task with the undo toast, and focus stays in the list", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await checkbox(page, "Buy milk").focus();
    await page.keyboard.press("Delete");
    await expect(tasks(page)).toHaveText([/Write report/, /Call mum/]);
    await expect(toast(page, "Task deleted")).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete Write report" })).toBeFocused();
    await expect.poll(() => readStorage(page, "todos")).toEqual(todos.slice(1));
  });

  test("j / k and the arrow keys move focus between tasks; with none focused, j starts at the first", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await page.keyboard.press("j");
    await expect(checkbox(page, "Buy milk")).toBeFocused();
    await page.keyboard.press("j");
    await expect(checkbox(page, "Write report")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(checkbox(page, "Call mum")).toBeFocused();
    // The last task: it stays there.
    await page.keyboard.press("j");
    await expect(checkbox(page, "Call mum")).toBeFocused();
    await page.keyboard.press("k");
    await expect(checkbox(page, "Write report")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(checkbox(page, "Buy milk")).toBeFocused();
    // From a row's Delete button as well.
    await page.getByRole("button", { name: "Delete Buy milk" }).focus();
    await page.keyboard.press("j");
    await expect(checkbox(page, "Write report")).toBeFocused();
  });

  test("in a long, windowed list the arrows reach tasks that were not rendered, and scroll them into view", async ({ page }) => {
    await openTodos(page, manyTodos(300));
    await expectShortcutsReady(page);
    await scrollToTask(page, 100);
    await checkbox(page, "Task 100").focus();
    for (let i = 0; i < 40; i++) await page.keyboard.press("ArrowDown");
    await expect(checkbox(page, "Task 140")).toBeFocused();
    await expect(checkbox(page, "Task 140")).toBeInViewport();
    for (let i = 0; i < 60; i++) await page.keyboard.press("k");
    await expect(checkbox(page, "Task 80")).toBeFocused();
    await expect(checkbox(page, "Task 80")).toBeInViewport();
    await page.keyboard.press("x");
    await expect(checkbox(page, "Task 80")).toBeChecked();
  });
});

test.describe("No shortcut fires while typing", () => {
  test("typed into New Task, the text arrives and nothing else happens", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    const field = page.getByLabel("New Task");
    await field.focus();
    await page.keyboard.type("nxe?g t/gk");
    await expect(field).toHaveValue("nxe?g t/gk");
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/todo$/);
    await expect(shortcutsDialog(page)).toBeHidden();
    await expect(checkbox(page, "Buy milk")).not.toBeChecked();
    await expect(tasks(page)).toHaveCount(3);
  });

  test("typed into a task's editor, the text arrives and nothing else happens", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await page.getByRole("button", { name: "Edit Buy milk" }).click();
    const editor = page.getByRole("textbox", { name: "Edit title of Buy milk" });
    await expect(editor).toBeFocused();
    await page.keyboard.type("nxe?g t");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Delete");
    await expect(editor).toHaveValue("Buy milknxe?g t");
    await expect(editor).toBeFocused();
    await expect(page).toHaveURL(/\/todo$/);
    await expect(shortcutsDialog(page)).toBeHidden();
    await expect(tasks(page)).toHaveCount(3);
  });

  test("keys held with Ctrl or Alt do not fire the task shortcuts", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await checkbox(page, "Buy milk").focus();
    await page.keyboard.press("Control+x");
    await page.keyboard.press("Alt+x");
    await page.keyboard.press("Alt+e");
    await expect(checkbox(page, "Buy milk")).not.toBeChecked();
    await expect(page.getByRole("textbox", { name: "Edit title of Buy milk" })).toHaveCount(0);
  });

  test("inside a menu, ? and g t do nothing", async ({ page }) => {
    await openTodos(page, todos);
    await expectShortcutsReady(page);
    await themeButton(page).click();
    await expect(themeMenu(page)).toBeVisible();
    await page.keyboard.press("?");
    await page.keyboard.press("g");
    await page.keyboard.press("k");
    await expect(shortcutsDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/todo$/);
  });

  test("inside another dialog (a card's), ? and g t do nothing", async ({ page }) => {
    await openKanban(page, sampleBoards());
    await expectShortcutsReady(page);
    await page.getByText("Write the report", { exact: true }).click();
    await cardDialog(page).getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("?");
    await page.keyboard.press("g");
    await page.keyboard.press("t");
    await expect(shortcutsDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/kanban\/cards\/11$/);
    await expect(cardDialog(page)).toBeVisible();
  });
});
