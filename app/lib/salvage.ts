import type { z } from "zod";

export interface Salvaged<T> {
  value: T;
  /** How many records could not be read and were left out. */
  dropped: number;
}

/** Keeps every element that fits the schema instead of rejecting the whole list. */
export function salvageArray<S extends z.ZodType>(
  schema: S,
  input: unknown,
): Salvaged<z.infer<S>[]> {
  if (!Array.isArray(input)) return { value: [], dropped: input == null ? 0 : 1 };
  const value: z.infer<S>[] = [];
  let dropped = 0;
  for (const item of input) {
    const result = schema.safeParse(item);
    if (result.success) value.push(result.data);
    else dropped++;
  }
  return { value, dropped };
}

/** Like salvageArray, for records whose parser salvages their own parts too. */
export function salvageEach<T>(input: unknown, parseOne: (item: unknown) => Salvaged<T> | null): Salvaged<T[]> {
  if (!Array.isArray(input)) return { value: [], dropped: input == null ? 0 : 1 };
  const value: T[] = [];
  let dropped = 0;
  for (const item of input) {
    const parsed = parseOne(item);
    if (parsed) {
      value.push(parsed.value);
      dropped += parsed.dropped;
    } else dropped++;
  }
  return { value, dropped };
}
