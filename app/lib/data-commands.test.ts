// @vitest-environment node
import { describe, expect, it } from "vitest";
import { UNREADABLE_CHANGE } from "./commands";
import {
  ALREADY_THE_SAME,
  CHANGED_SINCE,
  IMPORT_LABEL,
  IMPORTED_TOAST,
  NOTHING_TO_ADD,
  applyDataCommand,
  dataCommands,
  fileText,
  mergeBoards,
  mergeTodos,
  parseDataCommand,
  type DataCommand,
  type StoredData,
} from "./data-commands";
import type { Board, Card } from "./kanban";
import type { Todo } from "./todos";

function card(id: string | number, overrides: Partial<Card> = {}): Card {
  return { id, title: `Card ${id}`, tags: [], task: [], date: "", ...overrides };
}

const todosHere: Todo[] = [
  { id: 1, title: "Buy milk", completed: false },
  { id: 2, title: "Call Sam", completed: true },
];
const boardsHere: Board[] = [
  { id: "b1", boardName: "Doing", card: [card("c1"), card("c2")] },
  { id: "b2", boardName: "Done", card: [card("c3")] },
];
const here: StoredData = { todos: todosHere, boards: boardsHere };

// A file's sets as JSON.parse gives them, keys in another order than the app's schema.
const fileTodosText = '[{"completed":false,"title":"Plan trip","id":7},{"title":"Pack","id":8,"completed":true,"note":"kept"}]';
const fileBoardsText =
  '[{"card":[{"date":"","task":[{"completed":false,"task":"Book","id":1}],"tags":[{"color":"#61bd4f","tagName":"Trip","id":"t1"}],"title":"Flights","id":"c9"}],"boardName":"Later","id":"b9"}]';
const fileTodos = () => JSON.parse(fileTodosText) as unknown[];
const fileBoards = () => JSON.parse(fileBoardsText) as unknown[];

function apply(state: StoredData, command: DataCommand) {
  const applied = applyDataCommand(state, command);
  if (!applied.ok) throw new Error(applied.error);
  if (!applied.change) throw new Error("expected a change");
  return { state: applied.state, change: applied.change };
}

/** The command as it travels in a form (JSON) and is read back, as an undo does. */
function throughForm(command: DataCommand): DataCommand {
  const parsed = parseDataCommand(JSON.parse(JSON.stringify(command)));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.command;
}

const importing = (mode: "replace" | "merge", todos: unknown[] | null, boards: unknown[] | null): DataCommand => ({
  intent: "import",
  mode,
  todos,
  boards,
});

