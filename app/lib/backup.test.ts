// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MAX_BACKUP_BYTES,
  NOT_A_BACKUP,
  NOT_JSON,
  EMPTY_FILE,
  NOTHING_IN_FILE,
  NOTHING_READABLE,
  TOO_LARGE,
  backupFileName,
  BEFORE_IMPORT,
  holdsData,
  checkFileSize,
  countContents,
  createBackup,
  exportedMessage,
  describeContents,
  describeReadable,
  describeUnreadable,
  newerVersion,
  readBackup,
  type BackupContents,
  type BackupReading,
} from "./backup";

afterEach(() => vi.unstubAllEnvs());

// Data as the original product stores it.
const todos = [
  { id: 1, title: "Buy milk", completed: false },
  { id: 2, title: "Call Sam", completed: true },
];
const boards = [
  {
    id: "b1",
    boardName: "Doing",
    card: [
      { id: "c1", title: "Draft", tags: [{ id: 1, tagName: "Urgent", color: "#ff0000" }], task: [], date: "" },
      { id: "c2", title: "Review", tags: [], task: [{ id: 1, task: "Read it", completed: false }], date: "2026-11-30" },
    ],
  },
  { id: "b2", boardName: "Done", card: [{ id: "c3", title: "Ship", tags: [], task: [], date: "" }] },
];

/** Local noon: the same calendar day in every time zone's formatting. */
const exportedAt = new Date(2026, 10, 22, 12, 0, 0);

function backupText(fields: Record<string, unknown>): string {
  return JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: exportedAt.toISOString(), ...fields });
}

function read(text: string): BackupContents {
  const reading: BackupReading = readBackup(text);
  if (!reading.ok) throw new Error(`expected a readable backup, got: ${reading.error}`);
  return reading;
}

describe("createBackup", () => {
  it("holds the format, the version, the time and both data sets exactly as stored", () => {
    const backup = createBackup({ todos, boards }, exportedAt);
    expect(backup).toEqual({
      format: "taskboard-backup",
      version: 1,
      exportedAt: exportedAt.toISOString(),
      todos,
      "kanban-board": boards,
    });
    expect(backup.todos).toBe(todos);
    expect(backup["kanban-board"]).toBe(boards);
  });

  it("keeps a set's text that is not JSON apart, as text, and only for a set it leaves out", () => {
    const backup = createBackup(
      { todos, boards: undefined, unreadable: { todos: "[partly]", boards: "{not json" } },
      exportedAt,
    );
    expect(backup.unreadableText).toEqual({ "kanban-board": "{not json" });
    expect(backup).not.toHaveProperty("kanban-board", expect.anything());
    expect(createBackup({ todos, boards, unreadable: { boards: null } }, exportedAt)).not.toHaveProperty("unreadableText");
    // An import reads the sets it holds and leaves the text alone.
    expect(read(JSON.stringify(backup))).toMatchObject({ todos, boards: null, unreadable: 0 });
  });

  it("is read back as the very sets it was made of", () => {
    const contents = read(JSON.stringify(createBackup({ todos, boards }, exportedAt)));
    expect(contents).toEqual({
      ok: true,
      todos,
      boards,
      readable: { todos, boards },
      unreadable: 0,
      unreadableParts: { records: { task: new Map(), board: new Map(), card: new Map() }, details: 0 },
      exportedAt,
    });
  });
});

describe("backupFileName", () => {
  it("is named by the user's calendar day, not the UTC one", () => {
    vi.stubEnv("TZ", "America/New_York");
    // 23:30 on November 22 in New York is already November 23 in UTC.
    const lateEvening = new Date(2026, 10, 22, 23, 30);
    expect(lateEvening.toISOString().slice(0, 10)).toBe("2026-11-23");
    expect(backupFileName(lateEvening)).toBe("taskboard-backup-2026-11-22.json");
    expect(backupFileName(new Date(2026, 0, 5, 0, 10))).toBe("taskboard-backup-2026-01-05.json");
  });

  it("names the backup made before an import apart from the day's exports", () => {
    expect(backupFileName(new Date(2026, 0, 5, 9), BEFORE_IMPORT)).toBe("taskboard-backup-2026-01-05-before-import.json");
  });
});

