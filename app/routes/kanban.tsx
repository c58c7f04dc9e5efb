import { Outlet } from "react-router";
import { KanbanPage } from "~/components/kanban/kanban-page";
import { PageSkeleton } from "~/components/layout/page-skeleton";
import { intentOf, toActionResult, type ActionResult } from "~/lib/action-result";
import { parseBoardCommand } from "~/lib/board-commands";
import { pageTitle } from "~/lib/page-title";
import { boardStore } from "~/lib/storage";
import type { Route } from "./+types/kanban";

export const meta = () => pageTitle("Kanban");

export function clientLoader() {
  const { value: boards, notice } = boardStore.load();
  return { boards, notice };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const intent = intentOf(form);
  if (intent === "dismiss-notice") {
    boardStore.dismissNotice();
    return { ok: true, intent };
  }
  const parsed = parseBoardCommand(form);
  if (!parsed.ok) return { ok: false, intent, error: parsed.error };
  return toActionResult(intent, await boardStore.submit(parsed.command));
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
