import { format } from "date-fns";
import { parseBoards, type Board } from "./kanban";
import { isRecord } from "./loose-record";
import { parseTodos, type Todo } from "./todos";

// The backup file: what "Export backup" writes and "Import backup" reads.
// It holds the two data sets exactly as stored, in the original product's
// format, so a backup of the original's data restores unchanged. A file
// holding just a `todos` list or just a `kanban-board` list (copied out of
// the original's storage) is read too.

export const BACKUP_FORMAT = "taskboard-backup";
export const BACKUP_VERSION = 1;
/** Larger than any localStorage holds (about 5 MB), with room to spare. */
export const MAX_BACKUP_BYTES = 10 * 1024 * 1024;

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  todos: unknown;
  "kanban-board": unknown;
  /** A set's stored text that is not JSON, kept as text for whoever repairs it; an import leaves it alone. */
  unreadableText?: { todos?: string; "kanban-board"?: string };
}

type SetName = "todos" | "boards";

/** The data sets as stored: parsed JSON, not yet checked; undefined leaves a set out of the file. */
export interface StoredSets {
  todos: unknown;
  boards: unknown;
  /**
   * The sets that could not be read in full, each with its stored text, or null when the browser
   * would not read it at all.
   */
  unreadable?: Partial<Record<SetName, string | null>>;
}

export function createBackup({ todos, boards, unreadable = {} }: StoredSets, now: Date): Backup {
  const backup: Backup = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), todos, "kanban-board": boards };
  const texts = {
    ...(todos === undefined && unreadable.todos ? { todos: unreadable.todos } : {}),
    ...(boards === undefined && unreadable.boards ? { "kanban-board": unreadable.boards } : {}),
  };
  return Object.keys(texts).length > 0 ? { ...backup, unreadableText: texts } : backup;
}

const LABELS: Record<SetName, string> = { todos: "tasks", boards: "boards" };

/** The occasion of the backup a Replace import downloads first, of the data it replaces. */
export const BEFORE_IMPORT = "before-import";

/** What "Export backup" says it wrote, and what of the data it could not hold as the app reads it. */
export function exportedMessage(fileName: string, sets: StoredSets, occasion?: string): string {
  const notes = (["todos", "boards"] as const).flatMap((name) => {
    const text = sets.unreadable?.[name];
    if (text === undefined) return [];
    const label = LABELS[name];
    if (text === null) return [`Your ${label} could not be read from this browser's storage, so they are not in it.`];
    if (sets[name] === undefined) {
      return [`Your ${label} could not be read: the file keeps their text as stored, which an import cannot restore.`];
    }
    return [`Some of your ${label} could not be read: the file keeps them as stored, and an import restores what can be read.`];
  });
  const lead = occasion === BEFORE_IMPORT ? "Your data as it was before this import was" : "Backup";
  return [`${lead} downloaded as ${fileName}.`, ...notes].join(" ");
}

/**
 * `taskboard-backup-2026-11-22.json`, by the user's calendar day; with `occasion`,
 * `taskboard-backup-2026-11-22-before-import.json`, apart from the day's exports.
 */
export function backupFileName(now: Date, occasion?: string): string {
  return `taskboard-backup-${format(now, "yyyy-MM-dd")}${occasion ? `-${occasion}` : ""}.json`;
}

/** Whether the sets hold anything a backup would keep: a record, or data that could not be read. */
export function holdsData({ todos, boards, unreadable = {} }: StoredSets): boolean {
  const filled = (set: unknown) => !Array.isArray(set) || set.length > 0;
  return filled(todos) || filled(boards) || Object.keys(unreadable).length > 0;
}

export const NOTHING_IMPORTED = "Nothing was imported.";
export const TOO_LARGE = `This file is larger than 10 MB, so it is not a Taskboard backup. ${NOTHING_IMPORTED}`;
export const NOT_JSON = `This file could not be read: it is not JSON, so it is not a Taskboard backup. ${NOTHING_IMPORTED}`;
export const EMPTY_FILE = `This file is empty: it is not a Taskboard backup. ${NOTHING_IMPORTED}`;
export const NOT_A_BACKUP =
  "This file is not a Taskboard backup. Choose a file saved by Export backup, or a copy of the original app's " +
  `todos or kanban-board storage entry. ${NOTHING_IMPORTED}`;
