import { expect, test } from "./fixtures";
import {
  backupFile,
  chooseFile,
  chooseTasksBackup,
  countDownloads,
  downloadFrom,
  dropFile,
  exportBackup,
  importError,
  openData,
  originalBoards,
  originalTodos,
  section,
  storedCount,
  storedTexts,
} from "./data-support";
import { savedCard } from "./kanban-support";
import { readStorage, seedStorage } from "./support";
import { toast, undoFromToast } from "./undo-support";

// A backup's preview says when it was exported in this device's time: the fixtures' 10:00 UTC is 11:00 AM here.
test.use({ timezoneId: "Europe/Berlin" });

const restore = (page: import("@playwright/test").Page) => section(page, "Restore from a backup");

test.describe("a backup of what Replace replaces", () => {
  const replaceButton = (page: import("@playwright/test").Page) => restore(page).getByRole("button", { name: "Replace my data" });
  const downloadAgain = (page: import("@playwright/test").Page) =>
    restore(page).getByRole("button", { name: "Download the backup again" });

  test("Replace first downloads the data it replaces, and that file brings it all back", async ({ page }) => {
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    const before = await storedTexts(page);
    await chooseFile(page, backupFile({ todos: [{ id: 9, title: "From elsewhere", completed: false }], boards: [] }));
    const { download, text } = await downloadFrom(page, replaceButton(page));
    expect(download.suggestedFilename()).toMatch(/^taskboard-backup-\d{4}-\d\d-\d\d-before-import\.json$/);
    await expect(toast(page, "Backup imported")).toBeVisible();
    await expect(storedCount(page, "task")).toHaveText(/^1\s+task$/);
    await expect(restore(page).getByRole("status")).toHaveText(
      `Your data as it was before this import was downloaded as ${download.suggestedFilename()}.`,
    );
    const backup = JSON.parse(text) as Record<string, unknown>;
    expect(JSON.stringify(backup.todos)).toBe(before.todos);
    expect(JSON.stringify(backup["kanban-board"])).toBe(before.boards);

    // A download the browser asked about and the user refused can be made again: the same file, though the data changed.
    const again = await downloadFrom(page, downloadAgain(page));
    expect(again.download.suggestedFilename()).toBe(download.suggestedFilename());
    expect(again.text).toBe(text);

    // That file, imported, gives back the very data (this Replace downloading the data it replaces in turn).
    await chooseFile(page, text, download.suggestedFilename());
    await expect(restore(page).getByRole("status")).toHaveCount(0);
    await expect(downloadAgain(page)).toHaveCount(0);
    const second = await downloadFrom(page, replaceButton(page));
    expect(JSON.parse(second.text)).toMatchObject({ todos: [{ id: 9, title: "From elsewhere", completed: false }], "kanban-board": [] });
    await expect.poll(() => storedTexts(page)).toEqual(before);
  });

  test("nothing is downloaded when nothing is stored, nor by Add to my data", async ({ page }) => {
    const downloads = countDownloads(page);
    await openData(page);
    await chooseFile(page, backupFile({ todos: originalTodos, boards: [] }));
    await replaceButton(page).click();
    await expect(storedCount(page, "task")).toHaveText(/^3\s+tasks$/);
    await expect(page.getByLabel("Import backup", { exact: true })).toBeFocused();

    await chooseFile(page, backupFile({ todos: [{ id: 9, title: "From elsewhere", completed: false }], boards: [] }));
    await restore(page).getByRole("button", { name: "Add to my data" }).click();
    await expect(storedCount(page, "task")).toHaveText(/^4\s+tasks$/);
    await expect(page.getByLabel("Import backup", { exact: true })).toBeFocused();
    expect(downloads()).toBe(0);
    await expect(restore(page).getByRole("status")).toHaveCount(0);
    await expect(downloadAgain(page)).toHaveCount(0);
  });
});

