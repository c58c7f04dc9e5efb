import { startOfLocalDay, startOfNextLocalDay } from "./local-day";

// Today's local day, for what says "overdue" or "due in the next 7 days" while a page stays open
// (the Kanban's tiles, the card dialog, the due filter): one value they all read, which changes at
// local midnight. One timer for the page, not one per card. Timers sleep in background tabs and
// count only the time a machine is awake, so the day is also checked when the page is shown or
// focused, and at least every 10 minutes.

const RECHECK_MS = 10 * 60 * 1000;
// visibilitychange bubbles from the document to the window.
const EVENTS = ["visibilitychange", "focus"] as const;

let start = new Date(NaN);
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Moves to the day it is now; true when that is another day. */
function catchUp(): boolean {
  const day = startOfLocalDay(new Date());
  if (day.getTime() === start.getTime()) return false;
  start = day;
  return true;
}

function check(): void {
  if (catchUp()) for (const listener of listeners) listener();
  clearTimeout(timer);
  timer = setTimeout(check, Math.min(startOfNextLocalDay(start).getTime() - Date.now(), RECHECK_MS));
}

/** The start of today (local): the same object all day. */
export function today(): Date {
  // While read by the page, it moves on only with a check, which tells every reader at once.
  if (listeners.size === 0) catchUp();
  return start;
}

/** Calls `listener` when the day changes. */
export function subscribeToToday(listener: () => void): () => void {
  if (listeners.size === 0) {
    for (const type of EVENTS) addEventListener(type, check);
    check();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const type of EVENTS) removeEventListener(type, check);
    clearTimeout(timer);
  };
}
