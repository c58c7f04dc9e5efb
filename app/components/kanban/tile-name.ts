import { countDone } from "~/lib/card-rules";
import { formatDueDate, type DueState } from "~/lib/due-date";
import type { Card } from "~/lib/kanban";
import { NAME_LENGTH, previewText } from "~/lib/long-text";

// A card tile's accessible name, in one string: "Write the report, Labels: Urgent, Bug, 1 of 3
// tasks done, Due March 10, 2026, overdue". Built from screen-reader-only pieces inside the tile,
// it ended in a stray ", " after the last label, and Chrome put a space before each piece's comma
// (it reads an absolutely positioned sr-only span as a block of its own).

/** Text as one line: a title's line breaks are pauses enough. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Joins the non-empty parts with ", " (a screen reader's pause); after a part that already ends
 * in punctuation ("Call Bob,"), with a space only, so no separator is ever doubled.
 */
export function joinSpoken(parts: readonly string[]): string {
  let text = "";
  for (const part of parts) {
    const piece = oneLine(part);
    if (!piece) continue;
    text = text === "" ? piece : `${text}${/[,.;:!?]$/.test(text) ? " " : ", "}${piece}`;
  }
  return text;
}

/** What the name says after the due date, as the badge's colour or cue shows it. */
const STATE_WORDS: Record<DueState, string> = {
  none: "",
  unreadable: "not a date the app can read",
  done: "all tasks done",
  overdue: "overdue",
  due: "",
};

/** The tile's name: its title as shown, then its labels, checklist progress and due date when it has them. */
export function tileName(card: Pick<Card, "title" | "tags" | "task" | "date">, state: DueState): string {
  const labels = card.tags.map((tag) => previewText(tag.tagName, NAME_LENGTH).trim() || "(no name)");
  const total = card.task.length;
  const due = state === "none" ? "" : `Due ${formatDueDate(card.date)}`;
  return joinSpoken([
    previewText(card.title),
    labels.length > 0 ? `Labels: ${joinSpoken(labels)}` : "",
    total > 0 ? `${countDone(card.task)} of ${total} tasks done` : "",
    due,
    STATE_WORDS[state],
  ]);
}