test.describe("export", () => {
  test("Export backup downloads both data sets exactly as stored, named by today's date", async ({ page }) => {
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    const before = Date.now();
    const { download, text } = await exportBackup(page);
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    });
    expect(download.suggestedFilename()).toBe(`taskboard-backup-${today}.json`);
    const backup = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(backup).sort()).toEqual(["exportedAt", "format", "kanban-board", "todos", "version"]);
    expect(backup.format).toBe("taskboard-backup");
    expect(backup.version).toBe(1);
    expect(new Date(backup.exportedAt as string).toISOString()).toBe(backup.exportedAt);
    expect(Date.parse(backup.exportedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    // Exactly as stored: the same JSON, key order and all.
    const stored = await storedTexts(page);
    expect(JSON.stringify(backup.todos)).toBe(stored.todos);
    expect(JSON.stringify(backup["kanban-board"])).toBe(stored.boards);
    await expect(page.getByRole("status").filter({ hasText: `Backup downloaded as taskboard-backup-${today}.json.` })).toBeAttached();
  });

  test("boards that could not be read: the export says so, keeps their text apart, and importing it leaves the boards alone", async ({
    page,
  }) => {
    await openData(page, { todos: originalTodos, "kanban-board": "{bad" });
    const { download, text } = await exportBackup(page);
    const backup = JSON.parse(text) as Record<string, unknown>;
    expect(backup).not.toHaveProperty("kanban-board");
    expect(backup.unreadableText).toEqual({ "kanban-board": "{bad" });
    expect(JSON.stringify(backup.todos)).toBe((await storedTexts(page)).todos);
    await expect(
      page.getByRole("status").filter({
        hasText: `Backup downloaded as ${download.suggestedFilename()}. Your boards could not be read: the file keeps their text as stored, which an import cannot restore.`,
      }),
    ).toBeAttached();

    // In a browser with boards, replacing from that file keeps them, and takes its tasks.
    await seedStorage(page, { "kanban-board": originalBoards });
    await openData(page);
    const boardsBefore = (await storedTexts(page)).boards;
    await chooseFile(page, text, "taskboard-backup.json");
    await restore(page).getByRole("button", { name: "Replace my data" }).click();
    await expect(toast(page, "Backup imported")).toBeVisible();
    expect(await storedTexts(page)).toEqual({ todos: JSON.stringify(originalTodos), boards: boardsBefore });
  });

  test("tasks partly unreadable: the export keeps them as stored and says an import restores what can be read", async ({ page }) => {
    const partly = [...originalTodos, { id: "x", title: 7 }];
    await openData(page, { todos: partly, "kanban-board": originalBoards });
    const { text } = await exportBackup(page);
    expect(JSON.stringify((JSON.parse(text) as Record<string, unknown>).todos)).toBe(JSON.stringify(partly));
    await expect(
      page.getByRole("status").filter({
        hasText: "Some of your tasks could not be read: the file keeps them as stored, and an import restores what can be read.",
      }),
    ).toBeAttached();
  });

  test("export, clear storage, import: both keys come back byte for byte", async ({ page }) => {
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    const before = await storedTexts(page);
    const { text } = await exportBackup(page);

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(storedCount(page, "task")).toHaveText(/^0\s+tasks$/);

    await chooseFile(page, text, "taskboard-backup.json");
    await expect(restore(page).getByRole("heading", { level: 3 })).toContainText("holds 3 tasks, 2 boards, 3 cards, exported");
    // Nothing changes before the user chooses.
    expect(await storedTexts(page)).toEqual({ todos: null, boards: null });
    await restore(page).getByRole("button", { name: "Replace my data" }).click();
    await expect(toast(page, "Backup imported")).toBeVisible();
    expect(await storedTexts(page)).toEqual(before);
    await expect(storedCount(page, "task")).toHaveText(/^3\s+tasks$/);
    await expect(storedCount(page, "card")).toHaveText(/^3\s+cards$/);

    await page.goto("/todo");
    await expect(page.getByRole("checkbox", { name: "Complete Write report", exact: true })).toBeChecked();
    await page.goto("/kanban");
    await expect(page.getByRole("region", { name: "To Do", exact: true }).getByRole("listitem")).toHaveCount(2);
  });
});

