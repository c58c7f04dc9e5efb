import { expect, test, type Page } from "@playwright/test";
import { holdCode, seedStorage, shownBackground } from "./support";
import {
  announcements,
  bigBoards,
  board,
  dragCodeLoaded,
  finger,
  mouseDrag,
  openKanban,
  pickUpWithMouse,
  pointIn,
  savedCard,
  storedTitles,
  threeBoards,
  tile,
  titlesIn,
  touchDrag,
} from "./kanban-support";

const ORIGINAL = { "To Do": ["Alpha", "Bravo", "Charlie"], Doing: ["Delta", "Echo"], Done: [] };

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("Kanban drag and drop with the mouse", () => {
  test("moves a card to a chosen position of another board", async ({ page }) => {
    await openKanban(page, threeBoards());
    const doing = board(page, "Doing");
    await mouseDrag(page, tile(page, "Bravo"), await pointIn(tile(doing, "Echo"), "top"));
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Bravo", "Echo"]);
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Charlie"]);
    await expect(doing.getByText("3 cards")).toBeAttached();
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Alpha", "Charlie"], Doing: ["Delta", "Bravo", "Echo"], Done: [] });
    await page.reload();
    // The board renders after the page loads: wait for it rather than read it once.
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Bravo", "Echo"]);
  });

  test("over another board's card, its lower half puts the card after it and its upper half before it", async ({ page }) => {
    await openKanban(page, threeBoards());
    const doing = board(page, "Doing");
    // After the board's last card, without aiming at the space below it.
    await mouseDrag(page, tile(page, "Alpha"), await pointIn(tile(doing, "Echo"), "bottom"));
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Echo", "Alpha"]);
    await mouseDrag(page, tile(page, "Charlie"), await pointIn(tile(doing, "Delta"), "bottom"));
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Charlie", "Echo", "Alpha"]);
    await mouseDrag(page, tile(page, "Bravo"), await pointIn(tile(doing, "Delta"), "top"));
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": [], Doing: ["Bravo", "Delta", "Charlie", "Echo", "Alpha"], Done: [] });
  });

  test("moves a card into an empty board", async ({ page }) => {
    await openKanban(page, threeBoards());
    await mouseDrag(page, tile(page, "Alpha"), await pointIn(board(page, "Done"), "center"));
    await expect.poll(() => titlesIn(page, "Done")).toEqual(["Alpha"]);
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Bravo", "Charlie"], Doing: ["Delta", "Echo"], Done: ["Alpha"] });
  });

  test("reorders cards within a board", async ({ page }) => {
    await openKanban(page, threeBoards());
    await mouseDrag(page, tile(page, "Alpha"), await pointIn(tile(page, "Charlie"), "bottom"));
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Bravo", "Charlie", "Alpha"]);
    await expect.poll(async () => (await storedTitles(page))["To Do"]).toEqual(["Bravo", "Charlie", "Alpha"]);
  });

  test("the card never jumps back while its move is saved", async ({ page }) => {
    await openKanban(page, threeBoards());
    // Sample every frame where the card is, from before the drop until well after it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const sample = () => {
        const card = document.querySelector('[data-card-id="11"]');
        seen.push(card?.closest("section")?.getAttribute("data-board-id") ?? "none");
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await mouseDrag(page, tile(page, "Alpha"), await pointIn(tile(board(page, "Doing"), "Delta"), "top"));
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const firstInDoing = seen.indexOf("b2");
    expect(firstInDoing).toBeGreaterThan(-1);
    expect(seen.slice(firstInDoing).filter((where) => where !== "b2")).toEqual([]);
    expect((await storedTitles(page)).Doing).toEqual(["Alpha", "Delta", "Echo"]);
  });

  test("a drop outside every board changes nothing", async ({ page }) => {
    await openKanban(page, threeBoards());
    const heading = await pointIn(page.getByRole("heading", { level: 1, name: "Kanban" }), "center");
    await mouseDrag(page, tile(page, "Bravo"), heading);
    await page.waitForTimeout(300);
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(await storedTitles(page)).toEqual(ORIGINAL);
  });

  test("over another board the card stays in its own, a line marks where it would land, and a drop outside changes nothing", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUpWithMouse(page, tile(page, "Bravo"));
    const delta = tile(board(page, "Doing"), "Delta");
    const over = await pointIn(delta, "center");
    await page.mouse.move(over.x, over.y, { steps: 15 });
    // The card's top is above Delta's middle: it would land before Delta.
    await expect(delta).toHaveAttribute("data-drop-marker", "before");
    await expect(announcements(page)).toContainText("Card Bravo moved to board Doing, position 1 of 3");
    expect(await titlesIn(page, "To Do")).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(await titlesIn(page, "Doing")).toEqual(["Delta", "Echo"]);
    // Below the board's last card: after it.
    const echo = tile(board(page, "Doing"), "Echo");
    const echoBox = (await echo.boundingBox())!;
    await page.mouse.move(echoBox.x + 20, echoBox.y + echoBox.height + 12, { steps: 5 });
    await expect(echo).toHaveAttribute("data-drop-marker", "after");
    await expect(delta).not.toHaveAttribute("data-drop-marker");
    await page.mouse.move(over.x, 700, { steps: 15 }); // below every board
    await expect(page.locator("[data-drop-marker]")).toHaveCount(0);
    await page.mouse.up();
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Bravo", "Charlie"]);
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Echo"]);
    expect(await storedTitles(page)).toEqual(ORIGINAL);
  });

  // The line is a background (its pseudo-element's), which forced colours (Windows' contrast themes)
  // drop: dragging there showed nowhere where the card would land.
  test("in forced colours, light and dark, the line marking where the card would land shows", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await openKanban(page, threeBoards());
    await pickUpWithMouse(page, tile(page, "Bravo"));
    const delta = tile(board(page, "Doing"), "Delta");
    const over = await pointIn(delta, "center");
    await page.mouse.move(over.x, over.y, { steps: 15 });
    await expect(announcements(page)).toContainText("Card Bravo moved to board Doing, position 1 of 3");
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      const line = await shownBackground(delta, "::before");
      expect(line.seen, `${colorScheme}: the line ${line.color.join(",")} on ${line.behind.join(",")}`).toBe(true);
    }
    await page.mouse.up();
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Bravo", "Delta", "Echo"]);
  });

  test("while a card is dragged, the cards that stay where they are carry no transform", async ({ page }) => {
    // dnd-kit, which drove a card's drag before, gave every card of the list being sorted a
    // translate of 0 when it did not move it: a 3D transform set with a transition, which made
    // each tile a compositing layer, and its removal as the card left a transition on each.
    await openKanban(page, threeBoards());
    await pickUpWithMouse(page, tile(page, "Bravo"));
    await expect(announcements(page)).toContainText("Picked up card Bravo");
    // A frame for anything to style the tiles after the pick-up.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const title of ["Alpha", "Charlie"]) expect(await tile(page, title).evaluate((element) => getComputedStyle(element).transform)).toBe("none");
    const over = await pointIn(tile(board(page, "Doing"), "Delta"), "top");
    await page.mouse.move(over.x, over.y, { steps: 10 });
    await expect(tile(board(page, "Doing"), "Delta")).toHaveAttribute("data-drop-marker", "before");
    for (const title of ["Alpha", "Charlie", "Delta", "Echo"]) {
      await expect(tile(page, title)).toHaveCSS("transform", "none");
    }
    await page.mouse.up();
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Bravo", "Delta", "Echo"]);
  });

  test("the line shows within the pointer move that reaches the board, not frames later", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUpWithMouse(page, tile(page, "Bravo"));
    // What the page shows once the move's own handlers (the drag's, on the document) have run.
    await page.evaluate(() => {
      const seen: (string | null)[] = [];
      (window as unknown as { markersSeen: typeof seen }).markersSeen = seen;
      window.addEventListener("mousemove", () => seen.push(document.querySelector("[data-drop-marker]")?.textContent ?? null));
    });
    const over = await pointIn(tile(board(page, "Doing"), "Delta"), "top");
    await page.mouse.move(over.x, over.y);
    await expect(tile(board(page, "Doing"), "Delta")).toHaveAttribute("data-drop-marker", "before");
    expect(await page.evaluate(() => (window as unknown as { markersSeen: (string | null)[] }).markersSeen)).toEqual(["Delta"]);
    await page.mouse.up();
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Bravo", "Delta", "Echo"]);
  });

  test("a card dragged over an empty board marks that board's list, and lands there", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUpWithMouse(page, tile(page, "Charlie"));
    const empty = board(page, "Done").getByText("No cards");
    const to = await pointIn(empty, "center");
    await page.mouse.move(to.x, to.y, { steps: 15 });
    await expect(empty).toHaveAttribute("data-drop-marker", "inside");
    await page.mouse.up();
    await expect.poll(() => titlesIn(page, "Done")).toEqual(["Charlie"]);
    await expect(page.locator("[data-drop-marker]")).toHaveCount(0);
  });

  test("reorders boards by dragging a board's header", async ({ page }) => {
    await openKanban(page, threeBoards());
    const header = board(page, "To Do").getByRole("button", { name: "Move board To Do" });
    await mouseDrag(page, header, await pointIn(board(page, "Doing").getByRole("heading"), "center"));
    await expect.poll(() => page.getByRole("region").evaluateAll((sections) => sections.map((s) => s.getAttribute("data-board-id")))).toEqual(["b2", "1", "b3"]);
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["Doing", "To Do", "Done"]);
    await page.reload();
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Doing");
  });

  test("a press without movement is a click: it opens the card, it does not drag", async ({ page }) => {
    await openKanban(page, threeBoards());
    await tile(page, "Charlie").click();
    await expect(page).toHaveURL(/\/kanban\/cards\/13$/);
  });

  test("a card dragged away and dropped back on its own tile stays, and does not open", async ({ page }) => {
    await openKanban(page, threeBoards());
    const home = await pointIn(tile(page, "Bravo"), "center");
    await pickUpWithMouse(page, tile(page, "Bravo"));
    await page.mouse.move(home.x, home.y + 120, { steps: 5 });
    await page.mouse.move(home.x, home.y, { steps: 5 });
    await page.mouse.up();
    await expect(announcements(page)).toContainText("Card Bravo dropped in board To Do, position 2 of 3.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/kanban$/);
    expect(await storedTitles(page)).toEqual(ORIGINAL);
  });

  test("Escape puts a dragged card back: the line goes, the drop changes nothing, and a screen reader hears it", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUpWithMouse(page, tile(page, "Alpha"));
    await expect(tile(page, "Alpha")).toHaveAttribute("aria-pressed", "true");
    const over = await pointIn(tile(board(page, "Doing"), "Echo"), "top");
    await page.mouse.move(over.x, over.y, { steps: 10 });
    await expect(announcements(page)).toContainText("Card Alpha moved to board Doing, position 2 of 3.");
    await page.keyboard.press("Escape");
    await expect(announcements(page)).toContainText("Moving card Alpha was cancelled. It is back in board To Do, position 1 of 3.");
    await expect(page.locator("[data-drop-marker]")).toHaveCount(0);
    await expect(tile(page, "Alpha")).not.toHaveAttribute("aria-pressed");
    await page.mouse.up();
    await expect(page).toHaveURL(/\/kanban$/);
    expect(await storedTitles(page)).toEqual(ORIGINAL);
  });
});

