// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applyPending, MAX_TEXT_LENGTH, UNREADABLE_CHANGE } from "./commands";
import { sameHiddenClass } from "./hidden-class-test-support";
import { parseBoards, type Board, type Card } from "./kanban";
import { applyKanbanCommand, kanbanCommands, parseKanbanCommand, type KanbanCommand } from "./kanban-commands";

function card(id: string | number, overrides: Partial<Card> = {}): Card {
  return { id, title: `Card ${id}`, tags: [], task: [], date: "", ...overrides };
}

const writeReport = card("c1", {
  title: "Write report",
  tags: [
    { id: "t1", tagName: "Work", color: "#61bd4f" },
    { id: 2, tagName: "Old", color: "" },
  ],
  task: [
    { id: "i1", task: "Outline", completed: true },
    { id: 2, task: "Draft", completed: false },
    { id: "i3", task: "Send", completed: false },
  ],
  date: "2026-11-20",
  extra: { kept: true },
});

const boards: Board[] = [
  { id: 1, boardName: "To Do", card: [writeReport, card(12), card(13)] },
  { id: "b2", boardName: "Doing", card: [card("c21")], colour: "kept" },
  { id: "b3", boardName: "", card: [] },
];

function apply(state: Board[], command: KanbanCommand) {
  const applied = applyKanbanCommand(state, command);
  if (!applied.ok) throw new Error(applied.error);
  return applied;
}

const missingText = (thing: string) => ({
  ok: false,
  error: `This ${thing} could not be found: it may have been deleted on another device or tab.`,
  undoError: `Can't undo: the ${thing} was deleted on another device or tab.`,
});

