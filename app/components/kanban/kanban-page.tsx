import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { v4 as uuidv4 } from "uuid";
import { cardDialogCode, cardPath, cardRouteCode, openCardFirst } from "~/components/card-dialog/card-dialog-slot";
import { buttonWithText, focusFollowsFocusedItem, focusPutBack, focusWhenShown } from "~/components/shared/hand-focus-on";
import { InlineAddForm } from "~/components/shared/inline-add-form";
import { UndoRedoButtons, useUndoRedo } from "~/components/shared/undo-redo";
import { kanbanCommandSet, usePendingApplied } from "~/components/shared/use-pending-applied";
import { TrackedSaves, useSaves } from "~/components/shared/use-saves";
import { useKanbanShortcutPage } from "~/components/shortcuts/kanban-shortcut-page";
import { SaveError, StorageNotice } from "~/components/storage/storage-notice";
import type { CardPanelState } from "~/components/card-dialog/card-panel";
import type { ActionResult } from "~/lib/action-result";
import { kanbanHistory } from "~/lib/history";
import type { KanbanCommand } from "~/lib/kanban-commands";
import type { Board } from "~/lib/kanban";
import type { UnreadableNotice } from "~/lib/storage";
import { BoardColumn, useWindowedCardListCode, type BoardActions } from "./board-column";
import { RENAME_HINT_ID } from "./board-name";
import { CARD_DELETION_KEY } from "./card-deletion";
import { CardKeysContext, showTileMarks } from "./card-tile";
import { boardDragId, DRAG_INSTRUCTIONS_ID } from "./drag-model";
import { FilterBoardsContext } from "./filter-code";
import { focusTile, TILE, tileIn, tileOf } from "./tile-focus";
import { KanbanFilterBar, useKanbanFilter } from "./kanban-filter-bar";
import { SCREEN_READER_INSTRUCTIONS, useKanbanDrag, type MoveBoardChange, type MoveCardChange } from "./use-kanban-drag";
import { useSortableBoard } from "./use-sortable-board";
import { ADD_BOARD_TILE_CLASS, BOARD_ROW_CLASS, nearInFirstFrame } from "./board-row";
import type { FirstFrameNear } from "./use-near-viewport";

export const KANBAN_HEADING_ID = "kanban-heading";

function hasCard(board: Board, cardId: string): boolean {
  return board.card.some((card) => String(card.id) === cardId);
}

/** Before a key's undo or redo: focus follows the focused card's tile, or goes to a neighbour's or the board's Add Card. */
const focusFollowsFocusedTile = () =>
  focusFollowsFocusedItem("data-card-id", "section[data-board-id]", (board) => buttonWithText(board, "Add Card"));

/** The card's open dialog, if any. */
const cardDialogOf = (cardId: string) => document.querySelector<HTMLElement>(`[role=dialog][data-dialog-card-id="${CSS.escape(cardId)}"]`);

const focusFound = (next: HTMLElement) => (next.matches(TILE) ? focusTile(next) : next.focus());

/**
 * After a toast's Undo: focus goes to the tile of the card it put back, or to the board's move
 * handle (named by the board), or to the heading when the filter hides the card. A label or
 * checklist item put back in the open card dialog gets it there once the dialog shows it (its
 * Remove button, its checkbox); with the dialog closed meanwhile, the card's tile does.
 */
function focusPutBackOnBoard(command: KanbanCommand) {
  if (command.intent === "restore-label" || command.intent === "restore-items") {
    const cardId = String(command.cardId);
    const selector =
      command.intent === "restore-label"
        ? `[data-label-id="${CSS.escape(String(command.label.id))}"] button`
        : `[data-item-id="${CSS.escape(String(command.items[0]?.item.id))}"] input`;
    focusWhenShown(() => {
      const dialog = cardDialogOf(cardId);
      return dialog ? dialog.querySelector<HTMLElement>(selector) : tileOf(cardId);
    }, focusFound);
    return;
  }
  const find =
    command.intent === "restore-card"
      ? () => tileIn(String(command.boardId), String(command.card.id))
      : command.intent === "restore-board"
        ? () => document.querySelector<HTMLElement>(`[data-board-handle="${CSS.escape(String(command.board.id))}"]`)
        : null;
  if (!find) return;
  focusPutBack(find, () => document.getElementById(KANBAN_HEADING_ID), focusFound);
}

function focusHeading() {
  requestAnimationFrame(() => document.getElementById(KANBAN_HEADING_ID)?.focus());
}

