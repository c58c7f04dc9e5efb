import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Alert } from "~/components/ui/alert";
import { Progress } from "~/components/ui/progress";
import type { StorageFacts } from "~/lib/persistence";
import { describeUsage, formatBytes, limitShare, type StorageUsage } from "~/lib/storage-usage";
import { DataSection } from "./data-section";

export interface StoredCounts {
  tasks: number;
  boards: number;
  cards: number;
}

function Count({ value, singular, plural }: { value: number; singular: string; plural: string }) {
  return (
    <li className="rounded-md border bg-background px-3 py-2">
      <span className="block text-2xl font-bold tabular-nums">{value.toLocaleString("en-US")}</span>{" "}
      <span className="text-sm text-muted-foreground">{value === 1 ? singular : plural}</span>
    </li>
  );
}

/** "1.2 KB (1,234 bytes)": the exact count too, once rounded. */
function Bytes({ bytes }: { bytes: number }) {
  return (
    <>
      <strong>{formatBytes(bytes)}</strong>
      {bytes >= 1024 && ` (${bytes.toLocaleString("en-US")} bytes)`}
    </>
  );
}

/**
 * How much of this site's storage is used, and a warning as it nears its end. Other pages at the
 * same address (apps sharing user.github.io, say) fill the same storage: their data counts, and is
 * named, so that a full storage is not shown as this app's few bytes.
 */
function Usage({ usage }: { usage: StorageUsage }) {
  const { app, all } = usage;
  const { other, percent, level, overUsualLimit } = describeUsage(usage);
  const ofTheLimit = overUsualLimit
    ? ", more than the about 5 MB browsers usually allow"
    : ` of the about 5 MB browsers usually allow${other === 0 ? " for it" : ""} (${limitShare(all)})`;
  return (
    <div className="space-y-2">
      <p id="app-bytes" className="text-sm">
        {other === 0 ? (
          <>
            This app&apos;s data takes <Bytes bytes={app} />
            {ofTheLimit}.
          </>
        ) : (
          <>
            This site&apos;s storage holds <Bytes bytes={all} />
            {ofTheLimit}: <strong>{formatBytes(app)}</strong> of this app&apos;s data and <strong>{formatBytes(other)}</strong> of
            other data, not this app&apos;s.
          </>
        )}
      </p>
      <Progress value={percent} aria-labelledby="app-bytes" />
      {other > 0 && (
        <p className="text-sm text-muted-foreground">
          Other pages at this address, such as other apps on one github.io address, keep their data in the same storage.
          This app does not read or remove it.
        </p>
      )}
      {level === "full" ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <p>
            This site&apos;s storage is full: changes are not saved.
            {other > 0 && ` ${formatBytes(other)} of it is other data, not this app's.`} Export a backup, then make room:
            delete what you no longer need here{other > 0 && ", or the other data on the page that stored it"}.
          </p>
        </Alert>
      ) : level === "near" ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          {other === 0 ? (
            <p>
              Your data is close to the browser&apos;s limit ({percent}% of about 5 MB). Export a backup, and delete what
              you no longer need, before saves start to fail.
            </p>
          ) : (
            <p>
              This site&apos;s storage is close to the browser&apos;s limit ({percent}% of about 5 MB), {formatBytes(other)} of
              it other data, not this app&apos;s. Export a backup, and make room, here or on the page that stored that data,
              before saves start to fail.
            </p>
          )}
        </Alert>
      ) : null}
    </div>
  );
}

/** What is stored, how much room it takes, and what the browser says about its space. */
export function StoredSummary({ counts, usage, facts }: { counts: StoredCounts; usage: StorageUsage | null; facts: StorageFacts }) {
  return (
    <DataSection title="What is stored">
      <ul aria-label="Stored items" className="grid grid-cols-3 gap-2 sm:gap-4">
        <Count value={counts.tasks} singular="task" plural="tasks" />
        <Count value={counts.boards} singular="board" plural="boards" />
        <Count value={counts.cards} singular="card" plural="cards" />
      </ul>
      {usage === null ? (
        <p className="text-sm">This browser&apos;s storage cannot be read, so its size is unknown.</p>
      ) : (
        <Usage usage={usage} />
      )}
      <p className="text-sm text-muted-foreground">
        {facts.usage !== null && facts.quota !== null
          ? `The browser's own estimate for this site: ${formatBytes(facts.usage)} used of ${formatBytes(facts.quota)} available. ` +
            "Browsers count their storage in their own way, so it can differ from the figure above."
          : "This browser does not give an estimate of its storage."}
      </p>
    </DataSection>
  );
}
