import { downloadText } from "~/components/shared/download";
import { backupFileName, createBackup, exportedMessage, holdsData } from "~/lib/backup";
import { storedSets } from "~/lib/stored-sets";

/** A backup file the page downloaded, what it said about it, and a way to download the same file again. */
export interface DownloadedBackup {
  message: string;
  fileName: string;
  again(): void;
}

/**
 * Downloads a backup of the data as stored now (`occasion` names the file apart from the day's
 * exports) and says what it wrote. Null, with nothing downloaded, when `unlessEmpty` and
 * nothing is stored.
 */
export function downloadBackup({ occasion, unlessEmpty = false }: { occasion?: string; unlessEmpty?: boolean } = {}): DownloadedBackup | null {
  const now = new Date();
  const sets = storedSets();
  if (unlessEmpty && !holdsData(sets)) return null;
  const fileName = backupFileName(now, occasion);
  const text = JSON.stringify(createBackup(sets, now));
  const again = () => downloadText(fileName, text);
  again();
  return { message: exportedMessage(fileName, sets, occasion), fileName, again };
}
