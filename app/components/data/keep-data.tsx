import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShieldQuestion from "lucide-react/icons/shield-question-mark";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { DataSection } from "./data-section";

export const KEEP_DATA_INTENT = "keep-data";
export const KEEP_DATA_REFUSED =
  "The browser did not agree to keep your data yet. Browsers decide this themselves, often by how much a site " +
  "is used; bookmarking or installing the app can help. Until then, export a backup now and then.";

/** Says whether the browser keeps the data (persistent storage), and asks it to when it does not. */
export function KeepData({ persisted }: { persisted: boolean | null }) {
  const fetcher = useFetcher<ActionResult>({ key: KEEP_DATA_INTENT });
  const refused = fetcher.state === "idle" && fetcher.data?.ok === false ? fetcher.data.error : null;
  return (
    <DataSection title="Persistent storage">
      {persisted === true && (
        <p className="flex items-start gap-2 text-sm">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          Storage is persistent: this browser will not clear your data to free space.
        </p>
      )}
      {persisted === false && (
        <>
          <p className="flex items-start gap-2 text-sm">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-icon" />
            Storage is not persistent: this browser may clear your data when it runs low on space.
          </p>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value={KEEP_DATA_INTENT} />
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              Keep my data
            </Button>
          </fetcher.Form>
          <p role="status" className="text-sm empty:hidden">
            {refused}
          </p>
        </>
      )}
      {persisted === null && (
        <p className="flex items-start gap-2 text-sm">
          <ShieldQuestion aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          This browser does not say whether it keeps your data. Export a backup now and then to be safe.
        </p>
      )}
    </DataSection>
  );
}
