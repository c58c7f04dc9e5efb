import { boardDisplayName } from "./board-name";
import { findBoardIndex, findCard, moveBoard, moveCard, newBoard, newCard, type CardPlace } from "./board-rules";
import { checkLabel } from "./card-rules";
import {
  changedElsewhere,
  count,
  enteredText,
  fieldsOf,
  insertAt,
  missing,
  quoted,
  refused,
  replaceAt,
  unchanged,
  UNREADABLE_CHANGE,
  type Applied,
  type CommandSet,
  type Parsed,
} from "./commands";
import { parseDueDate } from "./due-date";
import { parseBoards, sameId, type Board, type Card, type ChecklistItem, type Id, type Tag } from "./kanban";
import { recordAsRead } from "./loose-record";

// Every change of the Kanban data (key `kanban-board`): the boards', the
// cards' and the card dialog's, as typed data, and what each does. Cards are
// found by id alone (card ids are unique across boards, see `parseBoards`).
// See commands.ts for the shape all data sets share.

export interface ItemAt {
  item: ChecklistItem;
  index: number;
}

export type KanbanCommand =
  | { intent: "add-board"; boardId: Id; boardName: string }
  /** `from`: the name the board must still have (undo never overwrites another tab's rename). */
  | { intent: "rename-board"; boardId: Id; boardName: string; from?: string }
  /** `ifEmpty`: only while it has no cards (undoing an add never deletes cards another tab put there). */
  | { intent: "delete-board"; boardId: Id; ifEmpty?: boolean }
  | { intent: "restore-board"; board: Board; index: number }
  | { intent: "move-board"; boardId: Id; toIndex: number }
  | { intent: "add-card"; boardId: Id; cardId: Id; title: string }
  | { intent: "delete-card"; cardId: Id }
  | { intent: "restore-card"; boardId: Id; index: number; card: Card }
  /**
   * `toIndex` counts the destination's cards without the moved one.
   * `fromBoardId`: the board the card must still be on (undo never moves back a card another tab moved on).
   */
  | { intent: "move-card"; cardId: Id; toBoardId: Id; toIndex: number; fromBoardId?: Id }
  | { intent: "rename-card"; cardId: Id; title: string; from?: string }
  /** A calendar day `yyyy-MM-dd`, or "" for none. */
  | { intent: "set-date"; cardId: Id; date: string; from?: string }
  | { intent: "add-label"; cardId: Id; labelId: Id; tagName: string; color: string }
  | { intent: "delete-label"; cardId: Id; labelId: Id }
  | { intent: "restore-label"; cardId: Id; label: Tag; index: number }
  | { intent: "add-item"; cardId: Id; itemId: Id; task: string }
  | { intent: "toggle-item"; cardId: Id; itemId: Id; completed: boolean }
  | { intent: "delete-items"; cardId: Id; itemIds: Id[] }
  | { intent: "restore-items"; cardId: Id; items: ItemAt[] };

type Result = Applied<Board[], KanbanCommand>;

const BOARD_NAME_REQUIRED = "Please enter a board name.";
const CARD_TITLE_REQUIRED = "Please enter a card title.";
const ITEM_REQUIRED = "Please enter a checklist item.";
const NOT_A_DAY = "That is not a calendar day.";

// ---- Reading ----

/** A stored record in a command (to put back), read with the rules saved data is read with. */
function readBoard(value: unknown): Board | null {
  const { value: boards, dropped } = parseBoards([value]);
  return dropped === 0 && boards.length === 1 ? boards[0]! : null;
}

function readCard(value: unknown): Card | null {
  return readBoard({ id: "board", boardName: "", card: [value] })?.card[0] ?? null;
}

function readTag(value: unknown): Tag | null {
  return readCard({ id: "card", title: "", tags: [value] })?.tags[0] ?? null;
}

function readItem(value: unknown): ChecklistItem | null {
  return readCard({ id: "card", title: "", task: [value] })?.task[0] ?? null;
}

