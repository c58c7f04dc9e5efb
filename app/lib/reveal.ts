// Bringing what a key moved to into view, clear of the page's sticky header.

/** Below the sticky header (3.5rem) and a little room: what is brought into view is not hidden under it. */
export const HEADER_ROOM = 64;

/** Brings `element` into view in every box that scrolls it (to the nearest edge), then below the sticky header. */
export function revealBelowHeader(element: HTMLElement): void {
  element.scrollIntoView({ block: "nearest", inline: "nearest" });
  const { top } = element.getBoundingClientRect();
  if (top < HEADER_ROOM) window.scrollBy({ top: top - HEADER_ROOM });
}
