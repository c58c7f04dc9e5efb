import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { memo, useEffect } from "react";
import { useFetcher } from "react-router";
import { onDemand } from "~/components/shared/on-demand";
import { Alert } from "~/components/ui/alert";
import type { UnreadableNotice } from "~/lib/storage";

// The notice's buttons (download the original, dismiss) come with their code, asked for when a
// notice shows: the message itself shows at once, and stays if the code cannot be fetched.
const noticeActions = onDemand(() => import("./notice-actions"));

/** Tells the user saved data could not be read, and where its original text was kept. */
export const StorageNotice = memo(function StorageNotice({ notice }: { notice: UnreadableNotice | null }) {
  const fetcher = useFetcher({ key: "dismiss-storage-notice" });
  const actions = noticeActions.useLoaded();
  useEffect(() => {
    if (notice) noticeActions.load().catch(() => undefined);
  }, [notice]);
  if (!notice || fetcher.state !== "idle") return null;
  return (
    <Alert variant="warning" className="mb-4">
      <TriangleAlert aria-hidden="true" />
      <div className="flex-1">
        <p>{notice.message}</p>
        {actions ? <actions.DownloadOriginal notice={notice} /> : null}
      </div>
      {actions ? <actions.DismissNotice fetcher={fetcher} /> : null}
    </Alert>
  );
});

/** A failed save, said plainly; the page keeps showing what is really stored. */
export const SaveError = memo(function SaveError({ error, id }: { error: string | null | undefined; id?: string }) {
  if (!error) return null;
  return (
    <Alert id={id} variant="destructive" className="my-2">
      <TriangleAlert aria-hidden="true" />
      <p>{error}</p>
    </Alert>
  );
});
