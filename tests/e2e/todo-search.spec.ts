import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, failCodeLoadedOnDemand, holdCode, readStorage, RELOAD_REASON, TRY_AGAIN_REASON } from "./support";
import { addTask, openTodos, searchField, searchTasks, tasks, type StoredTodo } from "./todo-support";

const TODOS: StoredTodo[] = [
  { id: 1, title: "Café with Ana", completed: false },
  { id: 2, title: "Write the report", completed: false },
  { id: 3, title: "Send REPORT to Zoé", completed: true },
  { id: 4, title: "Buy milk", completed: false },
  { id: 5, title: "cafe receipts", completed: true },
];

const filters = (page: Page) => page.getByRole("navigation", { name: "Filter tasks" });
const NOT_SEARCHED = `Not searched: ${TRY_AGAIN_REASON}`;
const matchCount = (page: Page) => page.getByRole("status").filter({ hasText: / of \d+ .*tasks? match/ });

test.describe("To Do search", () => {
  test("finds tasks by title ignoring case and accents, with a count", async ({ page }) => {
    await openTodos(page, TODOS);
    await searchTasks(page, "cafe");
    await expect(tasks(page)).toHaveText([/Café with Ana/, /cafe receipts/]);
    await expect(matchCount(page)).toHaveText("2 of 5 tasks match");

    await searchTasks(page, "REPORT");
    await expect(tasks(page)).toHaveText([/Write the report/, /Send REPORT to Zoé/]);

    await searchTasks(page, "zoe");
    await expect(tasks(page)).toHaveText([/Send REPORT to Zoé/]);
    await expect(matchCount(page)).toHaveText("1 of 5 tasks matches");

    // Spaces around the query do not count; the tasks-left count is the list's, as before.
    await searchTasks(page, "  CAFÉ ");
    await expect(tasks(page)).toHaveText([/Café with Ana/, /cafe receipts/]);
    await expect(page.getByText("3 tasks left")).toBeVisible();
  });

  test("combines with All / Active / Completed: each filter says how many of its tasks match", async ({ page }) => {
    await openTodos(page, TODOS);
    await searchTasks(page, "report");
    await expect(filters(page).getByRole("link", { name: "All 2 matching" })).toBeVisible();
    await expect(filters(page).getByRole("link", { name: "Active 1 matching" })).toBeVisible();
    await expect(filters(page).getByRole("link", { name: "Completed 1 matching" })).toBeVisible();

    await filters(page).getByRole("link", { name: /^Active/ }).click();
    await expect(page).toHaveURL(/\/todo\?filter=active&q=report$/);
    await expect(tasks(page)).toHaveText([/Write the report/]);
    await expect(matchCount(page)).toHaveText("1 of 3 active tasks matches");
    await expect(searchField(page)).toHaveValue("report");

    await filters(page).getByRole("link", { name: /^Completed/ }).click();
    await expect(page).toHaveURL(/\/todo\?filter=completed&q=report$/);
    await expect(tasks(page)).toHaveText([/Send REPORT to Zoé/]);
    await expect(matchCount(page)).toHaveText("1 of 2 completed tasks matches");

    // Without a query the filters show no count.
    await searchField(page).press("Escape");
    await expect(filters(page).getByRole("link", { name: "Completed", exact: true })).toBeVisible();
    await expect(matchCount(page)).toHaveCount(0);
    await expect(tasks(page)).toHaveText([/Send REPORT to Zoé/, /cafe receipts/]);
  });

  test("Clear completed clears the completed tasks the search finds, not those it hides, and is off when it finds none", async ({
    page,
  }) => {
    await openTodos(page, TODOS);
    const clear = page.getByRole("button", { name: "Clear completed" });
    await searchTasks(page, "milk");
    await expect(tasks(page)).toHaveText([/Buy milk/]);
    await expect(clear).toBeDisabled();

    await searchTasks(page, "report");
    await expect(clear).toBeEnabled();
    await clear.click();
    await expect(tasks(page)).toHaveText([/Write the report/]);
    await expect.poll(async () => ((await readStorage(page, "todos")) as StoredTodo[]).map((todo) => todo.title)).toEqual([
      "Café with Ana",
      "Write the report",
      "Buy milk",
      "cafe receipts",
    ]);
    await expect(clear).toBeDisabled();

    // Without a search it clears every completed task, as before.
    await searchField(page).press("Escape");
    await expect(clear).toBeEnabled();
    await clear.click();
    await expect(tasks(page)).toHaveText([/Café with Ana/, /Write the report/, /Buy milk/]);
  });

  test("the query is in the URL: reload and a fresh page at the address reopen the same view", async ({ page, context }) => {
    await openTodos(page, TODOS);
    await filters(page).getByRole("link", { name: "Completed" }).click();
    await searchTasks(page, "café");
    await expect(page).toHaveURL(/\/todo\?filter=completed&q=caf%C3%A9$/);
    await expect(tasks(page)).toHaveText([/cafe receipts/]);

    await page.reload();
    await expect(searchField(page)).toHaveValue("café");
    await expect(tasks(page)).toHaveText([/cafe receipts/]);
    await expect(filters(page).getByRole("link", { name: /^Completed/ })).toHaveAttribute("aria-current", "page");

    const fresh = await context.newPage();
    await fresh.goto("/todo?q=REPORT&filter=active");
    await expect(searchField(fresh)).toHaveValue("REPORT");
    await expect(tasks(fresh)).toHaveText([/Write the report/]);
    await expect(matchCount(fresh)).toHaveText("1 of 3 active tasks matches");
  });

  test("Back steps through committed queries, not through keystrokes", async ({ page }) => {
    await openTodos(page, TODOS);
    const field = searchField(page);
    await field.pressSequentially("milk");
    await field.press("Enter");
    await expect(page).toHaveURL(/\?q=milk$/);

    // A second query typed letter by letter, committed by leaving the field.
    await field.fill("");
    await field.pressSequentially("report");
    await page.getByRole("heading", { name: "Your Tasks" }).click();
    await expect(page).toHaveURL(/\?q=report$/);
    await expect(tasks(page)).toHaveText([/Write the report/, /Send REPORT to Zoé/]);

    await page.goBack();
    await expect(page).toHaveURL(/\?q=milk$/);
    await expect(field).toHaveValue("milk");
    await expect(tasks(page)).toHaveText([/Buy milk/]);

    await page.goBack();
    await expect(page).toHaveURL(/\/todo$/);
    await expect(field).toHaveValue("");
    await expect(tasks(page)).toHaveCount(5);

    await page.goForward();
    await expect(field).toHaveValue("milk");
    await expect(tasks(page)).toHaveText([/Buy milk/]);
  });

  test("Escape in the field clears it, and Back brings the query back", async ({ page }) => {
    await openTodos(page, TODOS);
    await searchTasks(page, "milk");
    await searchField(page).press("Enter");
    await expect(tasks(page)).toHaveText([/Buy milk/]);
    await searchField(page).press("Escape");
    await expect(searchField(page)).toHaveValue("");
    await expect(searchField(page)).toBeFocused();
    await expect(page).toHaveURL(/\/todo$/);
    await expect(tasks(page)).toHaveCount(5);

    await page.goBack();
    await expect(searchField(page)).toHaveValue("milk");
    await expect(tasks(page)).toHaveText([/Buy milk/]);
  });

  test("no match: the list says so and offers to clear the search", async ({ page }) => {
    await openTodos(page, TODOS);
    await searchTasks(page, "xyz");
    await expect(page.getByText("No tasks match “xyz”")).toBeVisible();
    await expect(page.getByRole("list", { name: "Tasks" })).toHaveCount(0);
    await expect(matchCount(page)).toHaveText("0 of 5 tasks match");

    // Matches under another filter only: this filter has none of them.
    await searchTasks(page, "milk");
    await filters(page).getByRole("link", { name: /^Completed/ }).click();
    await expect(page.getByText("No completed tasks match “milk”")).toBeVisible();

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(searchField(page)).toHaveValue("");
    await expect(page).toHaveURL(/\/todo\?filter=completed$/);
    await expect(tasks(page)).toHaveText([/Send REPORT to Zoé/, /cafe receipts/]);
  });

  test("a task added while the search hides it is added, and the page says so", async ({ page }) => {
    await openTodos(page, TODOS);
    await searchTasks(page, "milk");
    await addTask(page, "Call the plumber");
    const notice = page.getByRole("status").filter({ hasText: "Added “Call the plumber”; it is hidden by the search." });
    await expect(notice).toBeVisible();
    await expect(tasks(page)).toHaveText([/Buy milk/]);
    await expect
      .poll(async () => (await readStorage<StoredTodo[]>(page, "todos"))?.map((todo) => todo.title))
      .toContain("Call the plumber");

    // A task the search finds shows, and nothing is said.
    await addTask(page, "Oat milk");
    await expect(tasks(page)).toHaveText([/Buy milk/, /Oat milk/]);
    await expect(page.getByText(/it is hidden by/)).toHaveCount(0);

    await addTask(page, "Water plants");
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(searchField(page)).toHaveValue("");
    await expect(tasks(page).last()).toHaveText(/Water plants/);
    await expect(page.getByText(/it is hidden by/)).toHaveCount(0);
  });

  test("a task added under the Completed filter is added, and the page says the filter hides it", async ({ page }) => {
    await openTodos(page, TODOS);
    await filters(page).getByRole("link", { name: "Completed" }).click();
    await addTask(page, "New one");
    await expect(page.getByRole("status").filter({ hasText: "Added “New one”; it is hidden by the filter." })).toBeVisible();
    await page.getByRole("link", { name: "Show all tasks" }).click();
    await expect(page).toHaveURL(/\/todo$/);
    await expect(tasks(page).last()).toHaveText(/New one/);
  });

  test("filters 5,000 tasks as the user types", async ({ page }) => {
    const many: StoredTodo[] = Array.from({ length: 5000 }, (_, i) => ({
      id: i + 1,
      title: i % 1000 === 7 ? `Réunion ${i + 1}` : `Task ${i + 1}`,
      completed: i % 2 === 0,
    }));
    await openTodos(page, many);
    await searchField(page).pressSequentially("reunion");
    await expect(tasks(page)).toHaveCount(5);
    await expect(matchCount(page)).toHaveText("5 of 5000 tasks match");
    await expect(tasks(page).first()).toHaveText(/Réunion 8/);
  });

  test("axe: no serious or critical violation with a query on, and with no match", async ({ page }) => {
    await openTodos(page, TODOS);
    await searchTasks(page, "report");
    await addTask(page, "Hidden one");
    await expect(page.getByText(/it is hidden by the search/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await searchTasks(page, "nothing like it");
    await expect(page.getByText("No tasks match “nothing like it”")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("To Do search before its code is here", () => {
  // The code file is held back with page.route, which never sees what a service worker answers.
  test.use({ serviceWorkers: "block" });

  test("a query typed while the search's code is on its way says Searching…, then searches", async ({ page }) => {
    const code = await holdCode(page, "todo-search-results");
    await openTodos(page, TODOS);
    await searchTasks(page, "cafe");
    await expect(page.getByRole("status").filter({ hasText: "Searching…" })).toBeVisible();
    code.release();
    await expect(matchCount(page)).toHaveText("2 of 5 tasks match");
    await expect(tasks(page)).toHaveText([/Café with Ana/, /cafe receipts/]);
  });

  test("a query when the search's code cannot be fetched says why every task still shows, and searches once reloaded", async ({
    page,
  }) => {
    const network = await failCodeLoadedOnDemand(page, "/todo");
    await openTodos(page, TODOS);
    await searchTasks(page, "cafe");
    await expect(page.getByRole("status").filter({ hasText: NOT_SEARCHED })).toBeVisible();
    await expect(tasks(page)).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);
    network.restore();
    // The next change of the query asks for the code again: the browser keeps the failure, and the page says to reload.
    await searchField(page).press("Backspace");
    await expect(page.getByRole("status").filter({ hasText: `Not searched: ${RELOAD_REASON}` })).toBeVisible();
    await page.reload();
    await expect(searchField(page)).toHaveValue("caf");
    await expect(matchCount(page)).toHaveText("2 of 5 tasks match");
    await expect(page.getByRole("status").filter({ hasText: "Not searched" })).toHaveCount(0);
  });
});
