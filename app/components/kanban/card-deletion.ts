/**
 * The fetcher that deletes a card from its dialog. The dialog closes at once;
 * the Kanban page holds the same fetcher, so a refused deletion is said there,
 * over the card still on its board.
 */
export const CARD_DELETION_KEY = "card-deletion";