function readItemAt(value: unknown): ItemAt | null {
  const fields = fieldsOf(value);
  const item = readItem(fields.raw("item"));
  const index = fields.index("index");
  return item && index !== null ? { item, index } : null;
}

const UNREADABLE = { ok: false, error: UNREADABLE_CHANGE } as const;

/** Builds the command when every field read; a field that did not read is null. */
function command(fields: Record<string, unknown>): Parsed<KanbanCommand> {
  for (const value of Object.values(fields)) if (value === null) return UNREADABLE;
  return { ok: true, command: fields as KanbanCommand };
}

/** `from` is optional; present, it must be text. */
function optionalFrom(fields: ReturnType<typeof fieldsOf>): { from?: string } | null {
  if (!fields.has("from")) return {};
  const from = fields.text("from");
  return from === null ? null : { from };
}

export function parseKanbanCommand(input: unknown): Parsed<KanbanCommand> {
  const fields = fieldsOf(input);
  const { intent } = fields;
  switch (intent) {
    case "add-board": {
      const boardName = fields.text("boardName");
      if (boardName !== null && enteredText(boardName) === "") return { ok: false, error: BOARD_NAME_REQUIRED };
      return command({ intent, boardId: fields.id("boardId"), boardName });
    }
    case "rename-board": {
      const from = optionalFrom(fields);
      return from ? command({ intent, boardId: fields.id("boardId"), boardName: fields.text("boardName"), ...from }) : UNREADABLE;
    }
    case "delete-board": {
      const ifEmpty = fields.has("ifEmpty") ? fields.boolean("ifEmpty") : false;
      if (ifEmpty === null) return UNREADABLE;
      return command({ intent, boardId: fields.id("boardId"), ...(ifEmpty ? { ifEmpty } : {}) });
    }
    case "restore-board":
      return command({ intent, board: readBoard(fields.raw("board")), index: fields.index("index") });
    case "move-board":
      return command({ intent, boardId: fields.id("boardId"), toIndex: fields.index("toIndex") });
    case "add-card": {
      const title = fields.text("title");
      if (title !== null && enteredText(title) === "") return { ok: false, error: CARD_TITLE_REQUIRED };
      return command({ intent, boardId: fields.id("boardId"), cardId: fields.id("cardId"), title });
    }
    case "delete-card":
      return command({ intent, cardId: fields.id("cardId") });
    case "restore-card":
      return command({
        intent,
        boardId: fields.id("boardId"),
        index: fields.index("index"),
        card: readCard(fields.raw("card")),
      });
    case "move-card":
      return command({
        intent,
        cardId: fields.id("cardId"),
        toBoardId: fields.id("toBoardId"),
        toIndex: fields.index("toIndex"),
        ...(fields.has("fromBoardId") ? { fromBoardId: fields.id("fromBoardId") } : {}),
      });
    case "rename-card": {
      const from = optionalFrom(fields);
      return from ? command({ intent, cardId: fields.id("cardId"), title: fields.text("title"), ...from }) : UNREADABLE;
    }
    case "set-date": {
      const from = optionalFrom(fields);
      if (!from) return UNREADABLE;
      const date = fields.text("date");
      // A day the user chose must be one; undo (with `from`) puts back whatever was stored.
      const undoing = from.from !== undefined;
      if (!undoing && date !== null && date !== "" && parseDueDate(date) === null) return { ok: false, error: NOT_A_DAY };
      return command({ intent, cardId: fields.id("cardId"), date, ...from });
    }
    case "add-label":
      return command({
        intent,
        cardId: fields.id("cardId"),
        labelId: fields.id("labelId"),
        tagName: fields.text("tagName"),
        color: fields.text("color"),
      });
    case "delete-label":
      return command({ intent, cardId: fields.id("cardId"), labelId: fields.id("labelId") });
    case "restore-label":
      return command({
        intent,
        cardId: fields.id("cardId"),
        label: readTag(fields.raw("label")),
        index: fields.index("index"),
      });
    case "add-item": {
      const task = fields.text("task");
      if (task !== null && enteredText(task) === "") return { ok: false, error: ITEM_REQUIRED };
      return command({ intent, cardId: fields.id("cardId"), itemId: fields.id("itemId"), task });
    }
    case "toggle-item":
      return command({
        intent,
        cardId: fields.id("cardId"),
        itemId: fields.id("itemId"),
        completed: fields.boolean("completed"),
      });
    case "delete-items":
      return command({ intent, cardId: fields.id("cardId"), itemIds: fields.ids("itemIds") });
    case "restore-items": {
      const items = fields.raw("items");
      const read = Array.isArray(items) && items.length > 0 ? items.map(readItemAt) : [null];
      return command({ intent, cardId: fields.id("cardId"), items: read.includes(null) ? null : read });
    }
    default:
      return UNREADABLE;
  }
}

