// A card dialog can open with one of its panels open: the "l" and "d"
// shortcuts open the card with `{ panel: "labels" }` or `{ panel: "date" }` as
// the navigation's state, which the dialog reads once, as it opens.

export type CardPanel = "labels" | "date";

export interface CardPanelState {
  panel: CardPanel;
}

/** The panel a navigation's state asks for; anything else (no state, another page's state) asks for none. */
export function panelOf(state: unknown): CardPanel | null {
  const panel = typeof state === "object" && state !== null ? (state as { panel?: unknown }).panel : undefined;
  return panel === "labels" || panel === "date" ? panel : null;
}
