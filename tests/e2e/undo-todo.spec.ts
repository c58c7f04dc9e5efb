import { expect, test, type Page } from "@playwright/test";
import { delaySaves, expectNoSeriousA11yViolations, readStorage, refuseStorageWrites } from "./support";
import { addTask, manyTodos, openTodos, tasks, type StoredTodo } from "./todo-support";
import { expectNext, expectUndoAndRedo, historyAnnouncement, redo, redoButton, toast, undo, undoButton, undoFromToast } from "./undo-support";

const list = (): StoredTodo[] => [
  { id: 1, title: "Buy milk", completed: false },
  { id: 2, title: "Write report", completed: true },
  { id: 3, title: "Call mum", completed: false },
  { id: 4, title: "Pay rent", completed: true },
];

/** Each task as shown: its text and whether it is ticked. */
const shownTasks = (page: Page) =>
  tasks(page).evaluateAll((rows) =>
    rows.map((row) => `${row.textContent?.trim()}${row.querySelector<HTMLInputElement>("input[type=checkbox]")?.checked ? " ✓" : ""}`),
  );

test.describe("undo and redo on the To Do page", () => {
  test("nothing to undo or redo at first: both buttons are there and disabled", async ({ page }) => {
    await openTodos(page, list());
    await expect(undoButton(page)).toBeDisabled();
    await expect(redoButton(page)).toBeDisabled();
    await expect(undoButton(page)).toHaveAccessibleDescription("Nothing to undo");
  });

  test("Undo and Redo pressed by keyboard for the last step keep focus, and say they have nothing more to do", async ({ page }) => {
    await openTodos(page, list());
    await addTask(page, "Water the plants");
    await undoButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(tasks(page)).toHaveCount(4);
    await expect(undoButton(page)).toBeFocused();
    await expect(undoButton(page)).toBeDisabled();
    await expect(undoButton(page)).toHaveAccessibleDescription("Nothing to undo");
    // Pressed again with nothing to undo: nothing happens.
    await page.keyboard.press("Enter");
    await expect(tasks(page)).toHaveCount(4);

    await page.keyboard.press("Tab");
    await expect(redoButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(tasks(page)).toHaveCount(5);
    await expect(redoButton(page)).toBeFocused();
    await expect(redoButton(page)).toBeDisabled();
    await page.keyboard.press("Enter");
    await expect(tasks(page)).toHaveCount(5);
  });

  test("Ctrl+Z in the row of a task it takes away hands focus to the same control of the row before it, or after it", async ({ page }) => {
    await openTodos(page, list());
    await addTask(page, "Water the plants");
    const added = tasks(page).filter({ hasText: "Water the plants" });
    await added.getByRole("checkbox").focus();
    await expectNext(page, "undo", "add task “Water the plants”");
    await page.keyboard.press("Control+z");
    await expect(added).toHaveCount(0);
    await expect(tasks(page).filter({ hasText: "Pay rent" }).getByRole("checkbox")).toBeFocused();
    // Redo brings it back; focus stays where it is.
    await expectNext(page, "redo", "add task “Water the plants”");
    await page.keyboard.press("Control+y");
    await expect(added).toHaveCount(1);
    await expect(tasks(page).filter({ hasText: "Pay rent" }).getByRole("checkbox")).toBeFocused();
    // Under Active, a redo that completes the focused task again: the next row's checkbox.
    await page.getByRole("link", { name: "Active" }).click();
    const milk = tasks(page).filter({ hasText: "Buy milk" });
    await milk.getByRole("checkbox").click();
    await expect(milk).toHaveCount(0);
    await expectNext(page, "undo", "complete task “Buy milk”");
    await page.keyboard.press("Control+z");
    await expect(milk).toHaveCount(1);
    await milk.getByRole("checkbox").focus();
    await expectNext(page, "redo", "complete task “Buy milk”");
    await page.keyboard.press("Control+y");
    await expect(milk).toHaveCount(0);
    await expect(tasks(page).filter({ hasText: "Call mum" }).getByRole("checkbox")).toBeFocused();
  });

  test("adding, by button", async ({ page }) => {
    await openTodos(page, list());
    await expectUndoAndRedo(page, {
      key: "todos",
      label: "add task “Water plants”",
      change: () => addTask(page, "Water plants"),
      shown: () => shownTasks(page),
      by: "button",
    });
  });

  test("completing and reopening, by keyboard (Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y)", async ({ page }) => {
    await openTodos(page, list());
    await expectUndoAndRedo(page, {
      key: "todos",
      label: "complete task “Buy milk”",
      change: () => page.getByRole("checkbox", { name: "Complete Buy milk" }).check(),
      shown: () => shownTasks(page),
      by: "keyboard",
    });
    await expectUndoAndRedo(page, {
      key: "todos",
      label: "reopen task “Write report”",
      change: () => page.getByRole("checkbox", { name: "Complete Write report" }).uncheck(),
      shown: () => shownTasks(page),
      by: "keyboard",
      redoKey: "y",
    });
  });

  test("editing a title, by keyboard", async ({ page }) => {
    await openTodos(page, list());
    await expectUndoAndRedo(page, {
      key: "todos",
      label: "rename task “Call mum”",
      change: async () => {
        await page.getByText("Call mum").click();
        await page.getByRole("textbox", { name: "Edit title of Call mum" }).fill("Call mum and dad");
        await page.keyboard.press("Enter");
      },
      shown: () => shownTasks(page),
      by: "keyboard",
    });
  });

  test("deleting, by button: the task comes back with its id, in its place", async ({ page }) => {
    await openTodos(page, list());
    await expectUndoAndRedo(page, {
      key: "todos",
      label: "delete task “Write report”",
      change: () => page.getByRole("button", { name: "Delete Write report" }).click(),
      shown: () => shownTasks(page),
      by: "button",
    });
  });

  test("Clear completed, by keyboard", async ({ page }) => {
    await openTodos(page, list());
    await expectUndoAndRedo(page, {
      key: "todos",
      label: "clear 2 completed tasks",
      change: () => page.getByRole("button", { name: "Clear completed" }).click(),
      shown: () => shownTasks(page),
      by: "keyboard",
    });
  });

  test("a deletion says so in a toast whose Undo puts the task back exactly", async ({ page }) => {
    await openTodos(page, list());
    await page.getByRole("button", { name: "Delete Call mum" }).click();
    await expect(tasks(page)).toHaveCount(3);
    const deleted = toast(page, "Task deleted");
    await expect(deleted).toBeVisible();
    // The pointer on the toast keeps it (it would go after 6 s, and axe can take longer on a loaded machine).
    await deleted.hover();
    await expectNoSeriousA11yViolations(page);
    await deleted.getByRole("button", { name: "Undo" }).click();
    await expect(deleted).toHaveCount(0);
    await expect.poll(() => readStorage(page, "todos")).toEqual(list());
    await expect(historyAnnouncement(page, "Undone: delete task “Call mum”")).toHaveCount(1);

    await page.getByRole("button", { name: "Clear completed" }).click();
    await toast(page, "2 completed tasks cleared").getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => readStorage(page, "todos")).toEqual(list());
  });

  test("a toast's Undo pressed with the mouse hands focus to the task it puts back; one the filter hides, to the heading", async ({
    page,
  }) => {
    await openTodos(page, list());
    await page.getByRole("button", { name: "Delete Call mum" }).click();
    await undoFromToast(page, "Task deleted");
    await expect(page.getByRole("checkbox", { name: "Complete Call mum" })).toBeFocused();

    // Under Active, the completed tasks Clear completed took away come back out of sight.
    await page.getByRole("link", { name: "Active" }).click();
    await expect(tasks(page)).toHaveCount(2);
    await page.getByRole("button", { name: "Clear completed" }).click();
    await expect.poll(() => readStorage(page, "todos")).toHaveLength(2);
    await undoFromToast(page, "2 completed tasks cleared");
    await expect.poll(() => readStorage(page, "todos")).toEqual(list());
    await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeFocused();
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

    test("a toast's Undo tapped hands focus to the task it puts back", async ({ page }) => {
      await openTodos(page, list());
      await page.getByRole("button", { name: "Delete Write report" }).tap();
      await expect(tasks(page)).toHaveCount(3);
      await undoFromToast(page, "Task deleted", "finger");
      await expect(page.getByRole("checkbox", { name: "Complete Write report" })).toBeFocused();
    });
  });

  test("on a phone, the last task scrolls out from under the toast", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openTodos(page, manyTodos(12));
    const last = page.getByRole("button", { name: "Delete Task 12" });
    await last.scrollIntoViewIfNeeded();
    await last.click();
    const deleted = toast(page, "Task deleted");
    await expect(deleted).toBeVisible();
    await expect(tasks(page)).toHaveCount(11);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const row = await tasks(page).last().boundingBox();
    const shown = await deleted.boundingBox();
    expect(row && shown && row.y + row.height).toBeLessThanOrEqual(shown!.y);
  });

  test("on a phone, the control focus goes to after a deletion is not hidden under the toast", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openTodos(page, manyTodos(30));
    // A row at the foot of the screen, where the toast shows.
    const remove = page.getByRole("button", { name: "Delete Task 10" });
    await remove.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('[aria-label="Delete Task 10"]')!;
      window.scrollBy({ top: button.getBoundingClientRect().bottom - window.innerHeight + 4 });
    });
    await remove.focus();
    await page.keyboard.press("Enter");
    const deleted = toast(page, "Task deleted");
    await expect(deleted).toBeVisible();
    const next = page.getByRole("button", { name: "Delete Task 11" });
    await expect(next).toBeFocused();
    await expect
      .poll(async () => {
        const [focused, shown] = [await next.boundingBox(), await deleted.boundingBox()];
        return focused && shown ? Math.round(focused.y + focused.height - shown.y) : null;
      }, { message: "how far the focused Delete reaches under the toast (px)" })
      .toBeLessThanOrEqual(0);
  });

  test("a toast stays at least 6 seconds, and longer while the pointer is on it", async ({ page }) => {
    await page.clock.install();
    await openTodos(page, list());
    await page.getByRole("button", { name: "Delete Call mum" }).click();
    const deleted = toast(page, "Task deleted");
    await expect(deleted).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(deleted).toBeVisible();
    await deleted.hover();
    await page.clock.runFor(30_000);
    await expect(deleted).toBeVisible();
    await page.mouse.move(1, 1);
    await page.clock.runFor(10_000);
    await expect(deleted).toHaveCount(0);
  });

  test("undoes step by step, latest first, and a new change ends what could be redone", async ({ page }) => {
    await openTodos(page, list());
    await page.getByRole("checkbox", { name: "Complete Buy milk" }).check();
    await page.getByRole("button", { name: "Delete Call mum" }).click();
    await addTask(page, "Water plants");
    await expect(undoButton(page)).toHaveAccessibleDescription("Undo: add task “Water plants”");
    await undo(page, "keyboard");
    await expect(undoButton(page)).toHaveAccessibleDescription("Undo: delete task “Call mum”");
    await undo(page, "keyboard");
    await expect(undoButton(page)).toHaveAccessibleDescription("Undo: complete task “Buy milk”");
    await undo(page, "keyboard");
    await expect(undoButton(page)).toBeDisabled();
    await expect.poll(() => readStorage(page, "todos")).toEqual(list());
    await expect(redoButton(page)).toHaveAccessibleDescription("Redo: complete task “Buy milk”");
    await page.getByRole("checkbox", { name: "Complete Pay rent" }).uncheck();
    await expect(redoButton(page)).toBeDisabled();
  });

  test("keys pressed while a save is still answering take the step just made, in order", async ({ page }) => {
    await openTodos(page, list());
    await page.getByRole("checkbox", { name: "Complete Buy milk" }).check();
    await expectNext(page, "undo", "complete task “Buy milk”");
    // Every save now answers late: each key below comes before the answer to the step it means.
    await delaySaves(page, 400);
    await addTask(page, "Water plants");
    await undo(page, "keyboard");
    await expect(tasks(page)).toHaveCount(4);
    await expect(page.getByRole("checkbox", { name: "Complete Buy milk" })).toBeChecked();
    await expect.poll(() => readStorage<StoredTodo[]>(page, "todos")).toEqual([{ ...list()[0], completed: true }, ...list().slice(1)]);

    // Redo pressed before the undo has answered, then undo and redo again, all at once.
    await redo(page, "keyboard", "y");
    await undo(page, "keyboard");
    await redo(page, "keyboard");
    await expect(tasks(page).filter({ hasText: "Water plants" })).toHaveCount(1);
    await expect(undoButton(page)).toHaveAccessibleDescription("Undo: add task “Water plants”");
    await expect(redoButton(page)).toBeDisabled();
    await expect
      .poll(async () => (await readStorage<StoredTodo[]>(page, "todos"))?.map((todo) => `${todo.title}${todo.completed ? " ✓" : ""}`))
      .toEqual(["Buy milk ✓", "Write report ✓", "Call mum", "Pay rent ✓", "Water plants"]);
  });

  test("the Undo button pressed right after a deletion, before its save has answered, brings that task back", async ({ page }) => {
    await openTodos(page, list());
    await page.getByRole("checkbox", { name: "Complete Pay rent" }).uncheck();
    await expectNext(page, "undo", "reopen task “Pay rent”");
    await delaySaves(page, 400);
    await page.getByRole("button", { name: "Delete Write report" }).click();
    await undoButton(page).click();
    await expect(tasks(page).filter({ hasText: "Write report" })).toHaveCount(1);
    await expect(page.getByRole("checkbox", { name: "Complete Pay rent" })).not.toBeChecked();
    await expect(redoButton(page)).toHaveAccessibleDescription("Redo: delete task “Write report”");
    await expect.poll(() => readStorage<StoredTodo[]>(page, "todos")).toEqual([...list().slice(0, 3), { ...list()[3], completed: false }]);
  });

  test("Ctrl+Z inside a text field is the field's own undo, not the list's", async ({ page }) => {
    await openTodos(page, list());
    await page.getByRole("button", { name: "Delete Buy milk" }).click();
    await expect(tasks(page)).toHaveCount(3);
    const field = page.getByLabel("New Task");
    await field.fill("Half-typed");
    await field.press("ControlOrMeta+z");
    await expect(tasks(page)).toHaveCount(3);
    await expect.poll(async () => (await readStorage<StoredTodo[]>(page, "todos"))?.length).toBe(3);
    await expect(undoButton(page)).toBeEnabled();
  });

  test("a change that could not be saved adds nothing to undo", async ({ page }) => {
    await openTodos(page, list());
    await page.getByRole("checkbox", { name: "Complete Buy milk" }).check();
    await expect(undoButton(page)).toHaveAccessibleDescription("Undo: complete task “Buy milk”");
    await refuseStorageWrites(page);
    await page.getByRole("button", { name: "Delete Call mum" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /^Not saved: / })).toBeVisible();
    await expect(tasks(page)).toHaveCount(4);
    await expect(undoButton(page)).toHaveAccessibleDescription("Undo: complete task “Buy milk”");
    await expect(toast(page, "Task deleted")).toHaveCount(0);
  });
});
