import { findBoardIndex, type CardPlace } from "./board-rules";
import { sameId, type Board } from "./kanban";
import type { KanbanCommand } from "./kanban-commands";

// The card dialog's card is gone from the boards while the dialog is open: deleted on another
// device or tab (or by this tab's Undo or Redo). The dialog stays, with what was typed in it, and
// says so; the card can be put back as it was last shown, by a command like any other (undoable).

export interface CardGone {
  /** What the dialog says. */
  message: string;
  /** Puts the card back where it was last shown; null when its board is gone too. */
  restore: KanbanCommand | null;
}

/**
 * Why the card last shown at `seen` is not in `boards`. `next` are the commands this tab's Undo
 * and Redo would apply: one that restores the card means this tab's own Undo or Redo deleted it.
 */
export function cardGone(seen: CardPlace, boards: readonly Board[], next: readonly (KanbanCommand | undefined)[]): CardGone {
  const { card, board, cardIndex } = seen;
  const byThisTab = next.some((command) => command?.intent === "restore-card" && sameId(command.card.id, card.id));
  const boardKept = findBoardIndex(boards, board.id) !== -1;
  return {
    message: byThisTab
      ? "This card was deleted by Undo or Redo in this tab."
      : boardKept
        ? "This card was deleted on another device or tab."
        : "This card was deleted with its board on another device or tab.",
    restore: boardKept ? { intent: "restore-card", boardId: board.id, index: cardIndex, card } : null,
  };
}
