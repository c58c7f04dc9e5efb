import type { Page } from "@playwright/test";
import { board, savedCard, tile, titlesIn, type SavedBoard } from "./kanban-support";
import {
  connect,
  expect,
  expectSameData,
  goOffline,
  goOnline,
  moveCardWithKeys,
  SYNCED,
  test,
  type SyncServer,
} from "./sync-support";

// Sync (issue 15): what two devices must never see. Each case is two devices
// (separate browser contexts) on one real server, both editing while offline,
// so neither edit has seen the other; then both come back.

const BOARD_NAMES = ["To Do", "Doing", "Done"];

function boards(): SavedBoard[] {
  return [
    {
      id: "b1",
      boardName: "To Do",
      card: [savedCard("c1", "Alpha"), savedCard("c2", "Bravo"), savedCard("c3", "Charlie")],
    },
    { id: "b2", boardName: "Doing", card: [savedCard("c4", "Delta"), savedCard("c5", "Echo")] },
    { id: "b3", boardName: "Done", card: [savedCard("c6", "Write the report", { date: "2024-01-05" })] },
  ];
}

/** Device A holds the boards, device B joins the space; both show the Kanban with the boards. */
async function twoDevicesOnKanban(newDevice: () => Promise<Page>, syncServer: SyncServer): Promise<[Page, Page]> {
  const a = await newDevice();
  const b = await newDevice();
  await connect(a, syncServer, { "kanban-board": boards() });
  await connect(b, syncServer);
  for (const page of [a, b]) {
    await page.goto("/kanban");
    await expect(tile(board(page, "Done"), "Write the report")).toBeVisible(SYNCED);
  }
  return [a, b];
}

/** Every board's card titles in order, as the device shows them. */
async function shownBoards(page: Page): Promise<Record<string, string[]>> {
  const names = await page.getByRole("main").getByRole("region").getByRole("heading", { level: 2 }).allTextContents();
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await titlesIn(page, name)] as const)));
}

const cardDialog = (page: Page, title: string) => page.getByRole("dialog", { name: title });

async function openCard(page: Page, title: string) {
  await tile(page, title).click();
  await expect(cardDialog(page, title)).toBeVisible();
}

async function renameOpenCard(page: Page, from: string, to: string) {
  await cardDialog(page, from).getByRole("button", { name: from, exact: true }).click();
  const input = cardDialog(page, from).getByRole("textbox", { name: "Card title" });
  await input.fill(to);
  await input.press("Enter");
  await expect(cardDialog(page, to)).toBeVisible();
}

