import { describe, expect, it } from "vitest";
import { parseBoards, sameId } from "./kanban";

describe("parseBoards", () => {
  it("defaults a missing date to an empty string and keeps empty colours", () => {
    const { value, dropped } = parseBoards([
      { id: "b", boardName: "B", card: [{ id: 1, title: "t", tags: [{ id: 1, tagName: "n", color: "" }], task: [] }] },
    ]);
    expect(dropped).toBe(0);
    expect(value[0]?.card[0]).toEqual({ id: 1, title: "t", tags: [{ id: 1, tagName: "n", color: "" }], task: [], date: "" });
  });

  it("leaves out what cannot be read and counts it", () => {
    const { value, dropped } = parseBoards([
      { id: 1, boardName: "ok", card: [{ id: 1, title: "good", tags: [], task: [] }, { title: 5 }] },
      { boardName: "no id" },
      "nonsense",
    ]);
    expect(value).toHaveLength(1);
    expect(value[0]?.card).toHaveLength(1);
    expect(dropped).toBe(3);
  });

  it("reads a value that is not a list as nothing, and says so", () => {
    expect(parseBoards({})).toEqual({ value: [], dropped: 1 });
  });

  it("compares ids of either type by their text", () => {
    expect(sameId(3, "3")).toBe(true);
    expect(sameId("a", "b")).toBe(false);
  });
});
