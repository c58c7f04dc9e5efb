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