describe("parsing Kanban commands", () => {
  it("reads every command the pages send, ids as stored (text or number)", () => {
    const commands: KanbanCommand[] = [
      { intent: "add-board", boardId: "n", boardName: "New" },
      { intent: "rename-board", boardId: 1, boardName: "" },
      { intent: "rename-board", boardId: 1, boardName: "a", from: "b" },
      { intent: "delete-board", boardId: "b2" },
      { intent: "delete-board", boardId: "b2", ifEmpty: true },
      { intent: "restore-board", board: boards[1]!, index: 1 },
      { intent: "move-board", boardId: 1, toIndex: 2 },
      { intent: "add-card", boardId: 1, cardId: "n", title: "T" },
      { intent: "delete-card", cardId: 12 },
      { intent: "restore-card", boardId: 1, index: 0, card: writeReport },
      { intent: "move-card", cardId: 12, toBoardId: "b2", toIndex: 0 },
      { intent: "move-card", cardId: 12, toBoardId: "b2", toIndex: 0, fromBoardId: 1 },
      { intent: "rename-card", cardId: "c1", title: "x" },
      { intent: "set-date", cardId: "c1", date: "2026-12-01" },
      { intent: "set-date", cardId: "c1", date: "" },
      { intent: "set-date", cardId: "c1", date: "someday", from: "" },
      { intent: "add-label", cardId: "c1", labelId: "l", tagName: "Bug", color: "#eb5a46" },
      { intent: "delete-label", cardId: "c1", labelId: 2 },
      { intent: "restore-label", cardId: "c1", label: writeReport.tags[1]!, index: 1 },
      { intent: "add-item", cardId: "c1", itemId: "i", task: "Check" },
      { intent: "toggle-item", cardId: "c1", itemId: 2, completed: true },
      { intent: "delete-items", cardId: "c1", itemIds: ["i1", 2] },
      { intent: "restore-items", cardId: "c1", items: [{ item: writeReport.task[0]!, index: 0 }] },
    ];
    for (const command of commands) {
      // As a page sends it: through JSON.
      expect(parseKanbanCommand(JSON.parse(JSON.stringify(command)))).toEqual({ ok: true, command });
    }
  });

  it("says why a blank name, title or item or a date that is no day is refused", () => {
    expect(parseKanbanCommand({ intent: "add-board", boardId: "n", boardName: "  " })).toEqual({
      ok: false,
      error: "Please enter a board name.",
    });
    expect(parseKanbanCommand({ intent: "add-card", boardId: 1, cardId: "n", title: " " })).toEqual({
      ok: false,
      error: "Please enter a card title.",
    });
    expect(parseKanbanCommand({ intent: "add-item", cardId: 1, itemId: "n", task: "" })).toEqual({
      ok: false,
      error: "Please enter a checklist item.",
    });
    expect(parseKanbanCommand({ intent: "set-date", cardId: 1, date: "2026-02-30" })).toEqual({
      ok: false,
      error: "That is not a calendar day.",
    });
  });

  it("refuses anything that is not a well-formed command, with one message", () => {
    for (const input of [
      undefined,
      "delete-card",
      { intent: "explode" },
      { intent: "delete-card" },
      { intent: "delete-card", cardId: "" },
      { intent: "delete-card", cardId: "   " },
      { intent: "delete-card", cardId: "x".repeat(201) },
      { intent: "delete-card", cardId: Number.POSITIVE_INFINITY },
      { intent: "delete-card", cardId: { id: 1 } },
      { intent: "move-card", cardId: 1, toBoardId: 1, toIndex: -1 },
      { intent: "move-card", cardId: 1, toBoardId: 1, toIndex: 1.5 },
      { intent: "move-card", cardId: 1, toBoardId: 1, toIndex: "0" },
      { intent: "move-board", boardId: 1 },
      { intent: "rename-board", boardId: 1, boardName: 3 },
      { intent: "rename-card", cardId: 1, title: "x", from: null },
      { intent: "delete-board", boardId: 1, ifEmpty: "yes" },
      { intent: "restore-board", board: { id: 1, boardName: "x", card: "none" }, index: 0 },
      { intent: "restore-card", boardId: 1, index: 0, card: { id: 1 } },
      { intent: "restore-label", cardId: 1, label: { id: 1 }, index: 0 },
      { intent: "toggle-item", cardId: 1, itemId: 1, completed: 1 },
      { intent: "delete-items", cardId: 1, itemIds: [] },
      { intent: "delete-items", cardId: 1, itemIds: [1, ""] },
      { intent: "restore-items", cardId: 1, items: [] },
      { intent: "add-label", cardId: 1, labelId: "l", tagName: "x" },
    ]) {
      expect(parseKanbanCommand(input)).toEqual({ ok: false, error: UNREADABLE_CHANGE });
    }
  });
});