test.describe("the boards scroll under a dragged card", () => {
  test("held at the window's right edge, the boards' row scrolls on, and the card lands in a board that was out of view", async ({ page }) => {
    await openKanban(page, bigBoards(8, 3));
    await expect(board(page, "Board 8")).not.toBeInViewport();
    // The row scrolls, not the page: nothing of the boards widens the page past the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await pickUpWithMouse(page, tile(page, "Card 1-1"));
    const start = await pointIn(tile(page, "Card 1-1"), "center");
    await page.mouse.move(1275, start.y, { steps: 20 });
    await expect(board(page, "Board 8")).toBeInViewport({ ratio: 1 });
    const to = await pointIn(tile(board(page, "Board 8"), "Card 8-1"), "top");
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await expect(tile(board(page, "Board 8"), "Card 8-1")).toHaveAttribute("data-drop-marker", "before");
    await page.mouse.up();
    await expect.poll(async () => (await storedTitles(page))["Board 8"]).toEqual(["Card 1-1", "Card 8-1", "Card 8-2", "Card 8-3"]);
  });

  test("held at the bottom of a long board's list, the list scrolls down, and the card lands near its end", async ({ page }) => {
    await openKanban(page, bigBoards(2, 60));
    const list = board(page, "Board 1").locator("[data-board-scroll]");
    const box = (await list.boundingBox())!;
    await pickUpWithMouse(page, tile(page, "Card 1-1"));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 8, { steps: 20 });
    await expect(tile(page, "Card 1-60")).toBeInViewport({ ratio: 1 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 6, { steps: 2 });
    await page.mouse.up();
    await expect.poll(async () => (await storedTitles(page))["Board 1"]?.indexOf("Card 1-1")).toBeGreaterThanOrEqual(55);
    expect((await storedTitles(page))["Board 1"]).toHaveLength(60);
  });
});

