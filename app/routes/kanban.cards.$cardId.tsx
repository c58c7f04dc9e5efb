import { findCard } from "~/lib/board-rules";
import { loadActionsWhenIdle } from "~/lib/actions-on-demand";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import { pageTitle } from "~/lib/page-title";
import { shownCardTitle } from "~/lib/shown-card";
import { boardStore } from "~/lib/storage";
import type { Route } from "./+types/kanban.cards.$cardId";

// The card detail dialog's address, over the Kanban page: /kanban/cards/<card id>.
// The Kanban route renders the dialog (see card-dialog-slot.tsx) and takes its
// changes; this route names the page after the card. A plain static host has
// no file for this address and answers with 404.html, which boots the app and
// opens the dialog.

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.title;
  if (title === undefined) return pageTitle("Card not found");
  return pageTitle(`${previewText(title, NAME_LENGTH)}${loaderData?.deleted ? " (deleted)" : ""} · Kanban`);
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const place = findCard(boardStore.read(), params.cardId);
  loadActionsWhenIdle();
  if (place) return { title: place.card.title, deleted: false };
  // Deleted elsewhere while its dialog shows it: the dialog stays, and so does the page's name.
  const shown = shownCardTitle(params.cardId);
  return { title: shown, deleted: shown !== undefined };
}

// Nothing of its own to show (the Kanban page shows the dialog), but a route without a
// component has React Router warn on every render of the address, in production too:
// twice per card opened, about a millisecond of the click's task.
export default function CardAddress() {
  return null;
}