describe("parseDataCommand", () => {
  it("reads an import of both sets, keeping the file's lists as they are", () => {
    const todos = fileTodos();
    const boards = fileBoards();
    const parsed = parseDataCommand({ intent: "import", mode: "replace", todos, boards });
    expect(parsed).toEqual({ ok: true, command: { intent: "import", mode: "replace", todos, boards } });
    if (parsed.ok && parsed.command.intent === "import") {
      expect(parsed.command.todos).toBe(todos);
      expect(parsed.command.boards).toBe(boards);
    }
  });

  it("reads an import of one set, the other missing or null", () => {
    expect(parseDataCommand({ intent: "import", mode: "merge", boards: [] })).toEqual({
      ok: true,
      command: { intent: "import", mode: "merge", todos: null, boards: [] },
    });
    expect(parseDataCommand({ intent: "import", mode: "replace", todos: [], boards: null })).toEqual({
      ok: true,
      command: { intent: "import", mode: "replace", todos: [], boards: null },
    });
  });

  it("refuses an import without a known mode", () => {
    const unreadable = { ok: false, error: UNREADABLE_CHANGE };
    expect(parseDataCommand({ intent: "import", todos: [] })).toEqual(unreadable);
    expect(parseDataCommand({ intent: "import", mode: "overwrite", todos: [] })).toEqual(unreadable);
  });

  it("refuses an import whose set is not a list, or that holds no set", () => {
    const unreadable = { ok: false, error: UNREADABLE_CHANGE };
    expect(parseDataCommand({ intent: "import", mode: "merge", todos: "Buy milk" })).toEqual(unreadable);
    expect(parseDataCommand({ intent: "import", mode: "merge", todos: [], boards: {} })).toEqual(unreadable);
    expect(parseDataCommand({ intent: "import", mode: "merge" })).toEqual(unreadable);
    expect(parseDataCommand({ intent: "import", mode: "merge", todos: null, boards: null })).toEqual(unreadable);
  });

  it("reads a restore of one or both sets as records", () => {
    const restore = { value: todosHere, expected: [] };
    expect(parseDataCommand({ intent: "restore", todos: restore })).toEqual({
      ok: true,
      command: { intent: "restore", todos: restore, boards: null },
    });
    const boards = { value: [], expected: boardsHere };
    expect(parseDataCommand({ intent: "restore", todos: restore, boards })).toEqual({
      ok: true,
      command: { intent: "restore", todos: restore, boards },
    });
  });

  it("refuses a restore that is not whole: no list, no expected value, an unreadable record, no set", () => {
    const unreadable = { ok: false, error: UNREADABLE_CHANGE };
    expect(parseDataCommand({ intent: "restore", todos: { value: "x", expected: [] } })).toEqual(unreadable);
    expect(parseDataCommand({ intent: "restore", todos: { value: todosHere } })).toEqual(unreadable);
    expect(parseDataCommand({ intent: "restore", todos: "Buy milk" })).toEqual(unreadable);
    expect(
      parseDataCommand({ intent: "restore", todos: { value: [...todosHere, { id: 3 }], expected: [] } }),
    ).toEqual(unreadable);
    expect(
      parseDataCommand({ intent: "restore", boards: { value: [], expected: [{ id: "b1", boardName: 4 }] } }),
    ).toEqual(unreadable);
    expect(parseDataCommand({ intent: "restore" })).toEqual(unreadable);
  });

  it("refuses what is not a data command", () => {
    const unreadable = { ok: false, error: UNREADABLE_CHANGE };
    for (const input of [undefined, null, "import", [], { intent: "add", title: "x" }]) {
      expect(parseDataCommand(input)).toEqual(unreadable);
    }
  });

  it("is shown once stored, never as pending", () => {
    expect(dataCommands.showsPending(importing("replace", [], null))).toBe(false);
  });
});

describe("replace", () => {
  it("puts the file's sets in place of this browser's, as one change to undo", () => {
    const { state, change } = apply(here, importing("replace", fileTodos(), fileBoards()));
    expect(state).toEqual({ todos: fileTodos(), boards: fileBoards() });
    expect(change.label).toBe(IMPORT_LABEL);
    expect(change.toast).toBe(IMPORTED_TOAST);
  });

  it("stores the file's own text when every record reads, whatever the key order or missing optional fields", () => {
    const todos = fileTodos();
    const boards = fileBoards();
    const command = importing("replace", todos, boards);
    expect(fileText(command, "todos")).toBe(fileTodosText);
    expect(fileText(command, "boards")).toBe(fileBoardsText);
    const withoutDate = [{ boardName: "B", id: 1, card: [{ title: "no date", id: 2, tags: [], task: [] }] }];
    expect(fileText(importing("replace", null, withoutDate), "boards")).toBe(JSON.stringify(withoutDate));
  });

  it("stores the value as read when a record cannot be read, and never for a merge or a set not in the file", () => {
    expect(fileText(importing("replace", [...fileTodos(), { id: 9, title: null }], null), "todos")).toBeNull();
    expect(fileText(importing("replace", null, fileBoards()), "todos")).toBeNull();
    expect(fileText(importing("merge", fileTodos(), null), "todos")).toBeNull();
  });

  it("stores what was read when a record had to be repaired", () => {
    const todos = [
      { id: 5, title: "a", completed: false },
      { id: 5, title: "b", completed: false },
    ];
    const { state } = apply(here, importing("replace", todos, null));
    expect(state.todos).toEqual([
      { id: 5, title: "a", completed: false },
      { id: 6, title: "b", completed: false },
    ]);
  });

  it("leaves out the records that cannot be read", () => {
    const { state } = apply(here, importing("replace", [...fileTodos(), { id: 9, title: null }], null));
    expect(state.todos).toEqual(fileTodos());
  });

  it("replaces only the set the file holds", () => {
    const onlyBoards = apply(here, importing("replace", null, fileBoards()));
    expect(onlyBoards.state.todos).toBe(todosHere);
    expect(onlyBoards.state.boards).toEqual(fileBoards());
    expect(onlyBoards.change.inverse).toMatchObject({ intent: "restore", todos: null });

    const onlyTodos = apply(here, importing("replace", fileTodos(), null));
    expect(onlyTodos.state.boards).toBe(boardsHere);
    expect(onlyTodos.change.inverse).toMatchObject({ intent: "restore", boards: null });
  });

  it("leaves a set that is already the same as the file's alone, whatever the order of its keys", () => {
    const sameTodos = JSON.parse('[{"title":"Buy milk","completed":false,"id":1},{"completed":true,"id":2,"title":"Call Sam"}]');
    const { state, change } = apply(here, importing("replace", sameTodos, fileBoards()));
    expect(state.todos).toBe(todosHere);
    expect(change.inverse).toMatchObject({ intent: "restore", todos: null });
  });

  it("refuses when this browser's data is already the same as the file's", () => {
    const result = applyDataCommand(here, importing("replace", structuredClone(todosHere), structuredClone(boardsHere)));
    expect(result).toEqual({ ok: false, error: ALREADY_THE_SAME, undoError: `Can't undo: ${ALREADY_THE_SAME}` });
    expect(ALREADY_THE_SAME).toBe("Nothing was replaced: your data is already the same as this file's.");
  });

  it("clears a set when the file's set is empty", () => {
    expect(apply(here, importing("replace", [], null)).state).toEqual({ todos: [], boards: boardsHere });
  });
});

