import { focusWhenShown } from "~/components/shared/hand-focus-on";
import { UndoRedoButtons, useUndoRedo } from "~/components/shared/undo-redo";
import { TrackedSaves, useSaves } from "~/components/shared/use-saves";
import { StorageNotice } from "~/components/storage/storage-notice";
import type { DataCommand } from "~/lib/data-commands";
import { dataHistory } from "~/lib/history";
import type { StorageFacts } from "~/lib/persistence";
import type { UnreadableNotice } from "~/lib/storage";
import type { StorageUsage } from "~/lib/storage-usage";
import { ExportBackup } from "./export-backup";
import { ImportBackup } from "./import-backup";
import { KeepData } from "./keep-data";
import { StoredSummary, type StoredCounts } from "./stored-summary";
import { SyncSection, useSyncServer, useSyncStop } from "./sync-section";

const DATA_HEADING_ID = "data-heading";

/** After a toast's Undo (of an import): all of the data came back, so focus goes to the heading, not to the page. */
const focusHeadingAfterUndo = () => focusWhenShown(() => document.getElementById(DATA_HEADING_ID));

/** /data: what is stored, keeping it, and taking it elsewhere (export and import). */
export function DataPage({
  counts,
  usage,
  facts,
  notices,
}: {
  counts: StoredCounts;
  usage: StorageUsage | null;
  facts: StorageFacts;
  notices: UnreadableNotice[];
}) {
  const saves = useSaves<DataCommand>("data");
  const history = useUndoRedo(dataHistory, saves.save, undefined, focusHeadingAfterUndo);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      {notices.map((notice) => (
        <StorageNotice key={notice.key} notice={notice} />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={DATA_HEADING_ID} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          Your data
        </h1>
        <UndoRedoButtons {...history} />
      </div>
      <StorageIntro />
      <StoredSummary counts={counts} usage={usage} facts={facts} />
      <KeepData persisted={facts.persisted} />
      <ExportBackup />
      <ImportBackup save={saves.save} saveError={saves.error} />
      <SyncSection />
      <TrackedSaves saves={saves} />
    </div>
  );
}

/** Where the data lives: this browser only, or this browser and the devices syncing with it (not while sync has stopped). */
function StorageIntro() {
  const server = useSyncServer();
  const stop = useSyncStop();
  return (
    <p className="text-muted-foreground">
      {server === null
        ? "Your tasks and boards are stored in this browser only."
        : stop
          ? `Your tasks and boards are stored in this browser. ${stop === "refused" ? `The sync server at ${server} refused this device's key` : `The server at ${server} is not a Taskboard sync server`}, so they are not kept the same on your other devices.`
          : `Your tasks and boards are stored in this browser and kept the same on your other devices through the sync server at ${server}.`}{" "}
      Back them up, or move them to another browser, here.
    </p>
  );
}
