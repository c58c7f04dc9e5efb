import {
  closestCenter,
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type Over,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { findBoardIndex, findCard } from "~/lib/board-rules";
import type { Board, Card, Id } from "~/lib/kanban";
import { NAME_LENGTH, previewText } from "~/lib/long-text";

// Drag and drop identities and geometry. Card and board ids may both be numbers
// in saved data (a card 1 and a board 1), so dnd-kit ids carry a prefix.

export type DragItem = { type: "card"; id: string } | { type: "board"; id: string };

export const cardDragId = (id: Id): string => `card:${String(id)}`;
export const boardDragId = (id: Id): string => `board:${String(id)}`;

export function parseDragId(id: UniqueIdentifier | null | undefined): DragItem | null {
  if (typeof id !== "string") return null;
  if (id.startsWith("card:")) return { type: "card", id: id.slice(5) };
  if (id.startsWith("board:")) return { type: "board", id: id.slice(6) };
  return null;
}

/** What a drag sees: the boards as shown right now, and whether the keyboard drives it. */
export interface DragSnapshot {
  boards: Board[];
  byKeyboard: boolean;
}

function isBoard(container: DroppableContainer): boolean {
  return parseDragId(container.id)?.type === "board";
}

/** Where a card would land for the current `over`: its board and index (counting the card). */
export function landingPlace(
  boards: readonly Board[],
  cardId: string,
  over: Pick<Over, "id"> | null,
): { board: Board; index: number; total: number } | null {
  const target = parseDragId(over?.id);
  if (!target) return null;
  const current = findCard(boards, cardId);
  if (target.type === "board") {
    const board = boards[findBoardIndex(boards, target.id)];
    if (!board) return null;
    const inside = current && boards[current.boardIndex] === board;
    return inside
      ? { board, index: current.cardIndex, total: board.card.length }
      : { board, index: board.card.length, total: board.card.length + 1 };
  }
  const overPlace = findCard(boards, target.id);
  if (!overPlace) return null;
  const board = boards[overPlace.boardIndex]!;
  const inside = current?.boardIndex === overPlace.boardIndex;
  return { board, index: overPlace.cardIndex, total: board.card.length + (inside ? 0 : 1) };
}

/** The card's title as announcements say it: the start of a long one. */
export function cardTitle(boards: readonly Board[], cardId: string): string {
  const place = findCard(boards, cardId);
  const card: Card | undefined = place ? boards[place.boardIndex]?.card[place.cardIndex] : undefined;
  return previewText(card?.title ?? "", NAME_LENGTH);
}

/**
 * Cards: the board under the pointer (or, for the keyboard, under the moved
 * card) and then the closest card in it; nothing when outside every board, so
 * such a drop changes nothing. Boards: the closest board.
 */
export function createCollisionDetection(snapshot: () => DragSnapshot): CollisionDetection {
  return (args) => {
    const active = parseDragId(args.active.id);
    const boardContainers = args.droppableContainers.filter(isBoard);
    if (active?.type === "board") return closestCenter({ ...args, droppableContainers: boardContainers });

    const { boards, byKeyboard } = snapshot();
    const boardArgs = { ...args, droppableContainers: boardContainers };
    const hits = byKeyboard ? rectIntersection(boardArgs) : pointerWithin(boardArgs);
    const boardHit = hits[0];
    if (!boardHit) return [];
    const board = boards[findBoardIndex(boards, parseDragId(boardHit.id)?.id ?? "")];
    if (!board || board.card.length === 0) return [boardHit];
    const cardIds = new Set(board.card.map((card) => cardDragId(card.id)));
    const cardHits = closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((container) => cardIds.has(String(container.id))),
    });
    return cardHits.length > 0 ? [cardHits[0]!] : [boardHit];
  };
}

const PREVIOUS = [KeyboardCode.Left, KeyboardCode.Up];
const NEXT = [KeyboardCode.Right, KeyboardCode.Down];

function droppablesOnly(containers: DroppableContainer[], all: { get(id: UniqueIdentifier): DroppableContainer | undefined }) {
  // sortableKeyboardCoordinates only needs these two methods of dnd-kit's map.
  return { getEnabled: () => containers, get: (id: UniqueIdentifier) => all.get(id) } as never;
}

/**
 * Keyboard moves. A card: Up/Down within its board (dnd-kit's sortable rule),
 * Left/Right to the same position of the neighbouring board. A board: any
 * arrow moves it one place along the row.
 */
export function createKeyboardCoordinates(snapshot: () => DragSnapshot): KeyboardCoordinateGetter {
  return (event, args) => {
    const { context } = args;
    const { active, collisionRect, droppableRects, droppableContainers, over } = context;
    const direction = PREVIOUS.includes(event.code as KeyboardCode) ? -1 : NEXT.includes(event.code as KeyboardCode) ? 1 : 0;
    if (direction === 0 || !active || !collisionRect) return undefined;
    event.preventDefault();
    const item = parseDragId(active.id);
    const { boards } = snapshot();

    if (item?.type === "board") {
      const overIndex = findBoardIndex(boards, parseDragId(over?.id)?.id ?? item.id);
      const activeIndex = findBoardIndex(boards, item.id);
      const target = boards[overIndex + direction];
      const rect = target ? droppableRects.get(boardDragId(target.id)) : undefined;
      if (!rect) return undefined;
      // As dnd-kit's sortable rule: a place after the active board is reached by its far edge.
      const after = overIndex + direction > activeIndex;
      return {
        x: rect.left - (after ? collisionRect.width - rect.width : 0),
        y: rect.top - (after ? collisionRect.height - rect.height : 0),
      };
    }

    if (item?.type !== "card") return undefined;
    const place = findCard(boards, item.id);
    if (!place) return undefined;
    const board = boards[place.boardIndex]!;

    if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) {
      const sameBoard = new Set(board.card.map((card) => cardDragId(card.id)));
      const candidates = droppableContainers
        .getEnabled()
        .filter((container) => sameBoard.has(String(container.id)));
      return sortableKeyboardCoordinates(event, {
        ...args,
        context: { ...context, droppableContainers: droppablesOnly(candidates, droppableContainers) },
      });
    }

    const target = boards[place.boardIndex + direction];
    if (!target) return undefined;
    const overCard = parseDragId(over?.id);
    const overPlace = overCard?.type === "card" ? findCard(boards, overCard.id) : null;
    const position = overPlace && overPlace.boardIndex === place.boardIndex ? overPlace.cardIndex : place.cardIndex;
    const targetCard = target.card[Math.min(position, target.card.length - 1)];
    const boardRect = droppableRects.get(boardDragId(target.id));
    const rect = targetCard ? droppableRects.get(cardDragId(targetCard.id)) : undefined;
    if (rect && !boardRect) return { x: rect.left, y: rect.top };
    if (!boardRect) return undefined;
    // Below the header, and no lower than the board's visible part: a tile the
    // board has scrolled out of view is no place to aim at (it is over no board).
    const top = boardRect.top + 56;
    const bottom = Math.max(top, boardRect.bottom - collisionRect.height);
    return { x: rect?.left ?? boardRect.left + 8, y: Math.min(Math.max(rect?.top ?? top, top), bottom) };
  };
}
