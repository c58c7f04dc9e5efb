import { z } from "zod";
import { salvageArray, salvageEach, type Salvaged } from "./salvage";

// Stored format (key `kanban-board`) is the original's: boards holding cards,
// cards holding tags (labels) and task (checklist items). Ids may be numbers or
// strings; a card saved without `date` reads as "" and a tag colour may be "".

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
// Spelled out: `Omit` over a loose object's index signature would drop the known fields.
export type Card = {
  [key: string]: unknown;
  id: Id;
  title: string;
  tags: Tag[];
  task: ChecklistItem[];
  date: string;
};

const boardShape = z.looseObject({
  id: idSchema,
  boardName: z.string(),
  card: z.unknown(),
});
export type Board = { [key: string]: unknown; id: Id; boardName: string; card: Card[] };

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
  const cards = salvageEach(result.data.card, parseCard);
  return { value: { ...result.data, card: cards.value }, dropped: cards.dropped };
}

/** Reads whatever can be read of saved boards, counting what had to be left out. */
export function parseBoards(input: unknown): Salvaged<Board[]> {
  if (!Array.isArray(input)) return { value: [], dropped: 1 };
  return salvageEach(input, parseBoard);
}

export function sameId(a: Id, b: Id | string): boolean {
  return String(a) === String(b);
}
