import Cloud from "lucide-react/icons/cloud";
import CloudAlert from "lucide-react/icons/cloud-exclamation-point";
import CloudOff from "lucide-react/icons/cloud-off";
import RefreshCw from "lucide-react/icons/refresh-cw";
import ServerOff from "lucide-react/icons/server-off";
import { useSyncExternalStore } from "react";
import { subscribeToSyncStatus, syncStateText, syncStatus, type SyncState } from "~/lib/sync-status";
import { cn } from "~/lib/utils";

const ICONS = { synced: Cloud, syncing: RefreshCw, offline: CloudOff, unreachable: ServerOff, error: CloudAlert } as const;

/** The connection's status as this tab last heard it (null until the writer tab says). */
export function useSyncStatus(): SyncState | null {
  return useSyncExternalStore(subscribeToSyncStatus, syncStatus, () => null);
}

/**
 * The header's sync status, shown (and loaded) only when sync is configured
 * (app-shell.tsx): "Synced", "Syncing…", "Offline: …", "Can't reach the sync server: …", "Sync error: …".
 * Narrow screens show its icon; the words stay for screen readers and as the tooltip.
 */
export default function SyncStatus() {
  const shown: SyncState = useSyncStatus() ?? { state: "syncing" };
  const text = syncStateText(shown);
  const Icon = ICONS[shown.state];
  // The status element holds the words alone; the visible copy beside it (from 768 px) is hidden from screen readers.
  return (
    <div
      title={text}
      data-state={shown.state}
      className={cn(
        "flex min-w-0 shrink items-center gap-1.5 rounded-md px-1.5 py-1 text-sm text-header-foreground",
        shown.state === "error" && "bg-white/15 font-semibold",
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <p role="status" className="sr-only">
        {text}
      </p>
      <span aria-hidden="true" className="hidden truncate md:block">
        {text}
      </span>
    </div>
  );
}
