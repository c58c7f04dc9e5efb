import { generateNKeysBetween } from "fractional-indexing";
import * as Y from "yjs";
import type { Board, Card, ChecklistItem, Tag } from "./kanban";
import type { Todo } from "./todos";

// The mapping between the stored format (`kanban-board`, `todos`) and the Yjs
// document that syncs it (issue 15). Pure: a Y.Doc in, a Y.Doc or data out.
//
// Layout: top-level Y.Maps `boards`, `cards`, `labels`, `checklist` and `tasks`,
// each holding one Y.Map per record: the record's own fields, `position` (a
// fractional-indexing key; lists sort by position, ties by key) and for
// children the parent's key (`board` on a card, `card` on a label or checklist
// item). Boards and cards are keyed by their id's text, labels and checklist
// items by their card's key and their id (ids are unique only within a card),
// tasks by a uid (numeric ids repeat across devices). No Yjs arrays: a move
// only sets a parent and a position, so concurrent moves can never duplicate.
// A record field named like a layout field (or starting with "~") is kept
// under a "~" prefix.
//
// Every write is a field set or an entry delete, so concurrent edits of
// different fields all survive and the same field ends the same everywhere.
//
// Pure apart from two per-doc memories for the session (WeakMaps, lost on a
// reload, only ever sharpening a lookup): the doc key of each task record read
// or written, and the keys of deleted tasks so that undo restores one under
// its old key.

export interface SyncedData {
  todos: Todo[];
  boards: Board[];
}

type Kind = "boards" | "cards" | "labels" | "checklist" | "tasks";
const KINDS: readonly Kind[] = ["boards", "cards", "labels", "checklist", "tasks"];

interface KindRules {
  /** The field holding the parent's key, if the kind has parents. */
  parent: "board" | "card" | null;
  /** Fields in the order the app writes them (lists of children included); others follow by name. */
  known: readonly string[];
  /** Fields that are lists of children, stored as their own entries. */
  children: readonly string[];
}

const RULES: Record<Kind, KindRules> = {
  boards: { parent: null, known: ["id", "boardName", "card"], children: ["card"] },
  cards: { parent: "board", known: ["id", "title", "tags", "task", "date"], children: ["tags", "task"] },
  labels: { parent: "card", known: ["id", "tagName", "color"], children: [] },
  checklist: { parent: "card", known: ["id", "task", "completed"], children: [] },
  tasks: { parent: null, known: ["id", "title", "completed"], children: [] },
};

const POSITION = "position";
const NO_PARENT = "";

const RECOVERED_BOARD_ID = "recovered-cards";
const RECOVERED_BOARD_NAME = "Recovered cards";

// ---- Field names and values ----

function isReserved(kind: Kind, name: string): boolean {
  return name === POSITION || name === RULES[kind].parent || name.startsWith("~");
}

function encodeField(kind: Kind, name: string): string {
  return isReserved(kind, name) ? `~${name}` : name;
}

function decodeField(name: string): string {
  return name.startsWith("~") ? name.slice(1) : name;
}

/** Deep equality of JSON-like values (key order does not matter). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  if (keys.length !== Object.keys(rb).length) return false;
  return keys.every((key) => Object.hasOwn(rb, key) && sameValue(ra[key], rb[key]));
}

/** A record's own fields as stored in the document (children lists left out). */
function ownFields(kind: Kind, record: Record<string, unknown>): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  const { children } = RULES[kind];
  for (const [name, value] of Object.entries(record)) {
    if (children.includes(name) || value === undefined) continue;
    fields.set(encodeField(kind, name), value);
  }
  return fields;
}

// ---- Keys ----

function labelKey(cardKey: string, id: unknown): string {
  return JSON.stringify([cardKey, String(id)]);
}

/** A task's key: the Yjs id of the entry about to be written, so unique wherever the doc goes. */
function newTaskKey(doc: Y.Doc): string {
  return `${doc.clientID.toString(36)}.${Y.getState(doc.store, doc.clientID).toString(36)}`;
}

/**
 * The keys of tasks this session deleted, by their whole record: undo puts a
 * task back as it was, under its old key, so two devices that deleted the
 * same task and both undid it end with one task, not two.
 */
const deletedTasks = new WeakMap<Y.Doc, Map<string, string>>();

function deletedTaskKeys(doc: Y.Doc): Map<string, string> {
  let keys = deletedTasks.get(doc);
  if (!keys) deletedTasks.set(doc, (keys = new Map()));
  return keys;
}

function taskLocalKey(id: number): string {
  return `#${id}`;
}

// ---- The stored format, flattened ----

interface Entry {
  kind: Kind;
  /** The key in the document (tasks: a local key, `#id`, resolved against the doc). */
  key: string;
  parent: string;
  record: Record<string, unknown>;
}

type Flat = Record<Kind, { entries: Map<string, Entry>; lists: Map<string, string[]> }>;

function flatten(data: SyncedData, unchanged?: ReadonlySet<Board>): Flat {
  const flat = Object.fromEntries(KINDS.map((kind) => [kind, { entries: new Map(), lists: new Map() }])) as Flat;
  function add(kind: Kind, key: string, parent: string, record: Record<string, unknown>): void {
    const { entries, lists } = flat[kind];
    // A repeated key (data not read through the parser) counts once.
    if (entries.has(key)) return;
    entries.set(key, { kind, key, parent, record });
    let list = lists.get(parent);
    if (!list) lists.set(parent, (list = []));
    list.push(key);
  }
  for (const board of data.boards) {
    const boardKey = String(board.id);
    add("boards", boardKey, NO_PARENT, board);
    if (unchanged?.has(board)) continue;
    for (const card of board.card) {
      const cardKey = String(card.id);
      add("cards", cardKey, boardKey, card);
      for (const tag of card.tags) add("labels", labelKey(cardKey, tag.id), cardKey, tag);
      for (const item of card.task) add("checklist", labelKey(cardKey, item.id), cardKey, item);
    }
  }
  // Task ids can repeat (a doc read before settling): a repeat is another task, told apart by its rank.
  const repeats = new Map<number, number>();
  for (const todo of data.todos) {
    const repeat = repeats.get(todo.id) ?? 0;
    repeats.set(todo.id, repeat + 1);
    add("tasks", repeat === 0 ? taskLocalKey(todo.id) : `${taskLocalKey(todo.id)}/${repeat}`, NO_PARENT, todo);
  }
  return flat;
}

// ---- The document ----

function kindMap(doc: Y.Doc, kind: Kind): Y.Map<unknown> {
  return doc.getMap<unknown>(kind);
}

