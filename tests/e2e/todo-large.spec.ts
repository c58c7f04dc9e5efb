import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { endPrint, holdCode, readStorage, scrollBoxesIn, seedStorage, startPrint } from "./support";
import { addTask, manyTodos, openTodos, scrollToTask, tasks, type StoredTodo } from "./todo-support";

// A long list renders only the rows near the view (the list is windowed);
// these tests hold what a user must still be able to do with every task.

/** The rendered rows' boxes (top and bottom on the page), in the list's order. */
const rowBoxes = (page: Page) =>
  tasks(page).evaluateAll((rows) =>
    rows.map((row) => {
      const box = row.getBoundingClientRect();
      return { position: Number(row.getAttribute("aria-posinset")), top: box.top, bottom: box.bottom };
    }),
  );

async function expectNoOverlap(page: Page) {
  const boxes = await rowBoxes(page);
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.position).toBeGreaterThan(boxes[i - 1]!.position);
    expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom - 0.5);
  }
}

test.describe("a To Do list of 2,000 tasks", () => {
  test("renders a window of rows that say their position, and scrolling shows every task", async ({ page }) => {
    const todos = manyTodos(2000);
    todos[1] = { ...todos[1]!, title: `Task 2 ${"long ".repeat(200)}` };
    await openTodos(page, todos);
    await expect(page.getByRole("checkbox", { name: "Complete Task 1", exact: true })).toBeVisible();
    // Far fewer rows than tasks are on the page, the first and the last among them.
    expect(await tasks(page).count()).toBeLessThan(60);
    await expect(tasks(page).first()).toHaveAttribute("aria-posinset", "1");
    await expect(tasks(page).first()).toHaveAttribute("aria-setsize", "2000");
    await expect(tasks(page).last()).toHaveAttribute("aria-posinset", "2000");
    await expect(tasks(page).last()).toHaveAttribute("aria-setsize", "2000");
    await expect(tasks(page).last()).toContainText("Task 2000");

    // A long title shown in full pushes the next rows down.
    await page.getByRole("button", { name: /^Show all of Task 2 long/ }).click();
    await expect(page.getByRole("button", { name: /^Show less of Task 2 long/ })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Complete Task 3", exact: true })).toBeVisible();
    await expectNoOverlap(page);

    await scrollToTask(page, 1000);
    await expect(page.getByText("Task 1000", { exact: true })).toBeInViewport();
    await expect(tasks(page).filter({ hasText: /^Task 1000$/ })).toHaveAttribute("aria-posinset", "1000");
    await expectNoOverlap(page);
    expect(await tasks(page).count()).toBeLessThan(60);

    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("End");
    await expect(page.getByText("Task 2000", { exact: true })).toBeInViewport();
    await expect(page.getByText("Task 1990", { exact: true })).toBeInViewport();
    await expectNoOverlap(page);
  });

  test("aria-setsize counts the tasks the filter shows", async ({ page }) => {
    const todos = manyTodos(2000).map((todo) => ({ ...todo, completed: todo.id % 4 === 0 }));
    await openTodos(page, todos);
    await page.getByRole("navigation", { name: "Filter tasks" }).getByRole("link", { name: "Active" }).click();
    await expect(tasks(page).first()).toHaveAttribute("aria-setsize", "1500");
    await expect(tasks(page).nth(3)).toHaveAttribute("aria-posinset", "4");
    await expect(tasks(page).nth(3)).toContainText("Task 5");
    await expect(tasks(page).last()).toHaveAttribute("aria-posinset", "1500");
    await expect(tasks(page).last()).toContainText("Task 1999");
    expect(await tasks(page).count()).toBeLessThan(60);
  });

  test("Tab reaches the first task, Shift+Tab walks back from the last one", async ({ page }) => {
    await openTodos(page, manyTodos(2000));
    // The filters are the last controls before the list ("Clear completed" is disabled).
    await page.getByRole("navigation", { name: "Filter tasks" }).getByRole("link", { name: "Completed" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Complete Task 1", exact: true })).toBeFocused();
    // Tab goes on through the tasks in order (three controls a row), scrolling the page as it goes.
    for (let i = 0; i < 3 * 10; i++) await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Complete Task 11", exact: true })).toBeFocused();
    await expect(page.getByRole("checkbox", { name: "Complete Task 11", exact: true })).toBeInViewport();
    expect(await tasks(page).count()).toBeLessThan(60);

    // The last task's controls are on the page while the top of the list is shown.
    const lastDelete = page.getByRole("button", { name: "Delete Task 2000", exact: true });
    await lastDelete.focus();
    await expect(lastDelete).toBeInViewport();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Edit Task 2000", exact: true })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("checkbox", { name: "Complete Task 2000", exact: true })).toBeFocused();
    for (let i = 0; i < 3 * 5; i++) await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("checkbox", { name: "Complete Task 1995", exact: true })).toBeFocused();
    await expect(page.getByRole("checkbox", { name: "Complete Task 1995", exact: true })).toBeInViewport();
  });

  test("a task far down the list is completed by its checkbox and saved", async ({ page }) => {
    await openTodos(page, manyTodos(2000));
    await scrollToTask(page, 1500);
    const checkbox = page.getByRole("checkbox", { name: "Complete Task 1500", exact: true });
    await checkbox.click();
    await expect(checkbox).toBeChecked();
    await expect.poll(async () => (await readStorage<StoredTodo[]>(page, "todos"))?.[1499]?.completed).toBe(true);
  });

  test("deleting a task by keyboard far down the list moves focus to the next task", async ({ page }) => {
    await openTodos(page, manyTodos(2000));
    await scrollToTask(page, 1000);
    await page.getByRole("button", { name: "Delete Task 1000", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Delete Task 1001", exact: true })).toBeFocused();
    await expect(page.getByText("1999 tasks left")).toBeVisible();
    await expect(tasks(page).filter({ hasText: /^Task 1001$/ })).toHaveAttribute("aria-posinset", "1000");
    await expect.poll(async () => (await readStorage<StoredTodo[]>(page, "todos"))?.length).toBe(1999);
  });
});

test.describe("the windowed list's code loads on demand", () => {
  // These hold the code file back with page.route, which never sees what a
  // service worker answers: the network, not the precache, is what is tested.
  test.use({ serviceWorkers: "block" });
  const WINDOWED_CODE = /\/assets\/windowed-todo-items-[\w-]+\.js$/;

  test("a short list shows and works without it; it loads when the browser is idle", async ({ page }) => {
    const code = await holdCode(page, "windowed-todo-items");
    await openTodos(page, manyTodos(3));
    await expect.poll(code.requested).toBe(true);
    await expect(tasks(page)).toHaveCount(3);
    await page.getByRole("checkbox", { name: "Complete Task 2", exact: true }).check();
    await expect(page.getByText("2 tasks left")).toBeVisible();
    await expect.poll(async () => (await readStorage<StoredTodo[]>(page, "todos"))?.[1]?.completed).toBe(true);
  });

  test("a long saved list waits for it, and is windowed from its first frame", async ({ page }) => {
    const code = await holdCode(page, "windowed-todo-items");
    await seedStorage(page, { todos: manyTodos(500) });
    await page.goto("/todo");
    await expect.poll(code.requested).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toHaveCount(0);
    code.release();
    await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
    expect(await tasks(page).count()).toBeLessThan(60);
    await expect(tasks(page).last()).toHaveAttribute("aria-posinset", "500");
  });

  test("a list that grows past 60 tasks is windowed once the code is there", async ({ page }) => {
    const code = await holdCode(page, "windowed-todo-items");
    await openTodos(page, manyTodos(60));
    await addTask(page, "Task 61");
    await expect(tasks(page)).toHaveCount(61);
    await expect(tasks(page).last()).toContainText("Task 61");
    code.release();
    await expect.poll(() => tasks(page).count()).toBeLessThan(61);
    await expect(tasks(page).last()).toHaveAttribute("aria-posinset", "61");
    await expect(tasks(page).last()).toContainText("Task 61");
  });

  test("a press on a task's title held as the code comes still opens its editor", async ({ page }) => {
    const code = await holdCode(page, "windowed-todo-items");
    await openTodos(page, manyTodos(60));
    await addTask(page, "Task 61");
    await expect(tasks(page)).toHaveCount(61);
    // Clicking a title opens its editor; a press there moves no focus into the list.
    const box = (await tasks(page).nth(2).getByText("Task 3", { exact: true }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const loaded = page.waitForResponse(WINDOWED_CODE);
    code.release();
    await loaded;
    await page.waitForTimeout(600);
    await page.mouse.up();
    await expect(page.getByRole("textbox", { name: "Edit title of Task 3" })).toBeFocused();
    await page.keyboard.press("Escape");
    await page.getByLabel("New Task").focus();
    await expect.poll(() => tasks(page).count()).toBeLessThan(61);
    await expect(tasks(page).last()).toHaveAttribute("aria-posinset", "61");
  });

  test("a focused row keeps focus when another tab makes the list long; it is windowed once focus leaves", async ({ tabs }) => {
    const { first, second } = tabs;
    await seedStorage(first, { todos: manyTodos(60) });
    const loaded = first.waitForResponse(WINDOWED_CODE);
    await first.goto("/todo");
    await loaded;
    const checkbox = first.getByRole("checkbox", { name: "Complete Task 5", exact: true });
    await checkbox.focus();

    await second.goto("/todo");
    await addTask(second, "Task 61");
    // Every row still rendered, the new one last: the list is not windowed while focus is in it.
    await expect(tasks(first)).toHaveCount(61);
    await expect(tasks(first).last()).toHaveText("Task 61");
    await expect(checkbox).toBeFocused();

    await first.getByLabel("New Task").focus();
    await expect.poll(() => tasks(first).count()).toBeLessThan(61);
    await expect(tasks(first).last()).toHaveAttribute("aria-posinset", "61");
  });
});

test("a print renders every task as it starts, each in its place on paper; back on screen, the list is windowed again", async ({ page }) => {
  await openTodos(page, manyTodos(300));
  expect(await tasks(page).count()).toBeLessThan(300);
  await startPrint(page);
  await expect(tasks(page)).toHaveCount(300);
  await page.emulateMedia({ media: "print" });
  await expect(tasks(page).last()).toHaveText("Task 300");
  await expectNoOverlap(page);
  expect(await scrollBoxesIn(page.getByRole("main"))).toBe(0);
  await endPrint(page);
  await expect.poll(() => tasks(page).count()).toBeLessThan(300);
});
