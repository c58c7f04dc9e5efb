import type { Locator, Page } from "@playwright/test";
import { seededRandom } from "../../app/lib/seeded-random";
import { board, revealTile, savedCard, tile, type SavedBoard } from "./kanban-support";
import {
  connect,
  expect,
  expectSameData,
  goOffline,
  goOnline,
  moveCardWithKeys,
  storedData,
  SYNCED,
  syncStatus,
  test,
} from "./sync-support";

// Sync (issue 15): 200 random operations over three devices (browser contexts)
// on one real server, done through the UI as a user does them, one device
// offline for part of the run. After everyone is back and Synced, all three
// must store identical `todos` and `kanban-board`, holding exactly what the
// operations left: every title is unique, so a lost or doubled effect shows.
//
// The script comes from a seeded generator: a fixed seed by default;
// SYNC_FUZZ_SEED=<number> replays one, SYNC_FUZZ_SEED=random picks one (it is printed).
//
// So that the expected result does not depend on timing, a device acts on an
// item only once it shows the item as the model has it (as a user sees a task
// before ticking it), and while one device is offline, it and the others act on
// separate items: its own, and everyone else's.
//
// Every 37 steps one device's two pages are reloaded at once, without waiting
// for sync: its connection starts again from its offline copy, and C's reload
// falls in its offline stretch (this caught a start that undid changes and
// settling that wrote "Recovered cards" over a move still on its way).

type DeviceName = "A" | "B" | "C";
const DEVICE_NAMES: DeviceName[] = ["A", "B", "C"];
const BOARD_NAMES = ["To Do", "Doing", "Done"];
const STEPS = 200;
const OFFLINE_DEVICE: DeviceName = "C";
const OFFLINE_FROM = 60;
const OFFLINE_UNTIL = 140;
const RELOAD_EVERY = 37;

interface Device {
  name: DeviceName;
  todo: Page;
  kanban: Page;
}

interface Task {
  kind: "task";
  title: string;
  owner: DeviceName;
  completed: boolean;
}
interface Card {
  kind: "card";
  title: string;
  owner: DeviceName;
  board: number;
}

function fuzzSeed(): number {
  const wanted = process.env.SYNC_FUZZ_SEED;
  if (!wanted) return 20261123;
  if (wanted === "random") return Math.floor(Math.random() * 2 ** 32);
  const seed = Number(wanted);
  if (!Number.isInteger(seed)) throw new Error(`SYNC_FUZZ_SEED must be a whole number or "random", not ${wanted}`);
  return seed;
}

const taskBox = (page: Page, title: string) => page.getByRole("checkbox", { name: `Complete ${title}`, exact: true });

/**
 * Waits until the device's page shows the task as the model has it. When it never does, the failure
 * also says what the device stores for that task, which tells a page left showing old data from a
 * change the device never got (a CI attempt once waited in vain for an uncheck made just before this
 * device came back online).
 */
async function expectShownAsLeft(page: Page, box: Locator, task: Task): Promise<void> {
  try {
    await expect(box).toBeChecked({ checked: task.completed, ...SYNCED });
  } catch (error) {
    const { todos } = await storedData(page);
    const stored = Array.isArray(todos) ? todos.filter((todo: { title?: unknown }) => todo.title === task.title) : todos;
    throw new Error(`${(error as Error).message}\nStored on this device for "${task.title}": ${JSON.stringify(stored)}`);
  }
}

