// Calendar days as `yyyy-MM-dd` text, by the user's local calendar (never
// through UTC, so a day never shifts). Written out by hand instead of with
// date-fns, whose parse and format cost every page about 10 KB of gzip.

const pad = (value: number, length: number) => String(value).padStart(length, "0");

/**
 * The local day of `date` as `yyyy-MM-dd`. Like date-fns' `yyyy`, a year
 * before 1 is written as its year of era (year 0 is 1 BC: "0001").
 */
export function localDayText(date: Date): string {
  const year = date.getFullYear();
  return `${pad(year > 0 ? year : 1 - year, 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** `yyyy-MM-dd` text as the start of that local day, or null when it is not one (2024-02-30, 0000-01-01). */
export function parseLocalDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(2000, 0, 1);
  // setFullYear, not the Date constructor: that one reads the years 0–99 as 1900–1999.
  date.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return localDayText(date) === text ? date : null;
}

/** The start of the local day `date` falls on. */
export function startOfLocalDay(date: Date): Date {
  const start = new Date(date.getTime());
  start.setHours(0, 0, 0, 0);
  return start;
}

/** The start of the local day after the one `date` falls on (a day of a daylight-saving change is 23 or 25 hours long). */
export function startOfNextLocalDay(date: Date): Date {
  const next = startOfLocalDay(date);
  next.setDate(next.getDate() + 1);
  return startOfLocalDay(next);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "January 05, 2024" (date-fns' `MMMM dd, yyyy` in English). */
export function longDayText(date: Date): string {
  const year = date.getFullYear();
  return `${MONTHS[date.getMonth()]} ${pad(date.getDate(), 2)}, ${pad(year > 0 ? year : 1 - year, 4)}`;
}
