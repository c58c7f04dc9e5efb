import { expect, test, type Page } from "@playwright/test";
import { fillStorageToQuota, holdCode, readStorage, seedStorage, storageKeys } from "./support";

const tasks = (page: Page) => page.getByRole("list", { name: "Tasks" }).getByRole("listitem");

test.describe("saved data", () => {
  test("unreadable todos: the page opens, says so, and keeps the original text under a backup key", async ({ page }) => {
    await seedStorage(page, { todos: "[{not json" });
    await page.goto("/todo");
    await expect(page.getByRole("heading", { name: "Your Tasks" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Your saved tasks could not be read");
    await expect(page.getByText("You don't have any task.")).toBeVisible();
    const backups = (await storageKeys(page)).filter((key) => key.startsWith("todos.unreadable."));
    expect(backups).toHaveLength(1);
    await expect(page.getByRole("alert")).toContainText(backups[0]!);
    expect(await page.evaluate((key) => localStorage.getItem(key), backups[0]!)).toBe("[{not json");
    // The original text is still in place until the user saves something.
    expect(await page.evaluate(() => localStorage.getItem("todos"))).toBe("[{not json");

    // Saving works, the backup stays, and the notice can be dismissed.
    await page.getByLabel("New Task").fill("Fresh start");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(tasks(page)).toHaveText([/Fresh start/]);
    expect(await page.evaluate((key) => localStorage.getItem(key), backups[0]!)).toBe("[{not json");
    await page.getByRole("button", { name: "Dismiss notice" }).click();
    await expect(page.getByText(/could not be read/)).toHaveCount(0);
  });

  test("the notice's message shows at once; its buttons come with their code, loaded when a notice shows", async ({ page }) => {
    const code = await holdCode(page, "notice-actions");
    await seedStorage(page, { todos: "[{not json" });
    await page.goto("/todo");
    await expect(page.getByRole("alert")).toContainText("Your saved tasks could not be read");
    await expect.poll(code.requested).toBe(true);
    await expect(page.getByRole("button", { name: "Dismiss notice" })).toHaveCount(0);
    code.release();
    await expect(page.getByRole("button", { name: "Download the original" })).toBeVisible();
    await page.getByRole("button", { name: "Dismiss notice" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("partly unreadable todos: the readable tasks still show", async ({ page }) => {
    await seedStorage(page, { todos: [{ id: 1, title: "Readable", completed: false }, { id: "two", done: 1 }] });
    await page.goto("/todo");
    await expect(tasks(page)).toHaveText([/Readable/]);
    await expect(page.getByRole("alert")).toContainText("Some of your saved tasks could not be read");
  });

  test("unreadable kanban-board: the page opens, says so, and keeps a backup", async ({ page }) => {
    await seedStorage(page, { "kanban-board": "definitely not json" });
    await page.goto("/kanban");
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Your saved boards could not be read");
    const backups = (await storageKeys(page)).filter((key) => key.startsWith("kanban-board.unreadable."));
    expect(backups).toHaveLength(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), backups[0]!)).toBe("definitely not json");
  });

  test("storage full: the change is not saved, the page says so and shows what is stored", async ({ page }) => {
    await seedStorage(page, { todos: [{ id: 1, title: "Saved before", completed: true }] });
    await page.goto("/todo");
    await expect(tasks(page)).toHaveText([/Saved before/]);
    await fillStorageToQuota(page);

    // A toggle (fetcher, optimistic) that cannot be saved goes back to what is stored
    // ("false" is longer than "true", so this write needs room).
    await page.getByRole("checkbox", { name: "Complete Saved before" }).click();
    await expect(page.getByRole("alert")).toHaveText("Not saved: this browser's storage is full. Free some space and try again.");
    await expect(page.getByRole("checkbox", { name: "Complete Saved before" })).toBeChecked();

    // An add (form) that cannot be saved keeps the typed text.
    await page.reload();
    await page.getByLabel("New Task").fill("Will not fit");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Not saved: this browser's storage is full");
    await expect(page.getByLabel("New Task")).toHaveValue("Will not fit");
    await expect(tasks(page)).toHaveText([/Saved before/]);
    await expect.poll(() => readStorage(page, "todos")).toEqual([{ id: 1, title: "Saved before", completed: true }]);
  });

  test("leaving while a save is on its way asks first; staying keeps the change, and it is stored", async ({ page }) => {
    // The write code loads on demand: held back, as on a busy machine, the save waits for it.
    await seedStorage(page, { todos: [] });
    const writeCode = await holdCode(page, "storage-writer");
    await page.goto("/todo");
    await expect(page.getByRole("heading", { name: "Your Tasks" })).toBeVisible();
    await page.getByLabel("New Task").fill("Saved before the reload");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(() => writeCode.requested()).toBe(true);

    // The user reloads at once: the browser asks first, and the user stays.
    const warning = page.waitForEvent("dialog");
    const reloading = page.evaluate(() => location.reload());
    const dialog = await warning;
    expect(dialog.type()).toBe("beforeunload");
    writeCode.release();
    await dialog.dismiss();
    await reloading;

    await expect(tasks(page)).toHaveText([/Saved before the reload/]);
    await expect.poll(() => readStorage(page, "todos")).toEqual([{ id: 1, title: "Saved before the reload", completed: false }]);
    // With nothing on its way, the page reloads without asking, and the task is there.
    page.on("dialog", (unexpected) => {
      throw new Error(`Unexpected ${unexpected.type()} dialog`);
    });
    await page.reload();
    await expect(tasks(page)).toHaveText([/Saved before the reload/]);
  });

  test("duplicate ids from the original: toggle and delete touch one task only", async ({ page }) => {
    await seedStorage(page, {
      todos: [
        { id: 1, title: "First", completed: false },
        { id: 1, title: "Second", completed: false },
        { id: 2, title: "Third", completed: false },
      ],
    });
    await page.goto("/todo");
    await page.getByRole("checkbox", { name: "Complete Second" }).check();
    await expect(page.getByRole("checkbox", { name: "Complete First" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Complete Third" })).not.toBeChecked();

    await page.getByRole("button", { name: "Delete First" }).click();
    await expect(tasks(page)).toHaveText([/Second/, /Third/]);
    // The rows show a change at once (optimistically); storage has it once the save is done.
    await expect.poll(async () => (await readStorage<{ title: string }[]>(page, "todos"))?.map((todo) => todo.title)).toEqual(["Second", "Third"]);
    const stored = await readStorage<{ id: number; title: string; completed: boolean }[]>(page, "todos");
    expect(stored?.find((todo) => todo.title === "Second")?.completed).toBe(true);
    expect(new Set(stored?.map((todo) => todo.id)).size).toBe(2);

    await page.getByLabel("New Task").fill("Fourth");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(async () => (await readStorage<unknown[]>(page, "todos"))?.length).toBe(3);
    const ids = (await readStorage<{ id: number }[]>(page, "todos"))?.map((todo) => todo.id) ?? [];
    expect(ids.at(-1)).toBe(Math.max(...ids.slice(0, -1)) + 1);
  });

  test("two tabs: a change shows in the other within a second and neither overwrites the other", async ({ context }) => {
    const first = await context.newPage();
    await seedStorage(first, {});
    await first.goto("/todo");
    const second = await context.newPage();
    await second.goto("/todo");
    await expect(second.getByText("You don't have any task.")).toBeVisible();

    await first.getByLabel("New Task").fill("From the first tab");
    await first.getByRole("button", { name: "Add", exact: true }).click();
    await expect(tasks(second)).toHaveText([/From the first tab/], { timeout: 1000 });

    await second.getByLabel("New Task").fill("From the second tab");
    await second.getByRole("button", { name: "Add", exact: true }).click();
    await expect(tasks(first)).toHaveText([/From the first tab/, /From the second tab/], {
      timeout: 1000,
    });
    expect((await readStorage<{ title: string }[]>(first, "todos"))?.map((todo) => todo.title)).toEqual([
      "From the first tab",
      "From the second tab",
    ]);
  });
});

test.describe("storage the browser will not read", () => {
  test("getItem throws for kanban-board: the page says so, and Add Board never replaces the saved boards", async ({ page, context }) => {
    const saved = [{ id: "b1", boardName: "Saved board", card: [{ id: "c1", title: "Saved card", tags: [], task: [], date: "" }] }];
    await seedStorage(page, { "kanban-board": saved });
    await page.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (key === "kanban-board") throw new DOMException("The operation is insecure.", "SecurityError");
        return getItem.call(this, key);
      };
    });
    await page.goto("/kanban");
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(
      "Your saved boards could not be read: this browser did not allow access to its storage. Nothing will be saved",
    );
    await page.getByRole("button", { name: "Add Board" }).click();
    await page.getByPlaceholder("Enter Board Name").fill("Would overwrite");
    await page.getByPlaceholder("Enter Board Name").press("Enter");
    await expect(page.getByText("Not saved: your saved boards could not be read, and saving now could overwrite them.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Would overwrite" })).toHaveCount(0);

    // Another tab, where reading works, still finds every saved board.
    const other = await context.newPage();
    await other.goto("/kanban");
    await expect(other.getByRole("region", { name: "Saved board" })).toBeVisible();
    await expect.poll(() => readStorage(other, "kanban-board")).toEqual(saved);
  });

  test("window.localStorage throws: the page says so at load, before any save", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    });
    await page.goto("/todo");
    await expect(page.getByRole("heading", { name: "Your Tasks" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Your saved tasks could not be read: this browser did not allow access to its storage.");
    await page.getByLabel("New Task").fill("Not storable");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Not saved: your saved tasks could not be read, and saving now could overwrite them.")).toBeVisible();
    await expect(page.getByLabel("New Task")).toHaveValue("Not storable");
  });
});
