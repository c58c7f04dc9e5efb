import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Todo, TodoFilter } from "~/lib/todos";
import { TodoList } from "./todo-list";
import { todoPictureHtml } from "./todo-picture";

/**
 * Both markups as DOM, with what differs by design made equal: a title's generated id, and a
 * checkbox's state (React sets the property, the picture the attribute).
 */
function normalized(html: string): string {
  const container = document.createElement("div");
  container.innerHTML = html;
  const ids = new Map<string, string>();
  const idFor = (id: string) => ids.get(id) ?? ids.set(id, `text-${ids.size}`).get(id)!;
  for (const element of container.querySelectorAll("*")) {
    if (element.matches("span[id]")) element.setAttribute("id", idFor(element.id));
    const controls = element.getAttribute("aria-controls");
    if (controls) element.setAttribute("aria-controls", idFor(controls));
    if (element instanceof HTMLInputElement) {
      const checked = element.checked;
      element.removeAttribute("checked");
      element.setAttribute("data-checked", String(checked));
    }
  }
  return container.innerHTML;
}

/** The page's status row and list, as first rendered at `/todo` with `filter`. */
function pageMarkup(todos: Todo[], filter: TodoFilter): string {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={["/todo"]}>
      <TodoList todos={todos} filter={filter} query="" onClearSearch={() => {}} save={() => new Promise(() => {})} pending={[]} />
    </MemoryRouter>,
  );
  const copy = container.cloneNode(true) as HTMLElement;
  unmount();
  // The picture has no search's message above the row (it is empty, and takes no room).
  copy.querySelector("p:empty")?.remove();
  return copy.innerHTML;
}

const task = (id: number, title: string, completed = false): Todo => ({ id, title, completed });
const todos = [
  task(1, "Buy milk"),
  task(2, 'Call <Bob> & "Alice"', true),
  task(3, "Line one\nline two"),
  task(4, "x".repeat(1_500)),
  task(5, "y".repeat(1_500), true),
];
const view = { height: 900, pageHref: "/todo" };

describe("the picture of the stored tasks", () => {
  it("draws the counts, the filters and every kind of row in the markup the page renders", () => {
    expect(normalized(todoPictureHtml(todos, "all", view))).toBe(normalized(pageMarkup(todos, "all")));
  });

  it("draws the filtered tasks with their filter marked, as the page does", () => {
    for (const filter of ["active", "completed"] as const) {
      expect(normalized(todoPictureHtml(todos, filter, view))).toBe(normalized(pageMarkup(todos, filter)));
    }
  });

  it("says one task left, and offers no Clear completed without a completed task", () => {
    const one = [task(1, "Only one")];
    expect(normalized(todoPictureHtml(one, "all", view))).toBe(normalized(pageMarkup(one, "all")));
  });

  it("draws only the rows the window can show, each counted among all the tasks", () => {
    const many = Array.from({ length: 5_000 }, (_, index) => task(index + 1, `Task ${index + 1}`));
    const container = document.createElement("div");
    container.innerHTML = todoPictureHtml(many, "all", { height: 900, pageHref: "/todo" });
    const items = container.querySelectorAll("li[data-todo-id]");
    // 900 px of one-line rows (49 px each), and one more.
    expect(items).toHaveLength(20);
    expect(items[19]!.getAttribute("aria-posinset")).toBe("20");
    expect(items[19]!.getAttribute("aria-setsize")).toBe("5000");
  });

  it("links the filters under the page's own address, and draws nothing when the filter leaves no task", () => {
    const container = document.createElement("div");
    container.innerHTML = todoPictureHtml(todos, "all", { height: 900, pageHref: "/tasks/todo" });
    expect([...container.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      "/tasks/todo",
      "/tasks/todo?filter=active",
      "/tasks/todo?filter=completed",
    ]);
    expect(todoPictureHtml([task(1, "Open")], "completed", view)).toBe("");
  });
});
