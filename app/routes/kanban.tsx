import { Outlet } from "react-router";
import { KanbanPage } from "~/components/kanban/kanban-page";
import { PageSkeleton } from "~/components/layout/page-skeleton";
import { runCommandAction } from "~/lib/action-result";
import { kanbanData } from "~/lib/data-sets";
import { pageTitle } from "~/lib/page-title";
import { boardStore } from "~/lib/storage";
import type { Route } from "./+types/kanban";

export const meta = () => pageTitle("Kanban");

export function clientLoader() {
  const { value: boards, notice } = boardStore.load();
  return { boards, notice };
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return runCommandAction(request, kanbanData);
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
