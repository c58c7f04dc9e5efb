import { act, render } from "@testing-library/react";
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
const NO_KEYS: ReadonlyMap<number, string> = new Map();

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
    const { rerender, container } = render(<WindowedTodoItems listRef={listRef} todos={todos} rowKeys={NO_KEYS} editing={null} {...handlers} />);
    expect(container.querySelector('li[aria-posinset="1"]')).toHaveAttribute("aria-setsize", String(TASKS));

    reads.count = 0;
    const editing: Editing = { key: "2", draft: null, focus: false };
    rerender(<WindowedTodoItems listRef={listRef} todos={todos} rowKeys={NO_KEYS} editing={editing} {...handlers} />);
    expect(container.querySelector('li[data-todo-id="2"] input')).not.toBeNull();
    // The tasks of the rows it renders (each row's task, and its key as the row is measured) and
    // a few more (finding the edited task's place), not a pass over all of them.
    const rows = container.querySelectorAll("li[data-todo-id]").length;
    expect(rows).toBeLessThan(TASKS / 10);
    expect(reads.count).toBeLessThan(3 * rows);
  });

  it("keeps a new task's row, keyed by its add's ref, when another tab's task takes the id it was shown under", () => {
    const listRef = createRef<HTMLUListElement>();
    const mine: Todo = { id: 2, title: "Mine", completed: false };
    const { rerender, container } = render(
      <WindowedTodoItems listRef={listRef} todos={[{ id: 1, title: "One", completed: false }, mine]} rowKeys={new Map([[2, "mine"]])} editing={null} {...handlers} />,
    );
    const row = container.querySelector('li[data-todo-id="2"]');
    const theirs: Todo = { id: 2, title: "Theirs", completed: false };
    rerender(
      <WindowedTodoItems
        listRef={listRef}
        todos={[{ id: 1, title: "One", completed: false }, theirs, { ...mine, id: 3 }]}
        rowKeys={new Map([[3, "mine"]])}
        editing={null}
        {...handlers}
      />,
    );
    expect(row).toHaveAttribute("data-todo-id", "3");
    expect(row).toHaveTextContent("Mine");
  });

  it("keeps the focused row rendered when sync gives its task another id and the window has scrolled away from it", async () => {
    const listRef = createRef<HTMLUListElement>();
    const tasks = Array.from({ length: TASKS }, (_, index) => ({ id: index + 1, title: `Task ${index + 1}`, completed: false }));
    const { rerender, container } = render(<WindowedTodoItems listRef={listRef} todos={tasks} rowKeys={NO_KEYS} editing={null} {...handlers} />);
    const row = () => container.querySelector<HTMLElement>('li[data-index="4"]');
    row()!.querySelector("input")!.focus();
    // Scrolled far down: only the focused row (and the list's ends) stay rendered up there.
    vi.spyOn(window, "scrollY", "get").mockReturnValue(500 * ROW_HEIGHT);
    await act(async () => void window.dispatchEvent(new Event("scroll")));
    expect(row()).toHaveTextContent("Task 5");
    // Sync gives task 5 the id 1001; another device's task, at the end, has 5 now.
    const moved = [...tasks.slice(0, 4), { ...tasks[4]!, id: TASKS + 1 }, ...tasks.slice(5), { id: 5, title: "Theirs", completed: false }];
    rerender(<WindowedTodoItems listRef={listRef} todos={moved} rowKeys={new Map([[TASKS + 1, "5"], [5, "sync-1"]])} editing={null} {...handlers} />);
    await act(async () => void window.dispatchEvent(new Event("scroll")));
    expect(row()).toHaveTextContent("Task 5");
    expect(row()).toHaveAttribute("data-todo-id", String(TASKS + 1));
    expect(row()!.querySelector("input")).toHaveFocus();
  });
});