describe("holdsData", () => {
  it("is false for nothing stored, true for any record or any set that could not be read", () => {
    expect(holdsData({ todos: [], boards: [] })).toBe(false);
    expect(holdsData({ todos: [], boards: [], unreadable: {} })).toBe(false);
    expect(holdsData({ todos: [{ id: 1, title: "A", completed: false }], boards: [] })).toBe(true);
    expect(holdsData({ todos: [], boards: [{ id: "b", boardName: "B", card: [] }] })).toBe(true);
    // Not JSON, or not readable at all: still something to keep.
    expect(holdsData({ todos: undefined, boards: [], unreadable: { todos: "{oops" } })).toBe(true);
    expect(holdsData({ todos: undefined, boards: [], unreadable: { todos: null } })).toBe(true);
    // A set stored as something other than a list is kept as stored.
    expect(holdsData({ todos: { id: 1 }, boards: [] })).toBe(true);
  });
});

describe("checkFileSize", () => {
  it("accepts a file of up to 10 MB", () => {
    expect(MAX_BACKUP_BYTES).toBe(10 * 1024 * 1024);
    expect(checkFileSize(0)).toBeNull();
    expect(checkFileSize(10 * 1024 * 1024)).toBeNull();
  });

  it("refuses a file over 10 MB before it is read, and says why", () => {
    expect(checkFileSize(10 * 1024 * 1024 + 1)).toBe(TOO_LARGE);
    expect(TOO_LARGE).toBe("This file is larger than 10 MB, so it is not a Taskboard backup. Nothing was imported.");
  });
});

describe("readBackup: the shapes it accepts", () => {
  it("reads a full backup: both sets as they are in the file, what of them can be read, and when it was exported", () => {
    const contents = read(backupText({ todos, "kanban-board": boards }));
    expect(contents.todos).toEqual(todos);
    expect(contents.boards).toEqual(boards);
    expect(contents.readable).toEqual({ todos, boards });
    expect(contents.unreadable).toBe(0);
    expect(contents.exportedAt?.getTime()).toBe(exportedAt.getTime());
  });

  it("reads a file holding just a `todos` list, copied from the original's storage", () => {
    const contents = read(JSON.stringify(todos));
    expect(contents).toMatchObject({ todos, boards: null, readable: { todos, boards: null }, unreadable: 0, exportedAt: null });
  });

  it("reads a file holding just a `kanban-board` list, copied from the original's storage", () => {
    const contents = read(JSON.stringify(boards));
    expect(contents).toMatchObject({ todos: null, boards, readable: { todos: null, boards }, unreadable: 0, exportedAt: null });
  });

  it("reads an object of the original's storage keys without a format: a copy of the browser's storage, or made by hand", () => {
    expect(read(JSON.stringify({ todos, "kanban-board": boards }))).toMatchObject({ todos, boards, unreadable: 0, exportedAt: null });
    // JSON.stringify(localStorage): each entry is its stored text.
    const copy = JSON.stringify({ todos: JSON.stringify(todos), "kanban-board": JSON.stringify(boards), theme: "dark" });
    expect(read(copy)).toMatchObject({ todos, boards });
    expect(read(JSON.stringify({ todos }))).toMatchObject({ todos, boards: null });
    // Neither key, or one that holds no list: not a backup.
    expect(readBackup("{}")).toEqual({ ok: false, error: NOT_A_BACKUP });
    expect(readBackup(JSON.stringify({ todos: "Buy milk" }))).toEqual({ ok: false, error: NOT_A_BACKUP });
    expect(readBackup(JSON.stringify({ todos, "kanban-board": { id: 1 } }))).toEqual({ ok: false, error: NOT_A_BACKUP });
  });

  it("reads a backup holding one set only, leaving the other out (so an import leaves it alone)", () => {
    expect(read(backupText({ todos }))).toMatchObject({ todos, boards: null });
    expect(read(backupText({ "kanban-board": boards }))).toMatchObject({ todos: null, boards });
    // A set saved as null is not in the file either.
    expect(read(backupText({ todos: null, "kanban-board": boards }))).toMatchObject({ todos: null, boards });
  });

  it("reads a backup of empty data as two empty sets", () => {
    expect(read(backupText({ todos: [], "kanban-board": [] }))).toMatchObject({
      todos: [],
      boards: [],
      readable: { todos: [], boards: [] },
      unreadable: 0,
    });
  });

  it("keeps fields this app does not know, as the original stored them", () => {
    const extra = [{ id: 1, title: "a", completed: false, pinned: true }];
    expect(read(JSON.stringify(extra)).readable.todos).toEqual(extra);
  });
});

