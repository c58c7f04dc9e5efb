import { localDayText } from "./local-day";

// Kept apart from backup.ts: the unreadable-data notice on every page names
// its download with this, and should not load the Data page's code for it.

/** The kept original text of unreadable saved data, as a file: `taskboard-todos-original-2026-11-22.txt`. */
export function originalFileName(key: string, now: Date): string {
  return `taskboard-${key}-original-${localDayText(now)}.txt`;
}
