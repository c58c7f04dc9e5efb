import { expect, type Page } from "@playwright/test";
import { seedStorage } from "./support";

export type StoredTodo = { id: number; title: string; completed: boolean };

export async function openTodos(page: Page, todos?: StoredTodo[]) {
  await seedStorage(page, todos ? { todos } : {});
  await page.goto("/todo");
  // Thousands of rows render with the heading; give a busy CI machine time.
  await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible({ timeout: 15_000 });
}

export const tasks = (page: Page) => page.getByRole("list", { name: "Tasks" }).getByRole("listitem");

export async function addTask(page: Page, title: string) {
  await page.getByLabel("New Task").fill(title);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByLabel("New Task")).toHaveValue("");
}

/** `count` stored tasks titled "Task 1", "Task 2"…, none completed. */
export const manyTodos = (count: number): StoredTodo[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Task ${i + 1}`, completed: false }));

/**
 * Scrolls the window, as a user would, until the task at `position` (1-based,
 * among the tasks shown) is on screen. The list renders only the rows near the
 * view, so a task far down is not on the page until the window gets there.
 */
export async function scrollToTask(page: Page, position: number) {
  await page.evaluate(async (wanted) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const list = document.querySelector<HTMLElement>('ul[aria-label="Tasks"]')!;
    for (let attempt = 0; attempt < 20; attempt++) {
      const rows = Array.from(list.querySelectorAll<HTMLElement>(":scope > li"));
      if (rows.some((row) => row.getAttribute("aria-posinset") === String(wanted))) break;
      const count = Number(rows[0]?.getAttribute("aria-setsize"));
      const top = list.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top + ((wanted - 0.5) / count) * list.offsetHeight - window.innerHeight / 2);
      await nextFrame();
      await nextFrame();
    }
  }, position);
}

/** The To Do page's search field ("Search tasks"). */
export const searchField = (page: Page) => page.getByRole("searchbox", { name: "Search tasks" });

/** Types `query` into the search field in place of what it held. */
export async function searchTasks(page: Page, query: string) {
  await searchField(page).fill(query);
}
