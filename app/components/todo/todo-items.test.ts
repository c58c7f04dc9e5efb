import { describe, expect, it, vi } from "vitest";
import { startTodoItemsCodeFor } from "./todo-items";

const loaded = vi.hoisted(() => vi.fn());
vi.mock("./windowed-todo-items", () => {
  loaded();
  return { WindowedTodoItems: () => null };
});

// The shortest stored task, `{"id":1,"title":"","completed":false},`, is 38 characters:
// 60 of them are the longest text that cannot hold a windowed list (61 tasks or more).
describe("startTodoItemsCodeFor", () => {
  it("leaves the windowed list's code alone for a saved text too short for 61 tasks", async () => {
    startTodoItemsCodeFor(0);
    startTodoItemsCodeFor(60 * 38);
    await vi.dynamicImportSettled();
    expect(loaded).not.toHaveBeenCalled();
  });

  it("starts loading it, before the text is parsed, for a text that may hold more", async () => {
    startTodoItemsCodeFor(60 * 38 + 1);
    await vi.dynamicImportSettled();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