test.describe("Kanban drag and drop with a finger", () => {
  test.use({ hasTouch: true });

  test("a finger rested on a card picks it up, and it lands where it is lifted", async ({ page }) => {
    await openKanban(page, threeBoards());
    await touchDrag(page, tile(page, "Alpha"), await pointIn(tile(board(page, "Doing"), "Echo"), "top"));
    await expect(announcements(page)).toContainText("Card Alpha dropped in board Doing, position 2 of 3.");
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Bravo", "Charlie"], Doing: ["Delta", "Alpha", "Echo"], Done: [] });
  });

  test("a finger that moves at once scrolls the page, and picks nothing up", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await openKanban(page, bigBoards(3, 4));
    const touch = await finger(page);
    const at = await pointIn(tile(page, "Card 1-3"), "center");
    await touch.down(at);
    await touch.move({ x: at.x, y: at.y - 150 }, 6);
    await touch.up();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await expect(announcements(page)).toHaveCount(0);
    expect((await storedTitles(page))["Board 1"]).toEqual(["Card 1-1", "Card 1-2", "Card 1-3", "Card 1-4"]);
  });

  test("on a phone, a card held at the screen's bottom edge scrolls the page down to a board below", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await openKanban(page, bigBoards(3, 4));
    await expect(board(page, "Board 3")).not.toBeInViewport();
    const touch = await finger(page);
    await touch.down(await pointIn(tile(page, "Card 1-1"), "center"));
    await expect(announcements(page)).toContainText("Picked up card Card 1-1");
    await touch.move({ x: 180, y: 632 }, 15);
    await expect(tile(board(page, "Board 3"), "Card 3-2")).toBeInViewport({ ratio: 1 });
    await touch.move(await pointIn(tile(board(page, "Board 3"), "Card 3-2"), "top"), 10);
    await expect(tile(board(page, "Board 3"), "Card 3-2")).toHaveAttribute("data-drop-marker", "before");
    await touch.up();
    await expect.poll(async () => (await storedTitles(page))["Board 3"]).toEqual(["Card 3-1", "Card 1-1", "Card 3-2", "Card 3-3", "Card 3-4"]);
  });
});

