import {
  addBoard,
  addCard,
  cleanText,
  deleteBoard,
  moveBoard,
  moveCard,
  renameBoard,
} from "./board-rules";
import { applyCardCommand, type CardCommand } from "./card-commands";
import { isUsableIdText, type Board } from "./kanban";
import type { Applied } from "./storage";
import type { ParsedCommand } from "./todo-commands";

// Turns a submitted form into a Kanban change, and applies it. Pure, so the
// route action stays a thin adapter over the storage layer and the page can
// show a change being saved (optimistic UI) with exactly the same rules.

export type BoardCommand =
  | { intent: "add-board"; boardId: string; boardName: string }
  | { intent: "rename-board"; boardId: string; boardName: string }
  | { intent: "delete-board"; boardId: string }
  | { intent: "move-board"; boardId: string; toIndex: number }
  | { intent: "add-card"; boardId: string; cardId: string; title: string }
  | { intent: "move-card"; cardId: string; toBoardId: string; toIndex: number };

export type BoardIntent = BoardCommand["intent"];

/**
 * Ids come back as the exact text of the stored id (numbers included) and are
 * compared with `sameId`; not trimmed, so "1" and " 1" stay two ids.
 */
function readId(form: FormData, name: string): string | null {
  const raw = form.get(name);
  return typeof raw === "string" && isUsableIdText(raw) ? raw : null;
}

function readIndex(form: FormData, name: string): number | null {
  const raw = form.get(name);
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw);
}

const BOARD_NOT_FOUND = "This board could not be found.";
const CARD_NOT_FOUND = "This card could not be found.";

export function parseBoardCommand(form: FormData): ParsedCommand<BoardCommand> {
  const intent = form.get("intent");
  switch (intent) {
    case "add-board": {
      const boardId = readId(form, "boardId");
      const boardName = cleanText(form.get("boardName"));
      if (!boardId) return { ok: false, error: "A new board needs an id." };
      if (!boardName) return { ok: false, error: "Please enter a board name." };
      return { ok: true, command: { intent, boardId, boardName } };
    }
    case "rename-board": {
      const boardId = readId(form, "boardId");
      if (!boardId) return { ok: false, error: BOARD_NOT_FOUND };
      // Capped by the rule, which knows the stored name (a longer stored name is never cut).
      const boardName = form.get("boardName");
      return { ok: true, command: { intent, boardId, boardName: typeof boardName === "string" ? boardName.trim() : "" } };
    }
    case "delete-board": {
      const boardId = readId(form, "boardId");
      return boardId ? { ok: true, command: { intent, boardId } } : { ok: false, error: BOARD_NOT_FOUND };
    }
    case "move-board": {
      const boardId = readId(form, "boardId");
      const toIndex = readIndex(form, "toIndex");
      if (!boardId) return { ok: false, error: BOARD_NOT_FOUND };
      if (toIndex === null) return { ok: false, error: "This board cannot go there." };
      return { ok: true, command: { intent, boardId, toIndex } };
    }
    case "add-card": {
      const boardId = readId(form, "boardId");
      const cardId = readId(form, "cardId");
      const title = cleanText(form.get("title"));
      if (!boardId) return { ok: false, error: BOARD_NOT_FOUND };
      if (!cardId) return { ok: false, error: "A new card needs an id." };
      if (!title) return { ok: false, error: "Please enter a card title." };
      return { ok: true, command: { intent, boardId, cardId, title } };
    }
    case "move-card": {
      const cardId = readId(form, "cardId");
      const toBoardId = readId(form, "toBoardId");
      const toIndex = readIndex(form, "toIndex");
      if (!cardId) return { ok: false, error: CARD_NOT_FOUND };
      if (!toBoardId) return { ok: false, error: BOARD_NOT_FOUND };
      if (toIndex === null) return { ok: false, error: "This card cannot go there." };
      return { ok: true, command: { intent, cardId, toBoardId, toIndex } };
    }
    default:
      return { ok: false, error: "Unknown change." };
  }
}

export function applyBoardCommand(boards: Board[], command: BoardCommand): Board[] {
  switch (command.intent) {
    case "add-board":
      return addBoard(boards, command.boardId, command.boardName);
    case "rename-board":
      return renameBoard(boards, command.boardId, command.boardName);
    case "delete-board":
      return deleteBoard(boards, command.boardId);
    case "move-board":
      return moveBoard(boards, command.boardId, command.toIndex);
    case "add-card":
      return addCard(boards, command.boardId, command.cardId, command.title);
    case "move-card":
      return moveCard(boards, command.cardId, command.toBoardId, command.toIndex);
  }
}

/** Every change of the `kanban-board` data: the board's and the card dialog's (their intents differ). */
export type KanbanCommand = BoardCommand | CardCommand;

const BOARD_INTENTS: ReadonlySet<string> = new Set<BoardIntent>([
  "add-board",
  "rename-board",
  "delete-board",
  "move-board",
  "add-card",
  "move-card",
]);

function isBoardCommand(command: KanbanCommand): command is BoardCommand {
  return BOARD_INTENTS.has(command.intent);
}

export function applyKanbanCommand(boards: Board[], command: KanbanCommand): Applied<Board[]> {
  if (isBoardCommand(command)) return { ok: true, value: applyBoardCommand(boards, command) };
  const outcome = applyCardCommand(boards, command);
  return outcome.ok ? { ok: true, value: outcome.boards } : { ok: false, error: outcome.error };
}

/**
 * What the boards look like once the pending changes are saved. Every rule is
 * idempotent here (ids are chosen by the page), so applying a change that has
 * already reached the loader data changes nothing.
 */
export function applyPendingBoardCommands(boards: Board[], pending: readonly FormData[]): Board[] {
  let result = boards;
  for (const form of pending) {
    const parsed = parseBoardCommand(form);
    if (parsed.ok) result = applyBoardCommand(result, parsed.command);
  }
  return result;
}

/** The form a page submits for a command (FormData values are text). */
export function boardCommandForm(command: BoardCommand): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(command)) form[key] = String(value);
  return form;
}
