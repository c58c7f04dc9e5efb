import { downloadText } from "~/components/shared/download";
import { backupFileName, createBackup, exportedMessage, holdsData } from "~/lib/backup";
import { storedSets } from "~/lib/stored-sets";

/**
 * Downloads a backup of the data as stored now (`occasion` names the file apart from the day's
 * exports) and says what it wrote. Null, with nothing downloaded, when `unlessEmpty` and
 * nothing is stored.
 */
export function downloadBackup({ occasion, unlessEmpty = false }: { occasion?: string; unlessEmpty?: boolean } = {}): string | null {
  const now = new Date();
  const sets = storedSets();
  if (unlessEmpty && !holdsData(sets)) return null;
  const fileName = backupFileName(now, occasion);
  downloadText(fileName, JSON.stringify(createBackup(sets, now)));
  return exportedMessage(fileName, sets, occasion);
}
