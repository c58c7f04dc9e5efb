import { describe, expect, it, vi } from "vitest";
import { startTodoItemsCodeFor } from "./todo-items";

const loaded = vi.hoisted(() => vi.fn());
vi.mock("./windowed-todo-items", () => {
  loaded();
  return { WindowedTodoItems: () => null };
});

const tasksText = (count: number) =>
  JSON.stringify(Array.from({ length: count }, (_, id) => ({ id, title: `Task ${id}`, completed: false })));

describe("startTodoItemsCodeFor", () => {
  it("leaves the windowed list's code alone for a saved list of 60 tasks or fewer", async () => {
    startTodoItemsCodeFor("");
    startTodoItemsCodeFor(tasksText(60));
    await vi.dynamicImportSettled();
    expect(loaded).not.toHaveBeenCalled();
  });

  it("starts loading it, before the text is parsed, for a longer one", async () => {
    startTodoItemsCodeFor(tasksText(61));
    await vi.dynamicImportSettled();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