test.describe("import", () => {
  test("the preview says what the file holds, and Cancel changes nothing", async ({ page }) => {
    await openData(page, { todos: originalTodos });
    const before = await storedTexts(page);
    await chooseFile(page, backupFile({ todos: [{ id: 9, title: "From file", completed: false }], boards: originalBoards }));
    await expect(restore(page).getByRole("heading", { level: 3 })).toHaveText(
      "backup.json holds 1 task, 2 boards, 3 cards, exported November 22, 2026, 11:00 AM.",
    );
    await expect(restore(page).getByRole("heading", { level: 3 })).toBeFocused();
    await restore(page).getByRole("button", { name: "Cancel" }).click();
    await expect(restore(page).getByRole("heading", { level: 3 })).toHaveCount(0);
    // Focus was on Cancel, which went with the panel: back to the file chooser, not the page.
    await expect(page.getByLabel("Import backup", { exact: true })).toBeFocused();
    expect(await storedTexts(page)).toEqual(before);
  });

  test("Add to my data keeps what is here and adds what is new (a task of an id here under another title too); a board here gets the file's new cards", async ({
    page,
  }) => {
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    await chooseFile(
      page,
      backupFile({
        todos: [
          { id: 1, title: "Buy milk (changed in the file)", completed: true },
          { id: 7, title: "From the file", completed: false },
        ],
        boards: [
          { id: "b1", boardName: "Renamed in the file", card: [savedCard("c1", "Plan trip (file)"), savedCard("c9", "New card")] },
          { id: "b5", boardName: "Someday", card: [savedCard("c3", "Pack (file copy)"), savedCard("c10", "Learn Go")] },
        ],
      }),
    );
    await restore(page).getByRole("button", { name: "Add to my data" }).click();
    await expect(toast(page, "Backup imported")).toBeVisible();

    const todos = await readStorage<{ id: number; title: string; completed: boolean }[]>(page, "todos");
    expect(todos).toEqual([
      { id: 1, title: "Buy milk", completed: false },
      { id: 2, title: "Write report", completed: true },
      { id: 3, title: "Call Anna", completed: false },
      { id: 8, title: "Buy milk (changed in the file)", completed: true },
      { id: 7, title: "From the file", completed: false },
    ]);
    const boards = await readStorage<{ id: string; boardName: string; card: { id: string; title: string }[] }[]>(page, "kanban-board");
    expect(boards?.map((board) => [board.boardName, board.card.map((card) => card.title)])).toEqual([
      ["To Do", ["Plan trip", "Book hotel", "New card"]],
      ["Done", ["Pack"]],
      ["Someday", ["Learn Go"]],
    ]);
    await expect(storedCount(page, "task")).toHaveText(/^5\s+tasks$/);
    await expect(storedCount(page, "board")).toHaveText(/^3\s+boards$/);
    await expect(storedCount(page, "card")).toHaveText(/^5\s+cards$/);
  });

  test("the preview's counts separate thousands, as the byte counts beside them do", async ({ page }) => {
    await openData(page);
    const todos = Array.from({ length: 1_234 }, (_, i) => ({ id: i + 1, title: `Task ${i + 1}`, completed: false }));
    const boards = [{ id: "b1", boardName: "Big", card: Array.from({ length: 1_001 }, (_, i) => savedCard(`c${i}`, `Card ${i}`)) }];
    await chooseFile(page, backupFile({ todos, boards }));
    await expect(restore(page).getByRole("heading", { level: 3 })).toHaveText(
      "backup.json holds 1,234 tasks, 1 board, 1,001 cards, exported November 22, 2026, 11:00 AM.",
    );
  });

  test("a file holding just the original's todos list replaces the tasks only", async ({ page }) => {
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    const boardsBefore = (await storedTexts(page)).boards;
    const copied = [{ id: 1, title: "Copied task", completed: true }];
    await chooseFile(page, copied, "todos.json");
    await expect(restore(page).getByRole("heading", { level: 3 })).toHaveText("todos.json holds 1 task.");
    await expect(restore(page).getByText("your tasks are replaced by the file's. Your boards stay as they are.")).toBeVisible();
    // Undo is refused once anything changes after the import: the way to keep the data for good is said before.
    await expect(restore(page).getByRole("button", { name: "Replace my data" })).toHaveAccessibleDescription(
      /A backup of them is downloaded first: importing it brings them back, as Undo does until something changes\.$/,
    );
    await restore(page).getByRole("button", { name: "Replace my data" }).click();
    await expect(toast(page, "Backup imported")).toBeVisible();
    expect(await storedTexts(page)).toEqual({ todos: JSON.stringify(copied), boards: boardsBefore });
  });

  test("a file holding just the original's kanban-board list is read as boards, and can be dropped onto the page", async ({ page }) => {
    await openData(page, { todos: originalTodos });
    await dropFile(page, originalBoards, "kanban-board.json");
    await expect(restore(page).getByRole("heading", { level: 3 })).toHaveText("kanban-board.json holds 2 boards, 3 cards.");
    await restore(page).getByRole("button", { name: "Replace my data" }).click();
    await expect(toast(page, "Backup imported")).toBeVisible();
    expect((await storedTexts(page)).boards).toBe(JSON.stringify(originalBoards));
    await expect.poll(() => readStorage(page, "todos")).toEqual(originalTodos);
  });

  test("a copy of the original's storage (both keys, each entry as its text) is read as tasks and boards", async ({ page }) => {
    await openData(page);
    const copy = { todos: JSON.stringify(originalTodos), "kanban-board": JSON.stringify(originalBoards), theme: "dark" };
    await chooseFile(page, copy, "local-storage.json");
    await expect(restore(page).getByRole("heading", { level: 3 })).toHaveText("local-storage.json holds 3 tasks, 2 boards, 3 cards.");
    await restore(page).getByRole("button", { name: "Replace my data" }).click();
    await expect(toast(page, "Backup imported")).toBeVisible();
    expect(await storedTexts(page)).toEqual({ todos: JSON.stringify(originalTodos), boards: JSON.stringify(originalBoards) });
  });

  test("an import is one step to undo and redo, from its toast or the Undo button", async ({ page }) => {
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    const file = backupFile({ todos: [{ id: 5, title: "Only task", completed: false }], boards: [] });
    await chooseFile(page, file);
    await restore(page).getByRole("button", { name: "Replace my data" }).click();
    await expect(storedCount(page, "task")).toHaveText(/^1\s+task$/);
    await expect(storedCount(page, "board")).toHaveText(/^0\s+boards$/);

    await undoFromToast(page, "Backup imported");
    await expect(storedCount(page, "task")).toHaveText(/^3\s+tasks$/);
    await expect(storedCount(page, "board")).toHaveText(/^2\s+boards$/);
    // The toast went with the focus its Undo had: the page's heading takes it, not the page.
    await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeFocused();
    // The same data back, every record and field; as after any change, a card the original saved
    // without `date` is saved with an empty one.
    const asRead = originalBoards.map((board) => ({ ...board, card: board.card.map((card) => ({ date: "", ...card })) }));
    await expect.poll(() => readStorage(page, "todos")).toEqual(originalTodos);
    await expect.poll(() => readStorage(page, "kanban-board")).toEqual(asRead);

    await page.getByRole("button", { name: "Redo", exact: true }).click();
    await expect(storedCount(page, "task")).toHaveText(/^1\s+task$/);
    await expect.poll(() => readStorage(page, "kanban-board")).toEqual([]);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await expect(storedCount(page, "board")).toHaveText(/^2\s+boards$/);
    await expect.poll(() => readStorage(page, "todos")).toEqual(originalTodos);
  });

  test("an import shows in another open tab within a second", async ({ tabs }) => {
    await seedStorage(tabs.first, { todos: originalTodos });
    await tabs.second.goto("/todo");
    await expect(tabs.second.getByRole("checkbox", { name: "Complete Call Anna", exact: true })).toBeVisible();
    await openData(tabs.first);
    await chooseFile(tabs.first, backupFile({ todos: [{ id: 40, title: "Imported elsewhere", completed: false }] }));
    await restore(tabs.first).getByRole("button", { name: "Add to my data" }).click();
    await expect(tabs.second.getByRole("checkbox", { name: "Complete Imported elsewhere", exact: true })).toBeVisible({ timeout: 1000 });
  });
});

