import { Outlet } from "react-router";
import { prepareCardLists } from "~/components/kanban/board-column";
import { KanbanPage } from "~/components/kanban/kanban-page";
import { PageSkeleton } from "~/components/layout/page-skeleton";
import { loadActionsWhenIdle, runActionOnDemand } from "~/lib/actions-on-demand";
import { pageTitle } from "~/lib/page-title";
import { boardStore } from "~/lib/storage";
import type { Route } from "./+types/kanban";

export const meta = () => pageTitle("Kanban");

export async function clientLoader() {
  const { value: boards, notice } = boardStore.load();
  loadActionsWhenIdle();
  // A long board is windowed from its first frame: its code (loaded on demand) comes first.
  await prepareCardLists(boards);
  return { boards, notice };
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return runActionOnDemand(request, (sets) => sets.kanbanData);
}

export function HydrateFallback() {
  return <PageSkeleton rows={3} />;
}

export default function Kanban({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <KanbanPage boards={loaderData.boards} notice={loaderData.notice} />
      {/* The card dialog's route renders here. */}
      <Outlet />
    </>
  );
}
