export interface Salvaged<T> {
  value: T;
  /** How many records (or parts of records) could not be read and were left out or replaced. */
  dropped: number;
}

/**
 * A record with its own key `__proto__` (JSON.parse makes it an ordinary key):
 * `looseRecordReader` leaves it out, so the record cannot be kept as it was and counts as not
 * read in full. Checked as an own key, so no prototype is ever looked at or set.
 */
export function hasProtoKey(input: unknown): boolean {
  return typeof input === "object" && input !== null && Object.prototype.hasOwnProperty.call(input, "__proto__");
}

/**
 * Reads each element of a list with `parseOne`, keeping every one that can be
 * read instead of rejecting the whole list. A missing list (undefined) reads as
 * empty; anything else that is not a list, null included, counts as unread.
 */
export function salvageEach<T>(input: unknown, parseOne: (item: unknown) => Salvaged<T> | null): Salvaged<T[]> {
  if (!Array.isArray(input)) return { value: [], dropped: input === undefined ? 0 : 1 };
  const value: T[] = [];
  let dropped = 0;
  let visited = 0;
  // A callback over the list rather than a `for` loop, which V8 would run in its interpreter
  // through all of a first call (5,000 saved tasks are one call); see todos.ts's `largestId`.
  // `forEach` skips the holes of a sparse list (JSON has none): each counts as not read.
  input.forEach((item: unknown) => {
    visited++;
    const parsed = parseOne(item);
    if (parsed) {
      value.push(parsed.value);
      dropped += parsed.dropped;
    } else dropped++;
  });
  return { value, dropped: dropped + input.length - visited };
}
