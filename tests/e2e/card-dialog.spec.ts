import { expect, test, type Page } from "@playwright/test";
import { applyTextSpacing, clickHitAreaEdge, expectNoSeriousA11yViolations, hitArea, seedStorage, slowNextHistoryMove } from "./support";
import { dialogElements, expectStoredCard, openCard, restOnTile, sampleBoards, storedBoards } from "./card-dialog-support";
import { bigBoards, board, openKanban, tile } from "./kanban-support";

const cardDialog = (page: Page, name = "Write the report") => page.getByRole("dialog", { name });

/** A push navigation inside the app (as a tile's link makes), through the router's own history listener. */
async function pushInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const state = { usr: null, key: "from-board", idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 };
    history.pushState(state, "", to);
    dispatchEvent(new PopStateEvent("popstate", { state }));
  }, path);
}

async function focusIsInside(page: Page, name?: string) {
  return cardDialog(page, name).evaluate((dialog) => dialog.contains(document.activeElement));
}

test.describe("the card's own address", () => {
  test("loads directly from the plain static host: the board with the dialog open, also after a reload", async ({
    page,
  }) => {
    await seedStorage(page, { "kanban-board": sampleBoards() });
    const response = await page.goto("/kanban/cards/11");
    // No file exists for a card's address: the host answers with 404.html, which boots the app.
    expect(response?.status()).toBe(404);
    await expect(cardDialog(page)).toBeVisible();
    await expect(page).toHaveTitle("Write the report · Kanban · Taskboard");
    await expect(page.getByRole("heading", { level: 1, name: "Kanban", includeHidden: true })).toBeAttached();
    expect(await focusIsInside(page)).toBe(true);

    await page.reload();
    await expect(cardDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/kanban\/cards\/11$/);
  });

  test("opening and closing cards says nothing in the browser's console", async ({ page }) => {
    const said: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") said.push(message.text());
    });
    await openKanban(page, sampleBoards());
    // Opened twice: the second time it is the dialog rendered ahead (see card-dialog-ahead.spec.ts).
    for (let time = 0; time < 2; time++) {
      await tile(page, "Write the report").click();
      await expect(cardDialog(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(cardDialog(page)).toBeHidden();
    }
    // The service worker's registration is refused in these tests; that is all the console may hold.
    expect(said.filter((text) => !/service worker/i.test(text))).toEqual([]);
  });

  test("a card pressed again right after its dialog closed opens, though the page is still at its address", async ({ page }) => {
    await openKanban(page, sampleBoards());
    await tile(page, "Write the report").click();
    await expect(page).toHaveURL(/\/kanban\/cards\/11$/);
    // The close's Back comes late: the page stays at the card's address meanwhile.
    const back = await slowNextHistoryMove(page, 800);
    await page.keyboard.press("Escape");
    await expect(cardDialog(page)).toBeHidden();
    await tile(page, "Write the report").click();
    await expect(cardDialog(page)).toBeVisible();
    await expect(cardDialog(page)).toBeFocused();
    // Once Back has come, the dialog is still open, and closes as usual.
    await expect.poll(back.came, { timeout: 5_000 }).toBe(true);
    await expect(cardDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Back closes a dialog that was loaded directly after the board", async ({ page }) => {
    await seedStorage(page, { "kanban-board": sampleBoards() });
    await page.goto("/kanban");
    await page.goto("/kanban/cards/11");
    await expect(cardDialog(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Back closes a dialog opened inside the app, and Forward opens it again", async ({ page }) => {
    await seedStorage(page, { "kanban-board": sampleBoards() });
    await page.goto("/kanban");
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    await pushInApp(page, "/kanban/cards/11");
    await expect(cardDialog(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goForward();
    await expect(cardDialog(page)).toBeVisible();
  });

  test("closing a dialog opened inside the app goes back to the board's entry", async ({ page }) => {
    await seedStorage(page, { "kanban-board": sampleBoards() });
    await page.goto("/kanban");
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    await pushInApp(page, "/kanban/cards/11");
    await cardDialog(page).getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The dialog's entry is ahead now, not stacked on top: Forward reopens it.
    await page.goForward();
    await expect(cardDialog(page)).toBeVisible();
  });

  test("opening a card's tile on the board navigates to its address; closing returns focus to the tile", async ({
    page,
  }) => {
    await seedStorage(page, { "kanban-board": sampleBoards() });
    await page.goto("/kanban");
    const tile = page.locator('[data-card-id="11"]');
    await tile.click();
    await expect(cardDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/kanban\/cards\/11$/);

    // An edit shows on the tile at once.
    await cardDialog(page).getByRole("button", { name: "Add Task" }).click();
    await cardDialog(page).getByPlaceholder("Task").fill("Buy paper");
    await cardDialog(page).getByRole("button", { name: "Add", exact: true }).click();
    await expect(tile).toContainText("0/1");

    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(tile).toBeFocused();

    await tile.click();
    await expect(cardDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/kanban\/cards\/11$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a pressed tile's dialog is there when the press's own task ends, before its address; the address follows without a new dialog", async ({
    page,
  }) => {
    await seedStorage(page, { "kanban-board": sampleBoards() });
    await page.goto("/kanban");
    // The dialog's code is here once another card's dialog is rendered ahead (a network-idle wait
    // was not enough: on a busy machine the code could still be on its way, and the press then
    // waited for it, flaky once in a fresh-clone CI). The pressed card is not that one, so its
    // dialog is rendered in the press's own task.
    await restOnTile(page, "Another card", "Write the report");
    const atOnce = await page.evaluate(async () => {
      document.querySelector<HTMLElement>('[data-card-id="11"]')?.click();
      await Promise.resolve(); // React renders a press's change in a microtask of its task
      const dialog = [...document.querySelectorAll("[role=dialog]")].find((element) =>
        element.textContent?.includes("Write the report"),
      );
      if (dialog) dialog.setAttribute("data-test-first", "");
      return { dialog: dialog !== undefined, path: location.pathname };
    });
    expect(atOnce).toEqual({ dialog: true, path: "/kanban" });
    await expect(page).toHaveURL(/\/kanban\/cards\/11$/);
    await expect(page).toHaveTitle("Write the report · Kanban · Taskboard");
    // The same dialog element: the address's coming rendered no second dialog (focus and all stay).
    await expect(cardDialog(page)).toHaveAttribute("data-test-first", "");
    expect(await focusIsInside(page)).toBe(true);
  });

  test("a dialog closed before its address came stays closed, and the address stays the board's", async ({ page }) => {
    await seedStorage(page, { "kanban-board": sampleBoards() });
    await page.goto("/kanban");
    // The dialog rendered ahead, so the click shows it at once and the Escape finds it open: on a
    // busy machine, with only the code loaded, the dialog came after the Escape (flaky once in CI).
    await restOnTile(page, "Write the report", "Another card");
    const entries = await page.evaluate(() => history.length);
    await page.evaluate(async () => {
      document.querySelector<HTMLElement>('[data-card-id="11"]')?.click();
      await Promise.resolve();
      document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    // The idle time after the frame, when the address would have followed, and a frame more.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestAnimationFrame(done), { timeout: 500 })));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/kanban$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect(tile(page, "Write the report")).toBeFocused();
  });

  test("a dialog closed while the navigation to its address is under way stays closed", async ({ page }) => {
    // The first navigation to a card's address waits for its route's module (fetched in idle
    // time): held here until the dialog has closed.
    let held = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/kanban\.cards\._cardId-[\w-]+\.js$/, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await seedStorage(page, { "kanban-board": sampleBoards() });
    await page.goto("/kanban");
    await tile(page, "Write the report").hover();
    await expect.poll(() => held).toBe(true);
    // The dialog's code is here too (the card's dialog rendered ahead, hidden), so the click shows
    // the dialog at once: without it, the click only navigates, and that waits for the held module
    // (on a busy machine the code came after the click, and the dialog never showed).
    await expect(async () => {
      await tile(page, "Another card").hover();
      await tile(page, "Write the report").hover();
      await expect(dialogElements(page).filter({ hasText: "Write the report" })).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    const entries = await page.evaluate(() => history.length);

    await tile(page, "Write the report").click();
    await expect(cardDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/kanban$/);
    // The address's navigation starts in the idle time after the dialog's frame (within 100 ms:
    // the page's wait has that limit). Chromium may hold idle callbacks back while an import is
    // pending (the held module): this wait has a limit too, past the page's.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 500 })));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    release();
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestAnimationFrame(done), { timeout: 500 })));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/kanban$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test("an address whose dialog's code cannot load shows the error screen, not the board alone", async ({ page }) => {
    await page.route(/\/card-dialog-[\w-]+\.js$/, (route) => route.abort());
    await seedStorage(page, { "kanban-board": sampleBoards() });
    await page.goto("/kanban/cards/11");
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  });

  test("an unknown card id shows Card not found with a way back to the board", async ({ page }) => {
    await openCard(page, sampleBoards(), "no-such-card");
    const notFound = page.getByRole("dialog", { name: "Card not found" });
    await expect(notFound).toBeVisible();
    await expect(notFound).toContainText("no-such-card");
    await notFound.getByRole("button", { name: "Back to Kanban" }).click();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
  });

  test("finds cards with numeric and string ids on any board", async ({ page }) => {
    await openCard(page, sampleBoards(), "other-card");
    await expect(cardDialog(page, "Another card")).toBeVisible();
    await expect(cardDialog(page, "Another card")).toContainText("in board Todo");
    await page.goto("/kanban/cards/21");
    await expect(cardDialog(page, "Review")).toContainText("in board Doing");
  });

  test("a card on a board with an empty name says it is in board Name of Board", async ({ page }) => {
    const boards = sampleBoards();
    boards[0]!.boardName = "";
    await openCard(page, boards);
    await expect(cardDialog(page)).toHaveAccessibleDescription("in board Name of Board");
  });
});

test.describe("closing", () => {
  test.beforeEach(async ({ page }) => {
    await openCard(page, sampleBoards());
    await expect(cardDialog(page)).toBeVisible();
  });

  test("the Close button closes it and lands on /kanban, replacing the card's entry", async ({ page }) => {
    await cardDialog(page).getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    // Loaded directly, so /kanban replaced the card's address: Back does not reopen it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/cards\//);
  });

  test("Escape closes it", async ({ page }) => {
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a click on the backdrop closes it; a click inside does not", async ({ page }) => {
    await cardDialog(page).getByRole("heading", { name: "Task List" }).click();
    await cardDialog(page).getByText("No Labels").click();
    await expect(cardDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/kanban\/cards\/11$/);

    const box = await cardDialog(page).boundingBox();
    if (!box) throw new Error("the dialog has no box");
    await page.mouse.click(Math.max(5, box.x / 2), box.y + box.height / 2);
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("opening and closing", () => {
  test("reads no animation of the dialog's parts: none animates, and each reading made the browser restyle them", async ({
    page,
  }) => {
    // Counts reads of a computed `animation-name` (how Radix's Presence looks for an exit animation).
    await page.addInitScript(() => {
      const counter = window as unknown as { animationReads: number };
      counter.animationReads = 0;
      const computedStyle = window.getComputedStyle.bind(window);
      window.getComputedStyle = (element, pseudo) =>
        new Proxy(computedStyle(element, pseudo), {
          get(style, property) {
            if (property === "animationName") counter.animationReads++;
            const value: unknown = Reflect.get(style, property, style);
            return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(style) : value;
          },
        });
    });
    await openKanban(page, sampleBoards());
    const reads = () => page.evaluate(() => (window as unknown as { animationReads: number }).animationReads);
    // The count works: a reading of the page's own counts.
    const before = await reads();
    await page.evaluate(() => getComputedStyle(document.body).animationName);
    expect(await reads()).toBe(before + 1);
    await tile(page, "Write the report").click();
    await expect(cardDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(tile(page, "Write the report")).toBeFocused();
    expect(await reads()).toBe(before + 1);
  });
});

test.describe("the page behind an open card", () => {
  // Phone-sized: the boards stack, so the page itself scrolls.
  test.use({ viewport: { width: 375, height: 800 } });

  test("neither scrolls nor takes a press, does not move, and scrolls again once the card closes", async ({ page }) => {
    await openKanban(page, bigBoards(4, 6));
    const behind = tile(page, "Card 2-1");
    const start = await behind.boundingBox();
    if (!start) throw new Error("the card behind has no box");
    // Card 2-1 just below the header: the dialog, centred, leaves it uncovered.
    await page.evaluate((by) => window.scrollBy(0, by), start.y - 64);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const before = await behind.boundingBox();
    if (!before) throw new Error("the card behind has no box");
    // Held from here: once the dialog is open, the page behind it is hidden from the accessibility tree.
    const behindElement = await behind.elementHandle();

    await tile(page, "Card 2-2").click();
    const dialog = page.getByRole("dialog", { name: "Card 2-2" });
    await expect(dialog).toBeVisible();
    expect(await behindElement?.boundingBox()).toEqual(before);
    // The wheel over the backdrop leaves the page where it was.
    await page.mouse.move(6, 400);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // A press on the backdrop, right over another card, closes this card and opens nothing.
    const dialogBox = await dialog.boundingBox();
    if (!dialogBox) throw new Error("the dialog has no box");
    const pressY = before.y + 8;
    expect(pressY, "the press lands above the dialog").toBeLessThan(dialogBox.y);
    await page.mouse.click(before.x + 10, pressY);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/kanban$/);
    await page.waitForTimeout(300);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  });
});

test.describe("title", () => {
  test.beforeEach(async ({ page }) => {
    await openCard(page, sampleBoards());
  });

  test("click to edit; Enter saves and the dialog takes the new name", async ({ page }) => {
    await cardDialog(page).getByRole("button", { name: "Write the report" }).click();
    const input = cardDialog(page).getByRole("textbox", { name: "Card title" });
    await expect(input).toBeFocused();
    await input.fill("Write the final report");
    await input.press("Enter");
    await expect(cardDialog(page, "Write the final report")).toBeVisible();
    await expectStoredCard(page, (card) => expect(card?.title).toBe("Write the final report"));
    await page.reload();
    await expect(cardDialog(page, "Write the final report")).toBeVisible();
  });

  test("leaving the input saves", async ({ page }) => {
    await cardDialog(page).getByRole("button", { name: "Write the report" }).click();
    await cardDialog(page).getByRole("textbox", { name: "Card title" }).fill("Blurred title");
    await cardDialog(page).getByRole("heading", { name: "Task List" }).click();
    await expect(cardDialog(page, "Blurred title")).toBeVisible();
    await expectStoredCard(page, (card) => expect(card?.title).toBe("Blurred title"));
  });

  test("the browser's Back button saves the title being edited", async ({ page }) => {
    await seedStorage(page, { "kanban-board": sampleBoards() });
    await page.goto("/kanban");
    await tile(board(page, "Todo"), "Write the report").click();
    await cardDialog(page).getByRole("button", { name: "Write the report" }).click();
    await cardDialog(page).getByRole("textbox", { name: "Card title" }).fill("Write it before Friday");
    await page.goBack();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(tile(board(page, "Todo"), "Write it before Friday")).toBeVisible();
    await expectStoredCard(page, (card) => expect(card?.title).toBe("Write it before Friday"));
    await page.reload();
    await expect(tile(board(page, "Todo"), "Write it before Friday")).toBeVisible();
  });

  test("Escape cancels the edit and leaves the dialog open", async ({ page }) => {
    await cardDialog(page).getByRole("button", { name: "Write the report" }).click();
    const input = cardDialog(page).getByRole("textbox", { name: "Card title" });
    await input.fill("Not this");
    await input.press("Escape");
    await expect(cardDialog(page)).toBeVisible();
    await expect(cardDialog(page).getByRole("textbox", { name: "Card title" })).toHaveCount(0);
    await expect(cardDialog(page).getByRole("button", { name: "Write the report" })).toBeFocused();
    await expectStoredCard(page, (card) => expect(card?.title).toBe("Write the report"));
  });

  test("an empty title keeps the old one", async ({ page }) => {
    await cardDialog(page).getByRole("button", { name: "Write the report" }).click();
    const input = cardDialog(page).getByRole("textbox", { name: "Card title" });
    await input.fill("   ");
    await input.press("Enter");
    await expect(cardDialog(page).getByRole("button", { name: "Write the report" })).toBeVisible();
    expect(await storedBoards(page)).toEqual(sampleBoards());
  });
});

test.describe("deleting the card", () => {
  test("deletes the card at once and closes the dialog; the toast's Undo brings it back exactly", async ({ page }) => {
    await openCard(page, sampleBoards());
    const before = await storedBoards(page);
    await cardDialog(page).getByRole("button", { name: "Delete Card" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(async () => {
      const boards = await storedBoards(page);
      expect(boards[0]?.card.map((card) => card.id)).toEqual(["other-card"]);
      expect(boards[1]?.card).toHaveLength(1);
    }).toPass({ timeout: 5_000 });

    await page.getByRole("status", { name: "Card deleted" }).getByRole("button", { name: "Undo" }).click();
    await expect(tile(board(page, "Todo"), "Write the report")).toBeVisible();
    await expect.poll(() => storedBoards(page)).toEqual(before);
  });

  test("a card this tab's Undo deletes while its dialog is open says so, and Redo brings it back into the same dialog", async ({
    page,
  }) => {
    await openKanban(page, sampleBoards());
    await board(page, "Todo").getByRole("button", { name: "Add Card" }).click();
    await board(page, "Todo").getByPlaceholder("Enter Card Title").fill("Just added");
    await board(page, "Todo").getByRole("button", { name: "Add", exact: true }).click();
    await tile(page, "Just added").click();
    const dialog = cardDialog(page, "Just added");
    await expect(dialog).toBeFocused();
    await page.keyboard.press("Control+z");
    await expect(dialog.getByRole("alert")).toContainText("This card was deleted by Undo or Redo in this tab.");
    await page.keyboard.press("Control+Shift+z");
    await expect(dialog.getByText("This card was deleted", { exact: false })).toHaveCount(0);
    await expect.poll(async () => (await storedBoards(page))[0]?.card.map((card) => card.title)).toEqual([
      "Write the report",
      "Another card",
      "Just added",
    ]);
  });
});

test.describe("deleting the card by keyboard", () => {
  test("focus goes to the card below, or above it, or to the board's Add Card: never to the page", async ({ page }) => {
    await openKanban(page, sampleBoards());
    const deleteFromDialog = async (title: string) => {
      await tile(page, title).focus();
      await page.keyboard.press("Enter");
      const deleteButton = page.getByRole("dialog", { name: title }).getByRole("button", { name: "Delete Card" });
      await deleteButton.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(tile(page, title)).toHaveCount(0);
    };
    await deleteFromDialog("Write the report");
    await expect(tile(board(page, "Todo"), "Another card")).toBeFocused();
    await deleteFromDialog("Review");
    await expect(board(page, "Doing").getByRole("button", { name: "Add Card" })).toBeFocused();
  });
});

/** A card with every part the dialog shows: labels (one without a colour), checklist items, a date. */
const EVERY_PART = {
  tags: [
    { id: 1, tagName: "Bug", color: "#eb5a46" },
    { id: 2, tagName: "Important work", color: "#61bd4f" },
    { id: 3, tagName: "Old", color: "" },
  ],
  task: [
    { id: 1, task: "Draft", completed: true },
    { id: 2, task: "Proofread", completed: false },
  ],
  date: "2024-01-05",
};

test.describe("removing by keyboard inside the dialog", () => {
  test("a label, a checklist item or the date removed hands focus on, never to the page: also after a popover was used", async ({
    page,
  }) => {
    await openCard(page, sampleBoards(EVERY_PART));
    const dialog = cardDialog(page);
    // A popover opened and closed first: Radix's focus trap then let a removed control's focus fall to the page.
    await dialog.getByRole("button", { name: "Add Label" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog.getByRole("button", { name: "Add Label" })).toBeFocused();

    const press = async (name: string) => {
      await dialog.getByRole("button", { name, exact: true }).focus();
      await page.keyboard.press("Enter");
    };
    await press("Remove label Important work");
    await expect(dialog.getByRole("button", { name: "Remove label Old", exact: true })).toBeFocused();
    await press("Remove label Old");
    await expect(dialog.getByRole("button", { name: "Remove label Bug", exact: true })).toBeFocused();
    await press("Remove label Bug");
    await expect(dialog.getByRole("button", { name: "Add Label" })).toBeFocused();

    await press("Delete Draft");
    await expect(dialog.getByRole("button", { name: "Delete Proofread", exact: true })).toBeFocused();
    await press("Delete Proofread");
    await expect(dialog.getByRole("button", { name: "Add Task" })).toBeFocused();

    await press("Clear date");
    await expect(dialog.getByRole("button", { name: "Date", exact: true })).toBeFocused();
    await expectStoredCard(page, (card) => {
      expect(card?.tags).toEqual([]);
      expect(card?.task).toEqual([]);
      expect(card?.date).toBe("");
    });
  });
});

test.describe("accessibility", () => {
  test("no serious or critical axe violation with the dialog open, and with the label popover open", async ({
    page,
  }) => {
    await openCard(page, sampleBoards(EVERY_PART));
    await expect(cardDialog(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await cardDialog(page).getByRole("button", { name: "Add Label" }).click();
    await expect(page.getByRole("dialog", { name: "Label" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("no serious or critical axe violation with the date popover open", async ({ page }) => {
    await openCard(page, sampleBoards({ date: "2024-01-05" }));
    await cardDialog(page).getByRole("button", { name: "Date", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Select a Date" }).getByRole("grid")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("text spacing", () => {
  // From 640 px the side column is 11rem wide; wider spacing made Undo and Redo 12 px wider than it.
  for (const width of [640, 1280]) {
    test(`at ${width} px Undo and Redo stay within the side column`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openCard(page, sampleBoards());
      await applyTextSpacing(page);
      const dialog = cardDialog(page);
      // The column is as wide as its Move to board field.
      const column = (await dialog.getByLabel("Move to board").boundingBox())!;
      for (const name of ["Undo", "Redo"]) {
        const button = (await dialog.getByRole("button", { name, exact: true }).boundingBox())!;
        expect(button.x, name).toBeGreaterThanOrEqual(column.x - 0.5);
        expect(button.x + button.width, name).toBeLessThanOrEqual(column.x + column.width + 0.5);
      }
    });
  }
});

test("Move to board shows a long board name cut short with an ellipsis, not running on under its arrow", async ({ page }) => {
  const boards = sampleBoards();
  boards[0]!.boardName = "Waiting for the design review of the quarterly report";
  await openCard(page, boards);
  const field = cardDialog(page).getByLabel("Move to board");
  await expect(field).toHaveValue("1");
  // What ran on under the arrow counted in the field's scroll width; cut short, the text fits it.
  expect(await field.evaluate((select) => select.scrollWidth - select.clientWidth)).toBe(0);
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the dialog fits and the side panel stacks under the content", async ({ page }) => {
    await openCard(page, sampleBoards({ task: [{ id: 1, task: "Draft", completed: false }] }));
    const dialog = cardDialog(page);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    const taskList = await dialog.getByRole("heading", { name: "Task List" }).boundingBox();
    const addToCard = await dialog.getByRole("heading", { name: "Add to card" }).boundingBox();
    expect(addToCard && taskList && addToCard.y > taskList.y).toBe(true);
    await dialog.getByRole("button", { name: "Delete Card" }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole("button", { name: "Delete Card" })).toBeInViewport();
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test("the ✕ Close button takes clicks and taps in 40 × 40 px (WCAG 2.2 target size), its 16-px icon where it was", async ({ page }) => {
    await openCard(page, sampleBoards());
    const dialog = cardDialog(page);
    const close = dialog.getByRole("button", { name: "Close" });
    const { size, box } = await hitArea(close);
    expect(size).toBeGreaterThanOrEqual(40);
    expect(box.width).toBeGreaterThanOrEqual(40);
    expect(box.height).toBeGreaterThanOrEqual(40);
    // The icon: 16 px, 16 px inside the dialog's border from its top right corner.
    const icon = (await close.locator("svg").boundingBox())!;
    const frame = (await dialog.boundingBox())!;
    expect([icon.width, icon.height]).toEqual([16, 16]);
    expect(frame.x + frame.width - (icon.x + icon.width)).toBeCloseTo(17, 0);
    expect(icon.y - frame.y).toBeCloseTo(17, 0);
    await clickHitAreaEdge(page, close, 40);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/kanban$/);
  });
});