test("200 random operations over three devices, one offline for part of the run: all store the same, nothing lost or doubled", async ({
  newDevice,
  syncServer,
}) => {
  // About a minute on an idle machine; several on a busy shared one, and in CI (two workers on two
  // cores, under load) more than six have been seen.
  test.setTimeout(process.env.CI ? 900_000 : 360_000);
  const seed = fuzzSeed();
  console.log(`sync fuzz: SYNC_FUZZ_SEED=${seed}`);
  test.info().annotations.push({ type: "SYNC_FUZZ_SEED", description: String(seed) });
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

  const seeded: SavedBoard[] = [
    { id: "b1", boardName: "To Do", card: [savedCard("c1", "Seeded card")] },
    { id: "b2", boardName: "Doing", card: [] },
    { id: "b3", boardName: "Done", card: [] },
  ];
  const items = new Map<string, Task | Card>([
    ["seeded-task", { kind: "task", title: "Seeded task", owner: "A", completed: false }],
    ["seeded-card", { kind: "card", title: "Seeded card", owner: "A", board: 0 }],
  ]);

  const devices: Device[] = [];
  for (const name of DEVICE_NAMES) {
    const page = await newDevice();
    await connect(
      page,
      syncServer,
      name === "A" ? { "kanban-board": seeded, todos: [{ id: 1, title: "Seeded task", completed: false }] } : undefined,
    );
    await page.goto("/todo");
    const kanban = await page.context().newPage();
    await kanban.goto("/kanban");
    devices.push({ name, todo: page, kanban });
  }
  for (const device of devices) {
    await expect(taskBox(device.todo, "Seeded task")).toBeVisible(SYNCED);
    await expect(tile(board(device.kanban, "To Do"), "Seeded card")).toBeVisible(SYNCED);
  }

  let offline: DeviceName | null = null;
  const counters: Record<DeviceName, number> = { A: 0, B: 0, C: 0 };
  const done: Record<string, number> = {};

  /** The items `device` may act on now (see the note at the top). */
  function actionable<K extends "task" | "card">(device: DeviceName, kind: K) {
    return [...items].filter(
      (entry): entry is [string, K extends "task" ? Task : Card] =>
        entry[1].kind === kind && (offline === null || (entry[1].owner === offline) === (device === offline)),
    );
  }

  async function act(device: Device) {
    const roll = next();
    const tasks = actionable(device.name, "task");
    const cards = actionable(device.name, "card");
    const kind =
      roll < 0.2 || tasks.length === 0
        ? roll < 0.1 || cards.length === 0
          ? "add-task"
          : "add-card"
        : roll < 0.55
          ? pick(["toggle-task", "toggle-task", "rename-task", "delete-task"] as const)
          : roll < 0.65
            ? "add-task"
            : roll < 0.75
              ? "add-card"
              : cards.length === 0
                ? "add-card"
                : pick(["move-card", "move-card", "move-card", "rename-card", "delete-card"] as const);
    done[kind] = (done[kind] ?? 0) + 1;
    const number = ++counters[device.name];

    if (kind === "add-task") {
      const title = `${device.name} task ${number}`;
      items.set(title, { kind: "task", title, owner: device.name, completed: false });
      const page = device.todo;
      await page.getByLabel("New Task").fill(title);
      await page.getByLabel("New Task").press("Enter");
      await expect(taskBox(page, title)).toBeVisible();
      await expect(page.getByLabel("New Task")).toHaveValue("");
      return;
    }
    if (kind === "add-card") {
      const title = `${device.name} card ${number}`;
      const boardIndex = Math.floor(next() * BOARD_NAMES.length);
      items.set(title, { kind: "card", title, owner: device.name, board: boardIndex });
      const target = board(device.kanban, BOARD_NAMES[boardIndex]!);
      await target.getByRole("button", { name: "Add Card" }).click();
      await target.getByPlaceholder("Enter Card Title").fill(title);
      await target.getByPlaceholder("Enter Card Title").press("Enter");
      await expect(tile(target, title)).toBeVisible();
      return;
    }
    if (kind === "toggle-task" || kind === "rename-task" || kind === "delete-task") {
      const [key, task] = pick(tasks);
      const page = device.todo;
      const box = taskBox(page, task.title);
      // As a user would: see the task as it was left, then act on it.
      await expectShownAsLeft(page, box, task);
      if (kind === "toggle-task") {
        task.completed = !task.completed;
        await box.click();
        await expect(box).toBeChecked({ checked: task.completed });
      } else if (kind === "rename-task") {
        const from = task.title;
        task.title = `${key} v${number}${device.name}`;
        await page.getByRole("button", { name: `Edit ${from}`, exact: true }).click();
        const input = page.getByRole("textbox", { name: `Edit title of ${from}`, exact: true });
        await input.fill(task.title);
        await input.press("Enter");
        await expect(taskBox(page, task.title)).toBeVisible();
      } else {
        items.delete(key);
        await page.getByRole("button", { name: `Delete ${task.title}`, exact: true }).click();
        await expect(box).toHaveCount(0);
      }
      return;
    }
    const [key, card] = pick(cards);
    const page = device.kanban;
    // A board past 30 cards shows the tiles near its view only: scrolled to, as a user would.
    const where = await revealTile(page, BOARD_NAMES[card.board]!, card.title, SYNCED);
    if (kind === "move-card") {
      const step = card.board === 0 ? 1 : card.board === BOARD_NAMES.length - 1 ? -1 : next() < 0.5 ? -1 : 1;
      card.board += step;
      await moveCardWithKeys(page, card.title, [step === 1 ? "ArrowRight" : "ArrowLeft"], BOARD_NAMES[card.board]!);
      return;
    }
    await where.click();
    const dialog = page.getByRole("dialog", { name: card.title, exact: true });
    await expect(dialog).toBeVisible();
    if (kind === "rename-card") {
      const from = card.title;
      card.title = `${key}v${number}${device.name}`;
      await dialog.getByRole("button", { name: from, exact: true }).click();
      const input = dialog.getByRole("textbox", { name: "Card title" });
      await input.fill(card.title);
      await input.press("Enter");
      const renamed = page.getByRole("dialog", { name: card.title, exact: true });
      await expect(renamed).toBeVisible();
      await renamed.getByRole("button", { name: "Close" }).click();
      await expect(renamed).toBeHidden();
    } else {
      items.delete(key);
      await dialog.getByRole("button", { name: "Delete Card" }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page).toHaveURL(/\/kanban$/);
  }

  const started = Date.now();
  for (let step = 0; step < STEPS; step++) {
    const offlineDevice = devices.find((device) => device.name === OFFLINE_DEVICE)!;
    if (step === OFFLINE_FROM) {
      await goOffline(offlineDevice.todo);
      offline = OFFLINE_DEVICE;
    }
    if (step === OFFLINE_UNTIL) {
      await goOnline(offlineDevice.todo);
      offline = null;
    }
    const device = pick(devices);
    if (step % RELOAD_EVERY === RELOAD_EVERY - 1) {
      const reloaded = devices[step % devices.length]!;
      await reloaded.todo.reload();
      await reloaded.kanban.reload();
    }
    await test.step(`${step + 1}: device ${device.name}`, () => act(device));
  }
  console.log(
    `sync fuzz: ${STEPS} operations in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(done)}`,
  );

  for (const device of devices) await expect(syncStatus(device.todo)).toHaveText("Synced", SYNCED);
  const data = await expectSameData(devices.flatMap((device) => [device.todo, device.kanban]));

  const todos = data.todos as { id: number; title: string; completed: boolean }[];
  const expectedTasks = [...items.values()]
    .filter((item): item is Task => item.kind === "task")
    .map(({ title, completed }) => ({ title, completed }))
    .sort((x, y) => x.title.localeCompare(y.title));
  expect(
    todos.map(({ title, completed }) => ({ title, completed })).sort((x, y) => x.title.localeCompare(y.title)),
  ).toEqual(expectedTasks);
  expect(new Set(todos.map((todo) => todo.id)).size).toBe(todos.length);

  const stored = data["kanban-board"] as SavedBoard[];
  const cardsOn = (index: number) =>
    [...items.values()]
      .filter((item): item is Card => item.kind === "card" && item.board === index)
      .map((item) => item.title)
      .sort();
  expect(Object.fromEntries(stored.map((saved) => [saved.boardName, saved.card.map((c) => c.title).sort()]))).toEqual(
    Object.fromEntries(BOARD_NAMES.map((name, index) => [name, cardsOn(index)])),
  );
  const cardIds = stored.flatMap((saved) => saved.card.map((c) => String(c.id)));
  expect(new Set(cardIds).size).toBe(cardIds.length);

  // And every device shows it.
  for (const device of devices) {
    await expect(device.todo.getByRole("list", { name: "Tasks" }).getByRole("listitem")).toHaveCount(
      expectedTasks.length,
    );
    // Each board says how many cards it holds (a board past 30 cards shows the tiles near its view only).
    for (const [index, name] of BOARD_NAMES.entries()) {
      const count = cardsOn(index).length;
      await expect(board(device.kanban, name).getByText(count === 1 ? "1 card" : `${count} cards`, { exact: true })).toBeAttached();
    }
  }
});
