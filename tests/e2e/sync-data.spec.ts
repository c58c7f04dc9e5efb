import type { Page } from "@playwright/test";
import { addCard, board, tile } from "./kanban-support";
import { readStorage } from "./support";
import { clearIndexedDb, connect, expect, SYNCED, syncStatus, test } from "./sync-support";
import { addTask, tasks } from "./todo-support";

// Sync (issue 15): data moving between devices (separate browser contexts) through a real server.

type Todo = { id: number; title: string; completed: boolean };

async function openTodo(page: Page) {
  await page.goto("/todo");
  await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
}

async function storedTodos(page: Page): Promise<Todo[]> {
  return (await readStorage<Todo[]>(page, "todos")) ?? [];
}

test.describe("sync: data between devices", () => {
  test("a Kanban card added on A paints on B", async ({ newDevice, syncServer }) => {
    const a = await newDevice();
    const b = await newDevice();
    await connect(a, syncServer, { "kanban-board": [{ id: "b1", boardName: "Doing", card: [] }] });
    await connect(b, syncServer);
    await b.goto("/kanban");
    await expect(board(b, "Doing")).toBeVisible(SYNCED);
    await a.goto("/kanban");
    await addCard(a, "Doing", "Written on A");
    await expect(tile(board(b, "Doing"), "Written on A")).toBeVisible(SYNCED);
  });

  test("a To Do task toggled on A paints on B, and undo on A is synced like any change", async ({ newDevice, syncServer }) => {
    const a = await newDevice();
    const b = await newDevice();
    await connect(a, syncServer, { todos: [{ id: 1, title: "Shared task", completed: false }] });
    await connect(b, syncServer);
    await openTodo(b);
    await expect(tasks(b)).toHaveText(["Shared task"], SYNCED);
    await openTodo(a);
    await a.getByRole("checkbox", { name: "Complete Shared task" }).check();
    await expect(b.getByRole("checkbox", { name: "Complete Shared task" })).toBeChecked(SYNCED);
    await a.getByRole("button", { name: /^Undo/ }).first().click();
    await expect(b.getByRole("checkbox", { name: "Complete Shared task" })).not.toBeChecked(SYNCED);
  });

  test("connecting a device that has data merges it with the space: nothing is lost, same-id tasks both kept", async ({
    newDevice,
    syncServer,
  }) => {
    const a = await newDevice();
    const b = await newDevice();
    await connect(a, syncServer, { todos: [{ id: 1, title: "From A", completed: false }] });
    await connect(b, syncServer, { todos: [{ id: 1, title: "From B", completed: true }] });
    for (const page of [a, b]) {
      await openTodo(page);
      await expect(tasks(page)).toHaveCount(2, SYNCED);
    }
    const todosA = await storedTodos(a);
    expect(todosA.map((todo) => todo.title).sort()).toEqual(["From A", "From B"]);
    expect(new Set(todosA.map((todo) => todo.id)).size).toBe(2);
    await expect.poll(() => storedTodos(b), SYNCED).toEqual(todosA);
  });

  test("a server restart loses nothing, and devices carry on", async ({ newDevice, syncServer }) => {
    const a = await newDevice();
    await connect(a, syncServer);
    await openTodo(a);
    await addTask(a, "Before the restart");
    await expect(syncStatus(a)).toHaveText("Synced", SYNCED);
    await syncServer.stop();
    await syncServer.start();
    await expect(syncStatus(a)).toHaveText("Synced", SYNCED);
    await addTask(a, "After the restart");
    const c = await newDevice();
    await connect(c, syncServer);
    await openTodo(c);
    await expect(tasks(c)).toHaveText(["Before the restart", "After the restart"], SYNCED);
  });

  test("edits made offline on both devices merge on reconnect, with distinct ids", async ({ newDevice, syncServer }) => {
    const a = await newDevice();
    const b = await newDevice();
    await connect(a, syncServer, { todos: [{ id: 1, title: "Shared", completed: false }] });
    await connect(b, syncServer);
    await openTodo(a);
    await openTodo(b);
    await expect(tasks(b)).toHaveText(["Shared"], SYNCED);
    await a.context().setOffline(true);
    await b.context().setOffline(true);
    await expect(syncStatus(a)).toHaveText(/^Offline/);
    await addTask(a, "Offline on A");
    await addTask(b, "Offline on B");
    await a.getByRole("checkbox", { name: "Complete Shared" }).check();
    await a.context().setOffline(false);
    await b.context().setOffline(false);
    for (const page of [a, b]) {
      await expect(tasks(page)).toHaveCount(3, SYNCED);
      await expect(page.getByRole("checkbox", { name: "Complete Shared" })).toBeChecked(SYNCED);
    }
    const todosA = await storedTodos(a);
    expect(todosA.map((todo) => todo.title).sort()).toEqual(["Offline on A", "Offline on B", "Shared"]);
    expect(new Set(todosA.map((todo) => todo.id)).size).toBe(3);
    await expect.poll(() => storedTodos(b), SYNCED).toEqual(todosA);
  });

  test("edits made offline survive closing the browser and sync when it reopens", async ({ newDevice, syncServer }) => {
    const a = await newDevice();
    await connect(a, syncServer);
    await openTodo(a);
    await a.context().setOffline(true);
    await expect(syncStatus(a)).toHaveText(/^Offline/);
    await addTask(a, "Written offline");
    // The tab closes; the same browser profile opens the app again, online.
    const context = a.context();
    await a.close();
    await context.setOffline(false);
    const reopened = await context.newPage();
    await openTodo(reopened);
    await expect(syncStatus(reopened)).toHaveText("Synced", SYNCED);
    const b = await newDevice();
    await connect(b, syncServer);
    await openTodo(b);
    await expect(tasks(b)).toHaveText(["Written offline"], SYNCED);
  });

  test("a device whose offline copy the browser cleared joins again without doubling anything", async ({
    newDevice,
    syncServer,
  }) => {
    const todos: Todo[] = [
      { id: 1, title: "Kept once", completed: false },
      { id: 2, title: "Also once", completed: true },
    ];
    const a = await newDevice();
    await connect(a, syncServer, { todos });
    const context = a.context();
    await a.close();
    await clearIndexedDb(context);
    const reopened = await context.newPage();
    await openTodo(reopened);
    await expect(syncStatus(reopened)).toHaveText("Synced", SYNCED);
    const b = await newDevice();
    await connect(b, syncServer);
    await openTodo(b);
    await expect(tasks(b)).toHaveText(["Kept once", "Also once"], SYNCED);
    await expect(tasks(reopened)).toHaveText(["Kept once", "Also once"]);
    expect(await storedTodos(reopened)).toEqual(todos);
    expect(await storedTodos(b)).toEqual(todos);
  });

  test("every tab of a device shows a change from another device within a second of its arrival", async ({
    newDevice,
    syncServer,
  }) => {
    const a = await newDevice();
    await connect(a, syncServer);
    const otherTab = await a.context().newPage();
    await openTodo(otherTab);
    const b = await newDevice();
    await connect(b, syncServer);
    await openTodo(b);
    await addTask(b, "From B");
    await expect(tasks(otherTab)).toHaveText(["From B"], SYNCED);
  });
});
