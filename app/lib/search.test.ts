// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createMatcher, createNormalizer, findMatchRanges, matchesQuery, normalizeQuery, normalizeText, type MatchRange } from "./search";

/** The matched parts of `text`, as a reader sees them. */
const matchedParts = (text: string, ranges: MatchRange[]) => ranges.map(([start, end]) => text.slice(start, end));

describe("normalizeText", () => {
  it("lower-cases and drops accents, precomposed or decomposed", () => {
    expect(normalizeText("Café")).toBe("cafe");
    expect(normalizeText("Cafe\u0301")).toBe("cafe");
    expect(normalizeText("ÉTÉ À Noël")).toBe("ete a noel");
    expect(normalizeText("Ångström Ærø")).toBe("angstrom ærø");
    expect(normalizeText("REPORT")).toBe("report");
  });

  it("keeps letters that are not accented forms, and what is not a letter", () => {
    expect(normalizeText("Straße 12 – ½ ✓")).toBe("straße 12 – ½ ✓");
    expect(normalizeText("")).toBe("");
  });

  it("reads a final sigma as a sigma", () => {
    expect(normalizeText("ΟΔΟΣ")).toBe(normalizeText("οδος"));
    expect(normalizeText("οδος")).toBe("οδοσ");
  });

  it("keeps characters outside the Basic Multilingual Plane", () => {
    expect(normalizeText("Ship 🚀 it")).toBe("ship 🚀 it");
  });
});

describe("normalizeQuery", () => {
  it("trims the spaces around the query and normalises it", () => {
    expect(normalizeQuery("  Café \t")).toBe("cafe");
    expect(normalizeQuery("   ")).toBe("");
  });
});

describe("matchesQuery", () => {
  it("ignores case and accents on both sides", () => {
    expect(matchesQuery("Café au lait", "cafe")).toBe(true);
    expect(matchesQuery("cafe au lait", "CAFÉ")).toBe(true);
    expect(matchesQuery("Write the report", "REPORT")).toBe(true);
    expect(matchesQuery("Cafe\u0301", "café")).toBe(true);
  });

  it("matches a part of a word, and spaces inside the query must match too", () => {
    expect(matchesQuery("Buy milk", "mil")).toBe(true);
    expect(matchesQuery("Buy milk", "y m")).toBe(true);
    expect(matchesQuery("Buy milk", "buymilk")).toBe(false);
  });

  it("does not match a text that does not hold the query", () => {
    expect(matchesQuery("Buy milk", "bread")).toBe(false);
    expect(matchesQuery("", "milk")).toBe(false);
  });

  it("an empty or blank query matches everything, even no text", () => {
    expect(matchesQuery("Buy milk", "")).toBe(true);
    expect(matchesQuery("Buy milk", "   ")).toBe(true);
    expect(matchesQuery([], "")).toBe(true);
    expect(matchesQuery("", "")).toBe(true);
  });

  it("with several texts, matches when any of them holds the query", () => {
    expect(matchesQuery(["Plan the week", "Urgent", "Call the café"], "CAFE")).toBe(true);
    expect(matchesQuery(["Plan the week", "Urgent"], "cafe")).toBe(false);
    expect(matchesQuery([], "cafe")).toBe(false);
  });

  it("does not match across two texts", () => {
    expect(matchesQuery(["Plan the", "week"], "the week")).toBe(false);
  });

  it("takes the query's characters literally (no patterns)", () => {
    expect(matchesQuery("Costs (2024)", "(2024)")).toBe(true);
    expect(matchesQuery("abc", ".*")).toBe(false);
  });
});

describe("createMatcher", () => {
  it("gives the same answers as matchesQuery for one query", () => {
    const matches = createMatcher(" ÉTÉ ");
    expect(matches("Summer: été")).toBe(true);
    expect(matches(["winter", "Ete plans"])).toBe(true);
    expect(matches("winter")).toBe(false);
    expect(createMatcher("")("anything")).toBe(true);
  });
});