function entryOf(map: Y.Map<unknown>, key: string): Y.Map<unknown> | undefined {
  const value = map.get(key);
  return value instanceof Y.Map ? value : undefined;
}

function positionOf(entry: Y.Map<unknown>): string {
  const position = entry.get(POSITION);
  return typeof position === "string" ? position : "";
}

function parentOf(kind: Kind, entry: Y.Map<unknown>): string {
  const field = RULES[kind].parent;
  if (!field) return NO_PARENT;
  const parent = entry.get(field);
  return typeof parent === "string" ? parent : String(parent);
}

/** Whether the entry has its parent field (see `settleDoc` for when it does not). */
function placed(kind: Kind, entry: Y.Map<unknown>): boolean {
  const field = RULES[kind].parent;
  return !field || entry.has(field);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface Placed {
  key: string;
  position: string;
}

function comparePlaced(a: Placed, b: Placed): number {
  return compareText(a.position, b.position) || compareText(a.key, b.key);
}

/** Every entry of a kind, grouped by parent, each group in list order. */
function groups(map: Y.Map<unknown>, kind: Kind): Map<string, Placed[]> {
  const result = new Map<string, Placed[]>();
  map.forEach((value, key) => {
    if (!(value instanceof Y.Map)) return;
    const parent = parentOf(kind, value);
    let list = result.get(parent);
    if (!list) result.set(parent, (list = []));
    list.push({ key, position: positionOf(value) });
  });
  for (const list of result.values()) list.sort(comparePlaced);
  return result;
}

function isPosition(position: string): boolean {
  try {
    generateNKeysBetween(position, null, 1);
    return true;
  } catch {
    return false;
  }
}

/** `n` keys strictly between `a` and `b` (either may be null for an end); an unreadable bound is dropped. */
function keysBetween(a: string | null, b: string | null, n: number): string[] {
  for (const [low, high] of [
    [a, b],
    [a, null],
    [null, b],
    [null, null],
  ] as const) {
    try {
      return generateNKeysBetween(low || null, high || null, n);
    } catch {
      // An invalid key (not written by this module): try without it.
    }
  }
  return generateNKeysBetween(null, null, n);
}

/**
 * Places `moved` (keys of entries already in `map`) in the list of `parent`
 * as `order` (the wanted order, keys as in the doc) says: each run of moved
 * entries right after the nearest entry before it in `order` that is already
 * in the list, else right before the nearest one after it, else last. Only the moved entries get a position and parent,
 * except when their spot lies between two entries of the same position: then
 * those following entries are placed again after them, in their order.
 */
function place(
  map: Y.Map<unknown>,
  kind: Kind,
  parent: string,
  order: readonly string[],
  movedKeys: ReadonlySet<string>,
  /** The doc's lists by parent (see `groups`), kept up to date here. */
  lists: Map<string, Placed[]>,
): void {
  if (movedKeys.size === 0) return;
  const parentField = RULES[kind].parent;
  const moved = new Set(movedKeys);
  const wanted = new Set(order);
  for (const key of movedKeys) {
    const from = parentOf(kind, entryOf(map, key)!);
    if (from !== parent && lists.has(from)) lists.set(from, lists.get(from)!.filter((placed) => placed.key !== key));
  }
  const list: Placed[] = [];
  for (const placed of lists.get(parent) ?? []) {
    if (moved.has(placed.key)) continue;
    // A position this module did not write cannot bound another: the entry is placed again, if it is to be placed.
    if (wanted.has(placed.key) && !isPosition(placed.position)) moved.add(placed.key);
    else list.push(placed);
  }
  lists.set(parent, list);
  const at = new Map<string, number>();
  const reindex = () => {
    at.clear();
    list.forEach((placed, index) => at.set(placed.key, index));
  };
  reindex();

  for (let start = 0; start < order.length; ) {
    if (!moved.has(order[start]!)) {
      start++;
      continue;
    }
    let end = start;
    while (end < order.length && moved.has(order[end]!)) end++;
    const run = order.slice(start, end).filter((key) => entryOf(map, key));
    // After the nearest entry before the run, else before the nearest one after it, else at the end.
    let anchor: number | undefined;
    for (let i = start - 1; i >= 0 && anchor === undefined; i--) anchor = at.get(order[i]!);
    for (let i = end; i < order.length && anchor === undefined; i++) {
      const index = at.get(order[i]!);
      if (index !== undefined) anchor = index - 1;
    }
    anchor ??= list.length - 1;
    start = end;
    if (run.length === 0) continue;

    const left = anchor >= 0 ? list[anchor]!.position : null;
    // Entries right after the spot with the same position as its left side cannot be passed between: place them again.
    let next = anchor + 1;
    const tied: string[] = [];
    while (next < list.length && left !== null && list[next]!.position === left) tied.push(list[next++]!.key);
    const right = next < list.length ? list[next]!.position : null;
    const keys = [...run, ...tied];
    const positions = keysBetween(left, right, keys.length);
    const placed = keys.map((key, i) => ({ key, position: positions[i]! }));
    for (const { key, position } of placed) {
      const entry = entryOf(map, key)!;
      entry.set(POSITION, position);
      if (parentField && entry.get(parentField) !== parent) entry.set(parentField, parent);
    }
    list.splice(anchor + 1, tied.length, ...placed);
    reindex();
  }
}

/** The indexes of a longest strictly increasing subsequence of `values`. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = []; // index into values of the smallest tail of each length
  const previous: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]!]! < value) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const result = new Set<number>();
  for (let index = tails.length ? tails[tails.length - 1]! : -1; index !== -1; index = previous[index]!) result.add(index);
  return result;
}

/** The entries of `after`'s list that need a new place: new to the list, or out of the longest run kept in order. */
function movedIn(after: readonly string[], before: readonly string[] | undefined): Set<string> {
  const beforeIndex = new Map((before ?? []).map((key, index) => [key, index]));
  const kept: string[] = [];
  const indexes: number[] = [];
  for (const key of after) {
    const index = beforeIndex.get(key);
    if (index !== undefined) {
      kept.push(key);
      indexes.push(index);
    }
  }
  const inOrder = new Set([...longestIncreasing(indexes)].map((i) => kept[i]!));
  return new Set(after.filter((key) => !inOrder.has(key)));
}

function createEntry(map: Y.Map<unknown>, kind: Kind, key: string, entry: Entry): Y.Map<unknown> {
  const created = new Y.Map<unknown>();
  for (const [name, value] of ownFields(kind, entry.record)) created.set(name, value);
  const parentField = RULES[kind].parent;
  if (parentField) created.set(parentField, entry.parent);
  map.set(key, created);
  return created;
}

/**
 * Sets on `target` the fields that differ between `from` and `to` and deletes
 * the fields `to` dropped; with `from` null, every field of `to` that `target`
 * does not hold already.
 */
function writeFields(target: Y.Map<unknown>, kind: Kind, from: Entry | null, to: Entry): void {
  const next = ownFields(kind, to.record);
  const previous = from ? ownFields(kind, from.record) : null;
  for (const [name, value] of next) {
    if (previous && previous.has(name) && sameValue(previous.get(name), value)) continue;
    if (!target.has(name) || !sameValue(target.get(name), value)) target.set(name, value);
  }
  if (previous) for (const name of previous.keys()) if (!next.has(name) && target.has(name)) target.delete(name);
}

/**
 * The key of each task record this module read from or wrote to a doc, by
 * record: a local task is found exactly while the app passes back the records
 * it got (unchanged records keep their identity through the commands), even
 * after remote updates renumbered or deleted tasks the store does not show yet.
 */
const taskKeys = new WeakMap<Y.Doc, WeakMap<object, string>>();

function knownTasks(doc: Y.Doc): WeakMap<object, string> {
  let known = taskKeys.get(doc);
  if (!known) taskKeys.set(doc, (known = new WeakMap()));
  return known;
}

/** Keys of tasks kept under another key (see `keepStartTasksOnce`): the records known by the old key follow. */
const keptTaskKeys = new WeakMap<Y.Doc, Map<string, string>>();

function knownTaskKey(doc: Y.Doc, todo: object): string | undefined {
  const key = knownTasks(doc).get(todo);
  return (key !== undefined && keptTaskKeys.get(doc)?.get(key)) || key;
}

/**
 * Finds the document's task for a local task: the one its record was read
 * from (none if that one is gone), else one with the same id, the same title preferred.
 */
function taskIndex(map: Y.Map<unknown>, doc: Y.Doc) {
  const byId = new Map<number, Placed[]>();
  map.forEach((value, key) => {
    if (!(value instanceof Y.Map)) return;
    const id = value.get("id");
    if (typeof id !== "number") return;
    let list = byId.get(id);
    if (!list) byId.set(id, (list = []));
    list.push({ key, position: positionOf(value) });
  });
  for (const list of byId.values()) list.sort(comparePlaced);
  /** `sameTitle`: only a task with the same title too (merging). */
  return (todo: Record<string, unknown>, taken: Set<string>, sameTitle = false): string | undefined => {
    const key = knownTaskKey(doc, todo);
    if (key !== undefined && map.has(key) && !taken.has(key)) return key;
    if (key !== undefined && !sameTitle) return undefined;
    const candidates = (byId.get(todo.id as number) ?? []).filter((placed) => !taken.has(placed.key));
    const same = candidates.find((placed) => sameValue(entryOf(map, placed.key)?.get("title"), todo.title));
    return (same ?? (sameTitle ? undefined : candidates[0]))?.key;
  };
}

/** The old key of a task put back as it was deleted, when no entry holds that key now. */
function restoredTaskKey(map: Y.Map<unknown>, deleted: Map<string, string>, entry: Entry): string | undefined {
  const record = JSON.stringify(entry.record);
  const key = deleted.get(record);
  if (key === undefined) return undefined;
  deleted.delete(record);
  return map.has(key) ? undefined : key;
}

// ---- The contract ----

/**
 * After a local write: records only what differs between `before` and `after`
 * (fields set, entries added/deleted, positions of moved items) in one
 * transaction with `origin`. Never rewrites fields that did not change, so
 * concurrent remote edits to other fields survive. An entry another device
 * deleted stays deleted (its edits are dropped). `before` may lag behind the
 * doc (remote updates the store has not taken yet): only the local change is
 * written. Tasks are found best when `before` holds the very task records
 * `readDoc` returned (the commands keep unchanged records as they are);
 * otherwise by id, the same title preferred.
 */
export function recordLocalChange(doc: Y.Doc, before: SyncedData, after: SyncedData, origin?: unknown): void {
  recordChange(doc, before, after, origin);
}

/**
 * At the sync connection's start: records what this device stored since
 * `base` (the data as stored when the store and the replica last agreed),
 * so that a change the replica holds and the store never took (another
 * device's, kept while storing failed or the page closed) stays, where
 * recording against the doc's own data would undo it on every device.
 * A base older than the replica is safe: what the doc already has is not
 * written again, and a task new to the base that the doc holds with the same
 * id and title is that task, not another.
 */
export function recordChangesSince(doc: Y.Doc, base: SyncedData, stored: SyncedData, origin?: unknown): NewTasks {
  const created: NewTasks = new Map();
  recordChange(doc, base, stored, origin, created);
  return created;
}

/** Tasks a start recorded as new: their doc key, and the record written there. */
export type NewTasks = Map<string, Record<string, unknown>>;

/**
 * After a start's first sync with the server: a task the start recorded as new
 * (`recordChangesSince`) that the space already holds under another key, with
 * the same id and title, is kept once, with the changes this device made to it
 * since. That happens when the page closed after sending a new task and before
 * its replica kept it (IndexedDB drops writes left unfinished), so the start
 * found it in the store only and recorded it again. Returns true when it wrote anything.
 */
export function keepStartTasksOnce(doc: Y.Doc, started: NewTasks, origin?: unknown): boolean {
  const tasks = kindMap(doc, "tasks");
  const idAndTitle = (id: unknown, title: unknown) => JSON.stringify([id, title ?? null]);
  const others = new Map<string, string[]>();
  tasks.forEach((value, key) => {
    if (!(value instanceof Y.Map) || started.has(key)) return;
    const twin = idAndTitle(value.get("id"), value.get("title"));
    others.set(twin, [...(others.get(twin) ?? []), key]);
  });
  const doubles: { key: string; record: Record<string, unknown>; twinKey: string }[] = [];
  for (const [key, record] of started) {
    const twinKey = tasks.has(key) ? others.get(idAndTitle(record.id, record.title))?.shift() : undefined;
    if (twinKey !== undefined) doubles.push({ key, record, twinKey });
  }
  if (doubles.length === 0) return false;
  let kept = keptTaskKeys.get(doc);
  if (!kept) keptTaskKeys.set(doc, (kept = new Map()));
  doc.transact(() => {
    for (const { key, record, twinKey } of doubles) {
      const entry = entryOf(tasks, key)!;
      const twin = entryOf(tasks, twinKey)!;
      // What this device changed since it recorded the task goes to the one kept.
      const recorded = ownFields("tasks", record);
      entry.forEach((value, name) => {
        if (name !== POSITION && !sameValue(recorded.get(name), value) && !sameValue(twin.get(name), value)) twin.set(name, value);
      });
      for (const name of recorded.keys()) if (!entry.has(name) && twin.has(name)) twin.delete(name);
      tasks.delete(key);
      kept.set(key, twinKey);
    }
  }, origin);
  return true;
}

/** The records `after` holds as the very objects `before` holds. */
function sameObjects<T extends object>(before: readonly T[], after: readonly T[]): Set<T> {
  const was = new Set(before);
  return new Set(after.filter((record) => was.has(record)));
}

function recordChange(doc: Y.Doc, before: SyncedData, after: SyncedData, origin: unknown, created?: NewTasks): void {
  const baseMayLag = created !== undefined;
  if (before === after) return;
  // A local change keeps every board it did not touch as the very same object (the commands share
  // what they leave alone, and no record is changed in place), cards and all: those boards' cards
  // are left out on both sides, so a change at 5,000 cards compares one board's, not all of them.
  // (Card ids are unique across boards, see parseBoards: no card of a changed board is one of theirs.)
  // A start's base is read from its stored text and shares nothing: everything is compared.
  const unchanged = before.boards === after.boards ? null : sameObjects(before.boards, after.boards);
  const from = unchanged && flatten({ boards: before.boards, todos: [] }, unchanged);
  const to = unchanged && flatten({ boards: after.boards, todos: [] }, unchanged);
  const fromTasks = before.todos === after.todos ? null : flatten({ boards: [], todos: before.todos });
  const toTasks = before.todos === after.todos ? null : flatten({ boards: [], todos: after.todos });

  doc.transact(() => {
    for (const kind of KINDS) {
      const was = kind === "tasks" ? fromTasks : from;
      const is = kind === "tasks" ? toTasks : to;
      if (!was || !is) continue;
      const map = kindMap(doc, kind);
      const known = knownTasks(doc);
      const findTask = kind === "tasks" ? taskIndex(map, doc) : null;
      // Local key -> doc key (tasks only differ).
      const docKeys = new Map<string, string>();
      const taken = new Set<string>();
      const resolved = (key: string, target: string) => {
        docKeys.set(key, target);
        taken.add(target);
      };
      const docKey = (entry: Entry, sameTitle = false): string | undefined => {
        if (!findTask) return entry.key;
        if (!docKeys.has(entry.key)) {
          const found = findTask(entry.record, taken, sameTitle);
          if (found) resolved(entry.key, found);
        }
        return docKeys.get(entry.key);
      };

      const { entries: old, lists: oldLists } = was[kind];
      const { entries: now, lists } = is[kind];
      const deleted = findTask ? deletedTaskKeys(doc) : null;
      for (const [key, entry] of old) {
        if (now.has(key)) continue;
        // A base that may lag deletes only the very task it names: its id may be another task's by now.
        const target = docKey(entry, baseMayLag);
        if (target === undefined || !map.has(target)) continue;
        map.delete(target);
        if (deleted) {
          if (deleted.size >= 1000) deleted.delete(deleted.keys().next().value!);
          deleted.set(JSON.stringify(entry.record), target);
        }
      }
      for (const [key, entry] of now) {
        const previous = old.get(key) ?? null;
        if (previous?.record === entry.record) continue;
        if (!previous) {
          // New here: a new task (its id may be another device's task's) unless the doc holds this very task
          // (same id and title, when the base may lag), else the entry with that id.
          const same = findTask && baseMayLag ? findTask(entry.record, taken, true) : undefined;
          const target = same ?? (deleted ? restoredTaskKey(map, deleted, entry) ?? newTaskKey(doc) : entry.key);
          const existing = findTask && same === undefined ? undefined : entryOf(map, target);
          if (existing) writeFields(existing, kind, null, entry);
          else createEntry(map, kind, target, entry);
          resolved(key, target);
          if (findTask) known.set(entry.record, target);
          if (findTask && same === undefined) created?.set(target, entry.record);
          continue;
        }
        const target = docKey(previous);
        const existing = target === undefined ? undefined : entryOf(map, target);
        if (existing) writeFields(existing, kind, previous, entry);
        if (findTask && existing) known.set(entry.record, target!);
      }
      let docLists: Map<string, Placed[]> | null = null;
      const parentKind = kind === "cards" ? "boards" : kind === "labels" || kind === "checklist" ? "cards" : null;
      for (const [parent, list] of lists) {
        // The same parent record holds the same list: nothing moved there.
        if (parentKind && was[parentKind].entries.get(parent)?.record === is[parentKind].entries.get(parent)?.record) continue;
        const moved = movedIn(list, oldLists.get(parent));
        if (moved.size === 0) continue;
        docLists ??= groups(map, kind);
        const order: string[] = [];
        const movedKeys = new Set<string>();
        for (const key of list) {
          const target = docKey(now.get(key)!);
          if (target === undefined) continue;
          order.push(target);
          if (moved.has(key) && map.has(target)) movedKeys.add(target);
        }
        place(map, kind, parent, order, movedKeys, docLists);
      }
    }
  }, origin);
}

/**
 * A device with data joins a space (after the provider's first sync): adds
 * what the doc lacks and keeps all the doc has. Boards, cards, labels,
 * checklist items by id; a task with the same numeric id AND the same title
 * as one in the doc is that task, otherwise it is kept as another task (run
 * `settleDoc` after, to give it an id of its own). Once per join: merging
 * again later would bring back what other devices deleted meanwhile (from
 * then on, `recordLocalChange` carries each change).
 */
export function mergeIntoDoc(doc: Y.Doc, local: SyncedData, origin?: unknown): void {
  const flat = flatten(local);
  doc.transact(() => {
    for (const kind of KINDS) {
      const map = kindMap(doc, kind);
      const known = knownTasks(doc);
      const findTask = kind === "tasks" ? taskIndex(map, doc) : null;
      const taken = new Set<string>();
      const docKeys = new Map<string, string>();
      const added = new Set<string>();
      const { entries, lists } = flat[kind];
      for (const [key, entry] of entries) {
        const same = findTask ? findTask(entry.record, taken, true) : entryOf(map, key) ? key : undefined;
        const target = same ?? (findTask ? newTaskKey(doc) : key);
        if (same === undefined) {
          createEntry(map, kind, target, entry);
          added.add(target);
        }
        taken.add(target);
        docKeys.set(key, target);
        if (findTask) known.set(entry.record, target);
      }
      const docLists = groups(map, kind);
      for (const [parent, list] of lists) {
        const order = list.map((key) => docKeys.get(key)!);
        const moved = new Set(order.filter((key) => added.has(key)));
        // An existing card stays where the doc has it: it only anchors the cards added around it.
        place(map, kind, parent, order, moved, docLists);
      }
    }
  }, origin);
}

// ---- The compact base: what the space was known to hold ----

/**
 * A fingerprint of the stored data as the sync server was known to hold it (kept in
 * localStorage, beside the data, by the sync engine), so that a device whose replica the
 * browser cleared can still tell its own changes from the space's when it joins again
 * (`rejoinSinceAcked`). Per kind, one text of fixed-width units, each a key's code (48 bits:
 * boards, cards, labels and checklist items by their doc key, tasks by their id as `flatten`
 * names them, `#7`, a repeated id `#7/1`) and its record's code (30 bits, over its own fields
 * and its parent's key); and per kind the same for each child list (its parent's key, and the
 * order of the keys in it). Hashes, not data: about 13 characters a record.
 */
export interface AckedBase {
  entries: Record<Kind, string>;
  lists: Record<Kind, string>;
}

const KEY_CHARS = 8;
const CODE_CHARS = 5;
const UNIT = KEY_CHARS + CODE_CHARS;
const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";

/** cyrb53 (a public-domain 53-bit string hash): fast, not cryptographic, enough to tell versions apart. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The hash of `text` as `chars` base64url digits (its low 6 × chars bits). */
function hashCode(text: string, chars: number): string {
  let value = cyrb53(text);
  let out = "";
  for (let i = 0; i < chars; i++) {
    out += DIGITS[value % 64];
    value = Math.floor(value / 64);
  }
  return out;
}

/** JSON with object keys sorted: the same value serializes the same from the store and from the doc. */
function stableText(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(stableText).join(",")}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort(compareText)
    .map((key) => `${JSON.stringify(key)}:${stableText(record[key])}`)
    .join(",")}}`;
}

/** A digest of a record's own fields (as the doc names them), whatever their order. */
function fieldsDigest(fields: ReadonlyMap<string, unknown>): string {
  let text = "";
  for (const name of [...fields.keys()].sort(compareText)) text += `\u0000${name}\u0001${stableText(fields.get(name))}`;
  return hashCode(text, 9);
}

/** A record's code: its fields' digest and its parent's key. */
const recordCode = (parent: string, digest: string): string => hashCode(`${parent}\u0000${digest}`, CODE_CHARS);

const keyCode = (key: string): string => hashCode(key, KEY_CHARS);

/**
 * The base's unit of each stored record already computed, with the key and parent it was for: the
 * commands keep an unchanged record as it is, so keeping the base again after a change hashes only
 * the records that changed.
 */
const units = new WeakMap<object, { key: string; parent: string; unit: string }>();

function entryUnit(kind: Kind, key: string, parent: string, record: Record<string, unknown>): string {
  const known = units.get(record);
  if (known && known.key === key && known.parent === parent) return known.unit;
  const unit = keyCode(key) + recordCode(parent, fieldsDigest(ownFields(kind, record)));
  units.set(record, { key, parent, unit });
  return unit;
}

/** The base's texts of part of the data: per kind, its entries' units and its lists' units. */
type Piece = { entries: Partial<Record<Kind, string>>; lists: Partial<Record<Kind, string>> };

/** The piece of `flat` for `kinds` (every record hashed once, then remembered: see `entryUnit`). */
function pieceOf(flat: Flat, kinds: readonly Kind[]): Piece {
  const piece: Piece = { entries: {}, lists: {} };
  for (const kind of kinds) {
    let entries = "";
    for (const [key, entry] of flat[kind].entries) entries += entryUnit(kind, key, entry.parent, entry.record);
    piece.entries[kind] = entries;
    let lists = "";
    for (const [parent, keys] of flat[kind].lists) lists += keyCode(parent) + listCode(keys);
    piece.lists[kind] = lists;
  }
  return piece;
}

const BOARD_KINDS = ["cards", "labels", "checklist"] as const satisfies readonly Kind[];

/**
 * Each board's piece (its cards, their labels and checklist items, and their lists), and the
 * tasks' piece, already computed: a local change keeps every board it leaves alone as the very
 * same object (records are never changed in place), so keeping the base after a change at 5,000
 * cards computes the changed board's piece, not every record's. (Ids are unique across boards,
 * see parseBoards: a board's piece is what `flatten` of all the data holds for its records.)
 */
const pieces = new WeakMap<object, Piece>();

/** The boards' own piece: their entries (a repeated key counts once, as in `flatten`), and the list of them all. */
function boardsPiece(boards: readonly Board[]): Piece {
  const keys = new Set<string>();
  let entries = "";
  for (const board of boards) {
    const key = String(board.id);
    if (keys.has(key)) continue;
    keys.add(key);
    entries += entryUnit("boards", key, NO_PARENT, board);
  }
  return { entries: { boards: entries }, lists: { boards: keys.size > 0 ? keyCode(NO_PARENT) + listCode([...keys]) : "" } };
}

function boardPiece(board: Board): Piece {
  let piece = pieces.get(board);
  if (!piece) pieces.set(board, (piece = pieceOf(flatten({ boards: [board], todos: [] }), BOARD_KINDS)));
  return piece;
}

function tasksPiece(todos: Todo[]): Piece {
  let piece = pieces.get(todos);
  if (!piece) pieces.set(todos, (piece = pieceOf(flatten({ boards: [], todos }), ["tasks"])));
  return piece;
}

/** The records of the boards and tasks the base has no piece of yet, with their keys and parents as `flatten` names them (a repeated task id aside). */
function* recordsToHash(data: SyncedData): Generator<[Kind, string, string, Record<string, unknown>]> {
  for (const board of data.boards) {
    if (pieces.has(board)) continue;
    const boardKey = String(board.id);
    for (const card of board.card) {
      const cardKey = String(card.id);
      yield ["cards", cardKey, boardKey, card];
      for (const tag of card.tags) yield ["labels", labelKey(cardKey, tag.id), cardKey, tag];
      for (const item of card.task) yield ["checklist", labelKey(cardKey, item.id), cardKey, item];
    }
  }
  if (!pieces.has(data.todos)) for (const todo of data.todos) yield ["tasks", taskLocalKey(todo.id), NO_PARENT, todo];
}

/**
 * Hashes the records of `data` the base has not seen yet, in slices: the function returned works
 * for about `ms` milliseconds a call and says whether all are done. A first base at 5,000 cards
 * hashes every record (tens of milliseconds); in slices it never holds the page for long, and
 * `ackedBase` then only hashes what changed meanwhile.
 */
export function primeAckedBase(data: SyncedData): (ms: number) => boolean {
  const records = recordsToHash(data);
  return (ms) => {
    const end = performance.now() + ms;
    for (let next = records.next(); !next.done; next = records.next()) {
      const [kind, key, parent, record] = next.value;
      entryUnit(kind, key, parent, record);
      if (performance.now() >= end) return false;
    }
    return true;
  };
}

const listCode = (keys: readonly string[]): string => hashCode(keys.join("\u0000"), CODE_CHARS);

/** A doc entry's own fields, as `ownFields` gives a stored record's. */
function docFields(kind: Kind, entry: Y.Map<unknown>): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  const parentField = RULES[kind].parent;
  entry.forEach((value, name) => {
    if (name !== POSITION && name !== parentField) fields.set(name, value);
  });
  return fields;
}

/** Computes the compact base of `data` (the stored data, when the server holds all of it). */
export function ackedBase(data: SyncedData): AckedBase {
  const all = [boardsPiece(data.boards), ...data.boards.map(boardPiece), tasksPiece(data.todos)];
  const entries = {} as Record<Kind, string>;
  const lists = {} as Record<Kind, string>;
  for (const kind of KINDS) {
    entries[kind] = all.map((piece) => piece.entries[kind] ?? "").join("");
    lists[kind] = all.map((piece) => piece.lists[kind] ?? "").join("");
  }
  return { entries, lists };
}

/** A kind's units as key code → record (or list) code; null when the text is not a base's. */
function readUnits(text: unknown): Map<string, string> | null {
  if (typeof text !== "string" || text.length % UNIT !== 0) return null;
  const units = new Map<string, string>();
  for (let at = 0; at < text.length; at += UNIT) units.set(text.slice(at, at + KEY_CHARS), text.slice(at + KEY_CHARS, at + UNIT));
  return units;
}

/** The base as lookups, or null when it cannot be read (then joining merges, as without one). */
function readAcked(acked: unknown): { entries: Record<Kind, Map<string, string>>; lists: Record<Kind, Map<string, string>> } | null {
  if (typeof acked !== "object" || acked === null) return null;
  const { entries, lists } = acked as Partial<AckedBase>;
  if (typeof entries !== "object" || entries === null || typeof lists !== "object" || lists === null) return null;
  const read = { entries: {}, lists: {} } as { entries: Record<Kind, Map<string, string>>; lists: Record<Kind, Map<string, string>> };
  for (const kind of KINDS) {
    const kindEntries = readUnits(entries[kind]);
    const kindLists = readUnits(lists[kind]);
    if (!kindEntries || !kindLists) return null;
    read.entries[kind] = kindEntries;
    read.lists[kind] = kindLists;
  }
  return read;
}

interface ChangedHere {
  /** The fields to write: those this device changed since the base. */
  names: string[];
  /** Whether this device moved the record (to the parent it has here). */
  moved: boolean;
  /** Whether the base was found among the mixes (else every differing field is this device's). */
  found: boolean;
}

/**
 * What this device changed in a record since the base, given its code there (`acked`): when the
 * space changed the record too, the base is found among the mixes of the two versions (each
 * differing field, and the parent, from one side or the other), and only what this device
 * changed is written; when no mix gives it (both changed one field, or too many differ), every
 * differing field of this device's. A field the space has and this device lacks is never removed.
 */
function changedHere(parent: string, local: Map<string, unknown>, spaceParent: string, space: Map<string, unknown>, acked: string): ChangedHere {
  const differing = [...new Set([...local.keys(), ...space.keys()])].filter(
    (name) => local.has(name) !== space.has(name) || !sameValue(local.get(name), space.get(name)),
  );
  const parentBit = parent === spaceParent ? 0 : 1 << differing.length;
  const choices = differing.length + (parentBit ? 1 : 0);
  if (choices <= 8) {
    // Mix m takes field i from this device when bit i is set (and the parent with `parentBit`): the fields it
    // takes from the space are the ones the base had as the space has them, that is, the ones changed here.
    for (let mix = 0; mix < 1 << choices; mix++) {
      const fields = new Map(space);
      differing.forEach((name, i) => {
        if (!(mix & (1 << i))) return;
        if (local.has(name)) fields.set(name, local.get(name));
        else fields.delete(name);
      });
      if (recordCode(mix & parentBit ? parent : spaceParent, fieldsDigest(fields)) !== acked) continue;
      return { names: differing.filter((name, i) => !(mix & (1 << i)) && local.has(name)), moved: parentBit !== 0 && !(mix & parentBit), found: true };
    }
  }
  return { names: differing.filter((name) => local.has(name)), moved: parentBit !== 0, found: false };
}

/**
 * Joining a space again when the replica is gone (the browser cleared IndexedDB) but the
 * compact base of this space is kept (`ackedBase`, written when the server held all the device
 * had stored). Instead of `mergeIntoDoc`, where the space's fields win for every record both
 * have, each record of `local` (the stored data) is compared with the base:
 * - the same code: unchanged here, the space's version stands (its deletion too);
 * - another code: changed here, and its fields that this device changed are written over the
 *   space's; a record the space deleted meanwhile is added back (nothing edited here is lost);
 * - in the base and not stored here: deleted here, so deleted in the space (a task only when
 *   the space still has it as the base knew it, or with only its tick changed: its id may be
 *   another task's by now);
 * - in neither the base nor the space: added here (tasks under new keys; `settleDoc` gives a
 *   repeated id a fresh one);
 * - in the space only: added elsewhere, kept.
 * A task is the space's task with its id when the space's is the task as the base knew it
 * (or the same record with only other fields changed), or has the same title as here;
 * otherwise it is another task and both are kept. A child list whose code differs from the
 * base's was changed here: its records take this device's order (a record the space moved
 * elsewhere and this device did not stays where the space put it); otherwise the space's order
 * stands, and a record added back is placed beside its neighbours. Returns false, writing
 * nothing, when `acked` cannot be read or the space has no history at all (then merge).
 */
export function rejoinSinceAcked(doc: Y.Doc, local: SyncedData, acked: unknown, origin?: unknown): boolean {
  const base = readAcked(acked);
  // A space with no history at all did not delete what this device kept unchanged: its server is new, or lost its
  // database. Merging gives it all this device has.
  if (!base || doc.store.clients.size === 0) return false;
  const flat = flatten(local);
  doc.transact(() => {
    for (const kind of KINDS) {
      const map = kindMap(doc, kind);
      const was = base.entries[kind];
      const { entries, lists } = flat[kind];
      /** Local key → doc key, for the orders. */
      const docKeys = new Map<string, string>();
      /** Doc keys of records this device did not move: a move the space made stands. */
      const stay = new Set<string>();
      const added = new Set<string>();
      const write = (target: Y.Map<unknown>, entry: Entry, names: readonly string[]) => {
        const fields = ownFields(kind, entry.record);
        for (const name of names) target.set(name, fields.get(name));
      };
      if (kind !== "tasks") {
        for (const [key, entry] of entries) {
          docKeys.set(key, key);
          const fields = ownFields(kind, entry.record);
          const code = was.get(keyCode(key));
          if (code === recordCode(entry.parent, fieldsDigest(fields))) {
            stay.add(key);
            continue;
          }
          const existing = entryOf(map, key);
          if (!existing) {
            createEntry(map, kind, key, entry);
            added.add(key);
          } else if (code === undefined) {
            writeFields(existing, kind, null, entry);
          } else {
            const changed = changedHere(entry.parent, fields, parentOf(kind, existing), docFields(kind, existing), code);
            write(existing, entry, changed.names);
            if (!changed.moved) stay.add(key);
          }
        }
        for (const key of [...map.keys()]) if (!entries.has(key) && was.has(keyCode(key))) map.delete(key);
      } else {
        // The space's tasks under the keys `flatten` gives them: `#id`, a repeated id `#id/1`.
        const spaceTasks = new Map<string, string>();
        const repeats = new Map<number, number>();
        for (const { key } of groups(map, kind).get(NO_PARENT) ?? []) {
          const id = entryOf(map, key)!.get("id");
          const number = typeof id === "number" ? id : 0;
          const repeat = repeats.get(number) ?? 0;
          repeats.set(number, repeat + 1);
          spaceTasks.set(repeat === 0 ? taskLocalKey(number) : `${taskLocalKey(number)}/${repeat}`, key);
        }
        const known = knownTasks(doc);
        for (const [key, entry] of entries) {
          const fields = ownFields(kind, entry.record);
          const code = was.get(keyCode(key));
          const spaceKey = spaceTasks.get(key);
          const space = spaceKey === undefined ? undefined : entryOf(map, spaceKey)!;
          const spaceFields = space ? docFields(kind, space) : null;
          const sameTitle = spaceFields !== null && sameValue(spaceFields.get("title"), fields.get("title"));
          if (code === recordCode(NO_PARENT, fieldsDigest(fields))) {
            // Its place is the space's task's, if that is still this task.
            if (spaceKey !== undefined && (sameTitle || recordCode(NO_PARENT, fieldsDigest(spaceFields!)) === code)) {
              docKeys.set(key, spaceKey);
              known.set(entry.record, spaceKey);
            }
            continue;
          }
          let names: string[] | null = null;
          if (space && spaceFields) {
            const changed = changedHere(NO_PARENT, fields, NO_PARENT, spaceFields, code ?? "");
            // The space's task is this one if it has the same title as here, or the base's title (this device renamed
            // it); else it is another task with the same id (or both renamed it), and both are kept.
            if (sameTitle || (changed.found && changed.names.includes("title"))) names = changed.names;
          }
          if (names && space) {
            write(space, entry, names);
            docKeys.set(key, spaceKey!);
            known.set(entry.record, spaceKey!);
            continue;
          }
          const target = newTaskKey(doc);
          createEntry(map, kind, target, entry);
          added.add(target);
          docKeys.set(key, target);
          known.set(entry.record, target);
        }
        // Deleted here: the space's task as the base knew it (or ticked since), under a key no stored task has.
        for (const [localKey, key] of spaceTasks) {
          const code = was.get(keyCode(localKey));
          if (entries.has(localKey) || code === undefined) continue;
          const fields = docFields(kind, entryOf(map, key)!);
          const unticked = new Map(fields).set("completed", !fields.get("completed"));
          if (recordCode(NO_PARENT, fieldsDigest(fields)) === code || recordCode(NO_PARENT, fieldsDigest(unticked)) === code) map.delete(key);
        }
      }
      // Orders.
      const docLists = groups(map, kind);
      const parentField = RULES[kind].parent;
      for (const [parent, list] of lists) {
        const changed = base.lists[kind].get(keyCode(parent)) !== listCode(list);
        const order: string[] = [];
        const moved = new Set<string>();
        for (const key of list) {
          const target = docKeys.get(key);
          const entry = target === undefined ? undefined : entryOf(map, target);
          if (!entry) continue;
          // A record this device did not move, that the space moved to another list, stays there.
          if (parentField && stay.has(key) && parentOf(kind, entry) !== parent) continue;
          order.push(target!);
          if (added.has(target!)) moved.add(target!);
        }
        // Changed here: what is out of this device's order moves (records added here have no place yet).
        const placedNow = docLists.get(parent)?.flatMap((placed) => (added.has(placed.key) ? [] : [placed.key]));
        if (changed) for (const key of movedIn(order, placedNow)) moved.add(key);
        place(map, kind, parent, order, moved, docLists);
      }
    }
  }, origin);
  return true;
}

