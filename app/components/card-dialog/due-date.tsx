import Clock from "lucide-react/icons/clock";
import X from "lucide-react/icons/x";
import { lazy, Suspense, useId, useState } from "react";
import { buttonWithText, handFocusOn } from "~/components/shared/hand-focus-on";
import { useToday } from "~/components/shared/use-today";
import { Button } from "~/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { dueState, formatDueDate, parseDueDate } from "~/lib/due-date";
import type { Card } from "~/lib/kanban";
import { cn } from "~/lib/utils";

const DueDateCalendar = lazy(() => import("./due-date-calendar"));

/** "Due Date": shown only when a date is set, with a way to clear it. */
export function DueDateSection({
  card,
  onClear,
  disabled = false,
}: {
  card: Pick<Card, "date" | "task">;
  onClear(): void;
  disabled?: boolean;
}) {
  const state = dueState(card, useToday());
  if (state === "none") return null;
  const { date } = card;
  // Text no day can be read from (hand-edited, or from another app) is shown as it is, spaces too, and said so.
  const readable = parseDueDate(date) !== null;
  return (
    <section aria-labelledby="card-due-date-heading" className="space-y-2">
      <h3 id="card-due-date-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
        Due Date
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        {/* Overdue, it is red; in forced colours, which drop the red, its border is twice as thick. */}
        <time
          dateTime={readable ? date : undefined}
          className={cn(
            "rounded-md border px-2.5 py-1 text-sm font-medium",
            !readable && "whitespace-pre-wrap",
            state === "overdue" && "border-destructive/40 bg-destructive/5 text-destructive forced-colors:border-2",
            state === "done" && "border-success/40 bg-success/10 text-success",
          )}
        >
          {formatDueDate(date)}
        </time>
        {state === "overdue" ? <span className="text-sm font-medium text-destructive">Overdue</span> : null}
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={(event) => {
            const dialog = event.currentTarget.closest("[role=dialog]");
            handFocusOn(event.currentTarget, () => buttonWithText(dialog, "Date"));
            onClear();
          }}
        >
          <X aria-hidden="true" />
          Clear date
        </Button>
      </div>
      {readable ? null : (
        <p className="text-sm text-muted-foreground">
          This is not a date the app can read (it expects year-month-day, such as <span className="whitespace-nowrap">2024-01-05</span>).
          Choose a day under Date to replace it.
        </p>
      )}
    </section>
  );
}

/** "Date": a popover titled "Select a Date" with a calendar; choosing a day stores it and closes. */
/**
 * The picker opens on its chosen day (or today): the calendar's day that takes Tab. Radix would
 * focus the month's arrows, its first control, once the calendar's code is here (from the second
 * opening on); on the first, the calendar comes later and focuses that day itself (`autoFocus`).
 */
function focusCalendarDay(event: Event) {
  const day = event.currentTarget instanceof Element ? event.currentTarget.querySelector<HTMLElement>(".rdp-day_button[tabindex='0']") : null;
  if (!day) return;
  event.preventDefault();
  day.focus();
}

export function DatePopover({
  date,
  onChoose,
  defaultOpen = false,
  disabled = false,
}: {
  date: string;
  onChoose(stored: string): void;
  disabled?: boolean;
  /** Open as the dialog opens (the "d" shortcut). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const titleId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="secondary" className="w-full justify-start" disabled={disabled}>
          <Clock aria-hidden="true" />
          Date
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} align="start" className="w-auto p-3" onOpenAutoFocus={focusCalendarDay}>
        <h4 id={titleId} className="mb-1 text-center text-sm font-semibold">
          Select a Date
        </h4>
        <Suspense
          fallback={
            <p role="status" className="grid h-72 w-64 place-items-center text-sm text-muted-foreground">
              Loading calendar…
            </p>
          }
        >
          <DueDateCalendar
            value={date}
            onChoose={(stored) => {
              setOpen(false);
              onChoose(stored);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
