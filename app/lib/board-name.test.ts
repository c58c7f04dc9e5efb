// @vitest-environment node
import { describe, expect, it } from "vitest";
import { boardDisplayName, isUnnamedBoard, UNNAMED_BOARD } from "./board-name";
import { NAME_LENGTH } from "./long-text";

describe("boardDisplayName", () => {
  it("calls a board with an empty name Name of Board, as the original did", () => {
    expect(UNNAMED_BOARD).toBe("Name of Board");
    expect(boardDisplayName("")).toBe("Name of Board");
    expect(isUnnamedBoard("")).toBe(true);
  });

  it("uses a board's own name as it is", () => {
    expect(boardDisplayName("To Do")).toBe("To Do");
    expect(boardDisplayName("  Doing  ")).toBe("  Doing  ");
    expect(boardDisplayName("Name of Board")).toBe("Name of Board");
    expect(isUnnamedBoard("To Do")).toBe(false);
  });

  it("keeps a blank name: it is a name, not an empty one", () => {
    expect(boardDisplayName("   ")).toBe("   ");
    expect(isUnnamedBoard("   ")).toBe(false);
    expect(isUnnamedBoard("\n")).toBe(false);
  });

  it("names a board by the start of a long name, with an ellipsis", () => {
    const exact = "b".repeat(NAME_LENGTH);
    expect(boardDisplayName(exact)).toBe(exact);
    expect(boardDisplayName(`${exact}b`)).toBe(`${exact}…`);
    expect(boardDisplayName("word ".repeat(1_000_000))).toBe(`${"word ".repeat(NAME_LENGTH / 5).trimEnd()}…`);
  });

  it("never calls a long blank name Name of Board", () => {
    expect(boardDisplayName(" ".repeat(NAME_LENGTH + 1))).toBe("…");
  });
});
