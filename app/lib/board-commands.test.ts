import { describe, expect, it } from "vitest";
import { applyBoardCommand, applyPendingBoardCommands, boardCommandForm, parseBoardCommand, type BoardCommand } from "./board-commands";
import type { Board } from "./kanban";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const boards: Board[] = [
  { id: 1, boardName: "To Do", card: [{ id: 7, title: "Seven", tags: [], task: [], date: "" }] },
  { id: "b2", boardName: "Done", card: [] },
];

describe("parseBoardCommand", () => {
  it("reads every intent", () => {
    const commands: BoardCommand[] = [
      { intent: "add-board", boardId: "n", boardName: "New" },
      { intent: "rename-board", boardId: "1", boardName: "Renamed" },
      { intent: "delete-board", boardId: "b2" },
      { intent: "move-board", boardId: "b2", toIndex: 0 },
      { intent: "add-card", boardId: "1", cardId: "c", title: "Card" },
      { intent: "move-card", cardId: "7", toBoardId: "b2", toIndex: 0 },
    ];
    for (const command of commands) {
      expect(parseBoardCommand(form(boardCommandForm(command)))).toEqual({ ok: true, command });
    }
  });

  it("trims names and allows an empty rename", () => {
    expect(parseBoardCommand(form({ intent: "add-board", boardId: "n", boardName: "  A  " }))).toEqual({
      ok: true,
      command: { intent: "add-board", boardId: "n", boardName: "A" },
    });
    expect(parseBoardCommand(form({ intent: "rename-board", boardId: "1", boardName: "  " }))).toEqual({
      ok: true,
      command: { intent: "rename-board", boardId: "1", boardName: "" },
    });
  });

  it("saves a renamed board whose stored name is longer than the cap without cutting it", () => {
    const long = "L".repeat(1_000_000);
    const stored: Board[] = [{ id: 1, boardName: long, card: [] }];
    const edited = `${long.slice(0, -1)}!`;
    const parsed = parseBoardCommand(form({ intent: "rename-board", boardId: "1", boardName: edited }));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(applyBoardCommand(stored, parsed.command)[0]?.boardName).toBe(edited);
  });

  it("refuses blank names and titles", () => {
    expect(parseBoardCommand(form({ intent: "add-board", boardId: "n", boardName: " " }))).toEqual({
      ok: false,
      error: "Please enter a board name.",
    });
    expect(parseBoardCommand(form({ intent: "add-card", boardId: "1", cardId: "c", title: "" }))).toEqual({
      ok: false,
      error: "Please enter a card title.",
    });
  });

  it("takes ids exactly as sent: not trimmed, so \"1\" and \" 1\" stay two ids", () => {
    expect(parseBoardCommand(form({ intent: "delete-board", boardId: " 1" }))).toEqual({
      ok: true,
      command: { intent: "delete-board", boardId: " 1" },
    });
    const twoBoards: Board[] = [
      { id: "1", boardName: "Plain", card: [] },
      { id: " 1", boardName: "Padded", card: [] },
    ];
    const parsed = parseBoardCommand(form({ intent: "rename-board", boardId: " 1", boardName: "Renamed" }));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(applyBoardCommand(twoBoards, parsed.command).map((b) => b.boardName)).toEqual(["Plain", "Renamed"]);
    expect(parseBoardCommand(form({ intent: "delete-board", boardId: "x".repeat(201) })).ok).toBe(false);
  });

  it("refuses missing ids", () => {
    expect(parseBoardCommand(form({ intent: "delete-board" })).ok).toBe(false);
    expect(parseBoardCommand(form({ intent: "add-card", cardId: "c", title: "T" })).ok).toBe(false);
    expect(parseBoardCommand(form({ intent: "add-card", boardId: "1", title: "T" })).ok).toBe(false);
    expect(parseBoardCommand(form({ intent: "move-card", toBoardId: "1", toIndex: "0" })).ok).toBe(false);
    expect(parseBoardCommand(form({ intent: "add-board", boardId: "  ", boardName: "A" })).ok).toBe(false);
  });

  it("refuses indexes that are not whole non-negative numbers", () => {
    for (const toIndex of ["-1", "1.5", "", "two", "1e3", "99999999999"]) {
      expect(parseBoardCommand(form({ intent: "move-card", cardId: "7", toBoardId: "1", toIndex })).ok).toBe(false);
      expect(parseBoardCommand(form({ intent: "move-board", boardId: "1", toIndex })).ok).toBe(false);
    }
  });

  it("refuses unknown intents", () => {
    expect(parseBoardCommand(form({ intent: "explode" }))).toEqual({ ok: false, error: "Unknown change." });
    expect(parseBoardCommand(new FormData())).toEqual({ ok: false, error: "Unknown change." });
  });
});

describe("applyBoardCommand", () => {
  it("applies commands with the board rules", () => {
    const moved = applyBoardCommand(boards, { intent: "move-card", cardId: "7", toBoardId: "b2", toIndex: 0 });
    expect(moved[0]?.card).toEqual([]);
    expect(moved[1]?.card.map((c) => c.id)).toEqual([7]);
    const added = applyBoardCommand(boards, { intent: "add-card", boardId: "b2", cardId: "c9", title: "Nine" });
    expect(added[1]?.card[0]).toEqual({ id: "c9", title: "Nine", tags: [], task: [], date: "" });
  });

  it("changes nothing for unknown ids or an out-of-range board move", () => {
    expect(applyBoardCommand(boards, { intent: "delete-board", boardId: "zz" })).toBe(boards);
    expect(applyBoardCommand(boards, { intent: "move-card", cardId: "zz", toBoardId: "b2", toIndex: 0 })).toBe(boards);
    expect(applyBoardCommand(boards, { intent: "rename-board", boardId: "zz", boardName: "A" })).toBe(boards);
    expect(applyBoardCommand(boards, { intent: "move-board", boardId: "b2", toIndex: 40 })).toBe(boards);
  });
});

describe("applyPendingBoardCommands", () => {
  it("shows pending changes and skips forms that do not parse", () => {
    const pending = [
      form({ intent: "add-card", boardId: "b2", cardId: "c1", title: "Pending" }),
      form({ intent: "nonsense" }),
    ];
    const result = applyPendingBoardCommands(boards, pending);
    expect(result[1]?.card.map((c) => c.title)).toEqual(["Pending"]);
  });

  it("changes nothing once the change is in the saved data", () => {
    const pending = [form({ intent: "add-card", boardId: "b2", cardId: "c1", title: "Pending" })];
    const saved = applyPendingBoardCommands(boards, pending);
    expect(applyPendingBoardCommands(saved, pending)).toBe(saved);
  });
});
