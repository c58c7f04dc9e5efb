import type { Card, ChecklistItem } from "./kanban";
import { isLabelColor, type LabelColor } from "./label-colors";

// The card's rules that the dialog and the tile share: labels (their palette
// and creation rules), checklist progress. Changes themselves are commands
// (kanban-commands.ts).

export const LABEL_NAME_LIMIT = 10;
export const LABEL_NAME_SHOWN = 6;

export const MISSING_COLOR_MESSAGE = "Please select a color";

/** Colours already worn by the card's labels (lower case); they cannot be picked again. */
export function usedColors(card: Pick<Card, "tags">): Set<string> {
  return new Set(card.tags.map((tag) => tag.color.toLowerCase()).filter((color) => color !== ""));
}

export type LabelCheck =
  | { ok: true; tagName: string; color: LabelColor }
  | { ok: false; reason: "empty-name" | "missing-color" | "unknown-color" | "used-color"; error: string };

/** The label creation rules: a name, and one of the palette's colours the card does not use yet. */
export function checkLabel(card: Pick<Card, "tags">, tagName: string, color: string): LabelCheck {
  const name = tagName.trim();
  if (name === "") return { ok: false, reason: "empty-name", error: "Enter a name for the label." };
  if (color === "") return { ok: false, reason: "missing-color", error: MISSING_COLOR_MESSAGE };
  const hex = color.toLowerCase();
  if (!isLabelColor(hex)) return { ok: false, reason: "unknown-color", error: "Choose one of the offered colours." };
  if (usedColors(card).has(hex)) {
    return { ok: false, reason: "used-color", error: "This colour is already used by a label of this card." };
  }
  return { ok: true, tagName: name, color: hex };
}

/** How many checklist items are done (a tile shows "2/5"). */
export function countDone(items: readonly ChecklistItem[]): number {
  let done = 0;
  for (const item of items) if (item.completed) done++;
  return done;
}

/** The floor of the percent of items done; 0 with no items. */
export function checklistProgress(items: readonly ChecklistItem[]): number {
  if (items.length === 0) return 0;
  return Math.floor((countDone(items) * 100) / items.length);
}

/** A name longer than 10 characters shows its first 6 and an ellipsis. */
export function shortLabelName(name: string): string {
  // Only the start is split into characters (each at most two code units): a name can be a million long.
  const characters = Array.from(name.slice(0, (LABEL_NAME_LIMIT + 1) * 2));
  return characters.length > LABEL_NAME_LIMIT ? `${characters.slice(0, LABEL_NAME_SHOWN).join("")}…` : name;
}
