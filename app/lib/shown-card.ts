// The card the open card dialog shows. Deleted on another device or tab while its dialog is
// open, the card stays in the dialog (see card-gone.ts), and its address keeps naming the page
// after it, as deleted, rather than "Card not found". Only while that dialog is open: a later
// visit to the same address finds no card.

let shown: { id: string; title: string } | null = null;

/** The dialog shows the card `id` titled `title`; the returned function says it no longer does. */
export function showCard(id: string, title: string): () => void {
  const entry = { id, title };
  shown = entry;
  return () => {
    if (shown === entry) shown = null;
  };
}

/** The title the open dialog shows for the card `id`, if it shows that card. */
export function shownCardTitle(id: string): string | undefined {
  return shown?.id === id ? shown.title : undefined;
}
