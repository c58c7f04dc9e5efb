import type { Card } from "./kanban";
import { localDayText, longDayText, parseLocalDay, startOfLocalDay } from "./local-day";

// Due dates are calendar days stored as `yyyy-MM-dd` text ("" when unset).
// They are parsed as local days and never pass through UTC, so they never shift.

/** The stored text as a local calendar day, or null when unset or not a date. */
export function parseDueDate(stored: string): Date | null {
  return parseLocalDay(stored);
}

export function toStoredDate(day: Date): string {
  return localDayText(day);
}

/** "January 05, 2024"; unreadable stored text is shown as it is. */
export function formatDueDate(stored: string): string {
  const date = parseDueDate(stored);
  return date ? longDayText(date) : stored;
}

/** Past once the day has passed (a day due today has not); unreadable text never is. */
function isPast(stored: string, today: Date): boolean {
  const date = parseDueDate(stored);
  return date !== null && date < startOfLocalDay(today);
}

/**
 * How a card's due date stands, wherever it is shown (its tile, its dialog):
 * - "none": no due date;
 * - "done": every checklist item is done (a card without items never is), whatever the day;
 * - "overdue": its day has passed;
 * - "due": otherwise (today, later, or a stored text that is no date).
 */
export type DueState = "none" | "done" | "overdue" | "due";

export function dueState(card: Pick<Card, "date" | "task">, today: Date = new Date()): DueState {
  if (card.date === "") return "none";
  if (card.task.length > 0 && card.task.every((item) => item.completed)) return "done";
  return isPast(card.date, today) ? "overdue" : "due";
}
