import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { parseDueDate, toStoredDate } from "~/lib/due-date";

// Loaded on demand (React.lazy) when the Date popover opens, so the calendar's
// code is not part of the Kanban page.

const calendarStyle = {
  "--rdp-accent-color": "var(--color-primary)",
  "--rdp-accent-background-color": "var(--color-accent)",
  "--rdp-day-height": "2.25rem",
  "--rdp-day-width": "2.25rem",
  "--rdp-day_button-height": "2.125rem",
  "--rdp-day_button-width": "2.125rem",
  "--rdp-nav-height": "2.25rem",
  "--rdp-nav_button-height": "2rem",
  "--rdp-nav_button-width": "2rem",
} as CSSProperties;

export interface DueDateCalendarProps {
  /** The stored day (`yyyy-MM-dd`), or "". */
  value: string;
  /** Called with the chosen local calendar day as `yyyy-MM-dd`. */
  onChoose(stored: string): void;
}

export default function DueDateCalendar({ value, onChoose }: DueDateCalendarProps) {
  const selected = parseDueDate(value) ?? undefined;
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      showOutsideDays
      selected={selected}
      defaultMonth={selected}
      onSelect={(day) => onChoose(toStoredDate(day))}
      style={calendarStyle}
      className="text-sm [&_.rdp-selected_.rdp-day\\_button]:bg-primary! [&_.rdp-selected_.rdp-day\\_button]:text-primary-foreground!"
    />
  );
}
