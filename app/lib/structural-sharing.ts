// Keeps unchanged parts of freshly parsed data as the very objects the app
// already holds, so memoized rows see the same props and skip re-rendering.
// Arrays of records with an `id` are matched by id, so a moved card is reused too.

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function idKey(value: unknown): string | null {
  if (!isPlainObject(value)) return null;
  const id = value.id;
  return typeof id === "string" || typeof id === "number" ? `${typeof id}:${id}` : null;
}

function indexById(items: readonly unknown[]): Map<string, unknown> | null {
  const byId = new Map<string, unknown>();
  for (const item of items) {
    const key = idKey(item);
    if (key === null || byId.has(key)) return null;
    byId.set(key, item);
  }
  return byId;
}

export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;

  if (Array.isArray(previous) && Array.isArray(next)) {
    const previousById = indexById(previous);
    let unchanged = previous.length === next.length;
    const shared = next.map((item: unknown, index) => {
      const key = previousById ? idKey(item) : null;
      const candidate = key !== null ? previousById?.get(key) : previous[index];
      const result = replaceEqualDeep(candidate, item);
      if (result !== previous[index]) unchanged = false;
      return result;
    });
    return (unchanged ? previous : shared) as T;
  }

  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let unchanged = keys.length === Object.keys(previous).length;
    const shared: PlainObject = {};
    for (const key of keys) {
      shared[key] = replaceEqualDeep(previous[key], next[key]);
      if (!(key in previous) || shared[key] !== previous[key]) unchanged = false;
    }
    return (unchanged ? previous : shared) as T;
  }

  return next;
}
