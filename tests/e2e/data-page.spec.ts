import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { downloadFrom, openData, originalBoards, originalTodos, section, storedBytes, storedCount } from "./data-support";
import { expectNoSeriousA11yViolations, fillStorageToQuota, seedStorage, shownEdge, shownOutline, sidewaysOverflow } from "./support";
import { addTask, openTodos } from "./todo-support";

/**
 * Stands in for the browser's persistent-storage answers: `persisted` says
 * whether it keeps the data; `persist` counts the requests and answers
 * with `window.grantPersistence` (false unless a test sets it).
 */
async function stubPersistence(page: Page, { persisted }: { persisted: boolean }) {
  await page.addInitScript((initially) => {
    const state = window as unknown as { persistRequests: number; grantPersistence: boolean };
    state.persistRequests = 0;
    state.grantPersistence = false;
    let kept = initially;
    StorageManager.prototype.persisted = async () => kept;
    StorageManager.prototype.persist = async () => {
      state.persistRequests++;
      kept = state.grantPersistence;
      return kept;
    };
  }, persisted);
}

const persistRequests = (page: Page) => page.evaluate(() => (window as unknown as { persistRequests: number }).persistRequests);

test.describe("the Data page", () => {
  test("is linked as Data in the header and the side navigation, and says what is stored", async ({ page }) => {
    await seedStorage(page, { todos: originalTodos, "kanban-board": originalBoards });
    await page.goto("/todo");
    for (const nav of ["Main", "Sections"]) {
      await expect(page.getByRole("navigation", { name: nav }).getByRole("link", { name: "Data" })).toHaveAttribute("href", "/data");
    }
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Data" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
    await expect(page).toHaveTitle(/Your data/);
    await expect(storedCount(page, "task")).toHaveText(/^3\s+tasks$/);
    await expect(storedCount(page, "board")).toHaveText(/^2\s+boards$/);
    await expect(storedCount(page, "card")).toHaveText(/^3\s+cards$/);
    const { app: bytes } = await storedBytes(page);
    expect(bytes).toBeGreaterThan(1024);
    await expect(section(page, "What is stored")).toContainText(
      `This app's data takes 1 KB (${bytes.toLocaleString("en-US")} bytes) of the about 5 MB browsers usually allow for it (under 1%).`,
    );
    await expect(section(page, "What is stored")).toContainText(/The browser's own estimate for this site: .+ used of .+ available/);
    await expect(section(page, "What is stored").getByRole("alert")).toHaveCount(0);
  });

  test("loads directly from the static host", async ({ page }) => {
    const response = await page.goto("/data");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
    await expect(storedCount(page, "task")).toHaveText(/^0\s+tasks$/);
  });

  test("warns when this app's data passes 80% of the usual 5 MB", async ({ page }) => {
    // 2.2 million characters are 4.4 MB as the browser stores them (two bytes each).
    await page.goto("/login");
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem("todos", JSON.stringify([{ id: 1, title: "x".repeat(2_200_000), completed: false }]));
    });
    await openData(page);
    await expect(section(page, "What is stored").getByRole("alert")).toContainText("Your data is close to the browser's limit (83% of about 5 MB).");
    await expect(section(page, "What is stored").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "83");
  });

  test("counts another page's data on this site's storage, and warns as the whole nears the limit", async ({ page }) => {
    // A shared address (user.github.io, say): another app's 2.2 million characters, 4.4 MB as stored.
    await seedStorage(page, { todos: originalTodos, "other-app": "x".repeat(2_200_000) });
    await openData(page);
    const { app, all } = await storedBytes(page);
    const stored = section(page, "What is stored");
    await expect(stored).toContainText(
      `This site's storage holds 4.2 MB (${all.toLocaleString("en-US")} bytes) of the about 5 MB browsers usually allow (83%): ` +
        `${app} bytes of this app's data and 4.2 MB of other data, not this app's.`,
    );
    await expect(stored.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "83");
    await expect(stored.getByRole("alert")).toContainText(
      "This site's storage is close to the browser's limit (83% of about 5 MB), 4.2 MB of it other data, not this app's.",
    );
  });

  test("says the storage is full when another page's data fills it, as every save then fails", async ({ page }) => {
    await seedStorage(page, { todos: originalTodos, "kanban-board": originalBoards });
    await fillStorageToQuota(page);
    await openData(page);
    const { all } = await storedBytes(page);
    const stored = section(page, "What is stored");
    await expect(stored).toContainText(`(${all.toLocaleString("en-US")} bytes)`);
    await expect(stored).toContainText(/: 1 KB of this app's data and [\d.]+ MB of other data, not this app's\./);
    await expect(stored.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(stored.getByRole("alert")).toContainText("This site's storage is full: changes are not saved.");
    await expect(stored.getByRole("alert")).toContainText(/[\d.]+ MB of it is other data, not this app's\./);
    // What it warns of: a save is refused.
    await page.goto("/todo");
    await page.getByLabel("New Task").fill("One more");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Not saved: this browser's storage is full");
  });

  test("has no serious accessibility violation, and fits 375 px", async ({ page }) => {
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Import backup").setInputFiles({
      name: "backup.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(originalTodos)),
    });
    await expect(page.getByRole("button", { name: "Replace my data" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  // A filled button is its background, which forced colours (Windows' contrast themes) drop: Keep my
  // data, Export backup and Connect read as plain text there.
  test("in forced colours, light and dark, its filled buttons show their edge, at the size they have otherwise", async ({ page }) => {
    await stubPersistence(page, { persisted: false });
    await openData(page, { todos: originalTodos, "kanban-board": originalBoards });
    const buttons = ["Keep my data", "Export backup", "Connect"].map((name) => page.getByRole("button", { name, exact: true }));
    const sizes = () => Promise.all(buttons.map(async (button) => (({ width, height }) => [width, height])((await button.boundingBox())!)));
    await expect(buttons[0]!).toBeVisible();
    const normal = await sizes();
    await expectNoSeriousA11yViolations(page); // not in forced colours, where axe misreads a text's colour (card-dialog-labels.spec.ts)
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      for (const [index, button] of buttons.entries()) {
        const edge = Math.max(await shownEdge(button), await shownOutline(button));
        expect(edge, `${colorScheme}: ${["Keep my data", "Export backup", "Connect"][index]}`).toBeGreaterThan(0);
      }
      expect(await sizes(), colorScheme).toEqual(normal);
    }
  });

  test("the unreadable-data notice downloads the kept original text", async ({ page }) => {
    await seedStorage(page, { todos: "{this is not json" });
    await page.goto("/todo");
    const { download, text } = await downloadFrom(page, page.getByRole("button", { name: "Download the original" }));
    expect(download.suggestedFilename()).toMatch(/^taskboard-todos-original-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(text).toBe("{this is not json");
  });
});

test.describe("persistent storage", () => {
  test("the first save of a visit asks the browser to keep the data, once", async ({ page }) => {
    await stubPersistence(page, { persisted: false });
    await openTodos(page);
    expect(await persistRequests(page)).toBe(0);
    await addTask(page, "First");
    await expect.poll(() => persistRequests(page)).toBe(1);
    await addTask(page, "Second");
    await page.getByRole("checkbox", { name: "Complete First", exact: true }).click();
    await page.getByRole("link", { name: "Kanban" }).first().click();
    await page.getByRole("button", { name: "Add Board" }).click();
    await page.getByPlaceholder("Enter Board Name").fill("Board");
    await page.getByPlaceholder("Enter Board Name").press("Enter");
    await expect(page.getByRole("region", { name: "Board", exact: true })).toBeVisible();
    expect(await persistRequests(page)).toBe(1);
  });

  test("a browser that already keeps the data is not asked", async ({ page }) => {
    await stubPersistence(page, { persisted: true });
    await openTodos(page);
    await addTask(page, "First");
    await expect(page.getByRole("checkbox", { name: "Complete First", exact: true })).toBeVisible();
    expect(await persistRequests(page)).toBe(0);
    await openData(page);
    await expect(section(page, "Persistent storage")).toContainText("Storage is persistent: this browser will not clear your data to free space.");
    await expect(page.getByRole("button", { name: "Keep my data" })).toHaveCount(0);
  });

  test("Keep my data asks the browser, and says what it answered", async ({ page }) => {
    await stubPersistence(page, { persisted: false });
    await openData(page);
    const persistence = section(page, "Persistent storage");
    await expect(persistence).toContainText("Storage is not persistent: this browser may clear your data when it runs low on space.");
    await persistence.getByRole("button", { name: "Keep my data" }).click();
    await expect(persistence.getByRole("status")).toHaveText(/^The browser did not agree to keep your data yet\./);
    expect(await persistRequests(page)).toBe(1);

    await page.evaluate(() => ((window as unknown as { grantPersistence: boolean }).grantPersistence = true));
    await persistence.getByRole("button", { name: "Keep my data" }).click();
    await expect(persistence).toContainText("Storage is persistent: this browser will not clear your data to free space.");
    await expect(persistence.getByRole("button", { name: "Keep my data" })).toHaveCount(0);
    expect(await persistRequests(page)).toBe(2);
  });
});