// ---- Applying ----

function boardLabel(board: Board): string {
  return `“${boardDisplayName(board.boardName)}”`;
}

function changed(state: Board[], inverse: KanbanCommand, label: string, deleted?: string): Result {
  return { ok: true, state, change: { inverse, label, ...(deleted ? { toast: deleted } : {}) } };
}

function withCard(boards: Board[], cardId: Id, apply: (place: CardPlace) => Result): Result {
  const place = findCard(boards, cardId);
  return place ? apply(place) : missing("card");
}

function replaceCard(boards: Board[], place: CardPlace, card: Card): Board[] {
  const board = place.board;
  return replaceAt(boards, place.boardIndex, { ...board, card: replaceAt(board.card, place.cardIndex, card) });
}

/** Puts back records at their old places (in order of those places); one already there is skipped. */
function restoreInto<T extends { id: Id }>(list: T[], records: readonly { record: T; index: number }[]) {
  let result = list;
  const restored: Id[] = [];
  for (const { record, index } of records.slice().sort((a, b) => a.index - b.index)) {
    if (result.some((existing) => sameId(existing.id, record.id))) continue;
    result = insertAt(result, index, record);
    restored.push(record.id);
  }
  return { result, restored };
}

/** The commands that change one existing card, found by its id. */
type CardCommand = Exclude<Extract<KanbanCommand, { cardId: Id }>, { intent: "add-card" }>;

