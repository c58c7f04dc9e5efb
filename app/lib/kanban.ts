import { z } from "zod";
import { salvageArray, type Salvaged } from "./salvage";

// Stored format (key `kanban-board`) is the original's: boards holding cards,
// cards holding tags (labels) and task (checklist items). Ids may be numbers or
// strings; a card saved without `date` reads as "" and a tag colour may be "".

/** Omit that keeps the known keys of a type with an index signature (TypeScript's Omit drops them). */
type Without<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };

const idSchema = z.union([z.string(), z.number().finite()]);
export type Id = z.infer<typeof idSchema>;

export const tagSchema = z.looseObject({
  id: idSchema,
  tagName: z.string(),
  color: z.string().catch(""),
});
export type Tag = z.infer<typeof tagSchema>;

export const checklistItemSchema = z.looseObject({
  id: idSchema,
  task: z.string(),
  completed: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

const cardShape = z.looseObject({
  id: idSchema,
  title: z.string(),
  tags: z.unknown(),
  task: z.unknown(),
  date: z.string().catch(""),
});
export type Card = Without<z.infer<typeof cardShape>, "tags" | "task"> & {
  tags: Tag[];
  task: ChecklistItem[];
};

const boardShape = z.looseObject({
  id: idSchema,
  boardName: z.string(),
  card: z.unknown(),
});
export type Board = Without<z.infer<typeof boardShape>, "card"> & { card: Card[] };

function parseCard(input: unknown): Salvaged<Card> | null {
  const result = cardShape.safeParse(input);
  if (!result.success) return null;
  const tags = salvageArray(tagSchema, result.data.tags);
  const task = salvageArray(checklistItemSchema, result.data.task);
  return {
    value: { ...result.data, tags: tags.value, task: task.value },
    dropped: tags.dropped + task.dropped,
  };
}

function parseBoard(input: unknown): Salvaged<Board> | null {
  const result = boardShape.safeParse(input);
  if (!result.success) return null;
  const cards: Card[] = [];
  let dropped = 0;
  const rawCards = Array.isArray(result.data.card) ? result.data.card : [];
  if (!Array.isArray(result.data.card) && result.data.card != null) dropped++;
  for (const rawCard of rawCards) {
    const card = parseCard(rawCard);
    if (card) {
      cards.push(card.value);
      dropped += card.dropped;
    } else dropped++;
  }
  return { value: { ...result.data, card: cards }, dropped };
}

/** Reads whatever can be read of saved boards, counting what had to be left out. */
export function parseBoards(input: unknown): Salvaged<Board[]> {
  if (!Array.isArray(input)) return { value: [], dropped: 1 };
  const boards: Board[] = [];
  let dropped = 0;
  for (const rawBoard of input) {
    const board = parseBoard(rawBoard);
    if (board) {
      boards.push(board.value);
      dropped += board.dropped;
    } else dropped++;
  }
  return { value: boards, dropped };
}

export function sameId(a: Id, b: Id | string): boolean {
  return String(a) === String(b);
}
