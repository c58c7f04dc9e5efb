import { DataPage } from "~/components/data/data-page";
import { KEEP_DATA_INTENT, KEEP_DATA_REFUSED } from "~/components/data/keep-data";
import { PageSkeleton } from "~/components/layout/page-skeleton";
import type { ActionResult } from "~/lib/action-result";
import { countContents } from "~/lib/backup";
import { loadActionsWhenIdle, runActionOnDemand } from "~/lib/actions-on-demand";
import { pageTitle } from "~/lib/page-title";
import { keepData, storageFacts } from "~/lib/persistence";
import { boardStore, saveSyncSettings, todoStore, type UnreadableNotice } from "~/lib/storage";
import { storedBytes } from "~/lib/stored-bytes";
import { checkSyncForm, SYNC_CONNECT_INTENT, SYNC_DISCONNECT_INTENT } from "~/lib/sync-settings";
import type { Route } from "./+types/data";

export const meta = () => pageTitle("Your data");

export async function clientLoader() {
  const todos = todoStore.load();
  const boards = boardStore.load();
  loadActionsWhenIdle();
  return {
    counts: countContents({ todos: todos.value, boards: boards.value }),
    usage: storedBytes(),
    facts: await storageFacts(),
    notices: [todos.notice, boards.notice].filter((notice): notice is UnreadableNotice => notice !== null),
  };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  // "Keep my data" asks the browser, and Sync keeps its settings: they change no data; everything else is a command.
  const form = await request.clone().formData();
  const intent = form.get("intent");
  if (intent === SYNC_CONNECT_INTENT) return connectSync(form);
  if (intent === SYNC_DISCONNECT_INTENT) {
    return saveSyncSettings(null) ? { ok: true, intent } : { ok: false, intent, error: SETTINGS_NOT_SAVED };
  }
  if (intent === KEEP_DATA_INTENT) {
    return (await keepData())
      ? { ok: true, intent: KEEP_DATA_INTENT }
      : { ok: false, intent: KEEP_DATA_INTENT, error: KEEP_DATA_REFUSED };
  }
  return runActionOnDemand(request, (sets) => sets.bothSetsData);
}

const SETTINGS_NOT_SAVED = "Not saved: this browser's storage is full or not available.";

/** Connect: the fields checked, then the server asked once; only a key it accepts is kept. */
async function connectSync(form: FormData): Promise<ActionResult> {
  const intent = SYNC_CONNECT_INTENT;
  const checked = checkSyncForm(form.get("server"), form.get("key"));
  if (!checked.ok) return { ok: false, intent, field: checked.field, error: checked.error };
  // Yjs and the provider load only now.
  const { probeSync } = await import("~/lib/sync/probe");
  const probed = await probeSync(checked.server, checked.key);
  if (!probed.ok) return { ok: false, intent, field: probed.field, error: probed.error };
  return saveSyncSettings({ server: checked.server, key: checked.key })
    ? { ok: true, intent }
    : { ok: false, intent, field: "server", error: SETTINGS_NOT_SAVED };
}

export function HydrateFallback() {
  return <PageSkeleton rows={4} title="Your data" />;
}

export default function Data({ loaderData }: Route.ComponentProps) {
  return <DataPage {...loaderData} />;
}
