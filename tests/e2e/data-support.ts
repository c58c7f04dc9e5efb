import { expect, type Download, type Locator, type Page } from "@playwright/test";
import { savedCard, type SavedBoard } from "./kanban-support";
import { seedStorage } from "./support";

// The Data page as a user works it: the counts, the export download, a file
// chosen or dropped for import, and the choices shown before anything changes.

/** Saved data as the original product stores it, its keys in an order of their own (not the app's). */
export const originalTodos = [
  { completed: false, title: "Buy milk", id: 1 },
  { completed: true, title: "Write report", id: 2 },
  { completed: false, title: "Call Anna", id: 3 },
];
export const originalBoards: SavedBoard[] = [
  {
    id: "b1",
    boardName: "To Do",
    card: [
      savedCard("c1", "Plan trip", { tags: [{ id: "t1", tagName: "Travel", color: "#61bd4f" }], date: "2026-12-01" }),
      savedCard("c2", "Book hotel", { task: [{ id: "i1", task: "Compare prices", completed: true }] }),
    ],
  },
  // The original saved a card without `date` until one was picked.
  { id: "b2", boardName: "Done", card: [{ id: "c3", title: "Pack", tags: [], task: [] }] },
];

export async function openData(page: Page, seed?: Record<string, unknown>): Promise<void> {
  if (seed) await seedStorage(page, seed);
  await page.goto("/data");
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
}

/** The raw stored texts of both keys (null when absent). */
export async function storedTexts(page: Page): Promise<{ todos: string | null; boards: string | null }> {
  return page.evaluate(() => ({ todos: localStorage.getItem("todos"), boards: localStorage.getItem("kanban-board") }));
}

/**
 * The bytes localStorage holds for this site, two a character as the Data page counts them:
 * this app's keys (its two data sets) and every key, another page's at the same address too.
 */
export async function storedBytes(page: Page): Promise<{ app: number; all: number }> {
  return page.evaluate(() => {
    const bytesOf = (keys: string[]) =>
      2 * keys.reduce((sum, key) => sum + (localStorage.getItem(key) === null ? 0 : key.length + localStorage.getItem(key)!.length), 0);
    return { app: bytesOf(["todos", "kanban-board"]), all: bytesOf(Object.keys(localStorage)) };
  });
}

export function section(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** The number shown for "tasks", "boards" or "cards" in What is stored. */
export function storedCount(page: Page, what: "task" | "board" | "card"): Locator {
  return section(page, "What is stored")
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^\\s*[\\d,]+\\s+${what}s?$`) });
}

/** The file `button`'s click downloads, and its text. */
export async function downloadFrom(page: Page, button: Locator): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { download, text: Buffer.concat(chunks).toString("utf8") };
}

export function exportBackup(page: Page): Promise<{ download: Download; text: string }> {
  return downloadFrom(page, page.getByRole("button", { name: "Export backup" }));
}

/** Counts the files the page downloads from now on. */
export function countDownloads(page: Page): () => number {
  let downloads = 0;
  page.on("download", () => void downloads++);
  return () => downloads;
}

export type FileContent = string | Buffer | object;

function bufferOf(content: FileContent): Buffer {
  if (Buffer.isBuffer(content)) return content;
  return Buffer.from(typeof content === "string" ? content : JSON.stringify(content));
}

/** Chooses a file in "Import backup". */
export async function chooseFile(page: Page, content: FileContent, name = "backup.json"): Promise<void> {
  await page.getByLabel("Import backup").setInputFiles({ name, mimeType: "application/json", buffer: bufferOf(content) });
}

/**
 * Chooses in "Import backup" a backup (as `backupFile` makes) of `count` tasks, each titled `title`
 * padded with "x" to `titleLength` characters, made in the page: a file of megabytes without
 * sending them over to the browser (seconds on a loaded machine).
 */
export async function chooseTasksBackup(page: Page, { count, title = "", titleLength = title.length }: { count: number; title?: string; titleLength?: number }) {
  await page.getByLabel("Import backup").evaluate(
    (input, { header, count, title }) => {
      const todos = Array.from({ length: count }, (_, i) => ({ id: i + 1, title, completed: false }));
      const data = new DataTransfer();
      data.items.add(new File([JSON.stringify({ ...header, todos })], "backup.json", { type: "application/json" }));
      (input as HTMLInputElement).files = data.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    },
    { header: backupFile({}), count, title: title.padEnd(titleLength, "x") },
  );
}

/** Drops a file onto the page, as from the desktop. */
export async function dropFile(page: Page, content: FileContent, name = "backup.json"): Promise<void> {
  const text = bufferOf(content).toString("utf8");
  const transfer = await page.evaluateHandle(
    ({ text, name }) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type: "application/json" }));
      return data;
    },
    { text, name },
  );
  await page.locator("main").dispatchEvent("dragover", { dataTransfer: transfer });
  await page.locator("main").dispatchEvent("drop", { dataTransfer: transfer });
}

/** A backup file as Export backup writes it. */
export function backupFile(sets: { todos?: unknown; boards?: unknown }, extra: Record<string, unknown> = {}) {
  return {
    format: "taskboard-backup",
    version: 1,
    exportedAt: "2026-11-22T10:00:00.000Z",
    ...(sets.todos === undefined ? {} : { todos: sets.todos }),
    ...(sets.boards === undefined ? {} : { "kanban-board": sets.boards }),
    ...extra,
  };
}

export const importError = (page: Page) => section(page, "Restore from a backup").getByRole("alert");
