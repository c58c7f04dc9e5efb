import type { Page } from "@playwright/test";
import { cardDialog } from "./card-dialog-support";
import { addCard, board, tile } from "./kanban-support";
import { readStorage } from "./support";
import { clearIndexedDb, connect, expect, goOffline, submitConnect, SYNCED, syncSection, syncStatus, test, type SyncServer } from "./sync-support";
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

const taskBox = (page: Page, title: string) => page.getByRole("checkbox", { name: `Complete ${title}`, exact: true });

/** Two devices on the To Do, sharing one task, "Shared" (id 1). */
async function twoDevicesSharingATask(newDevice: () => Promise<Page>, syncServer: SyncServer): Promise<[Page, Page]> {
  const a = await newDevice();
  const b = await newDevice();
  await connect(a, syncServer, { todos: [{ id: 1, title: "Shared", completed: false }] });
  await connect(b, syncServer);
  await openTodo(a);
  await openTodo(b);
  await expect(tasks(b)).toHaveText(["Shared"], SYNCED);
  return [a, b];
}

/**
 * Two devices sharing "Shared" (id 1), each with a task added while offline: "Added on A" and
 * "Added on B", both under id 2. When they meet, sync gives one of them id 3. `beforeOffline`
 * runs on each device while it is still online.
 */
async function tasksAddedOfflineOnBoth(
  newDevice: () => Promise<Page>,
  syncServer: SyncServer,
  beforeOffline?: (page: Page) => Promise<void>,
): Promise<[Page, Page]> {
  const [a, b] = await twoDevicesSharingATask(newDevice, syncServer);
  for (const page of [a, b]) await beforeOffline?.(page);
  await goOffline(a, b);
  await addTask(a, "Added on A");
  await addTask(b, "Added on B");
  // The rows show at once (optimistic); the adds are stored a moment later.
  for (const page of [a, b]) await expect.poll(async () => (await storedTodos(page)).map((todo) => todo.id)).toEqual([1, 2]);
  return [a, b];
}

/** Each device (or tab) with the task it added offline, as `tasksAddedOfflineOnBoth` made them. */
const ownTasks = (a: Page, b: Page) =>
  [
    [a, "Added on A"],
    [b, "Added on B"],
  ] as const;

/** On every page, both tasks added offline are ticked, and the shared one is not. */
async function expectBothAddsTicked(...pages: Page[]): Promise<void> {
  for (const page of pages) {
    await expect(taskBox(page, "Added on A")).toBeChecked(SYNCED);
    await expect(taskBox(page, "Added on B")).toBeChecked(SYNCED);
    await expect(taskBox(page, "Shared")).not.toBeChecked();
  }
}

/** Both back online, and each stores the three tasks under distinct ids. */
async function comeBackOnline(a: Page, b: Page): Promise<void> {
  for (const page of [a, b]) await page.context().setOffline(false);
  for (const page of [a, b]) {
    await expect.poll(async () => new Set((await storedTodos(page)).map((todo) => todo.id)).size, SYNCED).toBe(3);
  }
}

/** Renames a card through its dialog, on the Kanban page. */
async function renameCard(page: Page, from: string, to: string): Promise<void> {
  await tile(board(page, "Plan"), from).click();
  await cardDialog(page, from).getByRole("button", { name: new RegExp(from) }).click();
  await page.getByRole("textbox", { name: "Card title" }).fill(to);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(tile(board(page, "Plan"), to)).toBeVisible();
}

/**
 * From now on, the page's IndexedDB writes made with `methods` fail (their transaction is
 * aborted), as when the page closes before they finish or the disk refuses them. The replica's
 * updates are written with `add`, the base kept beside it with `put`.
 */
