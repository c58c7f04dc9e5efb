import { parseDueDate } from "./due-date";
import { sameId, type Board, type Card, type ChecklistItem, type Id, type Tag } from "./kanban";
import { isLabelColor, type LabelColor } from "./label-colors";

// The card detail dialog's rules, pure: each takes the stored boards (or a
// card) and returns the changed value, or the very same object when nothing
// changes, so the storage layer writes nothing and memoized views skip work.

export const LABEL_NAME_LIMIT = 10;
export const LABEL_NAME_SHOWN = 6;

export const MISSING_COLOR_MESSAGE = "Please select a color";

export interface CardLocation {
  boardId: Id;
  card: Card;
}

/** Where a card is, by card id alone (a link only knows the card). */
export function findCard(boards: readonly Board[], cardId: Id | string): CardLocation | null {
  for (const board of boards) {
    const card = board.card.find((candidate) => sameId(candidate.id, cardId));
    if (card) return { boardId: board.id, card };
  }
  return null;
}

/** True when the card with that id sits on the board with that id. */
export function hasCard(boards: readonly Board[], boardId: Id | string, cardId: Id | string): boolean {
  const board = boards.find((candidate) => sameId(candidate.id, boardId));
  return board?.card.some((card) => sameId(card.id, cardId)) ?? false;
}

/** Applies `change` to one card, found by board id and card id. */
export function updateCard(
  boards: Board[],
  boardId: Id | string,
  cardId: Id | string,
  change: (card: Card) => Card,
): Board[] {
  let changed = false;
  const next = boards.map((board) => {
    if (!sameId(board.id, boardId)) return board;
    const cards = board.card.map((card) => {
      if (!sameId(card.id, cardId)) return card;
      const updated = change(card);
      if (updated !== card) changed = true;
      return updated;
    });
    return changed ? { ...board, card: cards } : board;
  });
  return changed ? next : boards;
}

export function deleteCard(boards: Board[], boardId: Id | string, cardId: Id | string): Board[] {
  let changed = false;
  const next = boards.map((board) => {
    if (!sameId(board.id, boardId)) return board;
    const cards = board.card.filter((card) => !sameId(card.id, cardId));
    if (cards.length === board.card.length) return board;
    changed = true;
    return { ...board, card: cards };
  });
  return changed ? next : boards;
}

/** An empty (or blank) title keeps the old one. */
export function renameCard(card: Card, title: string): Card {
  const trimmed = title.trim();
  return trimmed === "" || trimmed === card.title ? card : { ...card, title: trimmed };
}

/** Colours already worn by the card's labels (lower case); they cannot be picked again. */
export function usedColors(card: Pick<Card, "tags">): Set<string> {
  return new Set(card.tags.map((tag) => tag.color.toLowerCase()).filter((color) => color !== ""));
}

export type LabelCheck =
  | { ok: true; tagName: string; color: LabelColor }
  | { ok: false; reason: "empty-name" | "missing-color" | "unknown-color" | "used-color"; error: string };

/** The label creation rules: a name, and one of the palette's colours the card does not use yet. */
export function checkLabel(card: Pick<Card, "tags">, tagName: string, color: string): LabelCheck {
  const name = tagName.trim();
  if (name === "") return { ok: false, reason: "empty-name", error: "Enter a name for the label." };
  if (color === "") return { ok: false, reason: "missing-color", error: MISSING_COLOR_MESSAGE };
  const hex = color.toLowerCase();
  if (!isLabelColor(hex)) return { ok: false, reason: "unknown-color", error: "Choose one of the offered colours." };
  if (usedColors(card).has(hex)) {
    return { ok: false, reason: "used-color", error: "This colour is already used by a label of this card." };
  }
  return { ok: true, tagName: name, color: hex };
}

/** Adds a label when it passes `checkLabel`; otherwise the card is unchanged. */
export function addLabel(card: Card, label: { id: Id; tagName: string; color: string }): Card {
  const checked = checkLabel(card, label.tagName, label.color);
  if (!checked.ok || card.tags.some((tag) => sameId(tag.id, label.id))) return card;
  const tag: Tag = { id: label.id, tagName: checked.tagName, color: checked.color };
  return { ...card, tags: [...card.tags, tag] };
}

export function removeLabel(card: Card, labelId: Id | string): Card {
  const tags = card.tags.filter((tag) => !sameId(tag.id, labelId));
  return tags.length === card.tags.length ? card : { ...card, tags };
}

/** Stores a calendar day (`yyyy-MM-dd`), or "" to clear it. Anything else changes nothing. */
export function setDueDate(card: Card, date: string): Card {
  if (date !== "" && parseDueDate(date) === null) return card;
  return date === card.date ? card : { ...card, date };
}

/** Adds a checklist item; an empty (or blank) text adds nothing. */
export function addChecklistItem(card: Card, item: { id: Id; task: string }): Card {
  const task = item.task.trim();
  if (task === "" || card.task.some((existing) => sameId(existing.id, item.id))) return card;
  const added: ChecklistItem = { id: item.id, task, completed: false };
  return { ...card, task: [...card.task, added] };
}

export function setChecklistItemCompleted(card: Card, itemId: Id | string, completed: boolean): Card {
  let changed = false;
  const task = card.task.map((item) => {
    if (!sameId(item.id, itemId) || item.completed === completed) return item;
    changed = true;
    return { ...item, completed };
  });
  return changed ? { ...card, task } : card;
}

export function deleteChecklistItem(card: Card, itemId: Id | string): Card {
  const task = card.task.filter((item) => !sameId(item.id, itemId));
  return task.length === card.task.length ? card : { ...card, task };
}

export function clearChecklist(card: Card): Card {
  return card.task.length === 0 ? card : { ...card, task: [] };
}

/** The floor of the percent of items done; 0 with no items. */
export function checklistProgress(items: readonly ChecklistItem[]): number {
  if (items.length === 0) return 0;
  const done = items.filter((item) => item.completed).length;
  return Math.floor((done * 100) / items.length);
}

/** A name longer than 10 characters shows its first 6 and an ellipsis. */
export function shortLabelName(name: string): string {
  // Only the start is split into characters (each at most two code units): a name can be a million long.
  const characters = Array.from(name.slice(0, (LABEL_NAME_LIMIT + 1) * 2));
  return characters.length > LABEL_NAME_LIMIT ? `${characters.slice(0, LABEL_NAME_SHOWN).join("")}…` : name;
}
