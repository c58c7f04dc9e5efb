import { CardDialog, CardNotFoundDialog } from "~/components/card-dialog/card-dialog";
import { intentOf, toActionResult, type ActionResult } from "~/lib/action-result";
import { parseCardCommand } from "~/lib/card-commands";
import { findCard } from "~/lib/card-rules";
import { sameId } from "~/lib/kanban";
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
  const found = findCard(boards, params.cardId);
  const board = found ? boards.find((candidate) => sameId(candidate.id, found.boardId)) : undefined;
  return { cardId: params.cardId, found, boardName: board?.boardName ?? "" };
}

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const intent = intentOf(form);
  // Every change is for the card of this address, on the board the dialog names.
  form.set("cardId", params.cardId);
  const parsed = parseCardCommand(form);
  if (!parsed.ok) return { ok: false, intent, error: parsed.error };
  return toActionResult(intent, await boardStore.submit(parsed.command));
}

export default function CardRoute({ loaderData }: Route.ComponentProps) {
  const { cardId, found, boardName } = loaderData;
  if (!found) return <CardNotFoundDialog key={cardId} cardId={cardId} />;
  return <CardDialog key={cardId} boardId={found.boardId} boardName={boardName} card={found.card} />;
}
