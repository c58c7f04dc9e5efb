import Download from "lucide-react/icons/download";
import X from "lucide-react/icons/x";
import { useMemo } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { downloadText } from "~/components/shared/download";
import { originalFileName } from "~/lib/file-names";
import { originalText, type UnreadableNotice } from "~/lib/storage";

// The unreadable-data notice's buttons, loaded on demand (storage-notice.tsx): most pages never show one.

/** Downloads the original text a notice is about, so someone can repair it; nothing when there is none to read. */
export function DownloadOriginal({ notice }: { notice: UnreadableNotice }) {
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

export function DismissNotice({ fetcher }: { fetcher: FetcherWithComponents<unknown> }) {
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="dismiss-notice" />
      <Button type="submit" variant="ghost" size="icon-sm" aria-label="Dismiss notice" className="-my-1">
        <X aria-hidden="true" />
      </Button>
    </fetcher.Form>
  );
}