describe("createNormalizer", () => {
  it("normalises as normalizeText does, again and again, and serves createMatcher", () => {
    const normalize = createNormalizer();
    for (const text of ["Café", "ÉTÉ", "Café", "Cafe\u0301", "ΟΔΟΣ"]) expect(normalize(text)).toBe(normalizeText(text));
    const matches = createMatcher("CAFE", normalize);
    expect(matches("Le café")).toBe(true);
    expect(matches(["Tea", "Café"])).toBe(true);
    expect(matches("Tea")).toBe(false);
  });

  it("forgets what it knew once it holds `limit` texts, and still answers right", () => {
    const normalize = createNormalizer(2);
    expect(["A", "B", "Ç", "A", "É"].map(normalize)).toEqual(["a", "b", "c", "a", "e"]);
  });
});

describe("findMatchRanges", () => {
  it("gives every match, left to right, as [start, end) offsets", () => {
    expect(findMatchRanges("Report: the report's reports", "report")).toEqual([
      [0, 6],
      [12, 18],
      [21, 27],
    ]);
  });

  it("finds an accented or upper-case query in a plain ASCII text, and never overlaps matches", () => {
    expect(findMatchRanges("My Cafe and CAFE", "CAFÉ")).toEqual([
      [3, 7],
      [12, 16],
    ]);
    expect(findMatchRanges("aaaa", "aa")).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(findMatchRanges("plain text", "ß")).toEqual([]);
  });

  it("ignores case and accents, and the ranges cover the original text", () => {
    const text = "Le Café du CAFE";
    const ranges = findMatchRanges(text, "café");
    expect(matchedParts(text, ranges)).toEqual(["Café", "CAFE"]);
  });

  it("counts offsets in the original text when it holds decomposed accents before the match", () => {
    // "e\u0301" is two code units that normalise to one letter: later offsets must not shift.
    const text = "Ete\u0301 and e\u0301te\u0301 plans";
    const ranges = findMatchRanges(text, "plans");
    expect(matchedParts(text, ranges)).toEqual(["plans"]);
    expect(ranges).toEqual([[text.length - 5, text.length]]);
  });

  it("a match that ends on an accented letter covers its combining marks", () => {
    const text = "Cafe\u0301 noir";
    expect(findMatchRanges(text, "cafe")).toEqual([[0, 5]]);
    const stacked = "A\u0301\u0308B";
    expect(matchedParts(stacked, findMatchRanges(stacked, "a"))).toEqual(["A\u0301\u0308"]);
  });

  it("a match at the very end of a decomposed text reaches its end", () => {
    const text = "Noe\u0308l";
    expect(findMatchRanges(text, "noel")).toEqual([[0, text.length]]);
    const endsInMark = "resume\u0301";
    expect(findMatchRanges(endsInMark, "RESUME")).toEqual([[0, endsInMark.length]]);
  });

  it("counts characters outside the Basic Multilingual Plane as their two code units", () => {
    const text = "🚀 Launch 🚀 launch";
    expect(matchedParts(text, findMatchRanges(text, "launch"))).toEqual(["Launch", "launch"]);
  });

  it("a match inside a character that normalises to several letters covers the whole character", () => {
    // A Hangul syllable decomposes into its letters (jamo); "하" is the start of "한".
    const text = "한국";
    expect(findMatchRanges(text, "하")).toEqual([[0, 1]]);
    expect(findMatchRanges(text, "한국")).toEqual([[0, 2]]);
  });

  it("matches do not overlap", () => {
    expect(findMatchRanges("aaaa", "aa")).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });

  it("an empty or blank query, an empty text, or no match gives no range", () => {
    expect(findMatchRanges("Buy milk", "")).toEqual([]);
    expect(findMatchRanges("Buy milk", "  ")).toEqual([]);
    expect(findMatchRanges("", "milk")).toEqual([]);
    expect(findMatchRanges("Buy milk", "bread")).toEqual([]);
  });

  it("trims the query as matching does", () => {
    expect(findMatchRanges("Buy milk", " milk ")).toEqual([[4, 8]]);
  });

  it("finds what matchesQuery matches, and only that", () => {
    const texts = ["Café", "Cafe\u0301", "ΟΔΟΣ", "Straße", "🚀 Ünïcödé", "plain"];
    const queries = ["cafe", "οδοσ", "ς", "sse", "unicode", "é", "x"];
    for (const text of texts) {
      for (const query of queries) {
        expect(findMatchRanges(text, query).length > 0, `${text} / ${query}`).toBe(matchesQuery(text, query));
      }
    }
  });
});
