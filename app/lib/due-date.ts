import type { Card } from "./kanban";
import { localDayText, longDayText, parseLocalDay, startOfLocalDay } from "./local-day";
import { NAME_LENGTH, previewText } from "./long-text";

// Due dates are calendar days stored as `yyyy-MM-dd` text ("" when unset).
// They are parsed as local days and never pass through UTC, so they never shift.

/** The stored text as a local calendar day, or null when unset or not a date. */
export function parseDueDate(stored: string): Date | null {
  return parseLocalDay(stored);
}

export function toStoredDate(day: Date): string {
  return localDayText(day);
}

/** "January 05, 2024"; unreadable stored text is shown as it is (its start, when long: it could be any length). */
export function formatDueDate(stored: string): string {
  const date = parseDueDate(stored);
  return date ? longDayText(date) : previewText(stored, NAME_LENGTH);
}

/**
 * How a card's due date stands, wherever it is shown (its tile, its dialog):
 * - "none": no due date;
 * - "unreadable": a stored text no day can be read from (hand-edited, or from another app), shown as
 *   it is and said so, whatever the checklist: only a day chosen in its place makes it a due date;
 * - "done": every checklist item is done (a card without items never is), whatever the day;
 * - "overdue": its day has passed;
 * - "due": otherwise (today or later).
 */
export type DueState = "none" | "unreadable" | "done" | "overdue" | "due";

export function dueState(card: Pick<Card, "date" | "task">, today: Date = new Date()): DueState {
  if (card.date === "") return "none";
  const day = parseDueDate(card.date);
  if (day === null) return "unreadable";
  if (card.task.length > 0 && card.task.every((item) => item.completed)) return "done";
  return day < startOfLocalDay(today) ? "overdue" : "due";
}
