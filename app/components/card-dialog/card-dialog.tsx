import CreditCard from "lucide-react/icons/credit-card";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import Trash2 from "lucide-react/icons/trash";
import { Activity, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher, useLocation } from "react-router";
import { v4 as uuid } from "uuid";
import { CARD_DELETION_KEY } from "~/components/kanban/card-deletion";
import { focusFollowsTile, tileOf } from "~/components/kanban/tile-focus";
import { DialogToaster } from "~/components/shared/dialog-toaster";
import { handFocusOn } from "~/components/shared/hand-focus-on";
import { UndoRedoButtons, useHistory } from "~/components/shared/undo-redo";
import { TrackedSaves, useSaves } from "~/components/shared/use-saves";
import { SaveError } from "~/components/storage/storage-notice";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { TooltipProvider } from "~/components/ui/tooltip";
import type { ActionResult } from "~/lib/action-result";
import { boardDisplayName } from "~/lib/board-name";
import { findCard, type CardPlace } from "~/lib/board-rules";
import { cardGone } from "~/lib/card-gone";
import { applyPending, commandForm } from "~/lib/commands";
import { kanbanHistory } from "~/lib/history";
import { moveToBoardCommand } from "~/lib/card-moves";
import type { Board, Card, ChecklistItem, Id, Tag } from "~/lib/kanban";
import { kanbanCommands, type KanbanCommand } from "~/lib/kanban-commands";
import { showCard } from "~/lib/shown-card";
import { guardUntilSaved } from "~/lib/unsaved-guard";
import { CardLabels } from "./card-labels";
import { panelAhead, useReopenings } from "./card-dialog-slot";
import { panelOf } from "./card-panel";
import { MoveToBoard } from "./move-to-board";
import {
  forgetPreparedCard,
  layOutDialogsRenderedAhead,
  prepareHoveredCard,
  preparedCardId,
  showDialogRenderedAhead,
  subscribeToPreparedCard,
} from "./prepared-card";
import { CardTitle } from "./card-title";
import { Checklist } from "./checklist";
import { DatePopover, DueDateSection } from "./due-date";
import { LabelPopover } from "./label-popover";
import { useCardDialogOpen } from "./use-close-card-dialog";

type DialogContentProps = Parameters<typeof DialogContent>[0];

/** Escape first ends what a text field is doing (an edit, an add form); only then does it close the dialog. */
const keepOpenOnEscapeInFields: DialogContentProps["onEscapeKeyDown"] = (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest("[data-handles-escape]")) event.preventDefault();
};

/** On close, focus goes back to the card's tile on the board when it is there. */
function returnFocusToTile(cardId: string): DialogContentProps["onCloseAutoFocus"] {
  return (event) => {
    const tile = tileOf(cardId);
    if (tile) {
      event.preventDefault();
      tile.focus();
    }
  };
}

/**
 * Every edit of this card, each saved on its own (a refused one is said in the
 * dialog), and its deletion, which the Kanban page reports once the dialog has closed.
 */
function useCardChanges(cardId: Id) {
  const saves = useSaves<KanbanCommand>(`card-${String(cardId)}`);
  const deletion = useFetcher<ActionResult>({ key: CARD_DELETION_KEY });
  const { submit: submitDeletion } = deletion;
  const deleteCard = useCallback(
    () => guardUntilSaved(submitDeletion(commandForm({ intent: "delete-card", cardId } satisfies KanbanCommand), { method: "post" })),
    [submitDeletion, cardId],
  );
  return { save: saves.save, deleteCard, saves };
}

/**
 * The dialog of the card `cardId` among `boards`, or else says it is not there. A memo: the
 * card's address coming after the dialog renders the Kanban route, and nothing of the dialog.
 */
export const CardDialogFor = memo(function CardDialogFor({ cardId, boards }: { cardId: string; boards: Board[] }) {
  const place = findCard(boards, cardId);
  // Where the card was last shown. Should it go while the dialog is open (deleted on another device
  // or tab), the same dialog stays, saying so, with what was being typed in it still there.
  const seen = useRef<CardPlace | null>(null);
  if (place) seen.current = place;
  const shown = place ?? seen.current;
  if (!shown) return <CardNotFoundDialog cardId={cardId} />;
  return (
    <CardDialog
      boardId={shown.board.id}
      boardName={shown.board.boardName}
      card={shown.card}
      boards={boards}
      deletedFrom={place ? undefined : shown}
    />
  );
});

/**
 * The dialog of the open card (`openId`), or else, hidden, of the card the pointer rests on
 * (prepared-card.ts): the same element, so a click on that card shows it and renders little.
 * Rendered by the Kanban page once the dialog's code is here, which is when the pointer is watched.
 */
