// Text search, shared by the To Do and the Kanban: case- and accent-insensitive
// substring matching, and where a query matches in the original text (for
// highlighting). Pure: no DOM, no storage.
//
// Normalising a text: each character is decomposed (NFD), its combining marks
// are dropped and it is lower-cased ("Café" → "cafe", "ÉTÉ" → "ete"). It is
// done one character at a time, so every character of the normalised text
// comes from one known character of the original, and the final sigma "ς"
// reads as "σ" (lower-casing a whole text turns a word's last "Σ" into "ς").

const COMBINING_MARK = /\p{M}/u;
/** Anything but printable ASCII (which needs no more than lower-casing). */
const NOT_PLAIN_ASCII = /[^ -~]/;

/** One character (code point), normalised: possibly empty (a combining mark), possibly longer. */
function normalizeCharacter(character: string): string {
  if (!NOT_PLAIN_ASCII.test(character)) return character.toLowerCase();
  let result = "";
  for (const part of character.normalize("NFD")) {
    if (!COMBINING_MARK.test(part)) result += part;
  }
  return result.toLowerCase().replace(/ς/g, "σ");
}

/** `text` lower-cased, without accents (combining marks), for matching. */
export function normalizeText(text: string): string {
  // Most titles are plain ASCII: lower-casing is all there is to do then.
  if (!NOT_PLAIN_ASCII.test(text)) return text.toLowerCase();
  let result = "";
  for (const character of text) result += normalizeCharacter(character);
  return result;
}

/** A query, normalised as texts are, without the spaces around it. "" matches everything. */
export function normalizeQuery(query: string): string {
  return normalizeText(query.trim());
}

/**
 * Whether any of `texts` holds `query`, ignoring case and accents. An empty or
 * blank query matches everything (even no text at all).
 */
export function matchesQuery(texts: string | readonly string[], query: string): boolean {
  return createMatcher(query)(texts);
}

/**
 * The query normalised once, for testing many texts against it (a list
 * filtered at each keystroke). `normalize` may be a `createNormalizer()`, so
 * the texts are not normalised again at every keystroke.
 */
export function createMatcher(
  query: string,
  normalize: (text: string) => string = normalizeText,
): (texts: string | readonly string[]) => boolean {
  const needle = normalizeQuery(query);
  if (needle === "") return () => true;
  return (texts) =>
    typeof texts === "string"
      ? normalize(texts).includes(needle)
      : texts.some((text) => normalize(text).includes(needle));
}

/**
 * `normalizeText` that remembers its answers (for up to `limit` texts, then it
 * starts afresh): filtering thousands of titles at each keystroke normalises
 * each title once. A text's hash is kept on the string itself, so looking the
 * same strings up again is cheap.
 */
export function createNormalizer(limit = 50_000): (text: string) => string {
  let known = new Map<string, string>();
  return (text) => {
    let normalized = known.get(text);
    if (normalized === undefined) {
      if (known.size >= limit) known = new Map();
      normalized = normalizeText(text);
      known.set(text, normalized);
    }
    return normalized;
  };
}

/** A match in a text: `text.slice(start, end)` is what matched. */
export type MatchRange = readonly [start: number, end: number];

/**
 * Where `query` matches in `text`, as [start, end) offsets into the ORIGINAL
 * text (UTF-16 code units, as `slice` takes them), left to right and not
 * overlapping. A match covers whole characters: the combining marks that
 * follow its last letter are part of it ("cafe" in "Cafe\u0301" is 0–5), and
 * a match that begins or ends inside a character that normalises to several
 * letters covers all of that character. An empty or blank query matches
 * nowhere.
 */
export function findMatchRanges(text: string, query: string): MatchRange[] {
  const needle = normalizeQuery(query);
  if (needle === "" || text === "") return [];
  // Plain ASCII (most titles): lower-casing keeps every offset.
  if (!NOT_PLAIN_ASCII.test(text)) return asciiMatchRanges(text.toLowerCase(), needle);

  // The normalised text, and for each of its code units the offset in `text`
  // of the character it came from.
  let normalized = "";
  const origin: number[] = [];
  let offset = 0;
  for (const character of text) {
    const part = normalizeCharacter(character);
    normalized += part;
    for (let i = 0; i < part.length; i++) origin.push(offset);
    offset += character.length;
  }

  const ranges: MatchRange[] = [];
  let from = 0;
  for (;;) {
    const found = normalized.indexOf(needle, from);
    if (found === -1) break;
    const after = found + needle.length;
    const start = origin[found]!;
    // The match ends where the next character with a letter kept begins: the rest of its
    // last character and the marks after it belong to it.
    let next = after;
    while (next < origin.length && origin[next] === origin[after - 1]) next++;
    const end = next < origin.length ? origin[next]! : text.length;
    // Two matches within one original character would give overlapping ranges: join them.
    const last = ranges.at(-1);
    if (last && start < last[1]) ranges[ranges.length - 1] = [last[0], Math.max(last[1], end)];
    else ranges.push([start, end]);
    from = after;
  }
  return ranges;
}

/** `findMatchRanges` for a lower-cased plain ASCII text, whose offsets are the original's. */
function asciiMatchRanges(lowered: string, needle: string): MatchRange[] {
  const ranges: MatchRange[] = [];
  for (let found = lowered.indexOf(needle); found !== -1; found = lowered.indexOf(needle, found + needle.length)) {
    ranges.push([found, found + needle.length]);
  }
  return ranges;
}
