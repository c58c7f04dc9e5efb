import { describe, expect, it } from "vitest";
import { spaceIdForKey } from "../app/lib/sync-space";
import { KeyRing, MIN_KEY_LENGTH, checkKeys, newKey, parseKeyList, parseKeysFile } from "./keys";

const keyA = "aaaaaaaaaaaaaaaaaaaa-A";
const keyB = "bbbbbbbbbbbbbbbbbbbb-B";

describe("parseKeyList", () => {
  it("splits on commas and any whitespace, dropping empty entries", () => {
    expect(parseKeyList(` ${keyA},${keyB}\n\t k3  ,, `)).toEqual([keyA, keyB, "k3"]);
    expect(parseKeyList("  , \n")).toEqual([]);
  });
});

describe("parseKeysFile", () => {
  it("reads one key a line and drops comments and blank lines", () => {
    const text = `# phone and laptop\n${keyA}\r\n\n  ${keyB}  # Ann's board\n#${"c".repeat(20)}\n`;
    expect(parseKeysFile(text)).toEqual([keyA, keyB]);
  });
});

describe("checkKeys", () => {
  it(`refuses a key shorter than ${MIN_KEY_LENGTH} characters, naming its place but not the key`, () => {
    expect(() => checkKeys([keyA, "short-key"], "SYNC_KEYS")).toThrowError(/^Key 2 in SYNC_KEYS is too short \(9 characters/);
    expect(() => checkKeys([keyA, "short-key"], "SYNC_KEYS")).not.toThrowError(/short-key/);
    expect(() => checkKeys([keyA, "x".repeat(MIN_KEY_LENGTH)], "SYNC_KEYS")).not.toThrow();
  });
});

describe("newKey", () => {
  it("encodes 32 random bytes as base64url", () => {
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 37 + 250) % 256));
    const key = newKey((size) => {
      expect(size).toBe(32);
      return bytes;
    });
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key, "base64url")).toEqual(bytes);
  });

  it("differs on every call with the real random source", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newKey()));
    expect(keys.size).toBe(50);
  });
});

describe("KeyRing", () => {
  it("maps each known key to its own space and anything else to null", () => {
    const ring = new KeyRing([keyA, keyB, keyA]);
    expect(ring.size).toBe(2);
    expect(ring.spaceFor(keyA)).toBe(spaceIdForKey(keyA));
    expect(ring.spaceFor(keyB)).toBe(spaceIdForKey(keyB));
    expect(ring.spaceFor(`${keyA} `)).toBeNull();
    expect(ring.spaceFor(keyA.slice(0, -1))).toBeNull();
    expect(ring.spaceFor("")).toBeNull();
    expect(ring.spaceFor(spaceIdForKey(keyA))).toBeNull();
  });
});
