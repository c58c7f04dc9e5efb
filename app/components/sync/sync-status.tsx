import { Cloud, CloudAlert, CloudOff, RefreshCw } from "lucide-react";
import { useSyncExternalStore } from "react";
import { subscribeToSyncSettings, syncSettings } from "~/lib/storage";
import { syncStateText, type SyncState } from "~/lib/sync-settings";
import { subscribeToSyncStatus, syncStatus } from "~/lib/sync-status";
import { cn } from "~/lib/utils";

const configured = () => syncSettings() !== null;
const notConfigured = () => false;

/** Whether sync is configured, and the connection's status (null until the writer tab says). */
export function useSync(): { configured: boolean; status: SyncState | null } {
  const isConfigured = useSyncExternalStore(subscribeToSyncSettings, configured, notConfigured);
  const status = useSyncExternalStore(subscribeToSyncStatus, syncStatus, () => null);
  return { configured: isConfigured, status };
}

const ICONS = { synced: Cloud, syncing: RefreshCw, offline: CloudOff, error: CloudAlert } as const;

/**
 * The header's sync status, only when sync is configured: "Synced",
 * "Syncing…", "Offline: …", "Sync error: …". Narrow screens show its icon,
 * the words stay for screen readers and as the tooltip.
 */
export default function SyncStatus() {
  const { configured: isConfigured, status } = useSync();
  if (!isConfigured) return null;
  const shown: SyncState = status ?? { state: "syncing" };
  const text = syncStateText(shown);
  const Icon = ICONS[shown.state];
  return (
    <p
      role="status"
      title={text}
      data-state={shown.state}
      className={cn(
        "flex min-w-0 shrink items-center gap-1.5 rounded-md px-1.5 py-1 text-sm text-header-foreground",
        shown.state === "error" && "bg-white/15 font-semibold",
      )}
    >
      <Icon aria-hidden="true" className={cn("size-4 shrink-0", shown.state === "syncing" && "motion-safe:animate-spin")} />
      <span className="max-lg:sr-only truncate max-w-64">{text}</span>
    </p>
  );
}
