import { dueState, parseDueDate } from "./due-date";
import type { Board, Card, Id } from "./kanban";
import { isFilterOn, type DueFilter, type KanbanFilter, type LabelKey } from "./kanban-filter";
import { startOfLocalDay } from "./local-day";
import { createNormalizer, normalizeQuery } from "./search";

// Which cards a Kanban filter shows, and where a card dropped among the shown
// cards goes in the whole list. Pure; loaded on demand with the page's filter code.

/** Labels are told apart by name and colour together. */
export function sameLabel(a: LabelKey, b: LabelKey): boolean {
  return a.name === b.name && a.color === b.color;
}

/** The labels cards wear, each name-and-colour once, in the order the boards show them first. */
export function labelsInUse(boards: readonly Board[]): LabelKey[] {
  const seen = new Set<string>();
  const labels: LabelKey[] = [];
  for (const board of boards) {
    for (const card of board.card) {
      for (const tag of card.tags) {
        const key = JSON.stringify([tag.tagName, tag.color]);
        if (seen.has(key)) continue;
        seen.add(key);
        labels.push({ name: tag.tagName, color: tag.color });
      }
    }
  }
  return labels;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a card passes the due filter on `today`:
 * - "overdue": as its tile's due badge says "overdue" (its day has passed and its checklist is not all done);
 * - "week": due today or within the 7 days after it;
 * - "none": no due date.
 */
export function matchesDue(card: Pick<Card, "date" | "task">, due: DueFilter, today: Date = new Date()): boolean {
  if (due === "none") return card.date === "";
  if (due === "overdue") return dueState(card, today) === "overdue";
  const day = parseDueDate(card.date);
  if (!day) return false;
  const start = startOfLocalDay(today).getTime();
  // Days, not milliseconds: a day of a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((day.getTime() - start) / DAY_MS);
  return days >= 0 && days <= 7;
}

// A card's texts, normalised for matching once per card object (a changed card is a new object).
const normalize = createNormalizer();
const cardTexts = new WeakMap<Card, string[]>();

function normalizedTexts(card: Card): string[] {
  let texts = cardTexts.get(card);
  if (!texts) {
    texts = [normalize(card.title)];
    for (const tag of card.tags) texts.push(normalize(tag.tagName));
    for (const item of card.task) texts.push(normalize(item.task));
    cardTexts.set(card, texts);
  }
  return texts;
}

/** Normalises every card's texts ahead of time (in idle time), so that a first keystroke only compares. */
export function prepareMatching(boards: readonly Board[]): void {
  for (const board of boards) for (const card of board.card) normalizedTexts(card);
}

/**
 * Whether a card holds the query (case and accents aside) in its title, a
 * label's name or a checklist item's text. A blank query: every card.
 */
export function matchesText(card: Card, query: string): boolean {
  const needle = normalizeQuery(query);
  return needle === "" || normalizedTexts(card).some((text) => text.includes(needle));
}

/** Whether the query is in the card's title (what its tile highlights). */
export function titleMatches(card: Card, query: string): boolean {
  const needle = normalizeQuery(query);
  return needle !== "" && normalizedTexts(card)[0]!.includes(needle);
}

/**
 * The test a card must pass to be shown: it holds the query, wears one of the
 * chosen labels, and passes the due filter. Chosen labels no card wears
 * (`inUse`, when given) are left out, as are filters that are off. Null when
 * nothing is filtered: every card shows.
 */
export function createCardMatcher(
  filter: KanbanFilter,
  { today = new Date(), inUse }: { today?: Date; inUse?: readonly LabelKey[] } = {},
): ((card: Card) => boolean) | null {
  const labels = inUse ? filter.labels.filter((label) => inUse.some((used) => sameLabel(used, label))) : filter.labels;
  const effective: KanbanFilter = { query: filter.query, labels, due: filter.due };
  if (!isFilterOn(effective)) return null;
  const needle = normalizeQuery(filter.query);
  const labelKeys = new Set(labels.map((label) => JSON.stringify([label.name, label.color])));
  const { due } = filter;
  return (card) =>
    (needle === "" || normalizedTexts(card).some((text) => text.includes(needle))) &&
    (labelKeys.size === 0 || card.tags.some((tag) => labelKeys.has(JSON.stringify([tag.tagName, tag.color])))) &&
    (due === null || matchesDue(card, due, today));
}

/**
 * Where a card dropped at `shownIndex` among a board's shown cards goes in the
 * board's whole list (the index `moveCard` takes: counted without the moved
 * card). It goes right before the shown card that follows it there, whatever
 * hidden cards lie before that one, and after every card when no shown card
 * follows (a board whose cards are all hidden included).
 */
export function fullIndexOfDrop(cards: readonly Card[], isShown: (card: Card) => boolean, cardId: Id, shownIndex: number): number {
  const others = cards.filter((card) => String(card.id) !== String(cardId));
  let shown = 0;
  for (let index = 0; index < others.length; index++) {
    if (!isShown(others[index]!)) continue;
    if (shown === shownIndex) return index;
    shown++;
  }
  return others.length;
}
