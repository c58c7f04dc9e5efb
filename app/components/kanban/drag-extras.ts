import {
  KeyboardCode,
  type Announcements,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { findBoardIndex, findCard } from "~/lib/board-rules";
import { boardDisplayName } from "~/lib/board-name";
import type { Board, Card } from "~/lib/kanban";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import type { DropMarker } from "./card-tile";
import { boardDragId, parseDragId, type DragSnapshot } from "./drag-model";

export { DragPreview } from "./drag-preview";
export { dragEnd, handleCardKey, pickUpCard } from "./drag-moves";
export { followCardPress } from "./card-pointer-drag";

// What a drag needs only once one is under way, so loaded on demand (see
// use-kanban-drag.ts): what a screen reader hears, where a dragged card lands,
// a card's pointer drag (card-pointer-drag.ts) and keyboard moves (drag-moves.ts),
// and for a board's drag (dnd-kit's) what it is over and where the arrow keys move it.

/**
 * Where a card dragged by the pointer lands in another board than its own: that board,
 * the index there (after the card it is over when `below`, at the end when over the board
 * itself), how many cards it will have, and where the marker shows it. Null over its
 * own board (see `cardLanding`) or over nothing.
 */
export function landingInOtherBoard(
  boards: readonly Board[],
  cardId: string,
  overId: UniqueIdentifier | null | undefined,
  below: boolean,
): { board: Board; index: number; total: number; marker: DropMarker } | null {
  const target = parseDragId(overId);
  const from = findCard(boards, cardId);
  if (!target || !from) return null;
  if (target.type === "board") {
    const board = boards[findBoardIndex(boards, target.id)];
    if (!board || board === from.board) return null;
    const last = board.card.at(-1);
    const marker: DropMarker = { boardId: String(board.id), cardId: last ? String(last.id) : null, side: "after" };
    return { board, index: board.card.length, total: board.card.length + 1, marker };
  }
  const overPlace = findCard(boards, target.id);
  if (!overPlace || overPlace.board === from.board) return null;
  const marker: DropMarker = { boardId: String(overPlace.board.id), cardId: String(overPlace.card.id), side: below ? "after" : "before" };
  const index = overPlace.cardIndex + (below ? 1 : 0);
  return { board: overPlace.board, index, total: overPlace.board.card.length + 1, marker };
}

/** Where a dragged card lands, and where the marker shows it (null: where it is now). */
export interface CardLanding {
  board: Board;
  index: number;
  /** How many cards that board will have. */
  total: number;
  marker: DropMarker | null;
}

/**
 * Where a card dragged by the pointer lands when over `overId` (a card's or a board's drag id),
 * its middle `below` the middle of that card or not. In another board: before or after the card it
 * is over, or at the board's end (`landingInOtherBoard`). In its own board: at the place of the
 * card it is over (as dnd-kit's sorting did), or where it is over the board itself. Null over nothing.
 */
export function cardLanding(
  boards: readonly Board[],
  cardId: string,
  overId: UniqueIdentifier | null | undefined,
  below: boolean,
): CardLanding | null {
  const elsewhere = landingInOtherBoard(boards, cardId, overId, below);
  if (elsewhere) return elsewhere;
  const target = parseDragId(overId);
  const from = findCard(boards, cardId);
  if (!target || !from) return null;
  const stay: CardLanding = { board: from.board, index: from.cardIndex, total: from.board.card.length, marker: null };
  if (target.type === "board") return String(from.board.id) === target.id ? stay : null;
  const over = findCard(boards, target.id);
  if (!over || over.board !== from.board) return null;
  if (over.cardIndex === from.cardIndex) return stay;
  const side = over.cardIndex > from.cardIndex ? "after" : "before";
  return { ...stay, index: over.cardIndex, marker: { boardId: String(from.board.id), cardId: String(over.card.id), side } };
}

/** The card's title as announcements say it: the start of a long one. */
export function cardTitle(boards: readonly Board[], cardId: string): string {
  const place = findCard(boards, cardId);
  const card: Card | undefined = place ? boards[place.boardIndex]?.card[place.cardIndex] : undefined;
  return previewText(card?.title ?? "", NAME_LENGTH);
}

function position(index: number, total: number): string {
  return `position ${index + 1} of ${total}`;
}

/** Where a dragged card would land, as a screen reader hears it. */
export function cardLandingText(
  boards: readonly Board[],
  cardId: string,
  { board, index, total }: { board: Board; index: number; total: number },
): string {
  return `Card ${cardTitle(boards, cardId)} moved to board ${boardDisplayName(board.boardName)}, ${position(index, total)}.`;
}

/** Why a move to the previous (`step` -1) or next (1) board did nothing: the card is at that end already. */
export function cardAtEndText(boards: readonly Board[], cardId: string, step: 1 | -1): string {
  return `Card ${cardTitle(boards, cardId)} is already on the ${step === 1 ? "last" : "first"} board.`;
}

function describeCard(cardId: string, boards: readonly Board[]): string {
  const place = findCard(boards, cardId);
  const board = place ? boards[place.boardIndex] : undefined;
  return board && place ? `board ${boardDisplayName(board.boardName)}, ${position(place.cardIndex, board.card.length)}` : "no board";
}

function describeBoard(boardId: string, boards: readonly Board[]): string {
  return boardDisplayName(boards[findBoardIndex(boards, boardId)]?.boardName ?? "");
}

// What a screen reader hears as a card is moved, by the pointer or the keyboard.

export function cardPickedUpText(boards: readonly Board[], cardId: string): string {
  return `Picked up card ${cardTitle(boards, cardId)}. It is in ${describeCard(cardId, boards)}.`;
}

/** The card has moved to where it is in `boards`. */
export function cardMovedText(boards: readonly Board[], cardId: string): string {
  const place = findCard(boards, cardId);
  const board = place ? boards[place.boardIndex] : undefined;
  return board && place
    ? `Card ${cardTitle(boards, cardId)} moved to board ${boardDisplayName(board.boardName)}, ${position(place.cardIndex, board.card.length)}.`
    : cardNotOverBoardText(boards, cardId);
}

export function cardNotOverBoardText(boards: readonly Board[], cardId: string): string {
  return `Card ${cardTitle(boards, cardId)} is not over a board.`;
}

export function cardDroppedText(boards: readonly Board[], saved: readonly Board[], cardId: string): string {
  return `Card ${cardTitle(boards, cardId) || cardTitle(saved, cardId)} dropped in ${describeCard(cardId, boards)}.`;
}

export function cardDroppedOutsideText(boards: readonly Board[], saved: readonly Board[], cardId: string): string {
  return `Card ${cardTitle(boards, cardId) || cardTitle(saved, cardId)} was dropped outside the boards. Nothing changed: it is in ${describeCard(cardId, saved)}.`;
}

export function cardCancelledText(saved: readonly Board[], cardId: string): string {
  return `Moving card ${cardTitle(saved, cardId)} was cancelled. It is back in ${describeCard(cardId, saved)}.`;
}

/**
 * The announcements of a board's drags by dnd-kit (the pointer's and the keyboard's).
 * `snapshot` is the order shown now, `saved` the saved boards, `dragged` the order shown
 * while dragging (null when nothing is).
 */
export function createAnnouncements(
  snapshot: () => DragSnapshot,
  saved: () => Board[],
  dragged: () => Board[] | null,
): Announcements {
  // dnd-kit reports the dragged board as over itself right after pick-up; that is no move to announce.
  const announcedOver = { current: false };
  return {
    onDragStart({ active }) {
      announcedOver.current = false;
      const item = parseDragId(active.id);
      const { boards } = snapshot();
      if (item?.type === "board")
        return `Picked up board ${describeBoard(item.id, boards)}, ${position(findBoardIndex(boards, item.id), boards.length)}.`;
      return undefined;
    },
    onDragOver({ active, over }) {
      const first = !announcedOver.current;
      announcedOver.current = true;
      if (first && over?.id === active.id) return undefined;
      const item = parseDragId(active.id);
      const { boards } = snapshot();
      if (item?.type === "board") {
        const index = findBoardIndex(boards, parseDragId(over?.id)?.id ?? "");
        return index === -1
          ? `Board ${describeBoard(item.id, boards)} is not over a place in the row.`
          : `Board ${describeBoard(item.id, boards)} moved to ${position(index, boards.length)}.`;
      }
      return undefined;
    },
    onDragEnd({ active }) {
      const item = parseDragId(active.id);
      const boards = dragged() ?? saved();
      if (item?.type === "board") {
        return `Board ${describeBoard(item.id, boards)} dropped at ${position(findBoardIndex(boards, item.id), boards.length)}.`;
      }
      return undefined;
    },
    onDragCancel({ active }) {
      const item = parseDragId(active.id);
      if (item?.type === "board") return `Moving board ${describeBoard(item.id, saved())} was cancelled.`;
      return undefined;
    },
  };
}

const PREVIOUS = [KeyboardCode.Left, KeyboardCode.Up];
const NEXT = [KeyboardCode.Right, KeyboardCode.Down];


/**
 * Keyboard moves of a board (dnd-kit's keyboard sensor): any arrow moves it
 * one place along the row. A card's keyboard moves bypass dnd-kit (see
 * use-kanban-drag.ts).
 */
export function createKeyboardCoordinates(snapshot: () => DragSnapshot): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const { active, collisionRect, collisions, droppableRects } = context;
    const direction = PREVIOUS.includes(event.code as KeyboardCode) ? -1 : NEXT.includes(event.code as KeyboardCode) ? 1 : 0;
    if (direction === 0 || !active || !collisionRect) return undefined;
    event.preventDefault();
    const item = parseDragId(active.id);
    if (item?.type !== "board") return undefined;
    const { boards } = snapshot();
    // Where the last move was said to be (its collisions); dnd-kit's `over` follows a render
    // later, and an arrow pressed in between would move the board to the same place again.
    const overIndex = findBoardIndex(boards, parseDragId(collisions?.[0]?.id)?.id ?? item.id);
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
  };
}
