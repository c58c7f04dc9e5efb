// Stored texts can be of any length: old or imported data holds titles of a
// million characters, where new input is capped (board-rules' MAX_TEXT_LENGTH).
// Laying out such a text costs the browser time in proportion to its length
// (shaping, line breaking, accessible names), so places that only need a
// glimpse of a text take its start, and the one place that shows all of it
// lays it out in pieces, only the pieces near the screen (see LongText).
// Lengths are counted in UTF-16 code units, the way `String.length` does.

/** At most this much of a text is shown where it is one of many (a To Do row, a card tile). */
export const PREVIEW_LENGTH = 300;

/** At most this much of a text goes into a name: accessible names, the page title, announcements. */
export const NAME_LENGTH = 100;

/** Texts longer than this are laid out in pieces of about this length. */
export const CHUNK_LENGTH = 2_000;

const ELLIPSIS = "…";

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Where a cut at `end` falls without splitting a surrogate pair (an emoji, say). */
function safeEnd(text: string, end: number): number {
  return end > 0 && end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) ? end - 1 : end;
}

/**
 * The text itself when it is at most `max` long; otherwise its first `max`
 * characters (never half an emoji, no trailing spaces) and an ellipsis. Costs
 * the same for a text of a million characters as for one of a thousand.
 */
export function previewText(text: string, max: number = PREVIEW_LENGTH): string {
  if (text.length <= max) return text;
  return `${text.slice(0, safeEnd(text, Math.max(0, max))).trimEnd()}${ELLIPSIS}`;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0x0c;
}

/**
 * Cuts a text into pieces of at most `size` characters that join back into
 * the very same text. A piece ends after a space or line break when there is
 * one in its last quarter, so that words stay whole; otherwise (a text
 * without spaces) it is cut at `size`, never inside a surrogate pair.
 */
export function textChunks(text: string, size: number = CHUNK_LENGTH): string[] {
  const step = Math.max(2, Math.floor(size));
  if (text.length <= step) return [text];
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + step, text.length);
    if (end < text.length) {
      const earliest = start + Math.floor((step * 3) / 4);
      let cut = end;
      while (cut > earliest && !isSpace(text.charCodeAt(cut - 1))) cut--;
      end = isSpace(text.charCodeAt(cut - 1)) ? cut : safeEnd(text, end);
    }
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}