test.describe("bad files change nothing and say why", () => {
  const cases: { name: string; file: string | Buffer | object; message: string }[] = [
    { name: "not JSON", file: "this is { not json", message: "This file could not be read: it is not JSON" },
    { name: "empty (0 bytes)", file: Buffer.alloc(0), message: "This file is empty: it is not a Taskboard backup." },
    { name: "only white space", file: " \n\t\n", message: "This file is empty: it is not a Taskboard backup." },
    { name: "JSON that is no backup", file: { hello: "world" }, message: "This file is not a Taskboard backup" },
    { name: "a list of other things", file: [{ name: "x" }], message: "This file is not a Taskboard backup" },
    {
      name: "a newer version",
      file: backupFile({ todos: [] }, { version: 2 }),
      message: "This backup was made by a newer version of Taskboard (backup version 2; this app reads version 1)",
    },
    {
      name: "over 10 MB",
      file: Buffer.from(JSON.stringify({ ...backupFile({ todos: [] }), padding: "x".repeat(10 * 1024 * 1024) })),
      message: "This file is larger than 10 MB",
    },
  ];
  for (const { name, file, message } of cases) {
    test(`${name}`, async ({ page }) => {
      await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
      const before = await storedTexts(page);
      await chooseFile(page, file);
      await expect(importError(page)).toContainText(message);
      await expect(importError(page)).toContainText("Nothing was imported.");
      await expect(restore(page).getByRole("button", { name: /Replace my data|Add to my data/ })).toHaveCount(0);
      expect(await storedTexts(page)).toEqual(before);
    });
  }

  test("records that fail validation: which and why, nothing imported unless the readable ones are chosen", async ({ page }) => {
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    const before = await storedTexts(page);
    const file = backupFile({
      todos: [{ id: 20, title: "Good task", completed: false }, { id: 21, title: 5 }, "junk"],
      boards: [{ id: "b9", boardName: "Good board", card: [savedCard("c90", "Good card"), { id: "c91" }] }],
    });
    await chooseFile(page, file);
    // The file's counts, the records left out and the rest add up.
    await expect(restore(page).getByRole("heading", { level: 3 })).toHaveText(
      "backup.json holds 3 tasks, 1 board, 2 cards, exported November 22, 2026, 11:00 AM.",
    );
    await expect(restore(page).getByRole("alert")).toHaveText(
      "2 tasks could not be read: 1 whose title is not text, 1 that is not a task. 1 card could not be read: its title is not text. " +
        "Import the other 1 task, 1 board and 1 card? Nothing is imported unless you choose to.",
    );
    await expect(restore(page).getByRole("button", { name: /Replace my data|Add to my data/ })).toHaveCount(0);
    await restore(page).getByRole("button", { name: "Cancel" }).click();
    expect(await storedTexts(page)).toEqual(before);

    await chooseFile(page, file, "again.json");
    await restore(page).getByRole("button", { name: "Import the other 1 task, 1 board and 1 card" }).click();
    await restore(page).getByRole("button", { name: "Replace my data" }).click();
    await expect(toast(page, "Backup imported")).toBeVisible();
    await expect.poll(() => readStorage(page, "todos")).toEqual([{ id: 20, title: "Good task", completed: false }]);
    await expect.poll(() => readStorage(page, "kanban-board")).toEqual([{ id: "b9", boardName: "Good board", card: [savedCard("c90", "Good card")] }]);
  });

  test("a backup larger than the browser keeps for a site is said so as it is read: Replace and Add are not offered, nothing is downloaded", async ({
    page,
  }) => {
    const downloads = countDownloads(page);
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    const before = await storedTexts(page);
    // 50,000 tasks, 14 MB as browsers count them (two bytes a character): more than Chromium's 10 MB, a file under the 10-MB limit.
    await chooseTasksBackup(page, { count: 50_000, title: "A task with a long title, as tasks pasted from elsewhere have. ", titleLength: 100 });
    await expect(restore(page).getByRole("heading", { level: 3 })).toHaveText("backup.json holds 50,000 tasks, exported November 22, 2026, 11:00 AM.");
    const more = (what: string) =>
      new RegExp(`${what}, your data would take 1[34]\\.\\d MB of browser storage, more than this browser keeps for a site \\(often 5 MB\\)`);
    await expect(restore(page).getByRole("alert")).toContainText(more("With this file's data in place of yours"));
    await expect(restore(page).getByRole("alert")).toContainText(more("With this file's data added to yours"));
    await expect(restore(page).getByRole("alert")).toContainText("Nothing was downloaded or changed.");
    const replace = restore(page).getByRole("button", { name: "Replace my data" });
    const add = restore(page).getByRole("button", { name: "Add to my data" });
    await expect(replace).toBeDisabled();
    await expect(replace).toHaveAccessibleDescription(/in place of yours, .* Replace my data is not offered\.$/);
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(/added to yours, .* Add to my data is not offered\.$/);
    await replace.click({ force: true });
    expect(downloads()).toBe(0);
    await expect(restore(page).getByRole("status")).toHaveCount(0);
    expect(await storedTexts(page)).toEqual(before);
    await expect(storedCount(page, "task")).toHaveText(/^3\s+tasks$/);
    // Another file chosen: what was said of the last one goes.
    await chooseFile(page, backupFile({ todos: [{ id: 1, title: "Small", completed: false }] }), "small.json");
    await expect(restore(page).getByRole("heading", { level: 3 })).toHaveText(/^small\.json holds 1 task/);
    await expect(restore(page).getByRole("alert")).toHaveCount(0);
    await expect(restore(page).getByRole("button", { name: "Replace my data" })).toBeEnabled();
  });

  test("a backup over the usual 5 MB that this browser keeps (Chromium about 10 MB) is still offered", async ({ page }) => {
    await openData(page, { todos: originalTodos });
    // 3 million characters, 6 MB as browsers count them.
    await chooseTasksBackup(page, { count: 1, titleLength: 3_000_000 });
    await expect(restore(page).getByRole("heading", { level: 3 })).toHaveText(/^backup\.json holds 1 task/);
    await expect(restore(page).getByRole("alert")).toHaveCount(0);
    await expect(restore(page).getByRole("button", { name: "Replace my data" })).toBeEnabled();
    await expect(restore(page).getByRole("button", { name: "Add to my data" })).toBeEnabled();
  });

  test("when the second key cannot be written, the first is put back: both or neither", async ({ page }) => {
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    const before = await storedTexts(page);
    await chooseFile(page, backupFile({ todos: [{ id: 1, title: "New", completed: false }], boards: [] }));
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key === "kanban-board") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        setItem.call(this, key, value);
      };
    });
    await restore(page).getByRole("button", { name: "Replace my data" }).click();
    await expect(restore(page).getByRole("alert")).toHaveText("Not saved: this browser's storage is full. Free some space and try again.");
    expect(await storedTexts(page)).toEqual(before);
    await expect(storedCount(page, "task")).toHaveText(/^3\s+tasks$/);
    await expect(toast(page, "Backup imported")).toHaveCount(0);
  });
});
