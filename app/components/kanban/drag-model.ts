import type { UniqueIdentifier } from "@dnd-kit/core";
import type { Board, Id } from "~/lib/kanban";

// Drag and drop identities. Card and board ids may both be numbers in saved
// data (a card 1 and a board 1), so drag ids carry a prefix. Where a drag lands
// is in drag-extras.ts, loaded on demand.

export type DragItem = { type: "card"; id: string } | { type: "board"; id: string };

/** The hidden text that says how a tile or a board's handle is moved (its `aria-describedby`). */
export const DRAG_INSTRUCTIONS_ID = "kanban-drag-instructions";

export const cardDragId = (id: Id): string => `card:${String(id)}`;
export const boardDragId = (id: Id): string => `board:${String(id)}`;

export function parseDragId(id: UniqueIdentifier | null | undefined): DragItem | null {
  if (typeof id !== "string") return null;
  if (id.startsWith("card:")) return { type: "card", id: id.slice(5) };
  if (id.startsWith("board:")) return { type: "board", id: id.slice(6) };
  return null;
}

/** What a drag sees: the boards as shown right now. */
export interface DragSnapshot {
  boards: Board[];
}
