// Keeps unchanged parts of freshly parsed data as the very objects the app
// already holds, so memoized rows see the same props and skip re-rendering.
// Records with an `id` are matched by id anywhere in the previous value, so a
// card moved to another board is reused too. A candidate is only reused when it
// is deeply equal, so a wrong match costs nothing but the reuse.

type PlainObject = Record<string, unknown>;
type Pool = Map<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function recordKey(value: unknown): string | null {
  if (!isPlainObject(value)) return null;
  const id = value.id;
  if (typeof id !== "string" && typeof id !== "number") return null;
  return `${Object.keys(value).sort().join(",")}|${typeof id}:${id}`;
}

function collectRecords(value: unknown, pool: Pool): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRecords(item, pool);
  } else if (isPlainObject(value)) {
    const key = recordKey(value);
    if (key !== null && !pool.has(key)) pool.set(key, value);
    for (const child of Object.values(value)) collectRecords(child, pool);
  }
}

function share(previous: unknown, next: unknown, pool: Pool): unknown {
  if (Object.is(previous, next)) return next;

  if (Array.isArray(previous) && Array.isArray(next)) {
    let unchanged = previous.length === next.length;
    const shared = next.map((item: unknown, index) => {
      const key = recordKey(item);
      const candidate = key !== null && recordKey(previous[index]) !== key ? pool.get(key) : previous[index];
      const result = share(candidate, item, pool);
      if (result !== previous[index]) unchanged = false;
      return result;
    });
    return unchanged ? previous : shared;
  }

  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let unchanged = keys.length === Object.keys(previous).length;
    const shared: PlainObject = {};
    for (const key of keys) {
      const own = Object.prototype.hasOwnProperty.call(previous, key);
      const before = own ? previous[key] : undefined;
      const value = share(before, next[key], pool);
      // A saved key named `__proto__` stays a key: assigning it would set the prototype instead.
      if (key === "__proto__") Object.defineProperty(shared, key, { value, enumerable: true, writable: true, configurable: true });
      else shared[key] = value;
      if (!own || value !== before) unchanged = false;
    }
    return unchanged ? previous : shared;
  }

  return next;
}

export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  // Nothing held yet (a store's first read): nothing to share, and no list to copy.
  if (Array.isArray(previous) && previous.length === 0 && Array.isArray(next) && next.length > 0) return next;
  const pool: Pool = new Map();
  collectRecords(previous, pool);
  return share(previous, next, pool) as T;
}

/** Deep equality of JSON data, whatever the order of each object's keys. */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  return replaceEqualDeep(a, b) === a;
}