/**
 * A quick user: `key` pressed on the focused element as soon as the live region says `text`,
 * before the page's next task (where a key press can land on a busy machine).
 */
async function pressWhenAnnounced(page: Page, text: string, key: { key: string; code: string }) {
  await page.evaluate(
    ({ text, key }) => {
      const region = document.querySelector("[role=status][aria-live=assertive]")!;
      const observer = new MutationObserver(() => {
        if (!region.textContent?.includes(text)) return;
        observer.disconnect();
        document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { ...key, bubbles: true, cancelable: true }));
      });
      observer.observe(region, { childList: true, characterData: true, subtree: true });
    },
    { text, key },
  );
}

/** Picks a board up by its move handle with Space, once dnd-kit is there, and waits to hear it. */
async function pickUpBoard(page: Page, name: string) {
  await dragCodeLoaded(page);
  await page.getByRole("button", { name: `Move board ${name}` }).focus();
  await page.keyboard.press("Space");
  await expect(announcements(page)).toContainText(`Picked up board ${name}`);
}

/** Focus a tile and pick it up with Space, waiting (as a user would) to hear that it was picked up. */
async function pickUp(page: Page, title: string) {
  // As a person takes a moment before a first drag: what a drag needs once under way loads
  // right after the page shows (drag-extras.ts), a few milliseconds later.
  await page.waitForLoadState("networkidle");
  await tile(page, title).focus();
  await page.keyboard.press("Space");
  await expect(announcements(page)).toContainText(`Picked up card ${title}`);
}

