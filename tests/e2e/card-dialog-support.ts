import { expect, type Page } from "@playwright/test";
import { tile as tileOf } from "./kanban-support";
import { readStorage, seedStorage } from "./support";

// Saved boards in the original's format (ids may be numbers or strings).
export interface StoredTag {
  id: string | number;
  tagName: string;
  color: string;
}
export interface StoredItem {
  id: string | number;
  task: string;
  completed: boolean;
}
export interface StoredCard {
  id: string | number;
  title: string;
  tags: StoredTag[];
  task: StoredItem[];
  date?: string;
}
export interface StoredBoard {
  id: string | number;
  boardName: string;
  card: StoredCard[];
}

export function sampleBoards(card: Partial<StoredCard> = {}): StoredBoard[] {
  return [
    {
      id: 1,
      boardName: "Todo",
      card: [
        { id: 11, title: "Write the report", tags: [], task: [], date: "", ...card },
        { id: "other-card", title: "Another card", tags: [], task: [], date: "" },
      ],
    },
    { id: "board-2", boardName: "Doing", card: [{ id: 21, title: "Review", tags: [], task: [], date: "" }] },
  ];
}

/** Seeds the boards and opens the card's address directly (as a shared link would). */
export async function openCard(page: Page, boards: StoredBoard[], cardId: string | number = 11) {
  await seedStorage(page, { "kanban-board": boards });
  await page.goto(`/kanban/cards/${cardId}`);
  // The card's dialog, or the one saying it was not found.
  await expect(page.getByRole("dialog").first()).toBeVisible();
}

export async function storedBoards(page: Page): Promise<StoredBoard[]> {
  return (await readStorage<StoredBoard[]>(page, "kanban-board")) ?? [];
}

export async function storedCard(page: Page, cardId: string | number = 11): Promise<StoredCard | undefined> {
  const boards = await storedBoards(page);
  return boards.flatMap((board) => board.card).find((card) => String(card.id) === String(cardId));
}

/** Waits until the stored card matches (saving is quick but asynchronous). */
export async function expectStoredCard(page: Page, check: (card: StoredCard | undefined) => void, cardId: string | number = 11) {
  await expect(async () => check(await storedCard(page, cardId))).toPass({ timeout: 5_000 });
}

/** The open card dialog, named by the card's title. */
export const cardDialog = (page: Page, title = "Write the report") => page.getByRole("dialog", { name: title });

export const checklistItems = (page: Page, title?: string) =>
  cardDialog(page, title).getByRole("list", { name: "Task List" }).getByRole("listitem");

export const labelChips = (page: Page, title?: string) =>
  cardDialog(page, title).getByRole("list", { name: "Labels" }).getByRole("listitem");

/** Every card dialog in the page, shown or hidden (the one rendered ahead is hidden). */
export const dialogElements = (page: Page) => page.locator("[role=dialog]");

/**
 * Rests the mouse on the tile of the card `title` until its dialog is rendered
 * ahead, hidden (the dialog's code first: it comes as the pointer reaches the
 * boards, and the pointer is watched from then on, so it comes over the tile
 * anew from the tile of `elsewhere`).
 */
export async function restOnTile(page: Page, title: string, elsewhere: string) {
  await tileOf(page, title).hover();
  await page.waitForLoadState("networkidle");
  await tileOf(page, elsewhere).hover();
  await tileOf(page, title).hover();
  await expect(dialogElements(page).filter({ hasText: title })).toHaveCount(1);
}
