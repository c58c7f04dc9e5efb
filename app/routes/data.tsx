import { DataPage } from "~/components/data/data-page";
import { KEEP_DATA_INTENT, KEEP_DATA_REFUSED } from "~/components/data/keep-data";
import { PageSkeleton } from "~/components/layout/page-skeleton";
import type { ActionResult } from "~/lib/action-result";
import { countContents } from "~/lib/backup";
import { loadActionsWhenIdle, runActionOnDemand } from "~/lib/actions-on-demand";
import { pageTitle } from "~/lib/page-title";
import { keepData, storageFacts } from "~/lib/persistence";
import { boardStore, storedBytes, todoStore, type UnreadableNotice } from "~/lib/storage";
import type { Route } from "./+types/data";

export const meta = () => pageTitle("Your data");

export async function clientLoader() {
  const todos = todoStore.load();
  const boards = boardStore.load();
  loadActionsWhenIdle();
  return {
    counts: countContents({ todos: todos.value, boards: boards.value }),
    bytes: storedBytes(),
    facts: await storageFacts(),
    notices: [todos.notice, boards.notice].filter((notice): notice is UnreadableNotice => notice !== null),
  };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  // "Keep my data" asks the browser, and changes no data; everything else is a command.
  if ((await request.clone().formData()).get("intent") === KEEP_DATA_INTENT) {
    return (await keepData())
      ? { ok: true, intent: KEEP_DATA_INTENT }
      : { ok: false, intent: KEEP_DATA_INTENT, error: KEEP_DATA_REFUSED };
  }
  return runActionOnDemand(request, (sets) => sets.bothSetsData);
}

export function HydrateFallback() {
  return <PageSkeleton rows={4} />;
}

export default function Data({ loaderData }: Route.ComponentProps) {
  return <DataPage {...loaderData} />;
}