function applyToCard(boards: Board[], command: CardCommand): Result {
  return withCard(boards, command.cardId, (place) => {
    const { card } = place;
    const cardId = card.id;
    const update = (next: Card, inverse: KanbanCommand, label: string, deleted?: string) =>
      changed(replaceCard(boards, place, next), inverse, label, deleted);

    switch (command.intent) {
      case "delete-card": {
        const board = place.board;
        const state = replaceAt(boards, place.boardIndex, {
          ...board,
          card: board.card.filter((_, index) => index !== place.cardIndex),
        });
        const inverse: KanbanCommand = { intent: "restore-card", boardId: board.id, index: place.cardIndex, card };
        return changed(state, inverse, `delete card ${quoted(card.title)}`, "Card deleted");
      }
      case "move-card": {
        if (command.fromBoardId !== undefined && !sameId(place.board.id, command.fromBoardId)) return changedElsewhere("card");
        if (findBoardIndex(boards, command.toBoardId) === -1) return missing("board");
        const state = moveCard(boards, cardId, command.toBoardId, command.toIndex);
        if (state === boards) return unchanged(boards);
        const inverse: KanbanCommand = {
          intent: "move-card",
          cardId,
          toBoardId: place.board.id,
          toIndex: place.cardIndex,
          fromBoardId: command.toBoardId,
        };
        return changed(state, inverse, `move card ${quoted(card.title)}`);
      }
      case "rename-card": {
        if (command.from !== undefined && card.title !== command.from) return changedElsewhere("card");
        // An empty title keeps the old one.
        const title = enteredText(command.title, card.title);
        if (!title || title === card.title) return unchanged(boards);
        return update(
          { ...card, title },
          { intent: "rename-card", cardId, title: card.title, from: title },
          `rename card ${quoted(card.title)}`,
        );
      }
      case "set-date": {
        if (command.from !== undefined && card.date !== command.from) return changedElsewhere("card");
        if (command.date === card.date) return unchanged(boards);
        return update(
          { ...card, date: command.date },
          { intent: "set-date", cardId, date: card.date, from: command.date },
          `${command.date ? "set" : "remove"} the due date of card ${quoted(card.title)}`,
        );
      }
      case "add-label": {
        if (card.tags.some((tag) => sameId(tag.id, command.labelId))) return unchanged(boards);
        const checked = checkLabel(card, command.tagName, command.color);
        if (!checked.ok) return refused(checked.error);
        const tag: Tag = recordAsRead({ id: command.labelId, tagName: enteredText(checked.tagName), color: checked.color });
        return update(
          { ...card, tags: [...card.tags, tag] },
          { intent: "delete-label", cardId, labelId: tag.id },
          `add label ${quoted(tag.tagName)} to card ${quoted(card.title)}`,
        );
      }
      case "delete-label": {
        const index = card.tags.findIndex((tag) => sameId(tag.id, command.labelId));
        const label = card.tags[index];
        if (!label) return missing("label");
        return update(
          { ...card, tags: card.tags.filter((_, i) => i !== index) },
          { intent: "restore-label", cardId, label, index },
          `remove label ${quoted(label.tagName)} from card ${quoted(card.title)}`,
          "Label removed",
        );
      }
      case "restore-label": {
        const { result, restored } = restoreInto(card.tags, [{ record: command.label, index: command.index }]);
        if (restored.length === 0) return unchanged(boards);
        return update(
          { ...card, tags: result },
          { intent: "delete-label", cardId, labelId: command.label.id },
          `restore label ${quoted(command.label.tagName)}`,
        );
      }
      case "add-item": {
        if (card.task.some((item) => sameId(item.id, command.itemId))) return unchanged(boards);
        const task = enteredText(command.task);
        if (!task) return refused(ITEM_REQUIRED);
        return update(
          { ...card, task: [...card.task, recordAsRead({ id: command.itemId, task, completed: false })] },
          { intent: "delete-items", cardId, itemIds: [command.itemId] },
          `add checklist item ${quoted(task)}`,
        );
      }
      case "toggle-item": {
        const index = card.task.findIndex((item) => sameId(item.id, command.itemId));
        const item = card.task[index];
        if (!item) return missing("checklist item");
        if (item.completed === command.completed) return unchanged(boards);
        return update(
          { ...card, task: replaceAt(card.task, index, { ...item, completed: command.completed }) },
          { intent: "toggle-item", cardId, itemId: item.id, completed: item.completed },
          `${command.completed ? "check" : "uncheck"} checklist item ${quoted(item.task)}`,
        );
      }
      case "delete-items": {
        const removed: ItemAt[] = [];
        card.task.forEach((item, index) => {
          if (command.itemIds.some((id) => sameId(id, item.id))) removed.push({ item, index });
        });
        if (removed.length === 0) return missing("checklist item");
        const one = removed.length === 1;
        return update(
          { ...card, task: card.task.filter((item) => !removed.some((gone) => gone.item === item)) },
          { intent: "restore-items", cardId, items: removed },
          one ? `delete checklist item ${quoted(removed[0]!.item.task)}` : `delete ${count(removed.length, "checklist item")}`,
          one ? "Checklist item deleted" : `${count(removed.length, "checklist item")} deleted`,
        );
      }
      case "restore-items": {
        const records = command.items.map(({ item, index }) => ({ record: item, index }));
        const { result, restored } = restoreInto(card.task, records);
        if (restored.length === 0) return unchanged(boards);
        return update(
          { ...card, task: result },
          { intent: "delete-items", cardId, itemIds: restored },
          `restore ${count(restored.length, "checklist item")}`,
        );
      }
    }
  });
}