describe("merge", () => {
  it("adds the file's tasks that are not here, after this browser's; a task here (its id and its title) is kept as it is", () => {
    const { state } = apply(
      here,
      importing("merge", [
        { id: 2, title: "Call Sam", completed: false },
        { id: 3, title: "Pack", completed: false },
      ], null),
    );
    expect(state.todos).toEqual([...todosHere, { id: 3, title: "Pack", completed: false }]);
    expect(state.todos[1]).toBe(todosHere[1]);
    expect(state.boards).toBe(boardsHere);
  });

  it("adds a file's task whose id is here under another title, with an id no task has: another browser numbered its own", () => {
    const { state } = apply(
      here,
      importing("merge", [
        { id: 1, title: "Water the plants", completed: false },
        { id: 2, title: "Call Sam about the trip", completed: true },
        { id: 3, title: "Pack", completed: false },
      ], null),
    );
    expect(state.todos).toEqual([
      ...todosHere,
      { id: 4, title: "Water the plants", completed: false },
      { id: 5, title: "Call Sam about the trip", completed: true },
      { id: 3, title: "Pack", completed: false },
    ]);
    expect(state.todos.slice(0, 2)).toEqual(todosHere);
  });

  it("adds every task of the file whose id is not here, even one whose id the file repeats", () => {
    // The original gave ids as length + 1, so its saved lists can repeat an id: both tasks are the file's, neither is here.
    const { state } = apply(
      { todos: [{ id: 3, title: "Here", completed: false }], boards: [] },
      importing("merge", [
        { id: 2, title: "First 2", completed: false },
        { id: 2, title: "Second 2", completed: true },
      ], null),
    );
    expect(state.todos.map((todo) => todo.title)).toEqual(["Here", "First 2", "Second 2"]);
    expect(state.todos.slice(0, 2)).toEqual([
      { id: 3, title: "Here", completed: false },
      { id: 2, title: "First 2", completed: false },
    ]);
    const ids = state.todos.map((todo) => todo.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("mergeTodos gives back this browser's very list when the file adds nothing", () => {
    expect(mergeTodos(todosHere, [{ id: 1, title: "Buy milk", completed: true }])).toBe(todosHere);
  });

  it("adds the file's new cards to a board with the same id, at its end; cards here are kept as they are", () => {
    const merged = mergeBoards(boardsHere, [
      { id: "b1", boardName: "Renamed", card: [card("c1", { title: "Changed" }), card("c4")] },
    ]);
    expect(merged).toEqual([{ ...boardsHere[0], card: [card("c1"), card("c2"), card("c4")] }, boardsHere[1]]);
    expect(merged[1]).toBe(boardsHere[1]);
  });

  it("keeps card ids unique across boards: a card here on any board is not added again", () => {
    const merged = mergeBoards(boardsHere, [
      { id: "b1", boardName: "Doing", card: [card("c3", { title: "Moved in the file" })] },
      { id: 2, boardName: "Numbered", card: [card("c2")] },
    ]);
    expect(merged).toEqual([...boardsHere, { id: 2, boardName: "Numbered", card: [] }]);
    const ids = merged.flatMap((board) => board.card.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("adds the file's new boards after this browser's, with only their new cards", () => {
    const { state } = apply(
      here,
      importing("merge", null, [
        { id: "b9", boardName: "Later", card: [card("c1"), card("c9"), { id: "c10", title: "No date" }] },
      ]),
    );
    expect(state.boards).toEqual([
      ...boardsHere,
      { id: "b9", boardName: "Later", card: [card("c9"), card("c10", { title: "No date" })] },
    ]);
    expect(state.todos).toBe(todosHere);
  });

  it("treats ids 1 and \"1\" as the same board and the same card", () => {
    const numbered: Board[] = [{ id: 1, boardName: "One", card: [card(1)] }];
    expect(mergeBoards(numbered, [{ id: "1", boardName: "One", card: [card("1"), card("2")] }])).toEqual([
      { id: 1, boardName: "One", card: [card(1), card("2")] },
    ]);
  });

  it("refuses when the file adds nothing", () => {
    const result = applyDataCommand(here, importing("merge", structuredClone(todosHere), [boardsHere[1]!]));
    expect(result).toEqual({ ok: false, error: NOTHING_TO_ADD, undoError: `Can't undo: ${NOTHING_TO_ADD}` });
    expect(NOTHING_TO_ADD).toBe("Nothing was added: everything in this file is already in your data.");
  });
});

describe("undoing an import", () => {
  it("restores exactly what was there, and undoing the undo imports again", () => {
    const imported = apply(here, importing("replace", fileTodos(), fileBoards()));
    const undone = apply(imported.state, throughForm(imported.change.inverse));
    expect(undone.state).toEqual(here);
    expect(JSON.stringify(undone.state)).toBe(JSON.stringify(here));
    const redone = apply(undone.state, throughForm(undone.change.inverse));
    expect(redone.state).toEqual(imported.state);
  });

  it("undoes a merge", () => {
    const merged = apply(here, importing("merge", fileTodos(), fileBoards()));
    expect(merged.state.todos).toHaveLength(4);
    const undone = apply(merged.state, throughForm(merged.change.inverse));
    expect(undone.state).toEqual(here);
  });

  it("refuses when the data changed since the import, and changes nothing", () => {
    const imported = apply(here, importing("replace", fileTodos(), fileBoards()));
    const later: StoredData = { ...imported.state, boards: [...imported.state.boards, { id: "b10", boardName: "New", card: [] }] };
    expect(applyDataCommand(later, throughForm(imported.change.inverse))).toEqual(CHANGED_SINCE);
    expect(CHANGED_SINCE).toEqual({
      ok: false,
      error: "Your data has changed since the import, so it was not put back.",
      undoError: "Can't undo: your data has changed since the import.",
    });
  });

  it("keeps later work on the set the import did not touch", () => {
    const imported = apply(here, importing("replace", fileTodos(), null));
    const later: StoredData = { ...imported.state, boards: [] };
    expect(apply(later, throughForm(imported.change.inverse)).state).toEqual({ todos: todosHere, boards: [] });
  });

  it("refuses a redo when the data changed since the undo", () => {
    const imported = apply(here, importing("merge", fileTodos(), null));
    const undone = apply(imported.state, imported.change.inverse);
    const later: StoredData = { ...undone.state, todos: [...undone.state.todos, { id: 3, title: "New", completed: false }] };
    expect(applyDataCommand(later, undone.change.inverse)).toEqual(CHANGED_SINCE);
  });
});
