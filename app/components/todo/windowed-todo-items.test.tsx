import { render } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Todo } from "~/lib/todos";
import type { Editing } from "./todo-items";
import { WindowedTodoItems } from "./windowed-todo-items";

const TASKS = 1_000;

/** The tasks, counting how many times one of them is read (by its place in the list). */
function countedTasks() {
  const tasks: Todo[] = Array.from({ length: TASKS }, (_, index) => ({ id: index + 1, title: `Task ${index + 1}`, completed: false }));
  const reads = { count: 0 };
  const counted = new Proxy(tasks, {
    get(target, property, receiver) {
      if (typeof property === "string" && /^\d+$/.test(property)) reads.count++;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { todos: counted, reads };
}

const handlers = { onToggle() {}, onDelete() {}, onStartEdit() {}, onFinishEdit() {} };

describe("WindowedTodoItems", () => {
  // jsdom has no ResizeObserver; the list and the virtualizer observe sizes with one.
  beforeEach(() => {
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("renders again without reading every task when the tasks are the same (an edit opens)", () => {
    const { todos, reads } = countedTasks();
    const listRef = createRef<HTMLUListElement>();
    const { rerender, container } = render(<WindowedTodoItems listRef={listRef} todos={todos} editing={null} {...handlers} />);
    expect(container.querySelector('li[aria-posinset="1"]')).toHaveAttribute("aria-setsize", String(TASKS));

    reads.count = 0;
    const editing: Editing = { id: 2, draft: null, focus: false };
    rerender(<WindowedTodoItems listRef={listRef} todos={todos} editing={editing} {...handlers} />);
    expect(container.querySelector('li[data-todo-id="2"] input')).not.toBeNull();
    // The task of each row it renders and a few more (finding the edited task's place), not a
    // pass over all of them.
    const rows = container.querySelectorAll("li[data-todo-id]").length;
    expect(rows).toBeLessThan(TASKS);
    expect(reads.count).toBeLessThan(rows + 10);
  });
});
