import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useToday } from "~/components/shared/use-today";
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

// The days a stored date can name: `yyyy-MM-dd` has four digits for the year, and has no year 0.
// Past them the arrows and keys stop (the picker went on to year 0, stored as "0001", and to 10000).
const FIRST_DAY = parseDueDate("0001-01-01")!;
const LAST_DAY = parseDueDate("9999-12-31")!;
const OUT_OF_RANGE = [{ before: FIRST_DAY }, { after: LAST_DAY }];

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
      startMonth={FIRST_DAY}
      endMonth={LAST_DAY}
      disabled={OUT_OF_RANGE}
      // Today's mark moves at midnight while the picker is open, as the dialog's Overdue does.
      today={useToday()}
      onSelect={(day) => onChoose(toStoredDate(day))}
      style={calendarStyle}
      className="text-sm [&_.rdp-selected_.rdp-day\\_button]:bg-primary! [&_.rdp-selected_.rdp-day\\_button]:text-primary-foreground!"
    />
  );
}
