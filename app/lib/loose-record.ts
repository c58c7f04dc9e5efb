// Reading one saved record (a task, a board, a card, a label, a checklist item):
// its known fields must have their types, anything else it holds is kept as
// saved. Written out rather than taken from a schema library: these few type
// checks are all the app validates, and zod/mini cost every page about 6 KB of
// gzip and the 5,000-task load a third of its reading time (README, speed).

/** A field's check. A field marked `optional` may be missing. */
export type FieldCheck<T = unknown> = ((value: unknown) => value is T) & { optional?: true };

export const isText = (value: unknown): value is string => typeof value === "string";
/** A number JSON can hold: NaN and ±Infinity are not. */
export const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
export const isFlag = (value: unknown): value is boolean => typeof value === "boolean";
/** Ids may be numbers or strings (the original's boards use both). */
export const isId = (value: unknown): value is string | number => isText(value) || isFiniteNumber(value);
/** Any value, or none at all. */
export const anyOrMissing: FieldCheck = Object.assign((_value: unknown): _value is unknown => true, { optional: true as const });

type Shape = Record<string, FieldCheck>;
type Checked<C> = C extends (value: unknown) => value is infer T ? T : never;
type RequiredKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? never : K }[keyof S];

/** A record read through `shape`: its known fields typed, any other field unknown. */
export type LooseRecord<S extends Shape> = { [key: string]: unknown } & { [K in RequiredKeys<S>]: Checked<S[K]> } & {
  [K in Exclude<keyof S, RequiredKeys<S>>]?: Checked<S[K]>;
};

/** An object that is not a list: what a saved record, a command's fields or a backup file must be. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A reader of records of `shape`: it returns a copy of its input when that is
 * an object whose fields pass `shape`'s checks, else null. The copy has the
 * known fields first, in `shape`'s order (a missing optional one stays
 * missing), then the others in their saved order. A key named `__proto__` is
 * never copied: assigning it would set the copy's prototype (see
 * `hasProtoKey`, which counts such a record as not read in full).
 */
export function looseRecordReader<S extends Shape>(shape: S): (input: unknown) => LooseRecord<S> | null {
  const fields = Object.entries(shape);
  return (input) => {
    if (!isRecord(input)) return null;
    const copy: Record<string, unknown> = {};
    for (const [key, check] of fields) {
      if (!(key in input)) {
        if (check.optional) continue;
        return null;
      }
      const value = input[key];
      if (!check(value)) return null;
      copy[key] = value;
    }
    for (const key in input) {
      if (key === "__proto__" || Object.prototype.hasOwnProperty.call(shape, key)) continue;
      copy[key] = input[key];
    }
    return copy as LooseRecord<S>;
  };
}

/**
 * A new record built as the reader builds its copies: field by field onto an
 * empty object, in `fields`' order. V8 then gives it the hidden class of the
 * records read from storage with those fields; an object literal gets another
 * one, and the first time the code going over a list (React's render, a count,
 * the windowed list's keys) met it, that code was thrown away and run slow
 * again (the first add to 5,000 tasks).
 */
export function recordAsRead<T extends Record<string, unknown>>(fields: T): T {
  // Copied onto an empty object one field at a time, as the reader does (a spread would keep
  // the literal's hidden class).
  return Object.assign({}, fields);
}
