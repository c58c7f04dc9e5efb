// How full this site's storage is, in words. localStorage usually holds about
// 5 MB per site (Safari counts two bytes a character, as we do), and a save
// that does not fit fails: warn well before that. The site's, not the app's:
// other pages at the same address (a shared user.github.io) fill the same storage.

export const USUAL_LOCAL_STORAGE_LIMIT = 5 * 1024 * 1024;
export const NEAR_LIMIT_SHARE = 0.8;

export function isNearLimit(bytes: number): boolean {
  return bytes > USUAL_LOCAL_STORAGE_LIMIT * NEAR_LIMIT_SHARE;
}

/** Whole percent of the usual limit, for a progress bar. */
export function limitPercent(bytes: number): number {
  return Math.min(100, Math.floor((bytes / USUAL_LOCAL_STORAGE_LIMIT) * 100));
}

/** The share of the usual limit in words: "83%", and "under 1%" for a little (0% read as nothing). */
export function limitShare(bytes: number): string {
  const percent = limitPercent(bytes);
  return percent === 0 && bytes > 0 ? "under 1%" : `${percent}%`;
}

/** What localStorage holds for this site, as storage.ts reads it. */
export interface StorageUsage {
  /** Bytes of this app's keys: its data and the kept originals. */
  app: number;
  /** Bytes of every key on this site, this app's and other pages'. */
  all: number;
  /** The browser refused a small write: every save fails until room is made. */
  full: boolean;
}

export type UsageLevel = "room" | "near" | "full";

/** What the Data page says of it: the other pages' share, the bar's percent, and how urgently to warn. */
export function describeUsage({ app, all, full }: StorageUsage): { other: number; percent: number; level: UsageLevel; overUsualLimit: boolean } {
  return {
    other: Math.max(0, all - app),
    percent: limitPercent(all),
    // A refused write is what counts: browsers allow different amounts (Chromium about 10 MB as we count).
    level: full ? "full" : isNearLimit(all) ? "near" : "room",
    overUsualLimit: all > USUAL_LOCAL_STORAGE_LIMIT,
  };
}

/**
 * Why data of `bytes` (as browsers count: two a character) was refused when it alone is more than
 * the usual limit: no space freed would make it fit, so "storage is full" would mislead.
 */
export function tooLargeToStore(bytes: number): string | null {
  const more = moreThanKept(bytes);
  return more && `Not saved: this data takes ${more}. Nothing was changed.`;
}

/** "14 MB of browser storage, more than this browser keeps for a site (often 5 MB)", or null within the usual limit. */
export function moreThanKept(bytes: number): string | null {
  if (bytes <= USUAL_LOCAL_STORAGE_LIMIT) return null;
  return `${formatBytes(bytes)} of browser storage, more than this browser keeps for a site (often 5 MB)`;
}

const UNITS = ["KB", "MB", "GB", "TB"] as const;

/** "812 bytes", "12.3 KB", "4.1 MB", "120 GB" (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value >= 100 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${shown} ${UNITS[unit]}`;
}