describe("readBackup: one rule per bad file", () => {
  const refusal = (text: string) => {
    const reading = readBackup(text);
    return reading.ok ? "read as a backup" : reading.error;
  };

  it("refuses text that is not JSON", () => {
    expect(refusal("{not json")).toBe(NOT_JSON);
    expect(NOT_JSON).toBe("This file could not be read: it is not JSON, so it is not a Taskboard backup. Nothing was imported.");
  });

  it("says an empty file is empty, not that it is not JSON: no text, or only white space", () => {
    for (const text of ["", " ", "\n\r\n\t ", "\uFEFF"]) expect(refusal(text)).toBe(EMPTY_FILE);
    expect(EMPTY_FILE).toBe("This file is empty: it is not a Taskboard backup. Nothing was imported.");
  });

  it("refuses JSON that is not a backup: a number, a text, null, an object of another format", () => {
    expect(NOT_A_BACKUP).toMatch(/^This file is not a Taskboard backup\. /);
    expect(NOT_A_BACKUP).toMatch(/Nothing was imported\.$/);
    expect(refusal("42")).toBe(NOT_A_BACKUP);
    expect(refusal('"todos"')).toBe(NOT_A_BACKUP);
    expect(refusal("null")).toBe(NOT_A_BACKUP);
    expect(refusal(JSON.stringify({ name: "Sam" }))).toBe(NOT_A_BACKUP);
    expect(refusal(backupText({ format: "other-backup", todos }))).toBe(NOT_A_BACKUP);
  });

  it("refuses a version that is not a whole number from 1: 0, \"1\", 1.5, missing", () => {
    expect(refusal(backupText({ version: 0, todos }))).toBe(NOT_A_BACKUP);
    expect(refusal(backupText({ version: "1", todos }))).toBe(NOT_A_BACKUP);
    expect(refusal(backupText({ version: 1.5, todos }))).toBe(NOT_A_BACKUP);
    expect(refusal(backupText({ version: undefined, todos }))).toBe(NOT_A_BACKUP);
  });

  it("refuses a backup of a newer version, naming both versions", () => {
    expect(refusal(backupText({ version: 2, todos }))).toBe(newerVersion(2));
    expect(newerVersion(2)).toBe(
      "This backup was made by a newer version of Taskboard (backup version 2; this app reads version 1). " +
        "Update the app, then import it again. Nothing was imported.",
    );
  });

  it("refuses a backup that holds neither set", () => {
    expect(refusal(backupText({}))).toBe(NOTHING_IN_FILE);
    expect(refusal(backupText({ todos: null, "kanban-board": null }))).toBe(NOTHING_IN_FILE);
    expect(NOTHING_IN_FILE).toBe("This file holds no tasks and no boards. Nothing was imported.");
  });

  it("refuses an empty list", () => {
    expect(refusal("[]")).toBe(NOTHING_IN_FILE);
  });

  it("refuses a list of unrelated objects or values", () => {
    expect(refusal(JSON.stringify([{ name: "Sam", email: "sam@example.com" }]))).toBe(NOT_A_BACKUP);
    expect(refusal("[1, 2, 3]")).toBe(NOT_A_BACKUP);
    expect(refusal("[[], null]")).toBe(NOT_A_BACKUP);
  });

  it("counts a set that is not a list as unreadable, and reads the other set", () => {
    const contents = read(backupText({ todos: { 1: "Buy milk" }, "kanban-board": boards }));
    expect(contents).toMatchObject({ todos: null, boards, readable: { todos: null, boards }, unreadable: 1 });
  });

  it("refuses a backup whose sets are both not lists", () => {
    expect(refusal(backupText({ todos: "Buy milk", "kanban-board": {} }))).toBe(NOT_A_BACKUP);
  });

  it("counts the records that fail validation and keeps the readable ones apart", () => {
    const contents = read(
      backupText({
        todos: [...todos, { id: 3, title: 42, completed: false }, "Call Sam"],
        "kanban-board": [
          {
            ...boards[0],
            card: [
              // A card without a title is left out; one with a numeric date is read with no date, and counted.
              { id: "c9", tags: [], task: [], date: "" },
              { id: "c1", title: "Draft", tags: [], task: [], date: 20261130 },
            ],
          },
          { id: "b3" },
        ],
      }),
    );
    expect(contents.unreadable).toBe(5);
    expect(contents.readable.todos).toEqual(todos);
    expect(contents.readable.boards).toEqual([
      { ...boards[0], card: [{ id: "c1", title: "Draft", tags: [], task: [], date: "" }] },
    ]);
    // The file's lists themselves are kept as they are.
    expect(contents.todos).toHaveLength(4);
    expect(countContents(contents.readable).items).toBe(4);
    // Said by kind and why; the preview's counts are the file's, those left out among them.
    expect(describeUnreadable(contents.unreadableParts)).toBe(
      "2 tasks could not be read: 1 whose title is not text, 1 that is not a task. 1 board could not be read: its name is not text. " +
        "1 card could not be read: its title is not text. " +
        "1 detail of the records read (a label, a checklist item, a field of the wrong type) could not be read, and is left out.",
    );
    expect(describeContents(contents)).toBe("4 tasks, 2 boards, 2 cards, exported November 22, 2026, 12:00 PM");
    expect(describeReadable(contents)).toBe("the other 2 tasks, 1 board and 1 card");
  });

  it("says a field of the wrong type, alone, as a detail, and offers the records without it", () => {
    const contents = read(backupText({ "kanban-board": [{ ...boards[1], card: [{ ...boards[1]!.card[0], date: 5 }] }] }));
    expect(describeUnreadable(contents.unreadableParts)).toBe(
      "1 detail of the records read (a label, a checklist item, a field of the wrong type) could not be read, and is left out.",
    );
    expect(describeReadable(contents)).toBe("1 board and 1 card");
  });

  it("refuses a file none of whose records can be read", () => {
    expect(refusal(JSON.stringify([{ id: 1, title: "no completed" }, { title: 7 }]))).toBe(NOTHING_READABLE);
    expect(refusal(backupText({ todos: [{ id: "one" }], "kanban-board": [] }))).toBe(NOTHING_READABLE);
    expect(NOTHING_READABLE).toBe("None of the records in this file could be read. Nothing was imported.");
  });
});

