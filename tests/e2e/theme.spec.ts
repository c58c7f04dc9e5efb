import type { Page } from "@playwright/test";
import { openCard, sampleBoards } from "./card-dialog-support";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, holdCode, seedStorage, sidewaysOverflow } from "./support";
import {
  checkedChoice,
  chooseTheme,
  expectTheme,
  firstPaintTheme,
  shownTheme,
  textIsDark,
  themeButton,
  themeChoice,
  themeMenu,
  watchFirstPaint,
} from "./theme-support";
import { openKanban, threeBoards, tile } from "./kanban-support";
import { openTodos } from "./todo-support";

const todos = [
  { id: 1, title: "Buy milk", completed: false },
  { id: 2, title: "Call mum", completed: true },
];

/** Fails the test on any error the page throws. */
function failOnPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("the theme", () => {
  test("follows the system's light or dark setting, and changes with it while the page is open", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openTodos(page, todos);
    await expectTheme(page, "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expectTheme(page, "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expectTheme(page, "dark");
  });

  test("the Theme control offers Light, Dark and System; the choice is kept and applies after a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openTodos(page, todos);
    await themeButton(page).click();
    await expect(themeMenu(page).getByRole("menuitemradio")).toHaveText(["Light", "Dark", "System"]);
    expect(await checkedChoice(page)).toBe("System");
    await themeChoice(page, "Dark").click();
    await expectTheme(page, "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await expect(page.getByText("Buy milk")).toBeVisible();
    await expectTheme(page, "dark");
    // The system's setting no longer matters.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.emulateMedia({ colorScheme: "light" });
    await expectTheme(page, "dark");
    await themeButton(page).click();
    expect(await checkedChoice(page)).toBe("Dark");
    await page.keyboard.press("Escape");

    await chooseTheme(page, "Light");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/kanban");
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    await expectTheme(page, "light");

    // System follows the system again, live.
    await chooseTheme(page, "System");
    await expectTheme(page, "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
    await page.emulateMedia({ colorScheme: "light" });
    await expectTheme(page, "light");
  });

  test("a choice applies at once in every open tab", async ({ tabs: { first, second } }) => {
    await first.emulateMedia({ colorScheme: "light" });
    await second.emulateMedia({ colorScheme: "light" });
    await openTodos(first, todos);
    await second.goto("/kanban");
    await expect(second.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    await expectTheme(second, "light");

    await chooseTheme(first, "Dark");
    await expectTheme(second, "dark");
    await themeButton(second).click();
    expect(await checkedChoice(second)).toBe("Dark");
    await themeChoice(second, "Light").click();
    await expectTheme(first, "light");
    await expectTheme(second, "light");
  });

  for (const stored of ["purple", '"dark"', "DARK", " light", "", "null", "{}"]) {
    test(`a bad stored value (${JSON.stringify(stored)}) is read as System, without an error`, async ({ page }) => {
      const errors = failOnPageErrors(page);
      await seedStorage(page, { todos, theme: stored });
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("/todo");
      await expect(page.getByText("Buy milk")).toBeVisible();
      await expectTheme(page, "dark");
      await page.emulateMedia({ colorScheme: "light" });
      await expectTheme(page, "light");
      await themeButton(page).click();
      expect(await checkedChoice(page)).toBe("System");
      // Nothing is written until the user chooses.
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe(stored);
      await themeChoice(page, "Dark").click();
      await expectTheme(page, "dark");
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
      expect(errors).toEqual([]);
    });
  }

  test("the Theme control works by keyboard alone", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openTodos(page, todos);
    // Tab from the top of the page: skip link, Taskboard, To Do, Kanban, Data, Theme.
    await page.getByRole("link", { name: "Skip to content" }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    await expect(themeButton(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(themeMenu(page)).toBeVisible();
    await expect(themeChoice(page, "Light")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(themeChoice(page, "Dark")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(themeMenu(page)).toBeHidden();
    await expectTheme(page, "dark");
    await expect(themeButton(page)).toBeFocused();

    await page.keyboard.press("Space");
    await expect(themeChoice(page, "Light")).toBeFocused();
    await expect(themeChoice(page, "Dark")).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(themeMenu(page)).toBeHidden();
    await expect(themeButton(page)).toBeFocused();
    await expectTheme(page, "dark");

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await expect(themeChoice(page, "System")).toBeFocused();
    await page.keyboard.press("Space");
    await expectTheme(page, "light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
  });

  test("in the dark theme a ring's offset gap is the page's colour, not white: a focused checkbox, a chosen label colour", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openTodos(page, todos);
    await expectTheme(page, "dark");
    /** The colour of the 2-px box-shadow (the offset gap) around the element, and the page's. */
    const gapAndPage = (element: Element) => {
      const gap = getComputedStyle(element)
        .boxShadow.split(/,(?![^(]*\))/)
        .find((shadow) => / 0px 0px 0px 2px$/.test(shadow.trim()));
      return [gap?.trim().replace(/ 0px 0px 0px 2px$/, ""), getComputedStyle(document.body).backgroundColor];
    };
    // Tabbed to, as a keyboard user reaches it (the ring is the keyboard's).
    const checkbox = page.getByRole("checkbox", { name: "Complete Buy milk" });
    await checkbox.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(checkbox).toBeFocused();
    const [checkboxGap, pageColour] = await checkbox.evaluate(gapAndPage);
    expect(pageColour).toMatch(/^oklch/);
    expect(checkboxGap).toBe(pageColour);

    await openCard(page, sampleBoards());
    await page.getByRole("button", { name: "Add Label" }).click();
    const chosen = page.getByRole("dialog", { name: "Label" }).getByRole("button", { name: /#61bd4f/ });
    await chosen.click();
    await expect(chosen).toHaveAttribute("aria-pressed", "true");
    // Once its ring has eased in.
    await expect
      .poll(async () => {
        const [gap, pageColour] = await chosen.evaluate(gapAndPage);
        return gap === pageColour;
      })
      .toBe(true);
  });

  test("the menu's code loads on demand; pressed before it is there, the menu opens once it is", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const menuCode = await holdCode(page, "theme-menu-dropdown");
    await openTodos(page, todos);
    await expectTheme(page, "light");
    // The page is ready without it.
    expect(menuCode.requested()).toBe(false);

    await themeButton(page).focus();
    await expect.poll(() => menuCode.requested()).toBe(true);
    await page.keyboard.press("Enter");
    await expect(themeMenu(page)).toBeHidden();
    menuCode.release();
    await expect(themeMenu(page)).toBeVisible();
    await expect(themeChoice(page, "Light")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    // Radix moves focus to the next item in a timer after the key: a busy page can take
    // the next key first, so wait, as a person does, for the highlight to move.
    await expect(themeChoice(page, "Dark")).toBeFocused();
    await page.keyboard.press("Enter");
    await expectTheme(page, "dark");
    await expect(themeButton(page)).toBeFocused();
  });

  test("printed, the dark theme gives way to dark text on white paper, on both pages", async ({ page }) => {
    await openKanban(page, threeBoards());
    await chooseTheme(page, "Dark");
    await expectTheme(page, "dark");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    expect(await shownTheme(page)).toBe("light");
    expect(await textIsDark(tile(page, "Alpha"))).toBe(true);

    await page.emulateMedia({ media: "screen" });
    await openTodos(page, todos);
    await chooseTheme(page, "Dark");
    await expectTheme(page, "dark");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    expect(await textIsDark(page.getByText("Buy milk"))).toBe(true);
  });

  test("at 375 px the header holds the Theme control without scrolling sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openTodos(page, todos);
    await expect(themeButton(page)).toBeInViewport({ ratio: 1 });
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

test.describe("no flash of the wrong theme", () => {
  // Every prerendered page, and 404.html (which shows a card's address, or the 404 screen).
  const ADDRESSES = ["/", "/todo", "/kanban", "/data", "/login", "/signup", "/kanban/cards/11", "/no-such-page"];
  const CASES = [
    { system: "light", stored: "dark", expected: "dark" },
    { system: "dark", stored: "light", expected: "light" },
    { system: "dark", stored: null, expected: "dark" },
    { system: "dark", stored: "nonsense", expected: "dark" },
  ] as const;

  for (const { system, stored, expected } of CASES) {
    test(`the first frame is ${expected} with the system ${system} and ${stored === null ? "nothing" : `"${stored}"`} stored`, async ({
      page,
    }) => {
      test.slow(); // eight page loads
      await seedStorage(page, { "kanban-board": sampleBoards(), ...(stored === null ? {} : { theme: stored }) });
      await page.emulateMedia({ colorScheme: system });
      await watchFirstPaint(page);
      for (const address of ADDRESSES) {
        await page.goto(address);
        expect(`${address}: ${await firstPaintTheme(page)}`).toBe(`${address}: ${expected}`);
        expect(`${address}: ${await shownTheme(page)}`).toBe(`${address}: ${expected}`);
      }
    });
  }
});

test.describe("axe in both themes", () => {
  for (const theme of ["light", "dark"] as const) {
    test.describe(theme, () => {
      test.use({ colorScheme: theme });

      test(`/todo, with a toast showing: no serious or critical violation`, async ({ page }) => {
        await openTodos(page, todos);
        await expectTheme(page, theme);
        await page.getByRole("button", { name: "Delete Buy milk" }).click();
        await expect(page.getByRole("status", { name: "Task deleted", exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await themeButton(page).click();
        await expect(themeMenu(page)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test(`/kanban with labels and due dates, and its board menu: no serious or critical violation`, async ({ page }) => {
        const boards = sampleBoards({
          tags: [
            { id: 1, tagName: "Bug", color: "#eb5a46" },
            { id: 2, tagName: "Feature", color: "#61bd4f" },
            { id: 3, tagName: "Urgent", color: "#f2d600" },
            { id: 4, tagName: "Later", color: "#ff9f1a" },
            { id: 5, tagName: "Idea", color: "#c377e0" },
            { id: 6, tagName: "Old", color: "" },
          ],
          task: [{ id: 1, task: "Draft", completed: false }],
          date: "2024-01-05",
        });
        boards[0]!.card[1] = { ...boards[0]!.card[1]!, task: [{ id: 1, task: "Done", completed: true }], date: "2030-06-01" };
        boards[1]!.card[0] = { ...boards[1]!.card[0]!, date: "2099-06-01" };
        await seedStorage(page, { "kanban-board": boards });
        await page.goto("/kanban");
        await expect(page.getByText("Write the report")).toBeVisible();
        await expectTheme(page, theme);
        await expectNoSeriousA11yViolations(page);
        await page.getByRole("button", { name: "Board actions for Todo" }).click();
        await expect(page.getByRole("menuitem", { name: "Delete Board" })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test(`the card dialog with the date picker open: no serious or critical violation`, async ({ page }) => {
        await openCard(
          page,
          sampleBoards({
            tags: [
              { id: 1, tagName: "Bug", color: "#eb5a46" },
              { id: 2, tagName: "Old", color: "" },
            ],
            task: [
              { id: 1, task: "Draft", completed: true },
              { id: 2, task: "Proofread", completed: false },
            ],
            date: "2024-01-05",
          }),
        );
        await expectTheme(page, theme);
        await page.getByRole("dialog", { name: "Write the report" }).getByRole("button", { name: "Date", exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Select a Date" }).getByRole("grid")).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test(`/data, with the unreadable-data warning: no serious or critical violation`, async ({ page }) => {
        await seedStorage(page, { todos: "{this is not json", "kanban-board": sampleBoards() });
        await page.goto("/data");
        await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
        await expect(page.getByRole("alert").first()).toBeVisible();
        // Its buttons load when a notice shows: checked with them.
        await expect(page.getByRole("button", { name: "Dismiss notice" })).toBeVisible();
        await expectTheme(page, theme);
        await expectNoSeriousA11yViolations(page);
      });

      test(`the 404 screen: no serious or critical violation`, async ({ page }) => {
        await page.goto("/no-such-page");
        await expect(page.getByRole("heading", { level: 1, name: "404 Not Found" })).toBeVisible();
        await expectTheme(page, theme);
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
});