function freshIds(used: Iterable<number>): () => number {
  let largest = 0;
  const taken = new Set<number>();
  for (const id of used) {
    taken.add(id);
    if (id > largest) largest = id;
  }
  let next = Math.floor(largest) + 1;
  let gap = 1;
  return () => {
    if (Number.isSafeInteger(next)) return next++;
    while (taken.has(gap)) gap++;
    return gap++;
  };
}

/**
 * Makes the doc sound after remote updates, deterministically on every
 * device: tasks sharing a numeric id get fresh ids (max+1…; the first in list
 * order keeps it); cards whose board no longer exists go to a board named
 * "Recovered cards" (fixed id "recovered-cards"); labels and checklist items
 * of a deleted card are deleted. Returns true when it wrote anything.
 * A card, label or item with no parent field at all is left as it is: its
 * placement is on its way (a device's update can arrive as its deletes
 * first, the replaced parent field gone before the new one comes), and
 * settling it would write over the move that brings it.
 */
export function settleDoc(doc: Y.Doc, origin?: unknown): boolean {
  const boards = kindMap(doc, "boards");
  const cards = kindMap(doc, "cards");
  const tasks = kindMap(doc, "tasks");

  const orphans: Y.Map<unknown>[] = [];
  cards.forEach((card) => {
    if (card instanceof Y.Map && placed("cards", card) && !entryOf(boards, parentOf("cards", card))) orphans.push(card);
  });

  const strays: [Y.Map<unknown>, string][] = [];
  for (const kind of ["labels", "checklist"] as const) {
    const map = kindMap(doc, kind);
    map.forEach((value, key) => {
      if (!(value instanceof Y.Map) || (placed(kind, value) && !entryOf(cards, parentOf(kind, value)))) strays.push([map, key]);
    });
  }

  const all = [...(groups(tasks, "tasks").get(NO_PARENT) ?? [])];
  const seen = new Set<number>();
  const renumber: Y.Map<unknown>[] = [];
  const ids: number[] = [];
  for (const { key } of all) {
    const task = entryOf(tasks, key)!;
    const id = task.get("id");
    if (typeof id === "number" && Number.isFinite(id) && !seen.has(id)) {
      seen.add(id);
      ids.push(id);
    } else renumber.push(task);
  }

  if (orphans.length === 0 && strays.length === 0 && renumber.length === 0) return false;
  doc.transact(() => {
    if (orphans.length > 0) {
      if (!entryOf(boards, RECOVERED_BOARD_ID)) {
        const last = groups(boards, "boards").get(NO_PARENT)?.at(-1)?.position ?? null;
        const board = new Y.Map<unknown>();
        board.set("id", RECOVERED_BOARD_ID);
        board.set("boardName", RECOVERED_BOARD_NAME);
        board.set(POSITION, keysBetween(last, null, 1)[0]!);
        boards.set(RECOVERED_BOARD_ID, board);
      }
      for (const card of orphans) card.set("board", RECOVERED_BOARD_ID);
    }
    for (const [map, key] of strays) map.delete(key);
    const nextId = freshIds(ids);
    for (const task of renumber) task.set("id", nextId());
  }, origin);
  return true;
}

