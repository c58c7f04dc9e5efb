// @vitest-environment node
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { bundlePictureScript, PICTURE_SCRIPTS, withPictureScript } from "./picture-scripts.mjs";

type ScriptId = keyof typeof PICTURE_SCRIPTS;

const boards = [
  { id: 1, boardName: "Backlog", card: [{ id: 11, title: "Write the report", tags: [], task: [], date: "" }] },
  { id: 2, boardName: "Done", card: [] },
];
const todos = [
  { id: 1, title: "Buy milk", completed: false },
  { id: 2, title: "Call Bob", completed: true },
];

const code = {} as Record<ScriptId, string>;

/**
 * A page as the build makes it: the skeleton's empty element `targetId`, then the picture
 * script `id`, run as the HTML is parsed, with `stored` under `key` in storage. Returns the element.
 */
function pageWith(
  id: ScriptId,
  { key, stored, address, target }: { key: string; stored: string | null; address: string; target: string },
): HTMLElement {
  const html = withPictureScript(`<!DOCTYPE html><body>${target}<script id="${id}"></script></body>`, id, code[id]);
  const dom = new JSDOM(html, {
    url: `http://localhost${address}`,
    runScripts: "dangerously",
    beforeParse(window) {
      if (stored !== null) window.localStorage.setItem(key, stored);
      // jsdom has no media queries: a window wider than a phone's;
      window.matchMedia = (query: string) => ({ matches: query.includes("min-width"), media: query }) as MediaQueryList;
      // and jsdom's screen is 0 px high.
      Object.defineProperty(window.screen, "height", { value: 900 });
    },
  });
  return dom.window.document.body.firstElementChild as HTMLElement;
}

const kanbanWith = (stored: string | null, address = "/kanban") =>
  pageWith("board-picture-script", { key: "kanban-board", stored, address, target: '<div id="board-picture"></div>' });
const todoWith = (stored: string | null, address = "/todo") =>
  pageWith("todo-picture-script", { key: "todos", stored, address, target: '<div id="todo-picture" data-page-href="/todo"></div>' });

describe("the pictures' scripts, as the build puts them in the pages", () => {
  beforeAll(async () => {
    for (const id of Object.keys(PICTURE_SCRIPTS) as ScriptId[]) code[id] = await bundlePictureScript(id);
  });

  it("are small classic scripts: no imports, nothing that would end the <script> early", () => {
    for (const script of Object.values(code)) {
      expect(script).not.toMatch(/^\s*import\b|\bimport\s*\(|<\/script/i);
      // The board's: 12,156 characters since a due date no day can be read from has a badge of its own (2026-12-07).
      expect(script.length).toBeLessThan(12_500);
    }
  });

  it("go into the placeholders their skeletons render, and nowhere else", () => {
    const html = '<main><script id="board-picture-script"></script><script id="todo-picture-script"></script></main>';
    expect(withPictureScript(html, "board-picture-script", "paint()")).toBe(
      '<main><script id="board-picture-script">paint()</script><script id="todo-picture-script"></script></main>',
    );
    expect(withPictureScript("<main></main>", "todo-picture-script", "paint()")).toBe("<main></main>");
  });

  it("paints the stored boards into the Kanban skeleton's row as the HTML is parsed", () => {
    const row = kanbanWith(JSON.stringify(boards));
    expect([...row.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual(["Backlog", "Done"]);
    expect(row.querySelector("[data-card-id]")?.textContent).toBe("Write the report");
  });

  it("paints no boards without boards, for unreadable or partly unreadable data, or for a filter in the address", () => {
    expect(kanbanWith(null).innerHTML).toBe("");
    expect(kanbanWith("[]").innerHTML).toBe("");
    expect(kanbanWith("[{not json").innerHTML).toBe("");
    expect(kanbanWith(JSON.stringify([...boards, "no board"])).innerHTML).toBe("");
    for (const address of ["/kanban?q=report", "/kanban?label=Urgent%7C%23eb5a46", "/kanban?due=overdue"]) {
      expect(kanbanWith(JSON.stringify(boards), address).innerHTML).toBe("");
    }
    expect(kanbanWith(JSON.stringify(boards), "/kanban?from=mail").innerHTML).not.toBe("");
  });

  it("paints the stored tasks into the To Do skeleton as the HTML is parsed, the address's filter applied", () => {
    const picture = todoWith(JSON.stringify(todos));
    expect(picture.querySelector('[role="status"]')?.textContent).toBe("1 task left");
    expect([...picture.querySelectorAll("li[data-todo-id]")].map((row) => row.textContent)).toEqual(["Buy milk", "Call Bob"]);
    expect(picture.querySelector<HTMLInputElement>('input[aria-label="Complete Call Bob"]')?.checked).toBe(true);
    const active = todoWith(JSON.stringify(todos), "/todo?filter=active");
    expect([...active.querySelectorAll("li[data-todo-id]")].map((row) => row.textContent)).toEqual(["Buy milk"]);
    expect(active.querySelector('a[aria-current="page"]')?.textContent).toBe("Active");
  });

  it("paints no tasks without tasks, for unreadable or partly unreadable data, a search, or a filter that leaves none", () => {
    expect(todoWith(null).innerHTML).toBe("");
    expect(todoWith("[]").innerHTML).toBe("");
    expect(todoWith("[{not json").innerHTML).toBe("");
    expect(todoWith(JSON.stringify([...todos, 42])).innerHTML).toBe("");
    expect(todoWith(JSON.stringify(todos), "/todo?q=milk").innerHTML).toBe("");
    expect(todoWith(JSON.stringify([todos[0]]), "/todo?filter=completed").innerHTML).toBe("");
  });
});