export function CardDialogShown({ openId, boards }: { openId: string | null; boards: Board[] }) {
  const ready = useSyncExternalStore(subscribeToPreparedCard, preparedCardId, preparedCardId);
  useEffect(() => {
    document.addEventListener("pointerover", prepareHoveredCard);
    const stopLayingOut = layOutDialogsRenderedAhead();
    return () => {
      document.removeEventListener("pointerover", prepareHoveredCard);
      stopLayingOut();
      // The page is left: a return to it renders no dialog ahead before the pointer rests again.
      forgetPreparedCard();
    };
  }, []);
  // A dialog closed (by its close, Escape or Back) goes, rather than hide again with what it
  // held open (a popover, an edit) for the next open.
  useEffect(() => {
    if (openId === null) forgetPreparedCard();
  }, [openId]);
  // In the commit that shows it, before its focus (a passive effect of Radix's).
  useLayoutEffect(() => {
    if (openId !== null) showDialogRenderedAhead();
  }, [openId]);
  const cardId = openId ?? ready;
  // A hidden dialog keeps the boards it was rendered with: a change of the cards renders nothing hidden.
  const hidden = useRef<{ cardId: string | null; boards: Board[] }>({ cardId: null, boards });
  if (openId === null && hidden.current.cardId !== cardId) hidden.current = { cardId, boards };
  // Opened with a panel (the "l" and "d" shortcuts), the card's dialog is rendered anew: the
  // hidden one read the page's navigation state, which asked for none.
  const locationPanel = panelOf(useLocation().state);
  const reopenings = useReopenings();
  if (cardId === null) return null;
  const panel = locationPanel ?? panelAhead(cardId);
  return (
    <Activity mode={openId === null ? "hidden" : "visible"}>
      <CardDialogFor
        key={`${cardId} ${reopenings}${openId !== null && panel ? ` ${panel}` : ""}`}
        cardId={cardId}
        boards={openId === null ? hidden.current.boards : boards}
      />
    </Activity>
  );
}

/** The card as it will be once the changes on their way are stored. */
function pendingCard(boardId: Id, card: Card, pending: readonly KanbanCommand[]): Card {
  if (pending.length === 0) return card;
  const boards = applyPending(kanbanCommands, [{ id: boardId, boardName: "", card: [card] }], pending);
  return boards[0]?.card.find((candidate) => candidate.id === card.id) ?? card;
}

