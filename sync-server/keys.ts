import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { spaceIdForKey } from "../app/lib/sync-space";

// Sync keys: parsing, validation, new keys, and the constant-time lookup of a
// presented token. A key is never printed: errors name its position only.

export const MIN_KEY_LENGTH = 16;
/** Bytes of randomness in a key from `new-key` (256 bits). */
export const NEW_KEY_BYTES = 32;

/** Keys separated by commas and/or whitespace (the SYNC_KEYS variable). */
export function parseKeyList(text: string): string[] {
  return text.split(/[\s,]+/).filter((key) => key !== "");
}

/** A keys file: keys one per line (commas and spaces also separate), `#` starts a comment. */
export function parseKeysFile(text: string): string[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const hash = line.indexOf("#");
    return parseKeyList(hash === -1 ? line : line.slice(0, hash));
  });
}

/** Throws with the key's place (never the key) when a key is too short to be safe. */
export function checkKeys(keys: readonly string[], source: string): void {
  keys.forEach((key, index) => {
    if (key.length < MIN_KEY_LENGTH) {
      throw new Error(
        `Key ${index + 1} in ${source} is too short (${key.length} characters; at least ${MIN_KEY_LENGTH}). ` +
          "Make a strong one with: npm run sync-server -- new-key",
      );
    }
  });
}

/** A fresh random key: 32 random bytes, base64url (43 characters, no padding). */
export function newKey(random: (size: number) => Buffer = randomBytes): string {
  return random(NEW_KEY_BYTES).toString("base64url");
}

function digestOf(key: string): Buffer {
  return createHash("sha256").update(key, "utf8").digest();
}

/**
 * The server's keys. `spaceFor(token)` answers which space a token opens, or null;
 * it hashes the token and compares that digest with every key's digest through
 * crypto.timingSafeEqual (equal lengths, no early exit), so the time taken tells
 * nothing about how close a guess was or which key matched.
 */
export class KeyRing {
  private readonly entries: { digest: Buffer; spaceId: string }[];

  constructor(keys: readonly string[]) {
    const unique = [...new Set(keys)];
    this.entries = unique.map((key) => ({ digest: digestOf(key), spaceId: spaceIdForKey(key) }));
  }

  get size(): number {
    return this.entries.length;
  }

  spaceFor(token: string): string | null {
    const presented = digestOf(token);
    let found: string | null = null;
    for (const entry of this.entries) {
      if (timingSafeEqual(presented, entry.digest)) found = entry.spaceId;
    }
    return found;
  }
}
