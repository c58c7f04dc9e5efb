import { expect, type Locator, type Page } from "@playwright/test";
import { readStorage, seedStorage, unbrokenText } from "./support";

// Helpers for the Kanban specs: saved data in the original product's format,
// and ways to find boards and cards as a user (or a screen reader) does.

export interface SavedCard {
  id: string | number;
  title: string;
  tags: { id: string | number; tagName: string; color: string }[];
  task: { id: string | number; task: string; completed: boolean }[];
  date?: string;
}
export interface SavedBoard {
  id: string | number;
  boardName: string;
  card: SavedCard[];
}

export function savedCard(id: string | number, title: string, extra: Partial<SavedCard> = {}): SavedCard {
  return { id, title, tags: [], task: [], date: "", ...extra };
}

export function threeBoards(): SavedBoard[] {
  return [
    { id: 1, boardName: "To Do", card: [savedCard(11, "Alpha"), savedCard(12, "Bravo"), savedCard(13, "Charlie")] },
    { id: "b2", boardName: "Doing", card: [savedCard("c21", "Delta"), savedCard("c22", "Echo")] },
    { id: "b3", boardName: "Done", card: [] },
  ];
}

/** `boardCount` boards "Board 1"… of `cardsPerBoard` cards "Card 1-1"… each (long ones are windowed). */
export function bigBoards(boardCount: number, cardsPerBoard: number): SavedBoard[] {
  let id = 1;
  return Array.from({ length: boardCount }, (_, b) => ({
    id: `b${b + 1}`,
    boardName: `Board ${b + 1}`,
    card: Array.from({ length: cardsPerBoard }, (_, c) => savedCard(id++, `Card ${b + 1}-${c + 1}`)),
  }));
}

/**
 * Opens the Kanban with `boards` saved, once its drag code is there too: the
 * boards' row is rendered anew when it arrives, and a test measuring the row
 * meanwhile would measure what is about to go.
 */
export async function openKanban(page: Page, boards: unknown): Promise<void> {
  await seedStorage(page, { "kanban-board": boards });
  await page.goto("/kanban");
  await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
  if (Array.isArray(boards) && boards.length > 0) await dragCodeLoaded(page);
}

