import { render } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Todo } from "~/lib/todos";
import type { Editing } from "./todo-items";
import { WindowedTodoItems } from "./windowed-todo-items";

const TASKS = 1_000;
const ROW_HEIGHT = 49;

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
    // jsdom lays nothing out: every row would measure 0 px high, and the virtualizer would
    // render hundreds of them (seconds of a test). A row measures as a one-line task does.
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return this.matches("li[data-index]") ? new DOMRect(0, 0, 600, ROW_HEIGHT) : measure.call(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("renders again without reading every task when the tasks are the same (an edit opens)", () => {
    const { todos, reads } = countedTasks();
    const listRef = createRef<HTMLUListElement>();
    const { rerender, container } = render(<WindowedTodoItems listRef={listRef} todos={todos} editing={null} {...handlers} />);
    expect(container.querySelector('li[aria-posinset="1"]')).toHaveAttribute("aria-setsize", String(TASKS));

    reads.count = 0;
    const editing: Editing = { id: 2, draft: null, focus: false };
    rerender(<WindowedTodoItems listRef={listRef} todos={todos} editing={editing} {...handlers} />);
    expect(container.querySelector('li[data-todo-id="2"] input')).not.toBeNull();
    // The tasks of the rows it renders (each row's task, and its key as the row is measured) and
    // a few more (finding the edited task's place), not a pass over all of them.
    const rows = container.querySelectorAll("li[data-todo-id]").length;
    expect(rows).toBeLessThan(TASKS / 10);
    expect(reads.count).toBeLessThan(3 * rows);
  });
});