test.describe("Kanban drag and drop with the keyboard", () => {
  test("Right from a card low in a long board lands in the next board, even where that board's tile is scrolled out of view", async ({ page }) => {
    const cards = (prefix: string) => Array.from({ length: 30 }, (_, i) => savedCard(`${prefix}${i + 1}`, `${prefix} ${i + 1}`));
    await openKanban(page, [
      { id: "b1", boardName: "Left", card: cards("Left") },
      { id: "b2", boardName: "Right", card: cards("Right") },
    ]);
    await pickUp(page, "Left 30");
    await page.keyboard.press("ArrowRight");
    await expect(announcements(page)).toContainText(/Card Left 30 moved to board Right, position \d+ of 31/);
    await page.keyboard.press("Space");
    await expect(announcements(page)).toContainText(/Card Left 30 dropped in board Right/);
    await expect.poll(async () => (await storedTitles(page)).Right).toContain("Left 30");
  });

  test("Space picks a card up, Right moves it to the next board, Space drops it", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUp(page, "Bravo");
    await page.keyboard.press("ArrowRight");
    await expect(announcements(page)).toContainText("Card Bravo moved to board Doing, position 2 of 3");
    await page.keyboard.press("Space");
    await expect(announcements(page)).toContainText("Card Bravo dropped in board Doing, position 2 of 3");
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Bravo", "Echo"]);
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Alpha", "Charlie"], Doing: ["Delta", "Bravo", "Echo"], Done: [] });
    await expect(tile(page, "Bravo")).toBeFocused(); // focus stays on the moved card
    await expect(page).toHaveURL(/\/kanban$/); // dropping is not opening
  });

  test("focus moved on right after a drop stays where it went: the drop's later renders do not take it back", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUp(page, "Bravo");
    await page.keyboard.press("ArrowRight");
    await expect(announcements(page)).toContainText("Card Bravo moved to board Doing, position 2 of 3");
    // The drop, and focus moved on in the same task: before the drop's save has reached the
    // router (it waits for a frame), whose render comes after.
    const alpha = await tile(page, "Alpha").elementHandle();
    await page.evaluate((next) => {
      const bravo = document.activeElement as HTMLElement;
      bravo.dispatchEvent(new KeyboardEvent("keydown", { key: " ", code: "Space", bubbles: true, cancelable: true }));
      bravo.dispatchEvent(new KeyboardEvent("keyup", { key: " ", code: "Space", bubbles: true, cancelable: true }));
      next?.focus();
    }, alpha);
    await expect(announcements(page)).toContainText("Card Bravo dropped in board Doing, position 2 of 3");
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Alpha", "Charlie"], Doing: ["Delta", "Bravo", "Echo"], Done: [] });
    await page.waitForTimeout(300);
    await expect(tile(page, "Alpha")).toBeFocused();
  });

  test("Right pressed while the pick-up is still being shown is heard too", async ({ page }) => {
    await openKanban(page, threeBoards());
    await tile(page, "Bravo").focus();
    // A slow device: showing the pick-up keeps the page busy for a while, and
    // the user has already pressed Right by then.
    await page.evaluate(() => {
      window.addEventListener(
        "keydown",
        (event) => {
          if (event.code !== "Space") return;
          const until = performance.now() + 300;
          while (performance.now() < until);
        },
        { once: true },
      );
    });
    const cdp = await page.context().newCDPSession(page);
    const key = (type: "keyDown" | "keyUp", code: string, key: string, keyCode: number) =>
      cdp.send("Input.dispatchKeyEvent", { type, code, key, windowsVirtualKeyCode: keyCode, ...(key === " " && type === "keyDown" ? { text: " " } : {}) });
    // Sent at once, without waiting for the page to handle each one.
    await Promise.all([
      key("keyDown", "Space", " ", 32),
      key("keyUp", "Space", " ", 32),
      key("keyDown", "ArrowRight", "ArrowRight", 39),
      key("keyUp", "ArrowRight", "ArrowRight", 39),
    ]);
    await expect(announcements(page)).toContainText("Card Bravo moved to board Doing, position 2 of 3");
    await page.keyboard.press("Space");
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Alpha", "Charlie"], Doing: ["Delta", "Bravo", "Echo"], Done: [] });
  });

  test("Down moves a card within its board and Enter drops it", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUp(page, "Alpha");
    await page.keyboard.press("ArrowDown");
    await expect(announcements(page)).toContainText("Card Alpha moved to board To Do, position 2 of 3");
    await page.keyboard.press("ArrowDown");
    await expect(announcements(page)).toContainText("Card Alpha moved to board To Do, position 3 of 3");
    await page.keyboard.press("Enter");
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Bravo", "Charlie", "Alpha"]);
    await expect.poll(async () => (await storedTitles(page))["To Do"]).toEqual(["Bravo", "Charlie", "Alpha"]);
    await expect(page).toHaveURL(/\/kanban$/);
  });

  test("Left and Right reach every board, an empty one included", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUp(page, "Echo");
    await page.keyboard.press("ArrowRight");
    await expect(announcements(page)).toContainText("Card Echo moved to board Done, position 1 of 1");
    await page.keyboard.press("Space");
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Alpha", "Bravo", "Charlie"], Doing: ["Delta"], Done: ["Echo"] });

    await pickUp(page, "Echo");
    await page.keyboard.press("ArrowLeft");
    // Each key press is heard before the next one (a board moves per press, not per frame).
    await expect(announcements(page)).toContainText("Card Echo moved to board Doing, position 1 of 2");
    await page.keyboard.press("ArrowLeft");
    await expect(announcements(page)).toContainText("Card Echo moved to board To Do, position 1 of 4");
    await page.keyboard.press("Space");
    await expect.poll(async () => (await storedTitles(page))["To Do"]).toContain("Echo");
  });

  test("Escape cancels a keyboard drag and changes nothing", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUp(page, "Alpha");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => titlesIn(page, "Doing")).toContain("Alpha");
    await page.keyboard.press("Escape");
    await expect(announcements(page)).toContainText("Moving card Alpha was cancelled. It is back in board To Do, position 1 of 3");
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Bravo", "Charlie"]);
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Echo"]);
    expect(await storedTitles(page)).toEqual(ORIGINAL);
  });

  test("a card moved to a board far out of view keeps focus, shows picked up, and lands there", async ({ page }) => {
    await openKanban(page, bigBoards(8, 3));
    await pickUp(page, "Card 1-2");
    await expect(tile(page, "Card 1-2")).toHaveAttribute("aria-pressed", "true");
    for (let step = 2; step <= 8; step++) {
      await page.keyboard.press("ArrowRight");
      await expect(announcements(page)).toContainText(`Card Card 1-2 moved to board Board ${step}, position 2 of 4`);
      await expect(tile(board(page, `Board ${step}`), "Card 1-2")).toBeFocused();
    }
    await expect(tile(page, "Card 1-2")).toBeInViewport();
    await page.keyboard.press("Space");
    await expect(announcements(page)).toContainText("Card Card 1-2 dropped in board Board 8, position 2 of 4");
    await expect(tile(page, "Card 1-2")).not.toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await storedTitles(page))["Board 8"]).toEqual(["Card 8-1", "Card 1-2", "Card 8-2", "Card 8-3"]);
  });

  test("a press elsewhere cancels a keyboard move", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUp(page, "Alpha");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => titlesIn(page, "Doing")).toContain("Alpha");
    await page.getByRole("heading", { level: 1, name: "Kanban" }).click();
    await expect(announcements(page)).toContainText("Moving card Alpha was cancelled. It is back in board To Do, position 1 of 3");
    await expect.poll(() => titlesIn(page, "To Do")).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(await storedTitles(page)).toEqual(ORIGINAL);
  });

  test("the move handle reorders boards with the keyboard", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUpBoard(page, "Done");
    await page.keyboard.press("ArrowLeft");
    await expect(announcements(page)).toContainText("Board Done moved to position 2 of 3");
    await page.keyboard.press("ArrowLeft");
    await expect(announcements(page)).toContainText("Board Done moved to position 1 of 3");
    await page.keyboard.press("Space");
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["Done", "To Do", "Doing"]);
  });

  test("a board dropped the moment its move is announced lands where the announcement said", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUpBoard(page, "Done");
    // A quick user: Space as soon as the move is said, before the page's next task (a key
    // press can land there on a busy machine).
    await pressWhenAnnounced(page, "moved to position 2 of 3", { key: " ", code: "Space" });
    await page.keyboard.press("ArrowLeft");
    await expect(announcements(page)).toContainText("Board Done dropped at position 2 of 3");
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["To Do", "Done", "Doing"]);
  });

  test("an arrow pressed the moment a board's move is announced moves it one place further", async ({ page }) => {
    await openKanban(page, threeBoards());
    await pickUpBoard(page, "Done");
    await pressWhenAnnounced(page, "moved to position 2 of 3", { key: "ArrowLeft", code: "ArrowLeft" });
    await page.keyboard.press("ArrowLeft");
    await expect(announcements(page)).toContainText("Board Done moved to position 1 of 3");
    await page.keyboard.press("Space");
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["Done", "To Do", "Doing"]);
  });

  test("the tiles tell screen-reader users how to open and move cards", async ({ page }) => {
    await openKanban(page, threeBoards());
    await expect(tile(page, "Alpha")).toHaveAccessibleDescription(/press Enter.*Space to pick it up.*Escape to cancel/);
  });
});

