// A stored value read and parsed before the app started, handed to storage.ts so the same text
// is not parsed twice: the Kanban's picture script (board-picture-script.ts) parses the stored
// boards as the page's HTML is parsed (21 ms at 1,000 cards, 63 at 5,000), and the app's first
// read of them takes that result. Kept on `window` (the script is not a module of the app), and
// taken once: later reads parse as always.

import type { Salvaged } from "./salvage";

type EarlyReads = Record<string, { raw: string; parsed: Salvaged<unknown> } | undefined>;

const holder = globalThis as { __taskboardEarlyReads?: EarlyReads };

/** Keeps what `raw`, the text stored under `key`, parsed to, for the app's first read of it. */
export function keepEarlyRead(key: string, raw: string, parsed: Salvaged<unknown>): void {
  (holder.__taskboardEarlyReads ??= {})[key] = { raw, parsed };
}

/** What `raw` parsed to before the app started, if it was read then and is still what is stored; once. */
export function takeEarlyRead<T>(key: string, raw: string): Salvaged<T> | undefined {
  const read = holder.__taskboardEarlyReads?.[key];
  if (read) holder.__taskboardEarlyReads![key] = undefined;
  return read?.raw === raw ? (read.parsed as Salvaged<T>) : undefined;
}