describe("readBackup: the export time", () => {
  it("is left out when missing or not a time", () => {
    expect(read(backupText({ exportedAt: undefined, todos })).exportedAt).toBeNull();
    expect(read(backupText({ exportedAt: "yesterday", todos })).exportedAt).toBeNull();
    expect(read(backupText({ exportedAt: 1_700_000_000_000, todos })).exportedAt).toBeNull();
  });
});

describe("countContents and describeContents", () => {
  it("count tasks, boards and the cards on them", () => {
    expect(countContents({ todos, boards })).toEqual({ tasks: 2, boards: 2, cards: 3, items: 7 });
    expect(countContents({ todos: null, boards: null })).toEqual({ tasks: 0, boards: 0, cards: 0, items: 0 });
  });

  it("describe a full backup with its export date", () => {
    expect(describeContents(read(backupText({ todos, "kanban-board": boards })))).toBe(
      "2 tasks, 2 boards, 3 cards, exported November 22, 2026, 12:00 PM",
    );
  });

  it("tell two backups of one day apart by their time, in this device's time, the day written as due dates are", () => {
    const at = (date: Date) =>
      describeContents(read(JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: date.toISOString(), todos: [] })));
    expect(at(new Date(2026, 5, 5, 8, 5))).toBe("0 tasks, exported June 05, 2026, 8:05 AM");
    expect(at(new Date(2026, 5, 5, 21, 40))).toBe("0 tasks, exported June 05, 2026, 9:40 PM");
  });

  it("name only the sets the file holds, in the singular for one, and no date when it has none", () => {
    expect(describeContents(read(JSON.stringify([todos[0]])))).toBe("1 task");
    expect(describeContents(read(JSON.stringify([boards[1]])))).toBe("1 board, 1 card");
    expect(describeContents(read(backupText({ todos: [], "kanban-board": [] })))).toBe(
      "0 tasks, 0 boards, 0 cards, exported November 22, 2026, 12:00 PM",
    );
  });

  it("separate thousands, as the Data page's other counts and byte counts do", () => {
    const many = Array.from({ length: 49_999 }, (_, i) => ({ id: i + 1, title: `Task ${i + 1}`, completed: false }));
    const manyCards = [{ id: "b", boardName: "Big", card: Array.from({ length: 1_200 }, (_, i) => ({ id: `c${i}`, title: "C" })) }];
    expect(describeContents(read(backupText({ todos: many, "kanban-board": manyCards })))).toBe(
      "49,999 tasks, 1 board, 1,200 cards, exported November 22, 2026, 12:00 PM",
    );
  });
});