export const NOTHING_IN_FILE = `This file holds no tasks and no boards. ${NOTHING_IMPORTED}`;
export const NOTHING_READABLE = `None of the records in this file could be read. ${NOTHING_IMPORTED}`;

export function newerVersion(version: number): string {
  return (
    `This backup was made by a newer version of Taskboard (backup version ${version}; this app reads version ` +
    `${BACKUP_VERSION}). Update the app, then import it again. ${NOTHING_IMPORTED}`
  );
}

export { originalFileName } from "./file-names";

/** A file's size, checked before it is read. */
export function checkFileSize(bytes: number): string | null {
  return bytes > MAX_BACKUP_BYTES ? TOO_LARGE : null;
}

/**
 * A file read for import: the data sets it holds as they are in the file
 * (null: not in it), what of them can be read, and how many records cannot.
 */
export interface BackupContents {
  ok: true;
  todos: unknown[] | null;
  boards: unknown[] | null;
  readable: { todos: Todo[] | null; boards: Board[] | null };
  /** Records (or fields of records) that fail validation and would be left out. */
  unreadable: number;
  /** Which of them, and why (see whyUnreadable). */
  unreadableParts: UnreadableParts;
  exportedAt: Date | null;
}

export type BackupReading = BackupContents | { ok: false; error: string };

const failed = (error: string): BackupReading => ({ ok: false, error });