export function applyKanbanCommand(boards: Board[], command: KanbanCommand): Result {
  switch (command.intent) {
    case "add-board": {
      if (findBoardIndex(boards, command.boardId) !== -1) return unchanged(boards);
      const boardName = enteredText(command.boardName);
      if (!boardName) return refused(BOARD_NAME_REQUIRED);
      return changed(
        [...boards, newBoard(command.boardId, boardName)],
        { intent: "delete-board", boardId: command.boardId, ifEmpty: true },
        `add board ${quoted(boardName)}`,
      );
    }
    case "rename-board": {
      const index = findBoardIndex(boards, command.boardId);
      const board = boards[index];
      if (!board) return missing("board");
      if (command.from !== undefined && board.boardName !== command.from) return changedElsewhere("board");
      // An empty name is allowed: the board then shows "Name of Board", as in the original.
      const boardName = enteredText(command.boardName, board.boardName);
      if (boardName === board.boardName) return unchanged(boards);
      return changed(
        replaceAt(boards, index, { ...board, boardName }),
        { intent: "rename-board", boardId: board.id, boardName: board.boardName, from: boardName },
        `rename board ${boardLabel(board)}`,
      );
    }
    case "delete-board": {
      const index = findBoardIndex(boards, command.boardId);
      const board = boards[index];
      if (!board) return missing("board");
      if (command.ifEmpty && board.card.length > 0) {
        return refused(
          "This board has cards now.",
          "Can't undo: cards were added to the board on another device or tab.",
        );
      }
      return changed(
        boards.filter((_, i) => i !== index),
        { intent: "restore-board", board, index },
        `delete board ${boardLabel(board)}`,
        // Its cards go too, seen or not (a filter shows some only): the toast says how many.
        board.card.length === 0 ? "Board deleted" : `Board deleted with its ${count(board.card.length, "card")}`,
      );
    }
    case "restore-board": {
      // A card of the board that is on another board by now (moved there by a synced device) stays there.
      const elsewhere = new Set(boards.flatMap((each) => each.card.map((card) => String(card.id))));
      const board = command.board.card.some((card) => elsewhere.has(String(card.id)))
        ? { ...command.board, card: command.board.card.filter((card) => !elsewhere.has(String(card.id))) }
        : command.board;
      const { result, restored } = restoreInto(boards, [{ record: board, index: command.index }]);
      if (restored.length === 0) return unchanged(boards);
      return changed(result, { intent: "delete-board", boardId: board.id }, `restore board ${boardLabel(board)}`);
    }
    case "move-board": {
      const from = findBoardIndex(boards, command.boardId);
      const board = boards[from];
      if (!board) return missing("board");
      const state = moveBoard(boards, board.id, command.toIndex);
      if (state === boards) return unchanged(boards);
      return changed(state, { intent: "move-board", boardId: board.id, toIndex: from }, `move board ${boardLabel(board)}`);
    }
    case "add-card": {
      if (findCard(boards, command.cardId)) return unchanged(boards);
      const index = findBoardIndex(boards, command.boardId);
      const board = boards[index];
      if (!board) return missing("board");
      const title = enteredText(command.title);
      if (!title) return refused(CARD_TITLE_REQUIRED);
      return changed(
        replaceAt(boards, index, { ...board, card: [...board.card, newCard(command.cardId, title)] }),
        { intent: "delete-card", cardId: command.cardId },
        `add card ${quoted(title)}`,
      );
    }
    case "restore-card": {
      const { card } = command;
      if (findCard(boards, card.id)) return unchanged(boards);
      const index = findBoardIndex(boards, command.boardId);
      const board = boards[index];
      if (!board) return missing("board");
      return changed(
        replaceAt(boards, index, { ...board, card: insertAt(board.card, command.index, card) }),
        { intent: "delete-card", cardId: card.id },
        `restore card ${quoted(card.title)}`,
      );
    }
    default:
      return applyToCard(boards, command);
  }
}

export const kanbanCommands: CommandSet<Board[], KanbanCommand> = {
  parse: parseKanbanCommand,
  apply: applyKanbanCommand,
  showsPending: () => true,
};