async function failIndexedDbWrites(page: Page, methods: ("add" | "put")[]): Promise<void> {
  await page.evaluate((names) => {
    for (const name of names) {
      const write = IDBObjectStore.prototype[name];
      IDBObjectStore.prototype[name] = function (this: IDBObjectStore, ...args: Parameters<typeof write>) {
        const request = write.apply(this, args);
        this.transaction.abort();
        return request;
      };
    }
  }, methods);
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
    const [a, b] = await twoDevicesSharingATask(newDevice, syncServer);
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

  test("a task ticked where it still shows under the id sync just gave another device's task: the tick reaches it, not the other", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await tasksAddedOfflineOnBoth(newDevice, syncServer);
    // Each presses its own new task's box, and holds the press while the devices meet: the page
    // waits for the release before it shows the new ids (pointer-press.ts).
    for (const [page, title] of ownTasks(a, b)) {
      const box = (await taskBox(page, title).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
    }
    await comeBackOnline(a, b);
    for (const page of [a, b]) await page.mouse.up();
    await expectBothAddsTicked(a, b);
  });

  test("keyboard focus stays on its task when sync gives that task another id, in a tab without the connection too: Space ticks it, not the task that took its id", async ({
    newDevice,
    syncServer,
  }) => {
    // Each device's second tab: the first holds the sync connection, and tells this one what it stored.
    const secondTabs = new Map<Page, Page>();
    const [a, b] = await tasksAddedOfflineOnBoth(newDevice, syncServer, async (page) => {
      const tab = await page.context().newPage();
      await openTodo(tab);
      secondTabs.set(page, tab);
    });
    const [a2, b2] = [secondTabs.get(a)!, secondTabs.get(b)!];
    for (const [page, title] of ownTasks(a2, b2)) {
      await taskBox(page, title).focus();
    }
    await comeBackOnline(a, b);
    for (const [page, title] of ownTasks(a2, b2)) {
      await expect(tasks(page)).toHaveCount(3, SYNCED);
      await expect(taskBox(page, title)).toBeFocused();
      await page.keyboard.press("Space");
    }
    await expectBothAddsTicked(a, b, a2, b2);
  });

  test("a title being edited stays open on its task, with what was typed, when sync gives that task another id", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await tasksAddedOfflineOnBoth(newDevice, syncServer);
    const editor = (page: Page, title: string) => page.getByRole("textbox", { name: `Edit title of ${title}` });
    for (const [page, title] of ownTasks(a, b)) {
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      await editor(page, title).pressSequentially(", edited");
    }
    await comeBackOnline(a, b);
    for (const [page, title] of ownTasks(a, b)) {
      await expect(tasks(page)).toHaveCount(3, SYNCED);
      await expect(editor(page, title)).toBeFocused();
      await expect(editor(page, title)).toHaveValue(`${title}, edited`);
      await page.keyboard.press("Enter");
      // Saved by the keyboard: focus goes back to the task's Edit button, on its row.
      await expect(page.getByRole("button", { name: `Edit ${title}, edited` })).toBeFocused();
    }
    for (const page of [a, b]) {
      for (const title of ["Shared", "Added on A, edited", "Added on B, edited"]) await expect(taskBox(page, title)).toBeVisible(SYNCED);
      await expect(tasks(page)).toHaveCount(3);
    }
  });

  test("undoing an add made offline removes that task, not another device's task that took its id", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await tasksAddedOfflineOnBoth(newDevice, syncServer);
    await comeBackOnline(a, b);
    for (const page of [a, b]) await expect(tasks(page)).toHaveCount(3, SYNCED);
    for (const [page, title] of ownTasks(a, b)) {
      const undo = page.getByRole("button", { name: "Undo", exact: true });
      await expect(undo).toHaveAccessibleDescription(`Undo: add task “${title}”`);
      await undo.click();
    }
    for (const page of [a, b]) await expect(tasks(page)).toHaveText(["Shared"], SYNCED);
  });

  test("a change from another device that this one could not store (storage full) is taken when it starts again, not undone everywhere", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await twoDevicesSharingATask(newDevice, syncServer);
    // A's storage refuses to store the tasks, as when it is full.
    await a.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key === "todos") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        setItem.call(this, key, value);
      };
    });
    await taskBox(b, "Shared").check();
    await expect(syncStatus(a)).toHaveText("Synced", SYNCED);
    expect(await storedTodos(a)).toEqual([{ id: 1, title: "Shared", completed: false }]);
    // Started again with room to store: A takes the change; B's tick stays.
    await a.reload();
    await expect(taskBox(a, "Shared")).toBeChecked(SYNCED);
    await expect.poll(() => storedTodos(a), SYNCED).toEqual([{ id: 1, title: "Shared", completed: true }]);
    await expect(syncStatus(b)).toHaveText("Synced", SYNCED);
    await expect(taskBox(b, "Shared")).toBeChecked();
    expect(await storedTodos(b)).toEqual([{ id: 1, title: "Shared", completed: true }]);
  });

  test("a change from another device that arrives just before the page is closed is stored, not undone at the next start", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await twoDevicesSharingATask(newDevice, syncServer);
    // A's page gets no further turn for timers set to run at once (as when it is closed right
    // after a change came): they are held, and counted.
    await a.evaluate(() => {
      const setTimeoutNow = window.setTimeout;
      const page = window as unknown as { heldTimers: number };
      page.heldTimers = 0;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
        if (delay) return setTimeoutNow(handler, delay, ...rest);
        page.heldTimers += 1;
        return 0;
      }) as typeof window.setTimeout;
    });
    const heldTimers = () => a.evaluate(() => (window as unknown as { heldTimers: number }).heldTimers);
    await taskBox(b, "Shared").check();
    await expect(syncStatus(b)).toHaveText("Synced", SYNCED);
    await expect.poll(heldTimers, SYNCED).toBeGreaterThan(0);
    expect(await storedTodos(a)).toEqual([{ id: 1, title: "Shared", completed: false }]);
    // Closed (here: left for another page), then opened again.
    await a.goto("about:blank");
    await openTodo(a);
    await expect(taskBox(a, "Shared")).toBeChecked(SYNCED);
    await expect(syncStatus(a)).toHaveText("Synced", SYNCED);
    await expect(taskBox(b, "Shared")).toBeChecked();
    expect(await storedTodos(b)).toEqual([{ id: 1, title: "Shared", completed: true }]);
  });

  test("a change stored while the replica was not running (its code not loaded) is sent when it starts", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await twoDevicesSharingATask(newDevice, syncServer);
    // As a page whose sync code never loaded left it: stored, never recorded in the replica.
    await a.addInitScript(() => {
      if (sessionStorage.getItem("stored-unrecorded")) return;
      sessionStorage.setItem("stored-unrecorded", "yes");
      const todos = JSON.parse(localStorage.getItem("todos") ?? "[]") as unknown[];
      localStorage.setItem("todos", JSON.stringify([...todos, { id: 2, title: "Stored unrecorded", completed: false }]));
    });
    await a.reload();
    await expect(tasks(b)).toHaveText(["Shared", "Stored unrecorded"], SYNCED);
    await expect(tasks(a)).toHaveText(["Shared", "Stored unrecorded"]);
  });

  test("data whose keys were removed from storage, the sync settings kept, comes back from the offline copy and stays on every device", async ({
    newDevice,
    syncServer,
  }) => {
    const a = await newDevice();
    const b = await newDevice();
    await connect(a, syncServer, {
      todos: [{ id: 1, title: "Shared", completed: false }],
      "kanban-board": [{ id: "b1", boardName: "Doing", card: [{ id: "c1", title: "Card on A", tags: [], task: [], date: "" }] }],
    });
    await connect(b, syncServer);
    await b.goto("/kanban");
    await expect(tile(b, "Card on A")).toBeVisible(SYNCED);
    // Removed by hand (the browser's tools, an extension) while the app was closed; sync's own key stays.
    const context = a.context();
    await a.close();
    const tool = await context.newPage();
    await tool.goto("/icons/icon-192.png");
    await tool.evaluate(() => ["todos", "kanban-board"].forEach((key) => localStorage.removeItem(key)));
    await tool.close();
    const reopened = await context.newPage();
    await openTodo(reopened);
    await expect(tasks(reopened)).toHaveText(["Shared"], SYNCED);
    await expect.poll(() => storedTodos(reopened), SYNCED).toEqual([{ id: 1, title: "Shared", completed: false }]);
    await expect(syncStatus(reopened)).toHaveText("Synced", SYNCED);
    await addTask(reopened, "Added after");
    await reopened.goto("/kanban");
    await expect(tile(reopened, "Card on A")).toBeVisible();
    // Nothing was deleted elsewhere: B has what A sent after its start, and all it had.
    await openTodo(b);
    await expect(tasks(b)).toHaveText(["Shared", "Added after"], SYNCED);
    await b.goto("/kanban");
    await expect(tile(b, "Card on A")).toBeVisible();
  });

  test("a task sent before the page closed, and never kept by its offline copy, is there once after the next start", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await twoDevicesSharingATask(newDevice, syncServer);
    // A's IndexedDB keeps nothing more, as when the page closes before its writes finish.
    await failIndexedDbWrites(a, ["add", "put"]);
    await addTask(a, "Sent, then lost");
    await expect(tasks(b)).toHaveText(["Shared", "Sent, then lost"], SYNCED);
    await a.reload();
    await expect(syncStatus(a)).toHaveText("Synced", SYNCED);
    await taskBox(a, "Sent, then lost").check();
    await expect(taskBox(b, "Sent, then lost")).toBeChecked(SYNCED);
    for (const page of [a, b]) await expect(tasks(page)).toHaveText(["Shared", "Sent, then lost"]);
    // B may have shown the two copies for a moment and given one a new id (settling): one is left, ticked.
    for (const page of [a, b]) {
      const stored = await storedTodos(page);
      expect(stored.map(({ title, completed }) => ({ title, completed }))).toEqual([
        { title: "Shared", completed: false },
        { title: "Sent, then lost", completed: true },
      ]);
      expect(new Set(stored.map((todo) => todo.id)).size).toBe(2);
    }
  });

  test("a task added offline whose replica write failed, where the base's did not, is kept after a reload and sent", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await twoDevicesSharingATask(newDevice, syncServer);
    await goOffline(a);
    await failIndexedDbWrites(a, ["add"]);
    await addTask(a, "Only stored");
    await a.reload();
    await expect(tasks(a)).toHaveText(["Shared", "Only stored"]);
    await a.context().setOffline(false);
    await expect(tasks(b)).toHaveText(["Shared", "Only stored"], SYNCED);
    await expect(tasks(a)).toHaveText(["Shared", "Only stored"]);
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

  test("a device disconnected and connected again to its space keeps what it changed meanwhile: renames, ticks and deletes, nothing doubled", async ({
    newDevice,
    syncServer,
  }) => {
    test.setTimeout(120_000);
    const a = await newDevice();
    const b = await newDevice();
    const todos = ["T1", "T2", "T3", "T4"].map((title, index) => ({ id: index + 1, title, completed: false }));
    const boards = [{ id: "b1", boardName: "Plan", card: ["Alpha", "Bravo", "Charlie"].map((title) => ({ id: title, title, tags: [], task: [], date: "" })) }];
    await connect(a, syncServer, { todos, "kanban-board": boards });
    await connect(b, syncServer);
    await openTodo(b);
    await expect(tasks(b)).toHaveCount(4, SYNCED);

    await a.goto("/data");
    await syncSection(a).getByRole("button", { name: "Disconnect" }).click();
    await expect(syncSection(a).getByRole("button", { name: "Connect" })).toBeVisible();
    // On A, disconnected: a task renamed, one ticked, one deleted; a card renamed, one deleted.
    await openTodo(a);
    await a.getByRole("button", { name: "Edit T1" }).click();
    await a.getByRole("textbox", { name: "Edit title of T1" }).fill("T1 renamed on A");
    await a.keyboard.press("Enter");
    await taskBox(a, "T2").check();
    await a.getByRole("button", { name: "Delete T3" }).click();
    await a.goto("/kanban");
    await tile(board(a, "Plan"), "Bravo").click();
    await a.getByRole("button", { name: "Delete Card" }).click();
    await expect(tile(a, "Bravo")).toHaveCount(0);
    await tile(board(a, "Plan"), "Alpha").click();
    await cardDialog(a, "Alpha").getByRole("button", { name: /Alpha/ }).click();
    await a.getByRole("textbox", { name: "Card title" }).fill("Alpha renamed on A");
    await a.keyboard.press("Enter");
    await a.keyboard.press("Escape");
    await expect(tile(board(a, "Plan"), "Alpha renamed on A")).toBeVisible();
    // Meanwhile on B: another task renamed.
    await b.getByRole("button", { name: "Edit T4" }).click();
    await b.getByRole("textbox", { name: "Edit title of T4" }).fill("T4 renamed on B");
    await b.keyboard.press("Enter");

    await submitConnect(a, syncServer.url, syncServer.key);
    await expect(syncStatus(a)).toHaveText("Synced", SYNCED);
    const expected = [
      { id: 1, title: "T1 renamed on A", completed: false },
      { id: 2, title: "T2", completed: true },
      { id: 4, title: "T4 renamed on B", completed: false },
    ];
    for (const page of [a, b]) {
      await expect.poll(() => storedTodos(page), SYNCED).toEqual(expected);
      await expect
        .poll(async () => (await readStorage<{ card: { title: string }[] }[]>(page, "kanban-board"))?.[0]?.card.map((card) => card.title), SYNCED)
        .toEqual(["Alpha renamed on A", "Charlie"]);
    }
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

  test("a device whose offline copy the browser cleared while it held unsent changes keeps them: renames and a deletion reach the other device, its rename comes back, nothing doubled", async ({
    newDevice,
    syncServer,
  }) => {
    test.setTimeout(120_000);
    const a = await newDevice();
    const b = await newDevice();
    const todos = ["T1", "T2"].map((title, index) => ({ id: index + 1, title, completed: false }));
    const boards = [
      { id: "b1", boardName: "Plan", card: ["Alpha", "Bravo", "Charlie", "Delta"].map((title) => ({ id: title, title, tags: [], task: [], date: "" })) },
    ];
    await connect(a, syncServer, { todos, "kanban-board": boards });
    await connect(b, syncServer);
    // A keeps its compact base a moment after the server holds all it stored.
    await expect.poll(() => a.evaluate(() => localStorage.getItem("taskboard-sync-acked") !== null), SYNCED).toBe(true);
    await openTodo(a);
    await goOffline(a);
    const acked = await a.evaluate(() => localStorage.getItem("taskboard-sync-acked"));
    // On A, offline: a task renamed, a card renamed, another card deleted.
    await a.getByRole("button", { name: "Edit T1" }).click();
    await a.getByRole("textbox", { name: "Edit title of T1" }).fill("T1 renamed on A");
    await a.keyboard.press("Enter");
    await expect.poll(async () => (await storedTodos(a)).map((todo) => todo.title)).toEqual(["T1 renamed on A", "T2"]);
    await a.goto("/kanban");
    await tile(board(a, "Plan"), "Bravo").click();
    await a.getByRole("button", { name: "Delete Card" }).click();
    await expect(tile(a, "Bravo")).toHaveCount(0);
    await renameCard(a, "Alpha", "Alpha renamed on A");
    // Meanwhile on B: another card renamed.
    await b.goto("/kanban");
    await renameCard(b, "Charlie", "Charlie renamed on B");
    // A's page closes, the browser clears its IndexedDB (the replica and its base), and A opens again, online.
    const context = a.context();
    await expect.poll(async () => (await readStorage<{ card: { title: string }[] }[]>(a, "kanban-board"))?.[0]?.card.length).toBe(3);
    // The base names what the server holds: A's changes, never sent, are not in it (it is kept a second after Synced).
    await a.waitForTimeout(2_500);
    expect(await a.evaluate(() => localStorage.getItem("taskboard-sync-acked"))).toBe(acked);
    await a.close();
    await context.setOffline(false);
    await clearIndexedDb(context);
    const reopened = await context.newPage();
    await openTodo(reopened);
    await expect(syncStatus(reopened)).toHaveText("Synced", SYNCED);
    for (const page of [reopened, b]) {
      await expect.poll(() => storedTodos(page), SYNCED).toEqual([
        { id: 1, title: "T1 renamed on A", completed: false },
        { id: 2, title: "T2", completed: false },
      ]);
      await expect
        .poll(async () => (await readStorage<{ card: { title: string }[] }[]>(page, "kanban-board"))?.[0]?.card.map((card) => card.title), SYNCED)
        .toEqual(["Alpha renamed on A", "Charlie renamed on B", "Delta"]);
    }
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