const has = (record: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** A bare list: the original's `kanban-board` when any element looks like a board, its `todos` when any looks like a task. */
function kindOfList(list: unknown[]): "todos" | "boards" | null {
  const records = list.filter(isRecord);
  if (records.some((record) => has(record, "boardName") || has(record, "card"))) return "boards";
  if (records.some((record) => has(record, "title") || has(record, "completed"))) return "todos";
  return null;
}

/** A set the file holds: the list as it is in the file and what of it can be read; not a list counts as one unreadable record. */
function readSet<T>(section: unknown, parse: (input: unknown) => { value: T[]; dropped: number }) {
  if (section === undefined) return { raw: null, readable: null, dropped: 0 };
  if (!Array.isArray(section)) return { raw: null, readable: null, dropped: 1 };
  const { value, dropped } = parse(section);
  return { raw: section, readable: value, dropped };
}

function readSets(todos: unknown, boards: unknown, exportedAt: Date | null): BackupReading {
  const readTodos = readSet(todos, parseTodos);
  const readBoards = readSet(boards, (input) => parseBoards(input));
  const unreadable = readTodos.dropped + readBoards.dropped;
  if (!readTodos.raw && !readBoards.raw) return failed(unreadable > 0 ? NOT_A_BACKUP : NOTHING_IN_FILE);
  const readable = { todos: readTodos.readable, boards: readBoards.readable };
  if (unreadable > 0 && countContents(readable).items === 0) return failed(NOTHING_READABLE);
  const unreadableParts = unreadable > 0 ? whyUnreadable(readTodos.raw, readBoards.raw) : NONE_UNREADABLE;
  return { ok: true, todos: readTodos.raw, boards: readBoards.raw, readable, unreadable, unreadableParts, exportedAt };
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An object with the original's storage keys and no backup format: a copy of the browser's storage
 * (`JSON.stringify(localStorage)` keeps each entry as its text) or a file made by hand. Its
 * `todos` and `kanban-board` are read as lists; anything else is not a backup.
 */
function readStorageCopy(json: Record<string, unknown>): BackupReading {
  const list = (value: unknown): unknown[] | undefined | null => {
    if (value === undefined || Array.isArray(value)) return value;
    if (typeof value !== "string") return null;
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  };
  const todos = list(json.todos);
  const boards = list(json["kanban-board"]);
  if (todos === null || boards === null || (todos === undefined && boards === undefined)) return failed(NOT_A_BACKUP);
  return readSets(todos, boards, null);
}

/** Reads a file's text as a backup, or says plainly why it is not one. */
export function readBackup(text: string): BackupReading {
  // Nothing but white space (a byte-order mark too): no JSON error to speak of.
  if (text.trim() === "") return failed(EMPTY_FILE);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failed(NOT_JSON);
  }
  if (Array.isArray(json)) {
    if (json.length === 0) return failed(NOTHING_IN_FILE);
    const kind = kindOfList(json);
    if (kind === "todos") return readSets(json, undefined, null);
    if (kind === "boards") return readSets(undefined, json, null);
    return failed(NOT_A_BACKUP);
  }
  if (isRecord(json) && !has(json, "format")) return readStorageCopy(json);
  if (!isRecord(json) || json.format !== BACKUP_FORMAT) return failed(NOT_A_BACKUP);
  const { version } = json;
  if (typeof version !== "number" || !Number.isSafeInteger(version) || version < 1) return failed(NOT_A_BACKUP);
  if (version > BACKUP_VERSION) return failed(newerVersion(version));
  const todos = json.todos ?? undefined;
  const boards = json["kanban-board"] ?? undefined;
  return readSets(todos, boards, dateOf(json.exportedAt));
}

// ---- What could not be read, in words ----

type Kind = "task" | "board" | "card";
/** Why a record is left out: as said of one ("its title is not text"), of several, and in a list ("whose title is not text"). */
type Reason = readonly [one: string, several: string, listed: string];

/** For each kind, how many records are left out for each reason; `details`: parts of records read (labels, checklist items, fields). */
export interface UnreadableParts {
  records: Record<Kind, Map<Reason, number>>;
  details: number;
}

const NONE_UNREADABLE: UnreadableParts = { records: { task: new Map(), board: new Map(), card: new Map() }, details: 0 };

const notA = (kind: Kind): Reason => [`it is not a ${kind}`, `they are not ${kind}s`, `that is not a ${kind}`];
const field = (name: string, what: string, whats: string): Reason => [
  `its ${name} is ${what}`,
  `their ${name}s are ${whats}`,
  `whose ${name} is ${what}`,
];
const REASONS = {
  notTask: notA("task"),
  notBoard: notA("board"),
  notCard: notA("card"),
  taskId: field("id", "not a number", "not numbers"),
  id: field("id", "not text or a number", "not text or numbers"),
  title: field("title", "not text", "not text"),
  done: field("done mark", "not true or false", "not true or false"),
  boardName: field("name", "not text", "not text"),
  onUnreadableBoard: ["its board could not be read", "their boards could not be read", "on a board that could not be read"],
} satisfies Record<string, Reason>;

// The readers' field checks (loose-record.ts's isText, isFiniteNumber, isFlag, isId), written out:
// importing them here would make the chunk every page loads export them to this page's, in bytes.
const isText = (value: unknown): value is string => typeof value === "string";
const isFiniteNumber = (value: unknown) => typeof value === "number" && Number.isFinite(value);
const isFlag = (value: unknown) => typeof value === "boolean";
const isId = (value: unknown) => isText(value) || isFiniteNumber(value);

function reasonForTask(record: unknown): Reason | null {
  if (!isRecord(record)) return REASONS.notTask;
  if (!isFiniteNumber(record.id)) return REASONS.taskId;
  if (!isText(record.title)) return REASONS.title;
  return isFlag(record.completed) ? null : REASONS.done;
}

function reasonForBoard(record: Record<string, unknown>): Reason | null {
  if (!isId(record.id)) return REASONS.id;
  return isText(record.boardName) ? null : REASONS.boardName;
}

function reasonForCard(record: unknown): Reason | null {
  if (!isRecord(record)) return REASONS.notCard;
  if (!isId(record.id)) return REASONS.id;
  return isText(record.title) ? null : REASONS.title;
}

/**
 * Which records of the file's sets are left out, by kind and why, as the readers (todos.ts's
 * readTodo, kanban.ts's parseBoards) decide; what else they count (a label, a checklist item, a
 * field of the wrong type, a key named `__proto__`) is a detail.
 */
function whyUnreadable(todos: unknown[] | null, boards: unknown[] | null): UnreadableParts {
  const records: UnreadableParts["records"] = { task: new Map(), board: new Map(), card: new Map() };
  const note = (kind: Kind, reason: Reason, n = 1) => records[kind].set(reason, (records[kind].get(reason) ?? 0) + n);
  let wholeRecords = 0;
  for (const todo of todos ?? []) {
    const reason = reasonForTask(todo);
    if (reason) note("task", reason);
  }
  for (const board of boards ?? []) {
    if (!isRecord(board)) {
      note("board", REASONS.notBoard);
      continue;
    }
    const cards = Array.isArray(board.card) ? board.card : [];
    const reason = reasonForBoard(board);
    if (reason) {
      note("board", reason);
      if (cards.length > 0) note("card", REASONS.onUnreadableBoard, cards.length);
      continue;
    }
    for (const card of cards) {
      const cardReason = reasonForCard(card);
      if (cardReason) note("card", cardReason);
    }
  }
  for (const kind of ["task", "board"] as const) for (const n of records[kind].values()) wholeRecords += n;
  for (const [reason, n] of records.card) if (reason !== REASONS.onUnreadableBoard) wholeRecords += n;
  const dropped = (todos ? parseTodos(todos).dropped : 0) + (boards ? parseBoards(boards).dropped : 0);
  return { records, details: Math.max(0, dropped - wholeRecords) };
}

/** The records of `kind` left out, counted. */
function unreadableCount(parts: UnreadableParts, kind: Kind): number {
  let total = 0;
  for (const n of parts.records[kind].values()) total += n;
  return total;
}

/** "1 task could not be read: its title is not text." and the like, one sentence a kind; then the details. */
export function describeUnreadable(parts: UnreadableParts): string {
  const sentences = (["task", "board", "card"] as const).flatMap((kind) => {
    const reasons = [...parts.records[kind]];
    const total = unreadableCount(parts, kind);
    if (total === 0) return [];
    const lead = `${countOf(total, kind)} could not be read`;
    if (reasons.length === 1) return [`${lead}: ${total === 1 ? reasons[0]![0][0] : reasons[0]![0][1]}.`];
    return [`${lead}: ${reasons.map(([reason, n]) => `${n.toLocaleString("en-US")} ${reason[2]}`).join(", ")}.`];
  });
  if (parts.details > 0) {
    sentences.push(
      `${countOf(parts.details, "detail")} of the records read (a label, a checklist item, a field of the wrong type) ` +
        `could not be read, and ${parts.details === 1 ? "is" : "are"} left out.`,
    );
  }
  return sentences.join(" ");
}

/** "the other 2 tasks, 4 boards and 3 cards": what an import of the readable records brings in. */
export function describeReadable(contents: BackupContents): string {
  const counted = countContents(contents.readable);
  const parts: string[] = [];
  if (contents.readable.todos) parts.push(countOf(counted.tasks, "task"));
  if (contents.readable.boards) parts.push(countOf(counted.boards, "board"), countOf(counted.cards, "card"));
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
  const whole = (["task", "board", "card"] as const).some((kind) => unreadableCount(contents.unreadableParts, kind) > 0);
  return whole ? `the other ${list}` : list;
}

/** What can be imported, counted: tasks, boards and the cards on them. */
export function countContents({ todos, boards }: BackupContents["readable"]) {
  const cards = boards?.reduce((sum, board) => sum + board.card.length, 0) ?? 0;
  return { tasks: todos?.length ?? 0, boards: boards?.length ?? 0, cards, items: (todos?.length ?? 0) + (boards?.length ?? 0) + cards };
}

/** "1 task", "49,999 tasks": thousands separated, as the Data page shows its counts and byte counts. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? singular : plural}`;
}

/**
 * "12 tasks, 3 boards, 41 cards, exported November 22, 2026, 11:00 AM": the sets the file holds, and
 * when it was made in this device's time (the day as due dates show it; the time tells apart two
 * backups of a day, and the day may differ from the file name's, which is the exporting device's).
 */
export function describeContents(contents: BackupContents): string {
  const readable = countContents(contents.readable);
  // Every record in the file: the readable ones and those left out, as the warning beside it counts them.
  const left = (kind: Kind) => unreadableCount(contents.unreadableParts, kind);
  const counted = { tasks: readable.tasks + left("task"), boards: readable.boards + left("board"), cards: readable.cards + left("card") };
  const parts: string[] = [];
  if (contents.readable.todos) parts.push(countOf(counted.tasks, "task"));
  if (contents.readable.boards) parts.push(countOf(counted.boards, "board"), countOf(counted.cards, "card"));
  if (contents.exportedAt) parts.push(`exported ${format(contents.exportedAt, "MMMM dd, yyyy, h:mm a")}`);
  return parts.join(", ");
}
