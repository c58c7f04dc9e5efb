// The apps under test, each as the bench sees it: where it is served, what
// shows that it has loaded, and how a user performs each measured action on
// it. Conditions are JS source evaluated in the page before each frame.

import { fileURLToPath } from "node:url";
import { timeClickStep, timeKeyStep } from "./probe.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const REFERENCE = process.env.BENCH_REFERENCE ?? "/work/shared/reference";
const json = JSON.stringify;

/** Kanban: this app's /kanban. Boards are `section[aria-labelledby]`, tiles carry `data-card-id`. */
export const ourKanban = {
  app: "ours",
  root: process.env.BENCH_OURS_ROOT ?? here("../../build/client"),
  path: "/kanban",
  boards: `document.querySelectorAll("section[aria-labelledby]")`,
  board: (index) => `document.querySelectorAll("section[aria-labelledby]")[${index}]`,
  tile: (id) => `document.querySelector('[data-card-id="${id}"]')`,
  tileSelector: (id) => `[data-card-id="${id}"]`,
  anyTile: "[data-card-id]",
  boardLocator: (page, index) => page.locator("section[aria-labelledby]").nth(index),
  // A visible dialog: the one of the card under the resting pointer is rendered ahead, hidden.
  cardShown: (title) =>
    `[...document.querySelectorAll("[role=dialog]")].some((dialog) => dialog.checkVisibility({ visibilityProperty: true }) && dialog.textContent.includes(${json(title)}))`,
  async closeCard(page) {
    await page.keyboard.press("Escape");
    await page.waitForSelector("[role=dialog]", { state: "hidden" });
  },
  async openAddForm(page, index) {
    const board = this.boardLocator(page, index);
    await board.getByRole("button", { name: "Add Card" }).click();
    return board.getByPlaceholder("Enter Card Title");
  },
  /** Times the add form's submit as a keyboard user makes it (Enter in its field, which has focus). */
  timeAdd: (page, index, condition) => timeKeyStep(page, { key: "Enter", condition }),
  searchField: (page) => page.getByRole("searchbox", { name: "Search cards" }),
  /**
   * The search's result painted: the live count says "12 of 340 cards" (thousands with or
   * without commas), and every highlight in the tiles shows is the query's (none is left over
   * from the query before).
   */
  searchShown: (query, matching, total) =>
    `[...document.querySelectorAll("[role=status]")].some((status) => status.textContent.replace(/,/g, "").includes(${json(`${matching} of ${total} cards`)})) &&
     [...document.querySelectorAll("[data-card-id] mark")].every((mark) => mark.textContent.toLowerCase() === ${json(query.trim().toLowerCase())})`,
  lifted: (id) => `document.querySelector('[data-card-id="${id}"]')?.getAttribute("aria-pressed") === "true"`,
  // A keyboard move: the card's own tile moves to the next board.
  over: (id, index) => `!!document.querySelectorAll("section[aria-labelledby]")[${index}]?.querySelector('[data-card-id="${id}"]')`,
  // A pointer drag: the card stays in its board, and the board it is over marks where it would land.
  pointerOver: (_id, index) => `!!document.querySelectorAll("section[aria-labelledby]")[${index}]?.querySelector("[data-drop-marker]")`,
  dropped: (id, index) =>
    `!!document.querySelectorAll("section[aria-labelledby]")[${index}]?.querySelector('[data-card-id="${id}"]:not([aria-pressed="true"])')`,
};

