import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CardDialogSlot, cardDialogCode } from "~/components/card-dialog/card-dialog-slot";
import { prepareCardLists, startCardListsCodeFor } from "~/components/kanban/board-column";
import { prepareKanbanFilter } from "~/components/kanban/filter-code";
import { KanbanPage } from "~/components/kanban/kanban-page";
import { KanbanPageSkeleton } from "~/components/kanban/kanban-page-skeleton";
import { loadActionsWhenIdle, runActionOnDemand } from "~/lib/actions-on-demand";
import { FILTER_PARAMS, parseKanbanFilter } from "~/lib/kanban-filter";
import { pageTitle } from "~/lib/page-title";
import { onlyQueryChanged } from "~/lib/search-url";
import { boardStore } from "~/lib/storage";
import type { Route } from "./+types/kanban";

// Run as the page's scripts are first evaluated, before the app hydrates and its loader runs:
// the code a long board needs is on its way sooner (see startCardListsCodeFor).
if (!import.meta.env.SSR) startCardListsCodeFor(boardStore.storedText());

export const meta = () => pageTitle("Kanban");

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { value: boards, notice } = boardStore.load();
  loadActionsWhenIdle();
  // A long board is windowed from its first frame, a filtered page is filtered, and a card's
  // address shows its dialog: their code (loaded on demand) comes first.
  const filter = parseKanbanFilter(new URL(request.url).searchParams);
  const cardDialog = params.cardId !== undefined ? cardDialogCode.load().catch(() => undefined) : null;
  await Promise.all([prepareCardLists(boards), prepareKanbanFilter(filter), cardDialog]);
  return { boards, notice };
}

// Typing a search or choosing a filter changes only the address's filter: the page filters
// what it has, without reading storage again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyQueryChanged(currentUrl, nextUrl, FILTER_PARAMS)) return false;
  return defaultShouldRevalidate;
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return runActionOnDemand(request, (sets) => sets.kanbanData);
}

export function HydrateFallback() {
  return <KanbanPageSkeleton />;
}

export default function Kanban({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <KanbanPage boards={loaderData.boards} notice={loaderData.notice} />
      <CardDialogSlot boards={loaderData.boards} />
    </>
  );
}