describe("exportedMessage", () => {
  const file = "taskboard-backup-2026-12-07.json";
  it("names the file, and nothing more when every set was read", () => {
    expect(exportedMessage(file, { todos, boards, unreadable: {} })).toBe(`Backup downloaded as ${file}.`);
    expect(exportedMessage(file, { todos, boards })).toBe(`Backup downloaded as ${file}.`);
  });

  it("says what the backup made before an import holds", () => {
    expect(exportedMessage(file, { todos, boards: undefined, unreadable: { boards: "{bad" } }, BEFORE_IMPORT)).toBe(
      `Your data as it was before this import was downloaded as ${file}. ` +
        "Your boards could not be read: the file keeps their text as stored, which an import cannot restore.",
    );
  });

  it("says which sets could not be read, and what the file holds of each", () => {
    expect(exportedMessage(file, { todos, boards: undefined, unreadable: { boards: "{bad" } })).toBe(
      `Backup downloaded as ${file}. Your boards could not be read: the file keeps their text as stored, which an import cannot restore.`,
    );
    expect(exportedMessage(file, { todos, boards, unreadable: { todos: "[...]" } })).toBe(
      `Backup downloaded as ${file}. Some of your tasks could not be read: the file keeps them as stored, and an import restores what can be read.`,
    );
    expect(exportedMessage(file, { todos: undefined, boards: undefined, unreadable: { todos: null, boards: "{" } })).toBe(
      `Backup downloaded as ${file}. Your tasks could not be read from this browser's storage, so they are not in it. ` +
        "Your boards could not be read: the file keeps their text as stored, which an import cannot restore.",
    );
  });
});
