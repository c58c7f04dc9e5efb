import { expect, test } from "@playwright/test";
import { DESKTOP_AND_PHONE, expectNoSeriousA11yViolations, namesTabReaches, openBeforeTheAppStarts, placesOf, reactErrors, readStorage, seedStorage } from "./support";
import { manyTodos, tasks, type StoredTodo } from "./todo-support";

// Before the app has started, the To Do page's HTML paints the stored tasks (a picture, inert)
// where the page will show them; the app's page then takes its place without anything moving.

const longTitle = `A long title ${"that goes on ".repeat(120)}`;
// More than 60 tasks: the page's list is windowed, the picture's is not.
const todos: StoredTodo[] = [
  { id: 1, title: "Buy milk", completed: false },
  { id: 2, title: "Call the bank", completed: true },
  { id: 3, title: "A task whose title is long enough to wrap onto a second line on a phone", completed: false },
  { id: 4, title: longTitle, completed: false },
  ...manyTodos(80).map((todo) => ({ ...todo, id: todo.id + 10 })),
];
const texts = ["83 tasks left", "Active", "Clear completed", "Buy milk", "Call the bank", "A task whose title", "A long title", "Show all", "Task 5"];

for (const viewport of DESKTOP_AND_PHONE) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the stored tasks show before the app has started, where the page then shows them, and work only once it has", async ({
      page,
    }) => {
      const errors = reactErrors(page);
      await seedStorage(page, { todos });
      const code = await openBeforeTheAppStarts(page, "/todo");

      await expect(page.getByText("Buy milk")).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Complete Call the bank", includeHidden: true })).toBeChecked();
      const picture = await placesOf(page, texts);
      expect(picture).not.toContain(null);
      await expectNoSeriousA11yViolations(page);
      // Nothing in the picture works yet, and nothing in it pretends to: Tab never reaches it, a click does nothing.
      const focused = await namesTabReaches(page, 12);
      expect(focused.filter((name) => /Buy milk|Clear completed|Show all|Active/.test(name))).toEqual([]);
      const box = (await page.getByRole("checkbox", { name: "Complete Buy milk", includeHidden: true }).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.getByRole("link", { name: "Active", includeHidden: true }).click({ force: true });
      await expect(page).toHaveURL(/\/todo$/);

      code.release();
      await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
      // The app's page took the picture's place: each text once, where the picture showed it.
      await expect(page.getByText("Buy milk")).toHaveCount(1);
      await expect(page.getByRole("list", { name: "Tasks" })).toHaveCount(1);
      expect(await placesOf(page, texts)).toEqual(picture);
      // The click on the picture changed nothing; the page's own checkbox works.
      const milk = page.getByRole("checkbox", { name: "Complete Buy milk" });
      await expect(milk).not.toBeChecked();
      await milk.check();
      await expect(page.getByText("82 tasks left")).toBeVisible();
      await expect.poll(async () => (await readStorage<StoredTodo[]>(page, "todos"))?.[0]?.completed).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}

test("the picture shows the address's filter: its tasks, its link marked", async ({ page }) => {
  await seedStorage(page, { todos });
  const code = await openBeforeTheAppStarts(page, "/todo?filter=completed");
  await expect(page.getByText("Call the bank")).toBeVisible();
  await expect(page.getByText("Buy milk")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Filter tasks", includeHidden: true }).locator('[aria-current="page"]')).toHaveText("Completed");
  code.release();
  await expect(tasks(page)).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Completed" })).toHaveAttribute("aria-current", "page");
});

test("no picture of data the app has to repair, or of tasks a search in the address would hide", async ({ page }) => {
  // Unreadable text: the skeleton's grey rows stand in, and the app says what it found.
  await seedStorage(page, { todos: "[{not json" });
  let code = await openBeforeTheAppStarts(page, "/todo");
  await expect(page.getByText("tasks left")).toHaveCount(0);
  code.release();
  await expect(page.getByText("Your saved tasks could not be read.", { exact: false })).toBeVisible();

  // Partly readable (a task that is no task): the page repairs it and says so; the picture would not match.
  await page.unrouteAll();
  await seedStorage(page, { todos: [...todos, 42] });
  code = await openBeforeTheAppStarts(page, "/todo");
  await expect(page.getByText("Buy milk")).toHaveCount(0);
  code.release();
  await expect(page.getByText("Some of your saved tasks could not be read.", { exact: false })).toBeVisible();
  await expect(page.getByText("Buy milk")).toBeVisible();

  // A search in the address: the page shows the matching tasks only, so no picture of them all.
  await page.unrouteAll();
  await seedStorage(page, { todos });
  code = await openBeforeTheAppStarts(page, "/todo?q=bank");
  await expect(page.getByText("Buy milk")).toHaveCount(0);
  code.release();
  await expect(tasks(page)).toHaveCount(1);
  await expect(page.getByText("Call the bank")).toBeVisible();
});

test("the picture shows stored titles as text, never as markup", async ({ page }) => {
  const title = `<img src="x" onerror="document.title='run'">`;
  await seedStorage(page, { todos: [{ id: 1, title, completed: false }, { id: 2, title: "<b>not bold</b>", completed: false }] });
  const code = await openBeforeTheAppStarts(page, "/todo");
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText("<b>not bold</b>")).toBeVisible();
  await expect(page.locator("main img, main b")).toHaveCount(0);
  code.release();
  await expect(page.getByRole("checkbox", { name: `Complete ${title}` })).toBeVisible();
  expect(await page.title()).not.toBe("run");
});