describe("applying Kanban commands", () => {
  it("restoring a board leaves out its cards that are on another board by now (a synced device moved one): no card twice", () => {
    const deleted = apply(boards, { intent: "delete-board", boardId: 1 });
    // Meanwhile card 12 turned up on Doing (another device had moved it there).
    const elsewhere = deleted.state.map((board) => (board.id === "b2" ? { ...board, card: [...board.card, card(12)] } : board));
    const restored = apply(elsewhere, deleted.change!.inverse);
    expect(restored.state.map((board) => [board.id, board.card.map((each) => each.id)])).toEqual([
      [1, ["c1", 13]],
      ["b2", ["c21", 12]],
      ["b3", []],
    ]);
  });

  it("adds a board and a card in the original's shapes, trimmed and capped", () => {
    const added = apply(boards, { intent: "add-board", boardId: "n", boardName: "  Review " });
    expect(added.state[3]).toEqual({ id: "n", boardName: "Review", card: [] });
    expect(added.change).toEqual({
      inverse: { intent: "delete-board", boardId: "n", ifEmpty: true },
      label: "add board “Review”",
    });
    const withCard = apply(boards, { intent: "add-card", boardId: "b3", cardId: "n", title: "x".repeat(20_000) });
    expect(withCard.state[2]!.card[0]).toEqual({ id: "n", title: "x".repeat(MAX_TEXT_LENGTH), tags: [], task: [], date: "" });
  });

  it("caps every entered text at 10,000 characters: names, titles, labels and checklist items", () => {
    const long = "y".repeat(20_000);
    const state = (command: KanbanCommand) => apply(boards, command).state;
    expect(state({ intent: "rename-board", boardId: 1, boardName: long })[0]!.boardName).toHaveLength(MAX_TEXT_LENGTH);
    expect(state({ intent: "rename-card", cardId: 12, title: long })[0]!.card[1]!.title).toHaveLength(MAX_TEXT_LENGTH);
    const labelled = state({ intent: "add-label", cardId: 12, labelId: "l", tagName: long, color: "#61bd4f" });
    expect(labelled[0]!.card[1]!.tags[0]!.tagName).toHaveLength(MAX_TEXT_LENGTH);
    const listed = state({ intent: "add-item", cardId: 12, itemId: "i", task: long });
    expect(listed[0]!.card[1]!.task[0]!.task).toHaveLength(MAX_TEXT_LENGTH);
  });

  it("never cuts a stored name or title longer than the cap when it is saved unchanged or edited", () => {
    const long = "L".repeat(1_000_000);
    const stored: Board[] = [{ id: 1, boardName: long, card: [card(5, { title: long })] }];
    expect(apply(stored, { intent: "rename-board", boardId: 1, boardName: ` ${long} ` }).change).toBeNull();
    expect(apply(stored, { intent: "rename-card", cardId: 5, title: long }).change).toBeNull();
    const edited = `X${long.slice(1)}`;
    expect(apply(stored, { intent: "rename-board", boardId: 1, boardName: edited }).state[0]!.boardName).toBe(edited);
    expect(apply(stored, { intent: "rename-board", boardId: 1, boardName: `${long}more` }).state[0]!.boardName).toBe(`${long}more`);
  });

  it("keeps an empty board name (shown as Name of Board) but an empty card title keeps the old one", () => {
    const renamed = apply(boards, { intent: "rename-board", boardId: 1, boardName: "  " });
    expect(renamed.state[0]!.boardName).toBe("");
    expect(apply(boards, { intent: "rename-card", cardId: 12, title: " " }).change).toBeNull();
    expect(apply(boards, { intent: "rename-board", boardId: "b3", boardName: "Done" }).change?.label).toBe(
      "rename board “Name of Board”",
    );
  });

  it("finds cards by id alone, numbers and text alike, wherever they are", () => {
    expect(apply(boards, { intent: "rename-card", cardId: "12", title: "Twelve" }).state[0]!.card[1]!.title).toBe("Twelve");
    expect(apply(boards, { intent: "delete-card", cardId: "c21" }).state[1]!.card).toEqual([]);
  });

  it("names what could not be found, for a change and for an undo", () => {
    expect(applyKanbanCommand(boards, { intent: "rename-board", boardId: "gone", boardName: "x" })).toEqual(missingText("board"));
    expect(applyKanbanCommand(boards, { intent: "add-card", boardId: "gone", cardId: "n", title: "x" })).toEqual(
      missingText("board"),
    );
    expect(applyKanbanCommand(boards, { intent: "move-card", cardId: 12, toBoardId: "gone", toIndex: 0 })).toEqual(
      missingText("board"),
    );
    expect(applyKanbanCommand(boards, { intent: "delete-card", cardId: "gone" })).toEqual(missingText("card"));
    expect(applyKanbanCommand(boards, { intent: "delete-label", cardId: "c1", labelId: "gone" })).toEqual(missingText("label"));
    expect(applyKanbanCommand(boards, { intent: "toggle-item", cardId: "c1", itemId: "gone", completed: true })).toEqual(
      missingText("checklist item"),
    );
    expect(
      applyKanbanCommand(boards, { intent: "restore-card", boardId: "gone", index: 0, card: card("back") }),
    ).toEqual(missingText("board"));
  });

  it("shapes a new label and checklist item as the ones read from storage (one hidden class each)", () => {
    const stored = parseBoards(
      JSON.parse(
        '[{"id":1,"boardName":"To Do","card":[{"id":"c1","title":"Card","tags":[{"id":"t","tagName":"Bug","color":"#eb5a46"}],"task":[{"id":"s","task":"Step","completed":false}]}]}]',
      ),
    ).value;
    const labelled = apply(stored, { intent: "add-label", cardId: "c1", labelId: "l", tagName: "New", color: "#61bd4f" }).state;
    const [storedTag, newTag] = labelled[0]!.card[0]!.tags;
    expect(sameHiddenClass(newTag!, storedTag!)).toBe(true);
    const listed = apply(stored, { intent: "add-item", cardId: "c1", itemId: "i", task: "Next" }).state;
    const [storedItem, newItem] = listed[0]!.card[0]!.task;
    expect(sameHiddenClass(newItem!, storedItem!)).toBe(true);
  });

  it("refuses a label the rules do not allow, saying why", () => {
    expect(
      applyKanbanCommand(boards, { intent: "add-label", cardId: "c1", labelId: "l", tagName: "Green", color: "#61BD4F" }),
    ).toEqual({
      ok: false,
      error: "This colour is already used by a label of this card.",
      undoError: "Can't undo: This colour is already used by a label of this card.",
    });
    expect(applyKanbanCommand(boards, { intent: "add-label", cardId: "c1", labelId: "l", tagName: "X", color: "" })).toEqual({
      ok: false,
      error: "Please select a color",
      undoError: "Can't undo: Please select a color",
    });
  });

  it("never undoes over another tab's work: a newer name, title or date, a card moved on, or cards added to a new board", () => {
    const changed = (thing: string) => ({
      ok: false,
      error: `This ${thing} was changed on another device or tab.`,
      undoError: `Can't undo: the ${thing} was changed on another device or tab.`,
    });
    expect(applyKanbanCommand(boards, { intent: "rename-board", boardId: 1, boardName: "x", from: "Later" })).toEqual(
      changed("board"),
    );
    expect(applyKanbanCommand(boards, { intent: "rename-card", cardId: 12, title: "x", from: "Later" })).toEqual(changed("card"));
    expect(applyKanbanCommand(boards, { intent: "set-date", cardId: 12, date: "", from: "2030-01-01" })).toEqual(
      changed("card"),
    );
    // Card 12 is on board 1: a move back from board b2 (another tab moved it on) does not apply.
    expect(applyKanbanCommand(boards, { intent: "move-card", cardId: 12, toBoardId: "b3", toIndex: 0, fromBoardId: "b2" })).toEqual(
      changed("card"),
    );
    expect(applyKanbanCommand(boards, { intent: "delete-board", boardId: 1, ifEmpty: true })).toEqual({
      ok: false,
      error: "This board has cards now.",
      undoError: "Can't undo: cards were added to the board on another device or tab.",
    });
  });

  it("says what each deletion was, for its toast", () => {
    const deleted = (command: KanbanCommand) => apply(boards, command).change;
    expect(deleted({ intent: "delete-board", boardId: 1 })).toMatchObject({
      label: "delete board “To Do”",
      toast: "Board deleted with its 3 cards",
    });
    expect(deleted({ intent: "delete-board", boardId: "b2" })).toMatchObject({ toast: "Board deleted with its 1 card" });
    expect(deleted({ intent: "delete-board", boardId: "b3" })).toMatchObject({ toast: "Board deleted" });
    expect(deleted({ intent: "delete-card", cardId: "c1" })).toMatchObject({
      label: "delete card “Write report”",
      toast: "Card deleted",
    });
    expect(deleted({ intent: "delete-label", cardId: "c1", labelId: "t1" })).toMatchObject({
      label: "remove label “Work” from card “Write report”",
      toast: "Label removed",
    });
    expect(deleted({ intent: "delete-items", cardId: "c1", itemIds: [2] })).toMatchObject({
      label: "delete checklist item “Draft”",
      toast: "Checklist item deleted",
    });
    expect(deleted({ intent: "delete-items", cardId: "c1", itemIds: ["i1", 2, "i3"] })).toMatchObject({
      label: "delete 3 checklist items",
      toast: "3 checklist items deleted",
    });
  });

  it.each<[string, KanbanCommand]>([
    ["add a board", { intent: "add-board", boardId: "n", boardName: "New" }],
    ["rename a board", { intent: "rename-board", boardId: "b2", boardName: "In progress" }],
    ["delete a board with its cards", { intent: "delete-board", boardId: 1 }],
    ["move a board", { intent: "move-board", boardId: "b3", toIndex: 0 }],
    ["add a card", { intent: "add-card", boardId: "b2", cardId: "n", title: "New" }],
    ["delete a card", { intent: "delete-card", cardId: "c1" }],
    ["move a card to another board", { intent: "move-card", cardId: "c1", toBoardId: "b2", toIndex: 1 }],
    ["reorder a card", { intent: "move-card", cardId: 13, toBoardId: 1, toIndex: 0 }],
    ["rename a card", { intent: "rename-card", cardId: "c1", title: "Write the report" }],
    ["set a due date", { intent: "set-date", cardId: "c1", date: "2026-12-24" }],
    ["remove a due date", { intent: "set-date", cardId: "c1", date: "" }],
    ["add a label", { intent: "add-label", cardId: "c1", labelId: "l", tagName: "Bug", color: "#eb5a46" }],
    ["remove a label", { intent: "delete-label", cardId: "c1", labelId: 2 }],
    ["add a checklist item", { intent: "add-item", cardId: "c1", itemId: "i", task: "Proofread" }],
    ["tick a checklist item", { intent: "toggle-item", cardId: "c1", itemId: 2, completed: true }],
    ["delete a checklist item", { intent: "delete-items", cardId: "c1", itemIds: [2] }],
    ["delete all checklist items", { intent: "delete-items", cardId: "c1", itemIds: ["i1", 2, "i3"] }],
  ])("undoes and redoes: %s, exactly (same ids, same places, every field)", (_, command) => {
    const done = apply(boards, command);
    expect(done.state).not.toEqual(boards);
    const undone = apply(done.state, done.change!.inverse);
    expect(undone.state).toEqual(boards);
    const redone = apply(undone.state, undone.change!.inverse);
    expect(redone.state).toEqual(done.state);
  });

  it("undoes onto what is stored now: another tab's rename stays when a deleted card comes back", () => {
    const deleted = apply(boards, { intent: "delete-card", cardId: "c1" });
    const renamedElsewhere = apply(deleted.state, { intent: "rename-card", cardId: 12, title: "Renamed in B" }).state;
    const undone = apply(renamedElsewhere, deleted.change!.inverse).state;
    expect(undone[0]!.card.map((c) => c.title)).toEqual(["Write report", "Renamed in B", "Card 13"]);
  });

  it("shows pending commands; each is idempotent, so one already stored changes nothing", () => {
    const pending: KanbanCommand[] = [
      { intent: "add-card", boardId: "b3", cardId: "n", title: "New" },
      { intent: "move-card", cardId: 12, toBoardId: "b2", toIndex: 0 },
      { intent: "delete-items", cardId: "c1", itemIds: [2] },
      { intent: "restore-items", cardId: "c1", items: [{ item: writeReport.task[1]!, index: 1 }] },
      { intent: "delete-board", boardId: "nope" },
    ];
    const shown = applyPending(kanbanCommands, boards, pending);
    expect(shown[1]!.card.map((c) => c.id)).toEqual([12, "c21"]);
    expect(shown[2]!.card.map((c) => c.id)).toEqual(["n"]);
    expect(shown[0]!.card[0]!.task).toEqual(writeReport.task);
    expect(applyPending(kanbanCommands, shown, pending)).toEqual(shown);
  });
});
