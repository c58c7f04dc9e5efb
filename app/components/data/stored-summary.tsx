import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Alert } from "~/components/ui/alert";
import { Progress } from "~/components/ui/progress";
import type { StorageFacts } from "~/lib/persistence";
import { formatBytes, isNearLimit, limitPercent } from "~/lib/storage-usage";
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

/** What is stored, how much room it takes, and what the browser says about its space. */
export function StoredSummary({ counts, bytes, facts }: { counts: StoredCounts; bytes: number | null; facts: StorageFacts }) {
  const percent = bytes === null ? null : limitPercent(bytes);
  return (
    <DataSection title="What is stored">
      <ul aria-label="Stored items" className="grid grid-cols-3 gap-2 sm:gap-4">
        <Count value={counts.tasks} singular="task" plural="tasks" />
        <Count value={counts.boards} singular="board" plural="boards" />
        <Count value={counts.cards} singular="card" plural="cards" />
      </ul>
      {bytes === null || percent === null ? (
        <p className="text-sm">This browser&apos;s storage cannot be read, so its size is unknown.</p>
      ) : (
        <div className="space-y-2">
          <p id="app-bytes" className="text-sm">
            This app&apos;s data takes <strong>{formatBytes(bytes)}</strong>
            {bytes >= 1024 && ` (${bytes.toLocaleString("en-US")} bytes)`} of the about 5 MB browsers usually allow for
            it ({percent}%).
          </p>
          <Progress value={percent} aria-labelledby="app-bytes" />
          {isNearLimit(bytes) && (
            <Alert variant="warning">
              <TriangleAlert aria-hidden="true" />
              <p>
                Your data is close to the browser&apos;s limit ({percent}% of about 5 MB). Export a backup, and delete
                what you no longer need, before saves start to fail.
              </p>
            </Alert>
          )}
        </div>
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
