import { expect, test } from "@playwright/test";
import { bigBoards, board, openKanban, savedCard, tile, type SavedBoard } from "./kanban-support";
import { compositedLayers, readStorage } from "./support";

// Big boards render only the cards in view (each board's list is virtualized);
// these tests hold what a user must still be able to do with every card.

test.describe("boards with many cards", () => {
  test("every card is reachable by scrolling its board, and tiles say their position", async ({ page }) => {
    await openKanban(page, bigBoards(2, 200));
    const first = board(page, "Board 1");
    await expect(first.getByText("200 cards")).toBeAttached();
    await expect(tile(first, "Card 1-1")).toBeVisible();
    await expect(first.getByRole("listitem").first()).toHaveAttribute("aria-posinset", "1");
    await expect(first.getByRole("listitem").first()).toHaveAttribute("aria-setsize", "200");
    // Far fewer tiles than cards are on the page.
    expect(await first.locator("[data-card-id]").count()).toBeLessThan(60);

    // Scroll the board's own list to the middle: the cards there appear.
    await first.locator("[data-card-id]").first().evaluate((element) => {
      const box = element.closest("ul")!.parentElement!;
      box.scrollTop = box.scrollHeight / 2;
    });
    await expect(tile(first, "Card 1-100")).toBeVisible();
  });

  test("a row of boards wider than the window: far boards show their cards once scrolled to, and after an undo brings one back", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openKanban(page, bigBoards(12, 5));
    await expect(tile(board(page, "Board 1"), "Card 1-1")).toBeVisible();
    await expect(tile(board(page, "Board 4"), "Card 4-5")).toBeVisible();
    // A board far to the right renders no tile until it comes near the view.
    const last = board(page, "Board 12");
    await expect(last.getByText("5 cards")).toBeAttached();
    await expect(last.locator("[data-card-id]")).toHaveCount(0);
    // Scrolled until Board 7 ends at the row's edge: Board 8, just past it, has its tiles before it comes into view.
    await board(page, "Board 7").evaluate((section) => section.scrollIntoView({ inline: "end", block: "nearest" }));
    await expect(board(page, "Board 8")).not.toBeInViewport();
    await expect(board(page, "Board 8").locator("[data-card-id]")).toHaveCount(5);
    await last.scrollIntoViewIfNeeded();
    await expect(tile(last, "Card 12-5")).toBeVisible();

    // Deleted and brought back by undo while the row is scrolled to its end: its cards show.
    await page.getByRole("button", { name: "Board actions for Board 12" }).click();
    await page.getByRole("menuitem", { name: "Delete Board" }).click();
    await expect(last).toHaveCount(0);
    await page.getByRole("button", { name: "Undo", exact: true }).first().click();
    await expect(tile(board(page, "Board 12"), "Card 12-1")).toBeInViewport();
  });

  test("at 1280 px the first frame renders tiles on the boards near the view only: none are rendered and dropped as the page settles", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Every tile the app's page takes out of a board that stays (the picture painted before the
    // app starts, and the row mounted anew once its drag code comes, are not such).
    await page.addInitScript(() => {
      const dropped: string[] = [];
      (window as unknown as { droppedTiles: string[] }).droppedTiles = dropped;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const board = mutation.target instanceof Element ? mutation.target.closest("section[data-board-id]") : null;
          if (!board?.isConnected || board.closest("#board-picture")) continue;
          for (const node of mutation.removedNodes) {
            if (!(node instanceof Element)) continue;
            const tiles = node.matches("[data-card-id]") ? [node] : [...node.querySelectorAll("[data-card-id]")];
            for (const tile of tiles) dropped.push(tile.textContent ?? "");
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await openKanban(page, bigBoards(12, 5));
    // The side navigation takes 224 px: Board 6 starts 1,744 px from the left, past the row's 1,248 and the 400 px beyond.
    await expect(board(page, "Board 5").locator("[data-card-id]")).toHaveCount(5);
    await expect(board(page, "Board 6").locator("[data-card-id]")).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
    expect(await page.evaluate(() => (window as unknown as { droppedTiles: string[] }).droppedTiles)).toEqual([]);
  });

  test("a board of up to 30 cards shows every tile; one card more and it is windowed, after it grows as well", async ({ page }) => {
    await openKanban(page, [...bigBoards(1, 30), { id: "b-long", boardName: "Long", card: bigBoards(1, 31)[0]!.card.map((card) => ({ ...card, id: `l${card.id}` })) }]);
    const short = board(page, "Board 1");
    await expect(tile(short, "Card 1-1")).toBeVisible();
    await expect(short.locator("[data-card-id]")).toHaveCount(30);
    await expect(short.getByRole("listitem").last()).toHaveAttribute("aria-posinset", "30");

    const long = board(page, "Long");
    await expect(tile(long, "Card 1-1")).toBeVisible();
    expect(await long.locator("[data-card-id]").count()).toBeLessThan(31);

    // The short board grows past 30 cards: once focus has left it, it is windowed too.
    await short.getByRole("button", { name: "Add Card" }).click();
    await short.getByPlaceholder("Enter Card Title").fill("Card 1-31");
    await short.getByPlaceholder("Enter Card Title").press("Enter");
    await expect(short.getByText("31 cards")).toBeAttached();
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(() => short.locator("[data-card-id]").count()).toBeLessThan(31);
    await expect(short.getByRole("listitem").first()).toHaveAttribute("aria-setsize", "31");
  });

  test("a board that grows past 30 cards with focus on one of its tiles keeps every tile until focus leaves it, then is windowed", async ({ page }) => {
    await openKanban(page, [...bigBoards(1, 30), { id: "b-other", boardName: "Other", card: [savedCard("x1", "Extra")] }]);
    const short = board(page, "Board 1");
    await expect(short.locator("[data-card-id]")).toHaveCount(30);
    // Extra moves into the short board with the keyboard: focus stays on its tile, inside that board's list.
    await tile(page, "Extra").focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Space");
    await expect(short.getByText("31 cards")).toBeAttached();
    await expect(tile(short, "Extra")).toBeFocused();
    await expect(short.locator("[data-card-id]")).toHaveCount(31);
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(() => short.locator("[data-card-id]").count()).toBeLessThan(31);
  });

  test("Tab reaches the first card of a board and Shift+Tab from Add Card the last one", async ({ page }) => {
    await openKanban(page, bigBoards(1, 200));
    const only = board(page, "Board 1");
    await only.getByRole("button", { name: "Add Card" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(tile(only, "Card 1-200")).toBeFocused();
    await expect(tile(only, "Card 1-200")).toBeInViewport();

    await page.getByRole("button", { name: "Board actions for Board 1" }).focus();
    await page.keyboard.press("Tab");
    await expect(tile(only, "Card 1-1")).toBeFocused();
    // Tab goes on through the cards in order, scrolling the board as it goes.
    for (let i = 2; i <= 15; i++) await page.keyboard.press("Tab");
    await expect(tile(only, "Card 1-15")).toBeFocused();
    await expect(tile(only, "Card 1-15")).toBeInViewport();
  });

  test("a card moved by keyboard from a big board lands and is saved", async ({ page }) => {
    await openKanban(page, bigBoards(2, 200));
    const card = tile(board(page, "Board 1"), "Card 1-1");
    await card.focus();
    await page.keyboard.press("Space");
    await expect(page.getByText(/Picked up card Card 1-1\b/)).toBeAttached();
    await page.keyboard.press("ArrowRight");
    await expect(tile(board(page, "Board 2"), "Card 1-1")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(board(page, "Board 2").getByText("201 cards")).toBeAttached();
    // What is on screen may still be saving: reload only once it is stored.
    await expect
      .poll(async () => (await readStorage<SavedBoard[]>(page, "kanban-board"))?.map((b) => b.card.length))
      .toEqual([199, 201]);
    await page.reload();
    await expect(board(page, "Board 1").getByText("199 cards")).toBeAttached();
    await expect(board(page, "Board 2").getByText("201 cards")).toBeAttached();
  });

  test("a board of 100 cards paints as a handful of layers, not one per card", async ({ page }) => {
    // The side navigation is fixed over the scrolling page: painted below the boards, it made the
    // browser give every card tile and screen-reader-only text a compositing layer of its own
    // (35 for these cards), which every frame of an add, a drag or a scroll paid for.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openKanban(page, bigBoards(5, 20));
    await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();
    await expect(tile(board(page, "Board 1"), "Card 1-20")).toBeAttached();
    expect(await compositedLayers(page)).toBeLessThanOrEqual(8);
  });

  test("each of twenty boards paints as a unit of its own, so a change in one repaints that board alone", async ({ page }) => {
    // A wide row scrolls sideways, and the browser paints it as one: a tile's hover going as a
    // card's dialog opened over it re-recorded all twenty boards (1.8 ms of a traced open at
    // 5,000 cards). An isolated board (a stacking context) is painted, and kept, by itself.
    await openKanban(page, bigBoards(20, 5));
    const boards = page.getByRole("region", { name: /^Board \d+$/ });
    await expect(boards).toHaveCount(20);
    const isolation = await boards.evaluateAll((sections) => sections.map((section) => getComputedStyle(section).isolation));
    expect(isolation).toEqual(Array(20).fill("isolate"));
  });
});