/** Kanban: the peer (react-beautiful-dnd, Bootstrap); boards are `.board`, tiles `.custom__card[data-rbd-draggable-id]`. */
export const peerKanban = {
  app: "peer",
  root: `${REFERENCE}/kanban-peer`,
  path: "/",
  boards: `document.querySelectorAll(".board")`,
  board: (index) => `document.querySelectorAll(".board")[${index}]`,
  tile: (id) => `document.querySelector('[data-rbd-draggable-id="${id}"]')`,
  tileSelector: (id) => `[data-rbd-draggable-id="${id}"]`,
  anyTile: "[data-rbd-draggable-id]",
  boardLocator: (page, index) => page.locator(".board").nth(index),
  cardShown: (title) => `document.querySelector(".modal__content")?.textContent.includes(${json(title)})`,
  async closeCard(page) {
    // Its dialog closes on a click outside it (Escape does nothing).
    await page.mouse.click(3, 3);
    await page.waitForSelector(".modal__content", { state: "detached" });
  },
  async openAddForm(page, index) {
    const board = this.boardLocator(page, index);
    await board.locator(".board__footer .editable").click();
    return board.getByPlaceholder("Enter Card Title");
  },
  /** Its title field is a textarea where Enter adds a line: its Add Card button submits. */
  timeAdd(page, index, condition) {
    const button = this.boardLocator(page, index).locator("button.add__btn");
    return timeClickStep(page, button, { condition });
  },
  // Lifted, the tile is taken out of the flow (position: fixed) and follows the keys or the pointer.
  lifted: (id) => `document.querySelector('[data-rbd-draggable-id="${id}"]')?.style.position === "fixed"`,
  // Over another board, that board gets a placeholder where the card would land (keys and pointer alike).
  over: (_id, index) => `!!document.querySelectorAll(".board")[${index}]?.querySelector("[data-rbd-placeholder-context-id]")`,
  pointerOver: (_id, index) => `!!document.querySelectorAll(".board")[${index}]?.querySelector("[data-rbd-placeholder-context-id]")`,
  dropped: (id, index) =>
    `document.querySelectorAll(".board")[${index}]?.querySelector('[data-rbd-draggable-id="${id}"]')?.style.position === ""`,
};

/** To Do: this app's /todo. Rows say their count in aria-setsize (windowed lists render only some). */
export const ourTodo = {
  app: "ours",
  root: ourKanban.root,
  path: "/todo",
  // A windowed list says its length in its rows' aria-setsize; a short one, which renders every row, leaves it to the browser.
  count: `(() => { const rows = document.querySelectorAll('ul[aria-label="Tasks"] > li'); return Number(rows[0]?.getAttribute("aria-setsize") ?? rows.length); })()`,
  input: (page) => page.getByLabel("New Task"),
  rowShown: (title) =>
    `[...document.querySelectorAll('ul[aria-label="Tasks"] > li')].some((li) => li.textContent.includes(${json(title)}))`,
  toggle: (page, title) => page.getByRole("checkbox", { name: `Complete ${title}`, exact: true }),
  toggled: `(() => { const box = document.querySelector("[data-bench-target]"); return box?.getAttribute("aria-checked") === "true" || box?.checked === true; })()`,
  async deleteButton(page, title) {
    return page.getByRole("button", { name: `Delete ${title}`, exact: true });
  },
  editButton: (page, title) => page.getByRole("button", { name: `Edit ${title}`, exact: true }),
  editor: (page, title) => page.getByRole("textbox", { name: `Edit title of ${title}`, exact: true }),
  editorShown: (title) => `document.activeElement?.getAttribute("aria-label") === ${json(`Edit title of ${title}`)}`,
};

/** To Do: TodoMVC React (Speedometer's build), in memory only. */
export const todoMvc = {
  app: "todomvc",
  root: `${REFERENCE}/todomvc-react`,
  path: "/index.html#/home",
  count: `document.querySelectorAll(".todo-list li").length`,
  input: (page) => page.locator(".new-todo"),
  rowShown: (title) => `[...document.querySelectorAll(".todo-list li")].some((li) => li.textContent.includes(${json(title)}))`,
  toggle: (page, title) => page.locator(".todo-list li", { hasText: new RegExp(`^${title}$`) }).locator(".toggle"),
  toggled: `document.querySelector("[data-bench-target]")?.checked === true`,
  async deleteButton(page, title) {
    const row = page.locator(".todo-list li", { hasText: new RegExp(`^${title}$`) });
    await row.hover(); // the button shows on hover
    return row.locator(".destroy");
  },
};