/**
 * The Kanban page. The one place that talks to the router: every change is
 * saved on its own (optimistically shown at once) and the boards below get
 * plain data and stable callbacks, so a change re-renders only what changed.
 */
export function KanbanPage({ boards, notice }: { boards: Board[]; notice: UnreadableNotice | null }) {
  const saves = useSaves<KanbanCommand>("kanban");
  const { save, pending, lastResult, error } = saves;
  // A card deleted from its dialog is saved after the dialog has closed: its outcome is said here.
  const cardDeletion = useFetcher<ActionResult>({ key: CARD_DELETION_KEY });
  // Why the card last pressed could not be opened (its code could not be fetched), if so.
  const [cardOpenError, setCardOpenError] = useState<string | null>(null);
  const navigate = useNavigate();
  useWindowedCardListCode();

  // Optimistic UI: the changes being saved, shown as if they were stored already.
  const history = useUndoRedo(kanbanHistory, save, focusFollowsFocusedTile, focusPutBackOnBoard);
  const saved = usePendingApplied(kanbanCommandSet, boards, pending);

  const filter = useKanbanFilter(saved);
  const { view, code } = filter;
  // Drags see the shown cards only; a drop among them is placed in the board's whole list.
  const latest = useRef({ view, code });
  useEffect(() => {
    latest.current = { view, code };
  });
  const onMoveCard = useCallback(
    ({ cardId, toBoardId, toIndex }: MoveCardChange) => {
      const { view, code } = latest.current;
      const index = code ? code.dropIndex(view, toBoardId, cardId, toIndex) : toIndex;
      void save({ intent: "move-card", cardId, toBoardId, toIndex: index });
    },
    [save],
  );
  const onMoveBoard = useCallback(
    ({ boardId, toIndex }: MoveBoardChange) => void save({ intent: "move-board", boardId, toIndex }),
    [save],
  );
  // The titles' highlights follow the filter before the frame paints; none once the page has gone.
  const markFor = view?.markFor;
  useLayoutEffect(() => {
    showTileMarks(markFor);
    return () => showTileMarks(undefined);
  }, [markFor]);
  const drag = useKanbanDrag({ saved: view?.boards ?? saved, lastResult, onMoveCard, onMoveBoard });
  const shown = drag.boards;
  const rowRef = useRef<HTMLDivElement>(null);
  const sortable = useSortableBoard(rowRef);
  const Column = sortable.code?.SortableBoardColumn ?? BoardColumn;
  // The boards in view render their tiles in the page's first render, none measured (see nearInFirstFrame).
  const [firstFrame] = useState<FirstFrameNear>(() => ({
    near: nearInFirstFrame(
      shown.map((board) => String(board.id)),
      window.innerWidth,
    ),
    settled: false,
  }));
  useEffect(() => {
    firstFrame.settled = true;
  }, [firstFrame]);

  // A card just added that the filter hides: the page says so while the filter stays as it was.
  const [hiddenAdd, setHiddenAdd] = useState<{ title: string; search: string } | null>(null);
  const location = useLocation();
  const actions = useMemo<BoardActions>(
    () => ({
      renameBoard: (boardId, boardName) => save({ intent: "rename-board", boardId, boardName }),
      deleteBoard: (boardId) => {
        void save({ intent: "delete-board", boardId });
        focusHeading();
      },
      addCard: (boardId, title) => {
        setHiddenAdd(null);
        const cardId = uuidv4();
        return save({ intent: "add-card", boardId, cardId, title }).then((result) => {
          const { view, code } = latest.current;
          if (result.ok && code?.hidesNewCard(view, title)) {
            setHiddenAdd({ title, search: window.location.search });
          }
          return result;
        });
      },
      // The card's address keeps the filter, and the page keeps its scroll: the board behind the
      // dialog stays as it is (a new address otherwise scrolls to the top, on a phone a jump).
      openCard: (cardId, panel) => {
        const path = cardPath(cardId) + window.location.search;
        const state: CardPanelState | undefined = panel ? { panel } : undefined;
        setCardOpenError(null);
        openCardFirst(String(cardId), () => void navigate(path, { preventScrollReset: true, state }), setCardOpenError, panel);
      },
    }),
    [save, navigate],
  );
  useKanbanShortcutPage(saved, save, drag.say, actions.openCard);
  const addBoard = useCallback(
    (boardName: string) => save({ intent: "add-board", boardId: uuidv4(), boardName }),
    [save],
  );

  const draggedCardId = drag.active?.type === "card" ? drag.active.id : null;
  // The same array while the boards' order is: a filter change re-renders no board's sortable.
  const boardIdsKey = JSON.stringify(shown.map((board) => boardDragId(board.id)));
  const boardIds = useMemo(() => JSON.parse(boardIdsKey) as string[], [boardIdsKey]);
  const cardDeletionError =
    cardDeletion.state === "idle" && cardDeletion.data && !cardDeletion.data.ok ? cardDeletion.data.error : null;
  // A refused deletion, or a card that could not be opened, is said until a later change of the page settles.
  const { reset: forgetCardDeletion } = cardDeletion;
  useEffect(() => {
    if (!lastResult) return;
    forgetCardDeletion();
    setCardOpenError(null);
  }, [lastResult, forgetCardDeletion]);
  const saveError = cardOpenError ?? cardDeletionError ?? error;

  // The same element while the boards are: a render of the page for the router's state alone
  // (a card opening, a save on its way) leaves dnd-kit's context and the boards' row alone.
  const noMatch = view?.noMatch;
  const cardTotals = useMemo(() => (view ? new Map(view.source.map((board) => [String(board.id), board.card.length])) : null), [view]);
  const { preload: preloadSortable } = sortable;
  const preload = useCallback(() => {
    preloadSortable();
    void cardDialogCode.load().catch(() => undefined);
    void cardRouteCode.load().catch(() => undefined);
  }, [preloadSortable]);
  // The card dialog's code, and its address's route module, come in the first idle time after
  // the page shows, so the first card opens without waiting for them. The app loads the route
  // module itself (cardRouteCode), never through React Router (its PrefetchPageLinks, say): React
  // Router reloads the page when its load of a route module fails, and with the network gone
  // before anything was cached, that reload would leave the browser's offline page, what the
  // user typed lost.
  useEffect(() => {
    cardDialogCode.loadWhenIdle();
    cardRouteCode.loadWhenIdle();
  }, []);
  const row = useMemo(
    () => (
      <div
        ref={rowRef}
        onPointerEnter={preload}
        onFocus={preload}
        className={BOARD_ROW_CLASS}
      >
        {shown.map((board) => (
          <Column
            key={String(board.id)}
            board={board}
            draggedCardId={draggedCardId !== null && hasCard(board, draggedCardId) ? draggedCardId : null}
            actions={actions}
            // A boolean even without a filter: turning one on changes no board's props by itself.
            filtered={noMatch?.has(String(board.id)) === true}
            cardTotal={cardTotals?.get(String(board.id))}
            firstFrame={firstFrame}
          />
        ))}
        <div className={ADD_BOARD_TILE_CLASS}>
          <InlineAddForm openerText="Add Board" placeholder="Enter Board Name" submitText="Add" onAdd={addBoard} />
        </div>
      </div>
    ),
    [preload, shown, Column, draggedCardId, actions, noMatch, cardTotals, firstFrame, addBoard],
  );

  return (
    <div className="min-w-0">
      <StorageNotice notice={notice} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 id={KANBAN_HEADING_ID} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          Kanban
        </h1>
        <UndoRedoButtons {...history} />
      </div>
      <FilterBoardsContext value={saved}>
        <KanbanFilterBar {...filter.bar} />
      </FilterBoardsContext>
      {code ? (
        <code.HiddenAddNotice title={hiddenAdd && hiddenAdd.search === location.search ? hiddenAdd.title : null} />
      ) : null}
      <SaveError error={saveError} />
      <p id={RENAME_HINT_ID} hidden>
        Rename board
      </p>
      {/* What a screen reader hears of a drag or a keyboard move. */}
      <div ref={drag.liveRegionRef} role="status" aria-live="assertive" aria-atomic="true" className="sr-only" />
      <p id={DRAG_INSTRUCTIONS_ID} hidden>
        {SCREEN_READER_INSTRUCTIONS}
      </p>
      <CardKeysContext value={drag.onCardKey}>
        {sortable.code ? (
          <sortable.code.SortableBoardRow
            dndProps={drag.dndProps}
            keyboardOptions={drag.keyboardOptions}
            boardIds={boardIds}
            overlay={
              drag.active?.type === "board" && drag.extras ? (
                <drag.extras.DragPreview boards={shown} active={drag.active} />
              ) : null
            }
          >
            {row}
          </sortable.code.SortableBoardRow>
        ) : (
          row
        )}
      </CardKeysContext>
      <TrackedSaves saves={saves} />
    </div>
  );
}

