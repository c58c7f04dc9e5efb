import { expect, test, type Locator, type Page } from "@playwright/test";
import { board, labelsFilter, openKanban, savedCard, type SavedBoard } from "./kanban-support";
import { expectNoSeriousA11yViolations, openBeforeTheAppStarts, seedStorage } from "./support";
import { searchField, tasks } from "./todo-support";

// User text of any script reads in its own direction: what shows a title, a name or an item's
// text, and every field such text is typed in, takes its direction from the text (dir="auto"). A
// Hebrew or Arabic title reads right to left, its end punctuation at its left end; an English one
// left to right. The pictures painted before the app starts do the same.

const HEBREW = "שלום עולם!";
const ARABIC = "هل انتهيت من المهمة؟";
const ENGLISH = "Hello world!";
const HEBREW_BOARD = "לביצוע";
const HEBREW_LABEL = "דחוף";

/** A card's tile (kanban-support's `tile` wants a word's end after the title, which "!" is not). */
const hebrewTile = (page: Page) => board(page, HEBREW_BOARD).getByRole("button", { name: HEBREW });

const expectDirection = (element: Locator, direction: "rtl" | "ltr") => expect(element).toHaveCSS("direction", direction);

const todos = [
  { id: 1, title: HEBREW, completed: false },
  { id: 2, title: ARABIC, completed: true },
  { id: 3, title: ENGLISH, completed: false },
];

async function expectTaskTitles(page: Page) {
  await expectDirection(page.getByText(HEBREW, { exact: true }), "rtl");
  await expectDirection(page.getByText(ARABIC, { exact: true }), "rtl");
  await expectDirection(page.getByText(ENGLISH, { exact: true }), "ltr");
}

test("To Do: right-to-left titles read right to left, in the picture before the app starts, in the rows and in their fields", async ({
  page,
}) => {
  await seedStorage(page, { todos });
  const code = await openBeforeTheAppStarts(page, "/todo");
  await expectTaskTitles(page);
  code.release();
  await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
  await expect(tasks(page)).toHaveCount(3);
  await expectTaskTitles(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: `Edit ${HEBREW}` }).click();
  const editor = page.getByRole("textbox", { name: `Edit title of ${HEBREW}` });
  await expectDirection(editor, "rtl");
  await editor.press("Escape");

  const newTask = page.getByLabel("New Task");
  await expectDirection(newTask, "ltr");
  await newTask.fill(ARABIC);
  await expectDirection(newTask, "rtl");
  await newTask.fill(ENGLISH);
  await expectDirection(newTask, "ltr");

  await searchField(page).fill(HEBREW);
  await expectDirection(searchField(page), "rtl");
});

const boards: SavedBoard[] = [
  {
    id: 1,
    boardName: HEBREW_BOARD,
    card: [
      savedCard(11, HEBREW, {
        tags: [{ id: "t1", tagName: HEBREW_LABEL, color: "#ef4444" }],
        task: [{ id: "k1", task: ARABIC, completed: false }],
      }),
      savedCard(12, ENGLISH, { tags: [{ id: "t2", tagName: "Urgent", color: "#3b82f6" }] }),
    ],
  },
  { id: 2, boardName: "Doing", card: [] },
];

async function expectBoardTexts(page: Page) {
  await expectDirection(page.getByText(HEBREW, { exact: true }), "rtl");
  await expectDirection(page.getByText(ENGLISH, { exact: true }), "ltr");
  await expectDirection(page.getByText(HEBREW_BOARD, { exact: true }), "rtl");
  await expectDirection(page.getByText("Doing", { exact: true }), "ltr");
  await expectDirection(page.getByText(HEBREW_LABEL), "rtl");
  await expectDirection(page.getByText("Urgent"), "ltr");
}

test("Kanban: right-to-left card titles, board names and labels read right to left, in the picture, on the board and in their fields", async ({
  page,
}) => {
  await seedStorage(page, { "kanban-board": boards });
  const code = await openBeforeTheAppStarts(page, "/kanban");
  await expectBoardTexts(page);
  code.release();
  await openKanban(page, boards);
  await expect(hebrewTile(page)).toBeVisible();
  await expectBoardTexts(page);

  const doing = board(page, "Doing");
  await doing.getByRole("button", { name: "Add Card" }).click();
  const cardTitle = doing.getByRole("textbox", { name: "Enter Card Title" });
  await cardTitle.fill(HEBREW);
  await expectDirection(cardTitle, "rtl");
  await cardTitle.press("Escape");

  await board(page, HEBREW_BOARD).getByRole("heading", { name: HEBREW_BOARD }).getByRole("button").click();
  const boardName = page.getByRole("textbox", { name: "Board name" });
  await expectDirection(boardName, "rtl");
  await boardName.press("Escape");

  await page.getByRole("button", { name: "Add Board" }).click();
  const newBoard = page.getByRole("textbox", { name: "Enter Board Name" });
  await newBoard.fill(HEBREW_BOARD);
  await expectDirection(newBoard, "rtl");
  await newBoard.press("Escape");

  const search = page.getByRole("searchbox", { name: "Search cards" });
  await search.fill(ARABIC);
  await expectDirection(search, "rtl");
  await search.fill("");

  // The Labels filter's menu names each label in use.
  await labelsFilter(page).click();
  await expectDirection(page.getByRole("menuitemcheckbox", { name: HEBREW_LABEL }).getByText(HEBREW_LABEL), "rtl");
  await expectDirection(page.getByRole("menuitemcheckbox", { name: "Urgent" }).getByText("Urgent"), "ltr");
});

test("the card dialog: a right-to-left title, checklist item and label read right to left, and so does what is typed in its fields", async ({
  page,
}) => {
  await openKanban(page, boards);
  await hebrewTile(page).click();
  const dialog = page.getByRole("dialog", { name: HEBREW });
  await expect(dialog).toBeVisible();
  await expectDirection(dialog.getByRole("heading", { name: HEBREW }).getByText(HEBREW, { exact: true }), "rtl");
  await expectDirection(dialog.getByText(ARABIC, { exact: true }), "rtl");
  await expectDirection(dialog.getByRole("list", { name: "Labels" }).getByText(HEBREW_LABEL), "rtl");
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole("heading", { name: HEBREW }).getByRole("button").click();
  const title = dialog.getByRole("textbox", { name: "Card title" });
  await expectDirection(title, "rtl");
  await title.press("Escape");

  await dialog.getByRole("button", { name: "Add Task" }).click();
  const item = dialog.getByRole("textbox", { name: "Task" });
  await item.fill(ARABIC);
  await expectDirection(item, "rtl");
  await item.press("Escape");

  // Move to board's choices are board names.
  const moveTo = dialog.getByRole("combobox", { name: "Move to board" });
  await expectDirection(moveTo.getByRole("option", { name: HEBREW_BOARD }), "rtl");
  await expectDirection(moveTo.getByRole("option", { name: "Doing" }), "ltr");

  await dialog.getByRole("button", { name: "Add Label" }).click();
  const labelName = page.getByRole("textbox", { name: "Name of label" });
  await labelName.fill(HEBREW_LABEL);
  await expectDirection(labelName, "rtl");
});