/**
 * The ids a store of the doc's data gives this device's tasks (old id → new): each task of
 * `before` (what the device stores) that `after` (read from the doc since) holds under another id,
 * as settling gives a repeated id a fresh one. Found by the doc entry both records were read from
 * or written to; a task of `before` the doc never saw is left out.
 */
export function movedTaskIds(doc: Y.Doc, before: readonly Todo[], after: readonly Todo[]): Map<number, number> {
  const idOfEntry = new Map<string, number>();
  for (const todo of after) {
    const key = knownTaskKey(doc, todo);
    if (key !== undefined) idOfEntry.set(key, todo.id);
  }
  const moved = new Map<number, number>();
  for (const todo of before) {
    const key = knownTaskKey(doc, todo);
    const id = key === undefined ? undefined : idOfEntry.get(key);
    if (id !== undefined && id !== todo.id) moved.set(todo.id, id);
  }
  return moved;
}

// ---- Reading ----

function readFields(kind: Kind, entry: Y.Map<unknown>, children: Record<string, unknown>): Record<string, unknown> {
  const fields = new Map<string, unknown>();
  const parentField = RULES[kind].parent;
  entry.forEach((value, name) => {
    if (name === POSITION || name === parentField) return;
    fields.set(decodeField(name), value);
  });
  const record: Record<string, unknown> = {};
  for (const name of RULES[kind].known) {
    if (Object.hasOwn(children, name)) record[name] = children[name];
    else if (fields.has(name)) record[name] = fields.get(name);
  }
  const extra = [...fields.keys()].filter((name) => !RULES[kind].known.includes(name)).sort(compareText);
  for (const name of extra) record[name] = fields.get(name);
  return record;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * The doc in the stored format: boards, cards, labels, checklist items and
 * tasks in position order (ties broken by key), every field the stored
 * objects had (unknown extra fields too). Cards whose board is gone (before
 * `settleDoc` ran) show in the "Recovered cards" board, as settling will put them.
 */
export function readDoc(doc: Y.Doc): SyncedData {
  const maps = Object.fromEntries(KINDS.map((kind) => [kind, kindMap(doc, kind)])) as Record<Kind, Y.Map<unknown>>;
  const grouped = Object.fromEntries(KINDS.map((kind) => [kind, groups(maps[kind], kind)])) as Record<Kind, Map<string, Placed[]>>;
  // Cards of a board that is gone are where settling will put them.
  const lost: Placed[] = [];
  for (const [parent, list] of grouped.cards) {
    if (entryOf(maps.boards, parent) || parent === RECOVERED_BOARD_ID) continue;
    lost.push(...list);
    grouped.cards.delete(parent);
  }
  if (lost.length > 0) grouped.cards.set(RECOVERED_BOARD_ID, [...(grouped.cards.get(RECOVERED_BOARD_ID) ?? []), ...lost].sort(comparePlaced));

  const children = <T>(kind: Kind, parent: string, read: (key: string, entry: Y.Map<unknown>) => T): T[] =>
    (grouped[kind].get(parent) ?? []).map(({ key }) => read(key, entryOf(maps[kind], key)!));

  const readTag = (_key: string, entry: Y.Map<unknown>): Tag => {
    const record = readFields("labels", entry, {});
    return { ...record, id: record.id as Tag["id"], tagName: text(record.tagName), color: text(record.color) };
  };
  const readItem = (_key: string, entry: Y.Map<unknown>): ChecklistItem => {
    const record = readFields("checklist", entry, {});
    return { ...record, id: record.id as ChecklistItem["id"], task: text(record.task), completed: record.completed === true };
  };
  const readCard = (key: string, entry: Y.Map<unknown>): Card => {
    const tags = children("labels", key, readTag);
    const task = children("checklist", key, readItem);
    const record = readFields("cards", entry, { tags, task });
    return { ...record, id: (record.id ?? key) as Card["id"], title: text(record.title), tags, task, date: text(record.date) };
  };

  const boards: Board[] = (grouped.boards.get(NO_PARENT) ?? []).map(({ key }) => {
    const card = children("cards", key, readCard);
    const record = readFields("boards", entryOf(maps.boards, key)!, { card });
    return { ...record, id: (record.id ?? key) as Board["id"], boardName: text(record.boardName), card };
  });

  const recovered = grouped.cards.get(RECOVERED_BOARD_ID);
  if (recovered && !entryOf(maps.boards, RECOVERED_BOARD_ID)) {
    boards.push({ id: RECOVERED_BOARD_ID, boardName: RECOVERED_BOARD_NAME, card: children("cards", RECOVERED_BOARD_ID, readCard) });
  }

  const known = knownTasks(doc);
  const todos: Todo[] = children("tasks", NO_PARENT, (key, entry) => {
    const record = readFields("tasks", entry, {});
    const todo = { ...record, id: typeof record.id === "number" ? record.id : 0, title: text(record.title), completed: record.completed === true };
    known.set(todo, key);
    return todo;
  });
  return { todos, boards };
}
