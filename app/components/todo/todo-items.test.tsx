import { render } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Todo } from "~/lib/todos";
import { startTodoItemsCodeFor, TodoItems } from "./todo-items";

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

describe("TodoItems", () => {
  const handlers = { onToggle() {}, onDelete() {}, onStartEdit() {}, onFinishEdit() {} };

  it("keeps a new task's row, keyed by its add's ref, when another tab's task takes the id it was shown under", () => {
    const listRef = createRef<HTMLUListElement>();
    const mine: Todo = { id: 1, title: "Mine", completed: false };
    const { rerender, getByRole } = render(<TodoItems listRef={listRef} todos={[mine]} rowKeys={new Map([[1, "mine"]])} editing={null} {...handlers} />);
    const box = getByRole("checkbox", { name: "Complete Mine" });
    box.focus();
    const theirs: Todo = { id: 1, title: "Theirs", completed: false };
    rerender(<TodoItems listRef={listRef} todos={[theirs, { ...mine, id: 2 }]} rowKeys={new Map([[2, "mine"]])} editing={null} {...handlers} />);
    expect(getByRole("checkbox", { name: "Complete Mine" })).toBe(box);
    expect(box).toHaveFocus();
    expect(getByRole("checkbox", { name: "Complete Theirs" })).not.toHaveFocus();
  });

  it("adds a task's row without touching the other rows: each is a list item the browser counts itself", () => {
    const listRef = createRef<HTMLUListElement>();
    const todos: Todo[] = [1, 2, 3].map((id) => ({ id, title: `Task ${id}`, completed: false }));
    const list = (shown: Todo[]) => <TodoItems listRef={listRef} todos={shown} rowKeys={new Map()} editing={null} {...handlers} />;
    const { rerender, getAllByRole } = render(list(todos));
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(listRef.current!, { subtree: true, attributes: true, characterData: true, childList: true });
    rerender(list([...todos, { id: 4, title: "Task 4", completed: false }]));
    const seen = observer.takeRecords().concat(changes);
    observer.disconnect();
    expect(getAllByRole("listitem")).toHaveLength(4);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.target).toBe(listRef.current);
    expect([...seen[0]!.addedNodes].map((node) => node.textContent)).toEqual(["Task 4"]);
    for (const row of getAllByRole("listitem")) expect(row).not.toHaveAttribute("aria-setsize");
  });
});
