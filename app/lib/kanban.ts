import { v4 as uuid } from "uuid";
import { anyOrMissing, isFlag, isId, isText, looseRecordReader } from "./loose-record";
import { hasProtoKey, salvageEach, type Salvaged } from "./salvage";
import { countKeys } from "./stored-text";

// Stored format (key `kanban-board`) is the original's: boards holding cards,
// cards holding tags (labels) and task (checklist items). Ids may be numbers or
// strings. A card saved without `date` reads as "", a tag without `color` as ""
// and a missing list as empty, silently; a field of the wrong type (a numeric
// date, `tags: null`) is read the same way but counts as not read in full, so
// the storage layer keeps the original text and says so.

export type Id = string | number;

/** Ids travel in forms and addresses as text; a longer one is refused there. */
export const MAX_ID_LENGTH = 200;

/** True for an id text that a form carries back unchanged: not blank and not too long. */
export function isUsableIdText(text: string): boolean {
  return text.length <= MAX_ID_LENGTH && text.trim() !== "";
}

/**
 * Ids are compared by their text (forms submit text): 1 and "1" are the same
 * id. Saved data can hold one id twice, so parsing gives every record an id of
 * its own (see `parseBoards`) and a reference by id never matches two records.
 */
export function sameId(a: Id, b: Id | string): boolean {
  return String(a) === String(b);
}

const readTagShape = looseRecordReader({ id: isId, tagName: isText, color: anyOrMissing });
export type Tag = { [key: string]: unknown; id: Id; tagName: string; color: string };

export type ChecklistItem = { [key: string]: unknown; id: Id; task: string; completed: boolean };
const readChecklistItemShape: (input: unknown) => ChecklistItem | null = looseRecordReader({
  id: isId,
  task: isText,
  completed: isFlag,
});

const readCardShape = looseRecordReader({
  id: isId,
  title: isText,
  tags: anyOrMissing,
  task: anyOrMissing,
  date: anyOrMissing,
});
// Spelled out: `Omit` over a loose object's index signature would drop the known fields.
export type Card = {
  [key: string]: unknown;
  id: Id;
  title: string;
  tags: Tag[];
  task: ChecklistItem[];
  date: string;
};

const readBoardShape = looseRecordReader({ id: isId, boardName: isText, card: anyOrMissing });
export type Board = { [key: string]: unknown; id: Id; boardName: string; card: Card[] };

/** Optional text: missing reads as "" silently; anything else that is not text (null included) as "", counted. */
function readText(value: unknown): Salvaged<string> {
  if (typeof value === "string") return { value, dropped: 0 };
  return { value: "", dropped: value === undefined ? 0 : 1 };
}

const protoKeys = (item: unknown): number => (hasProtoKey(item) ? 1 : 0);

/**
 * A new id like the app's own (a uuid v4), its "random" bytes drawn from
 * `seed`: reading the same saved text again (a reload, another tab, a re-read
 * before a save) gives the same ids, so a card's address stays valid until
 * the new ids are saved.
 */
export function idFromSeed(seed: string): string {
  const random = new Uint8Array(16);
  for (let part = 0; part < 4; part++) {
    // FNV-1a, each quarter of the bytes from another start.
    let hash = 0x811c9dc5 ^ Math.imul(part + 1, 0x9e3779b1);
    for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
    for (let byte = 0; byte < 4; byte++) random[part * 4 + byte] = hash >>> (byte * 8);
  }
  return uuid({ random });
}

/**
 * Keeps the id of the first record with that id text; a repeat, or an id that
 * no form can carry back, gets a new one from `makeId`, seeded by the level,
 * the old id and how many times it came before. One Set per level.
 */
function uniqueIds(level: string, makeId: (seed: string) => string) {
  const seen = new Set<string>();
  const repeats = new Map<string, number>();
  return {
    claim(record: { id: Id }): void {
      const text = String(record.id);
      if (!seen.has(text) && isUsableIdText(text)) {
        seen.add(text);
        return;
      }
      const repeat = (repeats.get(text) ?? 0) + 1;
      repeats.set(text, repeat);
      let fresh = makeId(`${level}/${repeat}/${text}`);
      for (let attempt = 1; seen.has(fresh); attempt++) fresh = makeId(`${level}/${repeat}/${text}/${attempt}`);
      seen.add(fresh);
      record.id = fresh;
    },
    clear(): void {
      seen.clear();
      repeats.clear();
    },
  };
}

/**
 * Reads whatever can be read of saved boards, counting what had to be left out
 * or replaced. Ids are made unique where the app looks them up: boards among
 * boards, cards across all boards (a card's address only names the card),
 * labels and checklist items within their card. The first record keeps its id,
 * a later one with the same id text gets a new uuid (see `idFromSeed`), which
 * is saved with the next change.
 */
export function parseBoards(input: unknown, makeId: (seed: string) => string = idFromSeed): Salvaged<Board[]> {
  if (!Array.isArray(input)) return { value: [], dropped: 1 };
  const boardIds = uniqueIds("board", makeId);
  const cardIds = uniqueIds("card", makeId);
  const tagIds = uniqueIds("label", makeId);
  const itemIds = uniqueIds("item", makeId);

  function parseTag(item: unknown): Salvaged<Tag> | null {
    const tag = readTagShape(item);
    if (!tag) return null;
    tagIds.claim(tag);
    const color = readText(tag.color);
    return { value: { ...tag, color: color.value }, dropped: color.dropped + protoKeys(item) };
  }

  function parseItem(item: unknown): Salvaged<ChecklistItem> | null {
    const checklistItem = readChecklistItemShape(item);
    if (!checklistItem) return null;
    itemIds.claim(checklistItem);
    return { value: checklistItem, dropped: protoKeys(item) };
  }

  function parseCard(item: unknown): Salvaged<Card> | null {
    const card = readCardShape(item);
    if (!card) return null;
    cardIds.claim(card);
    tagIds.clear();
    itemIds.clear();
    const tags = salvageEach(card.tags, parseTag);
    const task = salvageEach(card.task, parseItem);
    const date = readText(card.date);
    return {
      value: { ...card, tags: tags.value, task: task.value, date: date.value },
      dropped: tags.dropped + task.dropped + date.dropped + protoKeys(item),
    };
  }

  function parseBoard(item: unknown): Salvaged<Board> | null {
    const board = readBoardShape(item);
    if (!board) return null;
    boardIds.claim(board);
    const cards = salvageEach(board.card, parseCard);
    return { value: { ...board, card: cards.value }, dropped: cards.dropped + protoKeys(item) };
  }

  return salvageEach(input, parseBoard);
}

/**
 * The most cards a board of a stored text (key `kanban-board`) may hold, told without parsing
 * it, for a page deciding what code to load first: the `"title":` keys between two boards'
 * `"boardName":` keys (see countKeys); any other field named "title" only makes it larger.
 * Once a board is past `stopAbove`, it says `stopAbove + 1` without counting further.
 */
export function mostCardsOnABoardIn(text: string, stopAbove = Infinity): number {
  let most = 0;
  for (const board of text.split('"boardName":')) {
    most = Math.max(most, countKeys(board, "title", stopAbove));
    if (most > stopAbove) break;
  }
  return most;
}
