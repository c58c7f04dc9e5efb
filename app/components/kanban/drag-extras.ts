import {
  closestCenter,
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type Announcements,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type Active,
  type Over,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { findBoardIndex, findCard } from "~/lib/board-rules";
import { boardDisplayName } from "~/lib/board-name";
import type { Board, Card } from "~/lib/kanban";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import type { DropMarker } from "./card-tile";
import { boardDragId, cardDragId, parseDragId, type DragSnapshot } from "./drag-model";

export { DragPreview } from "./drag-preview";
export { dragEnd, dragMove, dragOver, handleCardKey, pickUpCard } from "./drag-moves";

// What a drag needs only once one is under way, so loaded on demand (see
// use-kanban-drag.ts): what a screen reader hears (dnd-kit's announcements),
// where the arrow keys move a card or board picked up with the keyboard, and
// what a dragged card or board is over, and what follows the pointer.

/** Whether the dragged card's top is below the middle of the card it is over: it lands after that card. */
export function isBelow(active: Active, over: Over | null): boolean {
  const translated = active.rect.current.translated;
  return over !== null && translated !== null ? translated.top > over.rect.top + over.rect.height / 2 : false;
}

/**
 * Where a card dragged by the pointer lands in another board than its own: that board,
 * the index there (after the card it is over when `below`, at the end when over the board
 * itself), how many cards it will have, and where the marker shows it. Null over its
 * own board (dnd-kit makes room there, see `landingInOwnBoard`) or over nothing.
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

/** Where a card dragged over its own board would land: dnd-kit's sorting puts it at the place of the card it is over. */
export function landingInOwnBoard(
  boards: readonly Board[],
  cardId: string,
  over: Pick<Over, "id"> | null,
): { board: Board; index: number; total: number } | null {
  const target = parseDragId(over?.id);
  const current = findCard(boards, cardId);
  if (!target || !current) return null;
  const overPlace = target.type === "board" ? null : findCard(boards, target.id);
  const overBoardIndex = target.type === "board" ? findBoardIndex(boards, target.id) : (overPlace?.boardIndex ?? -1);
  if (overBoardIndex !== current.boardIndex) return null;
  return { board: current.board, index: overPlace?.cardIndex ?? current.cardIndex, total: current.board.card.length };
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
    : `Card ${cardTitle(boards, cardId)} is not over a board.`;
}

export function cardDroppedText(boards: readonly Board[], saved: readonly Board[], cardId: string): string {
  return `Card ${cardTitle(boards, cardId) || cardTitle(saved, cardId)} dropped in ${describeCard(cardId, boards)}.`;
}

export function cardCancelledText(saved: readonly Board[], cardId: string): string {
  return `Moving card ${cardTitle(saved, cardId)} was cancelled. It is back in ${describeCard(cardId, saved)}.`;
}

/**
 * The announcements of a Kanban's drags by dnd-kit (the pointer's, and the
 * keyboard's of a board). `snapshot` is the order shown now, `saved` the saved
 * boards, `dragged` the order shown while dragging (null when nothing is).
 */
export function createAnnouncements(
  snapshot: () => DragSnapshot,
  saved: () => Board[],
  dragged: () => Board[] | null,
): Announcements {
  // dnd-kit reports the dragged card as over itself right after pick-up; that is no move to announce.
  const announcedOver = { current: false };
  return {
    onDragStart({ active }) {
      announcedOver.current = false;
      const item = parseDragId(active.id);
      const { boards } = snapshot();
      if (item?.type === "card") return cardPickedUpText(boards, item.id);
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
      if (item?.type === "card") {
        // Over another board, the drop marker's code says where it would land, as the pointer moves there too.
        if (landingInOtherBoard(boards, item.id, over?.id, isBelow(active, over))) return undefined;
        const landing = landingInOwnBoard(boards, item.id, over);
        return landing ? cardLandingText(boards, item.id, landing) : `Card ${cardTitle(boards, item.id)} is not over a board.`;
      }
      if (item?.type === "board") {
        const index = findBoardIndex(boards, parseDragId(over?.id)?.id ?? "");
        return index === -1
          ? `Board ${describeBoard(item.id, boards)} is not over a place in the row.`
          : `Board ${describeBoard(item.id, boards)} moved to ${position(index, boards.length)}.`;
      }
      return undefined;
    },
    onDragEnd({ active, over }) {
      const item = parseDragId(active.id);
      const boards = dragged() ?? saved();
      if (item?.type === "card") {
        return over
          ? cardDroppedText(boards, saved(), item.id)
          : `Card ${cardTitle(boards, item.id) || cardTitle(saved(), item.id)} was dropped outside the boards. Nothing changed: it is in ${describeCard(item.id, saved())}.`;
      }
      if (item?.type === "board") {
        return `Board ${describeBoard(item.id, boards)} dropped at ${position(findBoardIndex(boards, item.id), boards.length)}.`;
      }
      return undefined;
    },
    onDragCancel({ active }) {
      const item = parseDragId(active.id);
      if (item?.type === "card") return cardCancelledText(saved(), item.id);
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

function isBoard(container: DroppableContainer): boolean {
  return parseDragId(container.id)?.type === "board";
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