export function board(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** A card tile: a button whose accessible name starts with the card's title. */
export function tile(scope: Page | Locator, title: string): Locator {
  return scope.getByRole("button", { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`) });
}

/**
 * A board's tile, scrolled to as a user would: a board of more than 30 cards shows only the
 * tiles near its view, so its list is scrolled a view at a time (from the top again at the end)
 * until the tile is there. Waits up to `timeout` for it, as for a card still on its way.
 */
export async function revealTile(page: Page, boardName: string, title: string, { timeout = 5_000 } = {}): Promise<Locator> {
  const where = tile(board(page, boardName), title);
  await expect(async () => {
    if ((await where.count()) === 0) {
      await board(page, boardName)
        .locator("[data-board-scroll]")
        .evaluateAll((boxes) => {
          for (const box of boxes) {
            const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
            box.scrollTop = atEnd ? 0 : box.scrollTop + box.clientHeight;
          }
        });
    }
    await expect(where).toBeVisible({ timeout: 300 });
  }).toPass({ timeout, intervals: [100] });
  return where;
}

/**
 * The fades at the top and the foot of a board's card list that show more cards are above or
 * below it. CSS draws them alone (the ::before and ::after of the box around the list's scroll box,
 * board-row.ts), with no element, role or text to find them by, so they are read as a user sees
 * them: how opaque each is (0 when not shown or not drawn; their colour, the gradient's, is what
 * the scroll changes), and as what colour, next to the board's (both as RGB).
 */
export async function scrollHints(page: Page, boardName: string) {
  return board(page, boardName)
    .locator("[data-board-scroll]")
    .evaluate((box) => {
      const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgba = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return Array.from(context.getImageData(0, 0, 1, 1).data);
      };
      const fade = (style: CSSStyleDeclaration) => {
        const drawn = style.content !== "none" && style.display !== "none" && style.backgroundImage.includes("gradient");
        const [red, green, blue, alpha] = rgba(style.color);
        return { shown: drawn ? Math.round((alpha! / 255) * 100) / 100 : 0, rgb: [red, green, blue] };
      };
      const around = box.parentElement!;
      const [top, foot] = [fade(getComputedStyle(around, "::before")), fade(getComputedStyle(around, "::after"))];
      return { top: top.shown, foot: foot.shown, footColour: foot.rgb, board: rgba(getComputedStyle(box.closest("section")!).backgroundColor).slice(0, 3) };
    });
}

/** dnd-kit's live region: what a screen reader hears during a drag. */
export function announcements(page: Page): Locator {
  return page.locator("[role=status][aria-live]").filter({ hasText: /./ });
}

/** The card titles of a board, top to bottom, as shown. */
export async function titlesIn(page: Page, name: string): Promise<string[]> {
  return board(page, name)
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.querySelector("[data-card-id] > span > span")?.textContent ?? ""));
}

export async function storedTitles(page: Page): Promise<Record<string, string[]>> {
  const boards = (await readStorage<SavedBoard[]>(page, "kanban-board")) ?? [];
  return Object.fromEntries(boards.map((b) => [b.boardName, b.card.map((c) => c.title)]));
}

/**
 * Waits until the pointer and a board's move handle can drag: dnd-kit loads on
 * demand (in the first idle time after the page shows), and the tiles and
 * handles are its sortables once they point at its instructions.
 */
export async function dragCodeLoaded(page: Page): Promise<void> {
  await expect(page.locator('[aria-roledescription="sortable"][aria-describedby^="DndDescribedBy"]').first()).toBeAttached();
}

/** Picks `from` up with the mouse, held by its middle: press, then move past the 5 px threshold. */
export async function pickUpWithMouse(page: Page, from: Locator): Promise<void> {
  await dragCodeLoaded(page);
  const box = await from.boundingBox();
  if (!box) throw new Error("nothing to drag");
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 4 });
}

/**
 * Drags with the mouse as a person would: press, move past the 5 px threshold,
 * glide to the target point in steps, settle, release.
 */
export async function mouseDrag(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  await pickUpWithMouse(page, from);
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.move(to.x + 1, to.y + 1, { steps: 3 });
  await page.waitForTimeout(100);
  await page.mouse.move(to.x, to.y, { steps: 2 });
  await page.mouse.up();
}

type Point = { x: number; y: number };

/**
 * A finger on the screen (the page's context needs `hasTouch`): touch events as the browser's
 * input gets them, so the page sees pointer events of type "touch" and may scroll under them.
 */
export async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  let at: Point = { x: 0, y: 0 };
  const send = (type: "touchStart" | "touchMove" | "touchEnd", points: Point[]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) })) });
  return {
    async down(point: Point) {
      at = point;
      await send("touchStart", [point]);
    },
    /** Glides to `to` in `steps` moves, a frame apart. */
    async move(to: Point, steps = 10) {
      const from = at;
      for (let step = 1; step <= steps; step++) {
        at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
        await send("touchMove", [at]);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      }
    },
    async up() {
      await send("touchEnd", []);
    },
  };
}

/**
 * Drags with a finger as a person does: rests on `from` until the card is picked up (the page
 * waits 120 ms), glides to `to`, and lifts.
 */
export async function touchDrag(page: Page, from: Locator, to: Point): Promise<void> {
  const touch = await finger(page);
  await touch.down(await pointIn(from, "center"));
  await expect(announcements(page)).toContainText("Picked up card");
  await touch.move(to, 15);
  await touch.up();
}

/**
 * A point in `locator`'s box, once the box has stopped moving: after a drop, the tiles
 * glide to their new places (200 ms), and a point taken mid-glide lands elsewhere.
 */
export async function pointIn(locator: Locator, where: "top" | "center" | "bottom" = "center"): Promise<Point> {
  let box = await locator.boundingBox();
  for (let frames = 0; frames < 60; frames++) {
    await locator.page().evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    const next = await locator.boundingBox();
    if (box && next && next.x === box.x && next.y === box.y && next.height === box.height) break;
    box = next;
  }
  if (!box) throw new Error("target not on screen");
  const y = where === "top" ? box.y + box.height * 0.25 : where === "bottom" ? box.y + box.height * 0.8 : box.y + box.height / 2;
  return { x: box.x + box.width / 2, y };
}

/** The texts of `boardsWithLongTexts`, each a million characters without a space. */
export interface LongTexts {
  boardName: string;
  title: string;
  task: string;
  tagName: string;
}

/** Texts of a million characters without a space, one for each place, each starting with its place. */
export function longTexts(): LongTexts {
  return {
    boardName: unbrokenText("Board"),
    title: unbrokenText("Card"),
    task: unbrokenText("Item"),
    tagName: unbrokenText("Label"),
  };
}

/**
 * A board whose name, first card's title, that card's checklist item and label
 * are the given (long) texts, with a short card beside it, and a second board.
 */
export function boardsWithLongTexts(texts: LongTexts): SavedBoard[] {
  return [
    {
      id: "b1",
      boardName: texts.boardName,
      card: [
        savedCard("c1", texts.title, {
          tags: [{ id: "t1", tagName: texts.tagName, color: "#61bd4f" }],
          task: [{ id: "i1", task: texts.task, completed: false }],
        }),
        savedCard("c2", "Buy milk"),
      ],
    },
    { id: "b2", boardName: "Doing", card: [savedCard("c3", "Review")] },
  ];
}

/** The Kanban's search field ("Search cards"). */
export const cardSearchField = (page: Page) => page.getByRole("searchbox", { name: "Search cards" });

/** The Kanban's Labels filter button ("Labels", or "Labels: Red, Urgent"). */
export const labelsFilter = (page: Page) => page.getByRole("button", { name: /^Labels/ });

/** The Kanban's due date filter (a select: "Any due date", "Overdue", "Due in the next 7 days", "No due date"). */
export const dueFilter = (page: Page) => page.getByRole("combobox", { name: "Due date" });

/** "12 of 340 cards": how many cards a Kanban filter shows. */
export const cardCount = (page: Page) => page.getByRole("status").filter({ hasText: / of \d+ cards?$/ });

/** The local day `days` from today as stored (`yyyy-MM-dd`); the browser runs on this machine's clock and zone. */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Adds a card to a board with its Add Card form (which closes after adding). */
export async function addCard(page: Page, boardName: string, title: string): Promise<void> {
  const scope = board(page, boardName);
  await scope.getByRole("button", { name: "Add Card" }).click();
  await scope.getByPlaceholder("Enter Card Title").fill(title);
  await scope.getByRole("button", { name: "Add", exact: true }).click();
}
