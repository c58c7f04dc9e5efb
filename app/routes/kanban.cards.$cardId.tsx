import { CardDialog, CardNotFoundDialog } from "~/components/card-dialog/card-dialog";
import { findCard } from "~/lib/board-rules";
import { loadActionsWhenIdle, runActionOnDemand } from "~/lib/actions-on-demand";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import { pageTitle } from "~/lib/page-title";
import { boardStore } from "~/lib/storage";
import type { Route } from "./+types/kanban.cards.$cardId";

// The card detail dialog, as a route of its own over the Kanban page:
// /kanban/cards/<card id>. A plain static host has no file for this address
// and answers with 404.html, which boots the app and opens the dialog here.

export function meta({ loaderData }: Route.MetaArgs) {
  const found = loaderData?.found;
  return pageTitle(found ? `${previewText(found.card.title, NAME_LENGTH)} · Kanban` : "Card not found");
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const boards = boardStore.read();
  const place = findCard(boards, params.cardId);
  loadActionsWhenIdle();
  const found = place ? { boardId: place.board.id, boardName: place.board.boardName, card: place.card, boards } : null;
  return { cardId: params.cardId, found };
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return runActionOnDemand(request, (sets) => sets.kanbanData);
}

export default function CardRoute({ loaderData }: Route.ComponentProps) {
  const { cardId, found } = loaderData;
  if (!found) return <CardNotFoundDialog key={cardId} cardId={cardId} />;
  return (
    <CardDialog key={cardId} boardId={found.boardId} boardName={found.boardName} card={found.card} boards={found.boards} />
  );
}
