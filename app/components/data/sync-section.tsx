import Link2 from "lucide-react/icons/link-2";
import Link2Off from "lucide-react/icons/link-2-off";
import { useId, useSyncExternalStore, type InputHTMLAttributes } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { subscribeToSyncSettings, syncSettings } from "~/lib/storage";
import {
  KEY_REFUSED_HINT,
  NOT_SYNC_SERVER,
  NOT_SYNC_SERVER_HINT,
  REFUSED_KEY,
  SYNC_CONNECT_INTENT,
  SYNC_DISCONNECT_INTENT,
} from "~/lib/sync-settings";
import { subscribeToSyncStatus, syncStateText, syncStatus } from "~/lib/sync-status";
import { cn } from "~/lib/utils";
import { DataSection } from "./data-section";

// ui/input's look, written out: importing it here would split it out of the To Do's and Kanban's chunks (issue 12's budgets).
const INPUT_CLASS =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-base shadow-xs outline-none transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-50 aria-invalid:border-destructive sm:text-sm";

const serverOf = () => syncSettings()?.server ?? null;

/** The sync server this device is connected to, or null while sync is off. */
export const useSyncServer = () => useSyncExternalStore(subscribeToSyncSettings, serverOf, () => null);

/** Why sync stopped asking until the page reloads: the server refused this device's key, or the address is no sync server. */
export type SyncStop = "refused" | "not-sync-server";

const syncStop = (): SyncStop | null => {
  const status = syncStatus();
  if (status?.state !== "error") return null;
  return status.error === REFUSED_KEY ? "refused" : status.error === NOT_SYNC_SERVER ? "not-sync-server" : null;
};

/** Whether sync stopped (a key revoked since the device connected, or an address that now serves something else): nothing syncs until the device connects again. */
export const useSyncStop = () => useSyncExternalStore(subscribeToSyncStatus, syncStop, () => null);

/** The Sync section: connect this device to a sync server, or disconnect it (the data stays here). */
export function SyncSection() {
  const server = useSyncServer();
  return <DataSection title="Sync">{server === null ? <ConnectForm /> : <Connected server={server} />}</DataSection>;
}

/** A labelled text field of the Connect form, with its hint or, after a refused Connect, its message. */
function SyncField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error: string | null; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const note = error ? { id: `${id}-error`, text: error } : hint ? { id: `${id}-hint`, text: hint } : null;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        className={INPUT_CLASS}
        id={id}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={note?.id}
        {...input}
      />
      {note ? (
        <p
          id={note.id}
          role={error ? "alert" : undefined}
          className={error ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}
        >
          {note.text}
        </p>
      ) : null}
    </div>
  );
}

function ConnectForm() {
  const id = useId();
  const fetcher = useFetcher<ActionResult>({ key: SYNC_CONNECT_INTENT });
  const busy = fetcher.state !== "idle";
  const failure = !busy && fetcher.data?.ok === false ? fetcher.data : null;
  const serverError = failure && failure.field !== "key" ? failure.error : null;
  const keyError = failure?.field === "key" ? failure.error : null;
  return (
    <>
      {/* The deployed app's users have no README: what a sync server is, and where its address and key come from. */}
      <p className="text-sm">
        A sync server keeps your tasks and boards the same on every device you connect to it; it is self-hosted, run by
        you or someone you trust (there is no public one). Whoever runs it gives you its address and a sync key, which
        the server makes with{" "}
        <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs whitespace-nowrap">npm run -s sync-server -- new-key</code>.
        Everything keeps working here when the server cannot be reached.
      </p>
      <fetcher.Form method="post" noValidate className="space-y-3" aria-label="Connect to a sync server">
        <input type="hidden" name="intent" value={SYNC_CONNECT_INTENT} />
        <SyncField
          id={`${id}-server`}
          label="Server address"
          name="server"
          type="url"
          inputMode="url"
          placeholder="wss://sync.example.org"
          error={serverError}
          hint="For example ws://127.0.0.1:1234, or wss://sync.example.org behind TLS."
        />
        <SyncField id={`${id}-key`} label="Sync key" name="key" type="password" error={keyError} />
        <Button type="submit" disabled={busy}>
          <Link2 aria-hidden="true" />
          {busy ? "Connecting…" : "Connect"}
        </Button>
      </fetcher.Form>
    </>
  );
}

function Connected({ server }: { server: string }) {
  const fetcher = useFetcher<ActionResult>({ key: SYNC_DISCONNECT_INTENT });
  const status = useSyncExternalStore(subscribeToSyncStatus, syncStatus, () => null);
  const stop = useSyncStop();
  const failure = fetcher.state === "idle" && fetcher.data?.ok === false ? fetcher.data.error : null;
  return (
    <>
      <p className="text-sm">
        {stop ? "This device is set to sync with " : "This device syncs with "}
        <span className="font-medium break-words">{server}</span>.
      </p>
      <p className={cn("text-sm font-medium", status?.state === "error" && "text-destructive")}>
        {syncStateText(status ?? { state: "syncing" })}
      </p>
      {stop ? <p className="text-sm">{stop === "refused" ? KEY_REFUSED_HINT : NOT_SYNC_SERVER_HINT}</p> : null}
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={SYNC_DISCONNECT_INTENT} />
        <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
          <Link2Off aria-hidden="true" />
          Disconnect
        </Button>
      </fetcher.Form>
      {stop ? null : <p className="text-sm text-muted-foreground">Disconnecting keeps all your tasks and boards on this device.</p>}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
    </>
  );
}