test.describe("dnd-kit loads on demand", () => {
  // The code file is held back with page.route, which never sees what a service worker answers.
  test.use({ serviceWorkers: "block" });

  /** The Kanban with `boards` (three by default), dnd-kit held back until `release()`. */
  async function openWithoutDragCode(page: Page, boards: unknown = threeBoards()) {
    const code = await holdCode(page, "sortable-board");
    await seedStorage(page, { "kanban-board": boards });
    await page.goto("/kanban");
    await expect(page.getByRole("region").first()).toBeVisible();
    await expect.poll(code.requested).toBe(true);
    return code;
  }

  /** dnd-kit's file has arrived (the row may change over once nothing in it holds it back). */
  async function dragCodeArrived(page: Page) {
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /sortable-board-/.test(entry.name))))
      .toBe(true);
  }

  test("before it is there, tiles open and move with the keyboard; when it comes, the focused tile keeps focus and the mouse drags", async ({ page }) => {
    const code = await openWithoutDragCode(page);
    await expect(tile(page, "Bravo")).toHaveAccessibleDescription(/press Space to pick it up/);
    // Not pickUp(): the held file keeps the network busy.
    await tile(page, "Bravo").focus();
    await page.keyboard.press("Space");
    await expect(announcements(page)).toContainText("Picked up card Bravo");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Bravo", "Echo"]);
    await expect(tile(page, "Bravo")).toBeFocused();

    code.release();
    await dragCodeLoaded(page);
    await expect(tile(page, "Bravo")).toBeFocused();
    await mouseDrag(page, tile(page, "Alpha"), await pointIn(board(page, "Done"), "center"));
    await expect.poll(() => storedTitles(page)).toEqual({ "To Do": ["Charlie"], Doing: ["Delta", "Bravo", "Echo"], Done: ["Alpha"] });
  });

  test("a card title being typed when it comes is kept: the boards change over once it is added", async ({ page }) => {
    const code = await openWithoutDragCode(page);
    const doing = board(page, "Doing");
    await doing.getByRole("button", { name: "Add Card" }).click();
    const field = doing.getByPlaceholder("Enter Card Title");
    await field.fill("Foxtrot");
    code.release();
    await dragCodeArrived(page);
    await page.waitForTimeout(500);
    await expect(field).toHaveValue("Foxtrot");
    await expect(field).toBeFocused();
    await field.press("Enter");
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Echo", "Foxtrot"]);
    await dragCodeLoaded(page);
    await expect(doing.getByRole("button", { name: "Add Card" })).toBeFocused();
    await expect.poll(async () => (await storedTitles(page)).Doing).toEqual(["Delta", "Echo", "Foxtrot"]);
  });

  test("Space on a board's handle before it came picks the board up once it has", async ({ page }) => {
    const code = await openWithoutDragCode(page);
    const handle = page.getByRole("button", { name: "Move board Done" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(announcements(page).filter({ hasText: "Picked up board" })).toHaveCount(0);
    code.release();
    await expect(announcements(page)).toContainText("Picked up board Done");
    await expect(handle).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(announcements(page)).toContainText("Board Done moved to position 2 of 3");
    await page.keyboard.press("Space");
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["To Do", "Done", "Doing"]);
  });

  test("a board picked up before the drag code came is said once all of it is here, not picked up in silence", async ({ page }) => {
    // What a drag says comes with the drag code (drag-extras), apart from dnd-kit's file.
    const extras = await holdCode(page, "drag-extras");
    const code = await openWithoutDragCode(page);
    const handle = page.getByRole("button", { name: "Move board Done" });
    await handle.focus();
    await page.keyboard.press("Space");
    code.release();
    await dragCodeArrived(page);
    await page.waitForTimeout(500);
    await expect(handle).not.toHaveAttribute("aria-pressed", "true");
    extras.release();
    await expect(announcements(page)).toContainText("Picked up board Done");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(announcements(page)).toContainText("Board Done moved to position 2 of 3");
  });

  test("a handle's Space is forgotten once focus has left it, even if focus comes back before the code", async ({ page }) => {
    const code = await openWithoutDragCode(page);
    const handle = (name: string) => page.getByRole("button", { name: `Move board ${name}` });
    await handle("Done").focus();
    await page.keyboard.press("Space");
    await handle("Doing").focus();
    await handle("Done").focus();
    code.release();
    await dragCodeLoaded(page);
    await expect(handle("Done")).toBeFocused();
    await expect(announcements(page).filter({ hasText: /board/i })).toHaveCount(0);
    // Still at rest: an arrow moves nothing, and nothing is said.
    await page.keyboard.press("ArrowLeft");
    await expect(handle("Done")).not.toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["To Do", "Doing", "Done"]);
    await expect(announcements(page).filter({ hasText: /board/i })).toHaveCount(0);
  });

  test("an Add Card pressed just as it comes keeps its form, and what is typed in it", async ({ page }) => {
    const code = await openWithoutDragCode(page);
    // A slow device: the boards' change-over takes long enough for a press to land during it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    code.release();
    await dragCodeArrived(page);
    const doing = board(page, "Doing");
    await doing.getByRole("button", { name: "Add Card" }).click();
    const field = doing.getByPlaceholder("Enter Card Title");
    await field.fill("Foxtrot");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.waitForTimeout(500);
    await expect(field).toHaveValue("Foxtrot");
    await field.press("Enter");
    await expect.poll(() => titlesIn(page, "Doing")).toEqual(["Delta", "Echo", "Foxtrot"]);
    await dragCodeLoaded(page);
  });

  test("a mouse press under way when it comes still clicks: Add Board pressed then, released after, opens its form", async ({ page }) => {
    const code = await openWithoutDragCode(page);
    await page.getByRole("button", { name: "Add Board" }).hover();
    await page.mouse.down();
    code.release();
    await dragCodeArrived(page);
    // Longer than the row's looks at whether it may change over.
    await page.waitForTimeout(600);
    await page.mouse.up();
    const field = page.getByPlaceholder("Enter Board Name");
    await expect(field).toBeFocused();
    await field.fill("Later");
    await field.press("Enter");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["To Do", "Doing", "Done", "Later"]);
    await dragCodeLoaded(page);
  });

  test("a key press under way when it comes still clicks: Space held on Add Card, released after, opens its form", async ({ page }) => {
    const code = await openWithoutDragCode(page);
    const doing = board(page, "Doing");
    await doing.getByRole("button", { name: "Add Card" }).focus();
    await page.keyboard.down("Space");
    code.release();
    await dragCodeArrived(page);
    await page.waitForTimeout(600);
    await page.keyboard.up("Space");
    await expect(doing.getByPlaceholder("Enter Card Title")).toBeFocused();
    await page.keyboard.press("Escape");
    await dragCodeLoaded(page);
  });

  test("a board scrolled down stays scrolled when it comes", async ({ page }) => {
    const cards = Array.from({ length: 25 }, (_, i) => savedCard(`c${i + 1}`, `Card ${i + 1}`));
    const code = await openWithoutDragCode(page, [{ id: "b1", boardName: "Long", card: cards }]);
    await tile(page, "Card 1").hover();
    await page.mouse.wheel(0, 3000);
    await expect(tile(page, "Card 25")).toBeInViewport();
    await expect(tile(page, "Card 1")).not.toBeInViewport();
    code.release();
    await dragCodeLoaded(page);
    await expect(tile(page, "Card 25")).toBeInViewport();
    await expect(tile(page, "Card 1")).not.toBeInViewport();
  });

  test("a board menu pressed before its code came opens once it has, though dnd-kit came in between", async ({ page }) => {
    const menuCode = await holdCode(page, "board-menu-dropdown");
    const code = await openWithoutDragCode(page);
    await page.getByRole("button", { name: "Board actions for Done" }).click();
    await expect.poll(menuCode.requested).toBe(true);
    code.release();
    await dragCodeArrived(page);
    await page.waitForTimeout(500);
    menuCode.release();
    await page.getByRole("menuitem", { name: "Delete Board" }).click();
    await expect(board(page, "Done")).toHaveCount(0);
    await dragCodeLoaded(page);
    await expect.poll(async () => Object.keys(await storedTitles(page))).toEqual(["To Do", "Doing"]);
  });
});
