import { CreditCard, Trash2 } from "lucide-react";
import { useCallback, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { v4 as uuid } from "uuid";
import { CARD_DELETION_KEY } from "~/components/kanban/card-deletion";
import { DialogToaster } from "~/components/shared/dialog-toaster";
import { TrackedSaves, useSaves } from "~/components/shared/use-saves";
import { SaveError } from "~/components/storage/storage-notice";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { TooltipProvider } from "~/components/ui/tooltip";
import type { ActionResult } from "~/lib/action-result";
import { applyPendingCardChanges, type CardIntent } from "~/lib/card-commands";
import type { Card, ChecklistItem, Id, Tag } from "~/lib/kanban";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import { CardLabels } from "./card-labels";
import { CardTitle } from "./card-title";
import { Checklist } from "./checklist";
import { ConfirmButton } from "./confirm-button";
import { DatePopover, DueDateSection } from "./due-date";
import { LabelPopover } from "./label-popover";
import { findCardTile, useCloseCardDialog } from "./use-close-card-dialog";

type DialogContentProps = Parameters<typeof DialogContent>[0];

/** Escape first ends what a text field is doing (an edit, an add form); only then does it close the dialog. */
const keepOpenOnEscapeInFields: DialogContentProps["onEscapeKeyDown"] = (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest("[data-handles-escape]")) event.preventDefault();
};

/** On close, focus goes back to the card's tile on the board when it is there. */
function returnFocusToTile(cardId: string): DialogContentProps["onCloseAutoFocus"] {
  return (event) => {
    const tile = findCardTile(cardId);
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
function useCardChanges(boardId: Id, cardId: Id) {
  const saves = useSaves(`card-${String(cardId)}`);
  const { save } = saves;
  const deletion = useFetcher<ActionResult>({ key: CARD_DELETION_KEY });
  const target = useMemo(() => ({ boardId: String(boardId), cardId: String(cardId) }), [boardId, cardId]);
  const change = useCallback(
    (intent: Exclude<CardIntent, "delete-card">, values: Record<string, string> = {}) =>
      save({ intent, ...target, ...values }),
    [save, target],
  );
  const { submit: submitDeletion } = deletion;
  const deleteCard = useCallback(
    () => void submitDeletion({ intent: "delete-card", ...target }, { method: "post" }),
    [submitDeletion, target],
  );
  return { change, deleteCard, saves };
}

export function CardDialog({ boardId, boardName, card }: { boardId: Id; boardName: string; card: Card }) {
  const [open, setOpen] = useState(true);
  const contentRef = useRef<HTMLDivElement>(null);
  const close = useCloseCardDialog();
  const cardId = String(card.id);
  const { change, deleteCard, saves } = useCardChanges(boardId, card.id);

  // Optimistic UI: the changes being saved show at once, painted in the frame of
  // the click (a ticked box stays ticked); a refused one goes, and what is stored shows.
  const shown = useMemo(() => applyPendingCardChanges(card, saves.pending), [card, saves.pending]);

  const onToggle = useCallback(
    (item: ChecklistItem, completed: boolean) =>
      void change("toggle-task", { itemId: String(item.id), completed: String(completed) }),
    [change],
  );
  const onDeleteItem = useCallback(
    (item: ChecklistItem) => void change("delete-task", { itemId: String(item.id) }),
    [change],
  );
  const onRemoveLabel = useCallback(
    (tag: Tag) => void change("remove-label", { labelId: String(tag.id) }),
    [change],
  );

  const closeDialog = () => {
    setOpen(false);
    close();
  };

  const allDone = shown.task.length > 0 && shown.task.every((item) => item.completed);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeDialog();
      }}
    >
      <DialogContent
        ref={contentRef}
        className="max-w-3xl gap-6 p-5 sm:p-6"
        // Focus the dialog itself (announced by its title), not the title's edit button.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        onEscapeKeyDown={keepOpenOnEscapeInFields}
        onCloseAutoFocus={returnFocusToTile(cardId)}
      >
        <TooltipProvider delayDuration={300}>
          <DialogHeader className="flex-row items-start gap-3 pr-8">
            <CreditCard aria-hidden="true" className="mt-1.5 size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1 space-y-1">
              <CardTitle title={shown.title} onRename={(title) => change("rename", { title })} />
              <DialogDescription>in board {previewText(boardName, NAME_LENGTH) || "Name of Board"}</DialogDescription>
            </div>
          </DialogHeader>

          <SaveError error={saves.error} />

          <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_11rem]">
            <div className="min-w-0 space-y-6">
              <CardLabels tags={shown.tags} onRemove={onRemoveLabel} />
              <DueDateSection date={shown.date} done={allDone} onClear={() => void change("set-date", { date: "" })} />
              <Checklist
                items={shown.task}
                onAdd={(task) => change("add-task", { itemId: uuid(), task })}
                onToggle={onToggle}
                onDelete={onDeleteItem}
                onDeleteAll={() => void change("clear-tasks")}
              />
            </div>

            <div role="group" aria-labelledby="card-add-to-card-heading" className="space-y-2">
              <h3 id="card-add-to-card-heading" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Add to card
              </h3>
              <LabelPopover
                tags={shown.tags}
                onCreate={({ tagName, color }) => change("add-label", { labelId: uuid(), tagName, color })}
              />
              <DatePopover date={shown.date} onChoose={(date) => void change("set-date", { date })} />
              <ConfirmButton
                title="Delete this card?"
                description={`"${previewText(shown.title, NAME_LENGTH)}" with its labels, task list and due date will be deleted.`}
                confirmText="Delete Card"
                onConfirm={() => {
                  deleteCard();
                  closeDialog();
                }}
              >
                <Button variant="secondary" className="w-full justify-start hover:bg-destructive hover:text-destructive-foreground">
                  <Trash2 aria-hidden="true" />
                  Delete Card
                </Button>
              </ConfirmButton>
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
export function CardNotFoundDialog({ cardId }: { cardId: string }) {
  const [open, setOpen] = useState(true);
  const close = useCloseCardDialog();
  const closeDialog = () => {
    setOpen(false);
    close();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeDialog();
      }}
    >
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
