import { v4 as uuid } from "uuid";
import {
  addChecklistItem,
  addLabel,
  checkLabel,
  clearChecklist,
  deleteCard,
  deleteChecklistItem,
  hasCard,
  removeLabel,
  renameCard,
  setChecklistItemCompleted,
  setDueDate,
  updateCard,
} from "./card-rules";
import { parseDueDate } from "./due-date";
import { isUsableIdText, sameId, type Board, type Card } from "./kanban";

// Turns a form submitted from the card dialog into a change of one card, found
// by board id and card id, and applies it. Pure, so the route action stays a
// thin adapter over the storage layer and the dialog can show pending changes.

type Target = { boardId: string; cardId: string };

export type CardChange =
  | { intent: "rename"; title: string }
  | { intent: "add-label"; labelId: string; tagName: string; color: string }
  | { intent: "remove-label"; labelId: string }
  | { intent: "set-date"; date: string }
  | { intent: "add-task"; itemId: string; task: string }
  | { intent: "toggle-task"; itemId: string; completed: boolean }
  | { intent: "delete-task"; itemId: string }
  | { intent: "clear-tasks" };

export type CardCommand = Target & (CardChange | { intent: "delete-card" });

export type CardIntent = CardCommand["intent"];

export type ParsedCardCommand = { ok: true; command: CardCommand } | { ok: false; error: string };

export const CARD_NOT_FOUND = "This card could not be found: it may have been deleted or moved in another tab.";

function text(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
}

/** The exact text of a stored id (not trimmed: "1" and " 1" are two ids); blank or too long is none. */
function id(form: FormData, name: string): string | null {
  const value = text(form, name);
  return value !== null && isUsableIdText(value) ? value : null;
}

/**
 * Reads a card change from a submitted form. New labels and checklist items
 * take the id the dialog chose (so what it shows while saving keeps its key),
 * or a fresh uuid from `makeId`.
 */
export function parseCardCommand(form: FormData, makeId: () => string = uuid): ParsedCardCommand {
  const intent = text(form, "intent");
  const boardId = id(form, "boardId");
  const cardId = id(form, "cardId");
  if (boardId === null || cardId === null) return { ok: false, error: CARD_NOT_FOUND };
  const target = { boardId, cardId };
  const fail = (error: string): ParsedCardCommand => ({ ok: false, error });
  const ok = (change: CardChange | { intent: "delete-card" }): ParsedCardCommand => ({
    ok: true,
    command: { ...target, ...change },
  });

  switch (intent) {
    case "rename": {
      const title = text(form, "title");
      return title === null ? fail("A title is missing.") : ok({ intent, title });
    }
    case "add-label": {
      const tagName = text(form, "tagName");
      const color = text(form, "color") ?? "";
      if (tagName === null) return fail("A label name is missing.");
      return ok({ intent, labelId: id(form, "labelId") ?? makeId(), tagName, color });
    }
    case "remove-label": {
      const labelId = id(form, "labelId");
      return labelId === null ? fail("This label could not be found.") : ok({ intent, labelId });
    }
    case "set-date": {
      const date = (text(form, "date") ?? "").trim();
      if (date !== "" && parseDueDate(date) === null) return fail("That is not a calendar day.");
      return ok({ intent, date });
    }
    case "add-task": {
      const task = text(form, "task");
      return task === null ? fail("A task text is missing.") : ok({ intent, itemId: id(form, "itemId") ?? makeId(), task });
    }
    case "toggle-task": {
      const itemId = id(form, "itemId");
      const completed = text(form, "completed");
      if (itemId === null) return fail("This task could not be found.");
      if (completed !== "true" && completed !== "false") return fail("Unknown change.");
      return ok({ intent, itemId, completed: completed === "true" });
    }
    case "delete-task": {
      const itemId = id(form, "itemId");
      return itemId === null ? fail("This task could not be found.") : ok({ intent, itemId });
    }
    case "clear-tasks":
    case "delete-card":
      return ok({ intent });
    default:
      return fail("Unknown change.");
  }
}

/** Applies a change to one card. Changes that break a rule (an empty title, say) change nothing. */
export function applyCardChange(card: Card, change: CardChange): Card {
  switch (change.intent) {
    case "rename":
      return renameCard(card, change.title);
    case "add-label":
      return addLabel(card, { id: change.labelId, tagName: change.tagName, color: change.color });
    case "remove-label":
      return removeLabel(card, change.labelId);
    case "set-date":
      return setDueDate(card, change.date);
    case "add-task":
      return addChecklistItem(card, { id: change.itemId, task: change.task });
    case "toggle-task":
      return setChecklistItemCompleted(card, change.itemId, change.completed);
    case "delete-task":
      return deleteChecklistItem(card, change.itemId);
    case "clear-tasks":
      return clearChecklist(card);
  }
}

export type CardCommandOutcome = { ok: true; boards: Board[] } | { ok: false; error: string; boards: Board[] };

/**
 * Applies a command to the stored boards, by board id and card id. A card no
 * longer there, or a label the rules refuse, is an error and changes nothing.
 */
export function applyCardCommand(boards: Board[], command: CardCommand): CardCommandOutcome {
  const { boardId, cardId } = command;
  if (!hasCard(boards, boardId, cardId)) return { ok: false, error: CARD_NOT_FOUND, boards };
  if (command.intent === "delete-card") return { ok: true, boards: deleteCard(boards, boardId, cardId) };
  if (command.intent === "add-label") {
    const board = boards.find((candidate) => sameId(candidate.id, boardId));
    const card = board?.card.find((candidate) => sameId(candidate.id, cardId));
    const checked = card ? checkLabel(card, command.tagName, command.color) : null;
    if (checked && !checked.ok && checked.reason !== "empty-name") return { ok: false, error: checked.error, boards };
  }
  const change = command;
  return { ok: true, boards: updateCard(boards, boardId, cardId, (card) => applyCardChange(card, change)) };
}

/** The card as it will be once the pending submissions are saved (for optimistic UI). */
export function applyPendingCardChanges(card: Card, pending: readonly (FormData | undefined)[]): Card {
  let result = card;
  for (const form of pending) {
    if (!form) continue;
    const parsed = parseCardCommand(form, () => "");
    if (!parsed.ok || parsed.command.intent === "delete-card" || !sameId(parsed.command.cardId, card.id)) continue;
    result = applyCardChange(result, parsed.command);
  }
  return result;
}
