import { describe, expect, it, vi } from "vitest";
import { startCardListsCodeFor } from "./board-column";

const loaded = vi.hoisted(() => vi.fn());
vi.mock("./windowed-card-list", () => {
  loaded();
  return { WindowedCardList: () => null };
});

const card = (id: number) => ({ id, title: `Card ${id}`, tags: [], task: [], date: "" });
const boardsText = (...lengths: number[]) =>
  JSON.stringify(lengths.map((length, board) => ({ id: board, boardName: `Board ${board}`, card: Array.from({ length }, (_, id) => card(id)) })));

describe("startCardListsCodeFor", () => {
  it("leaves the windowed list's code alone for saved boards of 30 cards or fewer, however many", async () => {
    startCardListsCodeFor("");
    startCardListsCodeFor(boardsText(30, 30, 30, 30, 30));
    await vi.dynamicImportSettled();
    expect(loaded).not.toHaveBeenCalled();
  });

  it("starts loading it, before the app hydrates, when a saved board holds more", async () => {
    startCardListsCodeFor(boardsText(2, 31));
    await vi.dynamicImportSettled();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