export function CardDialog({
  boardId,
  boardName,
  card,
  boards,
  deletedFrom,
}: {
  boardId: Id;
  boardName: string;
  card: Card;
  /** Every board, for "Move to board". */
  boards: readonly Board[];
  /** Where the card was last shown, once it is no longer on the boards. */
  deletedFrom?: CardPlace;
}) {
  const { open, closeDialog, onOpenChange } = useCardDialogOpen(String(card.id));
  const contentRef = useRef<HTMLDivElement>(null);
  const { save, deleteCard, saves } = useCardChanges(card.id);
  // Opened by the "l" or "d" shortcut: with the label panel or the date picker open (read once).
  const { state } = useLocation();
  const [panel] = useState(() => panelOf(state) ?? panelAhead(String(card.id)));

  // Optimistic UI: the changes being saved show at once, painted in the frame of
  // the click (a ticked box stays ticked); a refused one goes, and what is stored shows.
  // The page's history: Ctrl+Z works here too (the page listens); the buttons are for touch.
  const history = useHistory(kanbanHistory, save);
  const shown = useMemo(() => pendingCard(boardId, card, saves.pending), [boardId, card, saves.pending]);
  const cardId = card.id;
  const gone = deletedFrom ? cardGone(deletedFrom, boards, [history.snapshot.undo?.command, history.snapshot.redo?.command]) : null;
  // While the card is gone, what would change it is disabled (a change could not apply, and would seem to);
  // what is typed stays. Once Restore card has put it back, a screen reader hears so.
  const locked = gone !== null;
  const [restored, setRestored] = useState("");
  if (locked && restored) setRestored("");
  // While shown (not while hidden, rendered ahead): the card's address names the page after it, deleted or not.
  useEffect(() => showCard(String(cardId), card.title), [cardId, card.title]);

  const onToggle = useCallback(
    (item: ChecklistItem, completed: boolean) => void save({ intent: "toggle-item", cardId, itemId: item.id, completed }),
    [save, cardId],
  );
  const onDeleteItem = useCallback(
    (item: ChecklistItem) => void save({ intent: "delete-items", cardId, itemIds: [item.id] }),
    [save, cardId],
  );
  const onRemoveLabel = useCallback(
    (tag: Tag) => void save({ intent: "delete-label", cardId, labelId: tag.id }),
    [save, cardId],
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        className="max-w-3xl gap-6 p-5 sm:p-6"
        // Focus the dialog itself (announced by its title), not the title's edit button.
        // With a panel open, focus is in that panel (its own focus on opening).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          // The dialog is fixed in the view: nothing to scroll to, and no layout to force for it.
          if (!panel) contentRef.current?.focus({ preventScroll: true });
        }}
        onEscapeKeyDown={keepOpenOnEscapeInFields}
        onCloseAutoFocus={returnFocusToTile(String(cardId))}
        // Found by a toast's Undo of a label or checklist item, to give focus to what it put back.
        data-dialog-card-id={String(cardId)}
      >
        <TooltipProvider delayDuration={300}>
          <DialogHeader className="flex-row items-start gap-3 pr-8">
            <CreditCard aria-hidden="true" className="mt-1.5 size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1 space-y-1">
              <CardTitle title={shown.title} disabled={locked} onRename={(title) => save({ intent: "rename-card", cardId, title })} />
              <DialogDescription>
                in board <bdi>{boardDisplayName(boardName)}</bdi>
              </DialogDescription>
            </div>
          </DialogHeader>

          {gone ? (
            <Alert variant="warning">
              <TriangleAlert aria-hidden="true" />
              <div className="min-w-0 flex-1 space-y-2">
                <p className="font-medium">{gone.message}</p>
                <p>
                  What you typed here stays until you close the card.
                  {gone.restore ? " Restore the card to change it again." : " The card can no longer be changed."}
                </p>
                {gone.restore ? (
                  <Button
                    size="sm"
                    onClick={(event) => {
                      // The button goes with the notice: focus goes on to the field being typed in, or the title.
                      const dialog = contentRef.current;
                      handFocusOn(
                        event.currentTarget,
                        () => dialog?.querySelector<HTMLElement>("form input") ?? dialog?.querySelector<HTMLElement>("h2 button"),
                      );
                      if (gone.restore) {
                        void save(gone.restore).then((result) => {
                          if (result.ok) setRestored("Card restored.");
                        });
                      }
                    }}
                  >
                    Restore card
                  </Button>
                ) : null}
              </div>
            </Alert>
          ) : null}

          <p role="status" className="sr-only">
            {restored}
          </p>
          <SaveError error={saves.error} />

          <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_11rem]">
            <div className="min-w-0 space-y-6">
              <CardLabels tags={shown.tags} disabled={locked} onRemove={onRemoveLabel} />
              <DueDateSection card={shown} disabled={locked} onClear={() => void save({ intent: "set-date", cardId, date: "" })} />
              <Checklist
                items={shown.task}
                disabled={locked}
                onAdd={(task) => save({ intent: "add-item", cardId, itemId: uuid(), task })}
                onToggle={onToggle}
                onDelete={onDeleteItem}
                onDeleteAll={() => void save({ intent: "delete-items", cardId, itemIds: shown.task.map((item) => item.id) })}
              />
            </div>

            <div className="space-y-4">
              <div role="group" aria-labelledby="card-add-to-card-heading" className="space-y-2">
                <h3 id="card-add-to-card-heading" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  Add to card
                </h3>
                <LabelPopover
                  defaultOpen={panel === "labels"}
                  tags={shown.tags}
                  disabled={locked}
                  onCreate={({ tagName, color }) => save({ intent: "add-label", cardId, labelId: uuid(), tagName, color })}
                />
                <DatePopover defaultOpen={panel === "date"} disabled={locked} date={shown.date} onChoose={(date) => void save({ intent: "set-date", cardId, date })} />
                <Button
                  variant="secondary"
                  className="w-full justify-start hover:bg-destructive hover:text-destructive-foreground"
                  disabled={locked}
                  onClick={() => {
                    // The dialog gives focus back to the card's tile, which then goes with the card.
                    const tile = tileOf(String(cardId));
                    if (tile) focusFollowsTile(tile);
                    deleteCard();
                    closeDialog();
                  }}
                >
                  <Trash2 aria-hidden="true" />
                  Delete Card
                </Button>
              </div>
              <MoveToBoard
                boards={boards}
                boardId={boardId}
                disabled={locked}
                onMove={(toBoardId) => {
                  const command = moveToBoardCommand(boards, cardId, toBoardId);
                  return command ? save(command) : null;
                }}
              />
              {/* Wrapped, one under the other, where the 11rem column is too narrow for both (wider text spacing). */}
              <UndoRedoButtons {...history} className="flex-wrap [&>button]:flex-1" />
            </div>
          </div>
        </TooltipProvider>
        <TrackedSaves saves={saves} />
        <DialogToaster />
      </DialogContent>
    </Dialog>
  );
}

/** An address whose card does not exist (deleted, or a wrong link): said plainly, with a way back. */
function CardNotFoundDialog({ cardId }: { cardId: string }) {
  const { open, closeDialog, onOpenChange } = useCardDialogOpen(cardId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Card not found</DialogTitle>
          <DialogDescription>
            There is no card with the id “{cardId}” on your boards. It may have been deleted, or the link is wrong.
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button onClick={closeDialog}>Back to Kanban</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