async function closeCard(page: Page, title: string) {
  await cardDialog(page, title).getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test.describe("sync: two devices editing at the same time", () => {
  // Two devices, installing for offline use, going offline and reconnecting (with the provider's
  // back-off): slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("different fields of one card: the title renamed on A and the due date set on B both survive, on both", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await twoDevicesOnKanban(newDevice, syncServer);
    await goOffline(a, b);

    await openCard(a, "Write the report");
    await renameOpenCard(a, "Write the report", "Write the final report");
    await closeCard(a, "Write the final report");

    await openCard(b, "Write the report");
    await cardDialog(b, "Write the report").getByRole("button", { name: "Date", exact: true }).click();
    await b
      .getByRole("dialog", { name: "Select a Date" })
      .getByRole("button", { name: /January 20th, 2024/ })
      .click();
    await expect(cardDialog(b, "Write the report").getByRole("region", { name: "Due Date" })).toContainText(
      "January 20, 2024",
    );
    await closeCard(b, "Write the report");

    // Neither has seen the other's edit.
    await expect(tile(a, "Write the final report")).toContainText("January 05, 2024");
    await expect(tile(b, "Write the report")).toContainText("January 20, 2024");

    await goOnline(a, b);
    for (const page of [a, b]) {
      await expect(tile(board(page, "Done"), "Write the final report")).toContainText("January 20, 2024", SYNCED);
      await expect(tile(page, "Write the report")).toHaveCount(0);
    }
    const data = await expectSameData([a, b]);
    const card = (data["kanban-board"] as SavedBoard[]).flatMap((saved) => saved.card).find((c) => c.id === "c6");
    expect(card).toMatchObject({ title: "Write the final report", date: "2024-01-20" });
  });

  test("the same field: both rename one card, and both devices end with the same one of the two titles", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await twoDevicesOnKanban(newDevice, syncServer);
    await goOffline(a, b);
    for (const [page, title] of [
      [a, "Bravo from A"],
      [b, "Bravo from B"],
    ] as const) {
      await openCard(page, "Bravo");
      await renameOpenCard(page, "Bravo", title);
      await closeCard(page, title);
    }
    await expect(tile(a, "Bravo from A")).toBeVisible();
    await expect(tile(b, "Bravo from B")).toBeVisible();

    await goOnline(a, b);
    await expect(async () => {
      const [onA, onB] = [await titlesIn(a, "To Do"), await titlesIn(b, "To Do")];
      expect(onA).toEqual(onB);
      expect([
        ["Alpha", "Bravo from A", "Charlie"],
        ["Alpha", "Bravo from B", "Charlie"],
      ]).toContainEqual(onA);
    }).toPass(SYNCED);
    const data = await expectSameData([a, b]);
    const titles = (data["kanban-board"] as SavedBoard[]).flatMap((saved) => saved.card.map((c) => c.title));
    expect(titles.filter((title) => title.startsWith("Bravo"))).toHaveLength(1);
  });

  test("the same card moved to different boards: exactly one copy, on the same board and in the same place on both", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await twoDevicesOnKanban(newDevice, syncServer);
    await goOffline(a, b);
    await moveCardWithKeys(a, "Bravo", ["ArrowRight"], "Doing");
    await moveCardWithKeys(b, "Bravo", ["ArrowRight", "ArrowRight"], "Done");
    expect((await shownBoards(a)).Doing).toContain("Bravo");
    expect((await shownBoards(b)).Done).toContain("Bravo");

    await goOnline(a, b);
    await expect(async () => {
      const [onA, onB] = [await shownBoards(a), await shownBoards(b)];
      expect(onA).toEqual(onB);
      expect(Object.keys(onA)).toEqual(BOARD_NAMES);
      expect(
        Object.values(onA)
          .flat()
          .filter((title) => title === "Bravo"),
      ).toHaveLength(1);
      expect(Object.values(onA).flat()).toHaveLength(6);
    }).toPass(SYNCED);
    await expect(tile(a, "Bravo")).toHaveCount(1);
    const data = await expectSameData([a, b]);
    const stored = (data["kanban-board"] as SavedBoard[]).flatMap((saved) => saved.card.map((c) => c.title));
    expect(stored.filter((title) => title === "Bravo")).toHaveLength(1);
  });

  test("a card moved into a board the other device deleted is not lost: it shows in Recovered cards on both", async ({
    newDevice,
    syncServer,
  }) => {
    const [a, b] = await twoDevicesOnKanban(newDevice, syncServer);
    await goOffline(a, b);
    await moveCardWithKeys(a, "Bravo", ["ArrowRight"], "Doing");
    await b.getByRole("button", { name: "Board actions for Doing" }).click();
    await b.getByRole("menuitem", { name: "Delete Board" }).click();
    await expect(board(b, "Doing")).toHaveCount(0);
    await expect(board(a, "Doing")).toBeVisible();

    await goOnline(a, b);
    for (const page of [a, b]) {
      await expect(tile(board(page, "Recovered cards"), "Bravo")).toBeVisible(SYNCED);
      await expect(board(page, "Doing")).toHaveCount(0);
      await expect(tile(page, "Bravo")).toHaveCount(1);
    }
    await expect(async () => {
      const [onA, onB] = [await shownBoards(a), await shownBoards(b)];
      expect(onA).toEqual(onB);
      expect(onA).toEqual({ "To Do": ["Alpha", "Charlie"], Done: ["Write the report"], "Recovered cards": ["Bravo"] });
    }).toPass(SYNCED);
    await expectSameData([a, b]);
  });
});
