import Download from "lucide-react/icons/download";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import X from "lucide-react/icons/x";
import { memo, useMemo } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { downloadText } from "~/components/shared/download";
import { originalFileName } from "~/lib/file-names";
import { originalText, type UnreadableNotice } from "~/lib/storage";

/** Downloads the original text a notice is about, so someone can repair it; nothing when there is none to read. */
function DownloadOriginal({ notice }: { notice: UnreadableNotice }) {
  const text = useMemo(() => originalText(notice), [notice]);
  if (text === null) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="mt-2 bg-transparent"
      onClick={() => downloadText(originalFileName(notice.key, new Date()), text, "text/plain")}
    >
      <Download aria-hidden="true" />
      Download the original
    </Button>
  );
}

/** Tells the user saved data could not be read, and where its original text was kept. */
export const StorageNotice = memo(function StorageNotice({ notice }: { notice: UnreadableNotice | null }) {
  const fetcher = useFetcher({ key: "dismiss-storage-notice" });
  if (!notice || fetcher.state !== "idle") return null;
  return (
    <Alert variant="warning" className="mb-4">
      <TriangleAlert aria-hidden="true" />
      <div className="flex-1">
        <p>{notice.message}</p>
        <DownloadOriginal notice={notice} />
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="dismiss-notice" />
        <Button type="submit" variant="ghost" size="icon-sm" aria-label="Dismiss notice" className="-my-1">
          <X aria-hidden="true" />
        </Button>
      </fetcher.Form>
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
