// The script in the Kanban page's HTML (put there by scripts/picture-scripts.mjs): it
// paints the picture of the stored boards (board-picture.ts) into the skeleton as the HTML is
// parsed, so the boards show in the page's first paint instead of once the app has started.
// It reads storage itself, as the theme script does, and only reads. Anything unexpected (no
// boards, data the app would have to repair, a filter in the address, no storage) leaves the
// skeleton as it is.

import { keepEarlyRead } from "~/lib/early-read";
import { parseBoards } from "~/lib/kanban";
import { FILTER_PARAMS } from "~/lib/kanban-filter";
import { BOARDS_KEY } from "~/lib/storage-keys";
import { boardPictureHtml } from "./board-picture";
import { BOARD_PICTURE_ID, ROW_FROM_WIDTH } from "./board-row";

function paintStoredBoards(): void {
  const target = document.getElementById(BOARD_PICTURE_ID);
  const address = new URLSearchParams(location.search);
  if (!target || FILTER_PARAMS.some((name) => address.has(name))) return;
  const text = localStorage.getItem(BOARDS_KEY);
  if (!text) return;
  // Read as the app reads it (ids included), and handed to it: it need not parse the text again.
  const parsed = parseBoards(JSON.parse(text));
  keepEarlyRead(BOARDS_KEY, text, parsed);
  // What the app would repair, and say so, is left to it.
  const { value: boards, dropped } = parsed;
  if (dropped > 0 || boards.length === 0) return;
  // The window's size without asking for it: reading `innerWidth` while the HTML is parsed lays
  // out the page so far. Whether the boards stand in a row is a media query; the screen's size
  // bounds the window's, so the picture draws at most a few tiles more than the window shows.
  const wide = window.matchMedia(`(min-width: ${ROW_FROM_WIDTH}px)`).matches;
  const width = wide ? Math.max(screen.width, ROW_FROM_WIDTH) : ROW_FROM_WIDTH - 1;
  target.innerHTML = boardPictureHtml(boards, { width, height: screen.height, today: new Date() });
}

try {
  paintStoredBoards();
} catch {
  // Storage refused, or unreadable text: the skeleton stays, and the app says what it found.
}
