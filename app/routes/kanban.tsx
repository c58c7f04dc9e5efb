import { Outlet } from "react-router";
import { PageSkeleton } from "~/components/layout/page-skeleton";
import { StorageNotice } from "~/components/storage/storage-notice";
import { intentOf, type ActionResult } from "~/lib/action-result";
import { pageTitle } from "~/lib/page-title";
import { boardStore } from "~/lib/storage";
import type { Route } from "./+types/kanban";

export const meta = () => pageTitle("Kanban");

export function clientLoader() {
  return { boards: boardStore.read(), notice: boardStore.notice() };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const intent = intentOf(form);
  if (intent === "dismiss-notice") {
    boardStore.dismissNotice();
    return { ok: true, intent };
  }
  return { ok: false, intent, error: "Unknown change." };
}

export function HydrateFallback() {
  return <PageSkeleton rows={3} />;
}

export default function Kanban({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <StorageNotice notice={loaderData.notice} />
      <h1 className="mb-4 text-3xl font-bold tracking-tight">Kanban</h1>
      <p className="text-muted-foreground">{loaderData.boards.length} boards</p>
      <Outlet />
    </div>
  );
}
