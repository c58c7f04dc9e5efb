// @vitest-environment node
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleBoardPictureScript, withBoardPictureScript } from "./board-picture-script.mjs";

const PLACEHOLDER = '<script id="board-picture-script"></script>';
const boards = [
  { id: 1, boardName: "Backlog", card: [{ id: 11, title: "Write the report", tags: [], task: [], date: "" }] },
  { id: 2, boardName: "Done", card: [] },
];

let code: string;

/**
 * A page as the build makes it: the skeleton's empty row, then the picture script, run as the
 * HTML is parsed, with `stored` as the boards in storage. Returns the row.
 */
function pageWith(stored: string | null, address = "/kanban"): HTMLElement {
  const html = withBoardPictureScript(`<!DOCTYPE html><body><div id="board-picture"></div>${PLACEHOLDER}</body>`, code);
  const dom = new JSDOM(html, {
    url: `http://localhost${address}`,
    runScripts: "dangerously",
    beforeParse(window) {
      if (stored !== null) window.localStorage.setItem("kanban-board", stored);
      // jsdom has no media queries: a window wider than a phone's.
      window.matchMedia = (query: string) => ({ matches: query.includes("min-width"), media: query }) as MediaQueryList;
    },
  });
  return dom.window.document.getElementById("board-picture")!;
}

describe("the Kanban's picture script, as the build puts it in the page", () => {
  beforeAll(async () => {
    code = await bundleBoardPictureScript();
  });

  it("is one small classic script: no imports, nothing that would end the <script> early", () => {
    expect(code).not.toMatch(/^\s*import\b|\bimport\s*\(|<\/script/i);
    expect(code.length).toBeLessThan(12_000);
  });

  it("goes into the placeholder the Kanban's skeleton renders, and nowhere else", () => {
    const html = `<main>${PLACEHOLDER}</main>`;
    expect(withBoardPictureScript(html, "paint()")).toBe('<main><script id="board-picture-script">paint()</script></main>');
    expect(withBoardPictureScript("<main></main>", "paint()")).toBe("<main></main>");
  });

  it("paints the stored boards into the skeleton's row as the HTML is parsed", () => {
    const row = pageWith(JSON.stringify(boards));
    expect([...row.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual(["Backlog", "Done"]);
    expect(row.querySelector("[data-card-id]")?.textContent).toBe("Write the report");
  });

  it("paints nothing without boards, for unreadable or partly unreadable data, or for a filter in the address", () => {
    expect(pageWith(null).innerHTML).toBe("");
    expect(pageWith("[]").innerHTML).toBe("");
    expect(pageWith("[{not json").innerHTML).toBe("");
    expect(pageWith(JSON.stringify([...boards, "no board"])).innerHTML).toBe("");
    for (const address of ["/kanban?q=report", "/kanban?label=Urgent%7C%23eb5a46", "/kanban?due=overdue"]) {
      expect(pageWith(JSON.stringify(boards), address).innerHTML).toBe("");
    }
    expect(pageWith(JSON.stringify(boards), "/kanban?from=mail").innerHTML).not.toBe("");
  });
});
