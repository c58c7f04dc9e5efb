import { render } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Board, Card } from "~/lib/kanban";
import { BoardColumn } from "./board-column";
import { boardHtml, boardPictureHtml, type PictureView } from "./board-picture";
import { noBoardActions, stubIntersectionObserver } from "./board-test-support";

const today = new Date(2026, 10, 29, 12);
const view: PictureView = { width: 1400, height: 900, today };

const card = (id: string, extra: Partial<Card> = {}): Card => ({ id, title: `Card ${id}`, tags: [], task: [], date: "", ...extra });

/** Both markups as DOM, with what differs by design made equal: the heading's generated id, and styles as the browser reads them. */
function normalized(html: string): string {
  const container = document.createElement("div");
  container.innerHTML = html;
  for (const element of container.querySelectorAll("*")) {
    if (element.matches("h2[id]")) element.setAttribute("id", "heading");
    if (element.hasAttribute("aria-labelledby")) element.setAttribute("aria-labelledby", "heading");
    if (element instanceof HTMLElement && element.hasAttribute("style")) element.setAttribute("style", element.style.cssText);
  }
  return container.innerHTML;
}

/** The page's board as it is first rendered (the day: \`today\`). */
function pageMarkup(board: Board): string {
  const { container, unmount } = render(
    <BoardColumn
      board={board}
      draggedCardId={null}
      actions={noBoardActions}
      firstFrame={{ near: new Map([[String(board.id), true]]), settled: false }}
    />,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

describe("the picture of the stored boards", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: today });
    stubIntersectionObserver();
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("draws a board in the markup the page renders: name, count, every kind of tile, Add Card", () => {
    const board: Board = {
      id: 7,
      boardName: 'To <do> & "more"',
      card: [
        card("plain"),
        card("labelled", {
          title: "Line one\nline two",
          tags: [
            { id: 1, tagName: "Urgent", color: "#eb5a46" },
            { id: 2, tagName: "Grey", color: "" },
            { id: 3, tagName: "x".repeat(150), color: "#f2d600" },
          ],
        }),
        card("checklist", { task: [{ id: 1, task: "a", completed: true }, { id: 2, task: "b", completed: false }] }),
        card("done", { date: "2026-01-05", task: [{ id: 1, task: "a", completed: true }] }),
        card("overdue", { date: "2026-11-28" }),
        card("due", { date: "2026-11-29" }),
        card("odd date", { date: "someday" }),
        { ...card("12", { title: "y".repeat(1_000) }), id: 12 },
      ],
    };
    const picture = boardHtml(board, "board-picture-0", 20, today);
    expect(normalized(picture)).toBe(normalized(pageMarkup(board)));
  });

  it("draws an unnamed board, a board with one card and an empty board as the page does", () => {
    for (const board of [
      { id: "u", boardName: "", card: [card("a")] },
      { id: "e", boardName: "Empty", card: [] },
    ] satisfies Board[]) {
      expect(normalized(boardHtml(board, "h", 20, today))).toBe(normalized(pageMarkup(board)));
    }
  });

  it("draws the tiles a window can show and no more: none on boards past its width, or past its height when stacked", () => {
    const boards: Board[] = Array.from({ length: 10 }, (_, b) => ({
      id: `b${b}`,
      boardName: `Board ${b}`,
      card: Array.from({ length: 250 }, (_, c) => card(`${b}-${c}`)),
    }));
    const container = document.createElement("div");
    container.innerHTML = boardPictureHtml(boards, view);
    const sections = [...container.querySelectorAll("section")];
    expect(sections.map((section) => section.querySelector("h2")?.textContent)).toEqual(boards.map((board) => board.boardName));
    const tiles = sections.map((section) => section.querySelectorAll("[data-card-id]").length);
    // 1400 px wide: boards 0–3 start within the window (the row 224 px in, past the side
    // navigation, boards 304 px apart: board 4 at 1,440); 900 px high: a board's list is at most
    // 900 − 176 − 92 = 632 px, which 13 tiles of one line fill, and one more shows in part.
    expect(tiles).toEqual([14, 14, 14, 14, 0, 0, 0, 0, 0, 0]);
    expect(sections[0]!.querySelector("li")?.getAttribute("aria-setsize")).toBe("250");
    expect(container.lastElementChild?.textContent).toBe("Add Board");
    // Stacked on a phone: the first two boards, each at most 70 % of 700 px (490 − 92 = 398 px of list).
    const stacked = { ...view, width: 375, height: 700 };
    const tilesOn = (stack: Board[]) => {
      container.innerHTML = boardPictureHtml(stack, stacked);
      return [...container.querySelectorAll("section")].map((section) => section.querySelectorAll("[data-card-id]").length);
    };
    expect(tilesOn(boards)).toEqual([10, 10, 0, 0, 0, 0, 0, 0, 0, 0]);
    // Short boards leave the next ones within the window: they show their tiles too. A board of
    // one card is at least 92 px of frame, 41 of tile and 16 of gap (149 px): five start within 700 px.
    const short = boards.map((board) => ({ ...board, card: board.card.slice(0, 1) }));
    expect(tilesOn(short)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
  });

  it("escapes what the stored texts hold", () => {
    const container = document.createElement("div");
    container.innerHTML = boardPictureHtml(
      [{ id: '"><img src=x>', boardName: "<script>alert(1)</script>", card: [card("<b>", { title: "<i>not italic</i>" })] }],
      view,
    );
    expect(container.querySelector("script, img, b, i")).toBeNull();
    expect(container.querySelector("h2")?.textContent).toBe("<script>alert(1)</script>");
    expect(container.querySelector("[data-card-id]")?.textContent).toContain("<i>not italic</i>");
  });
});
