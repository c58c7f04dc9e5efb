import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { spaceIdForKey } from "./sync-space";

describe("spaceIdForKey", () => {
  it("is the documented mapping: space- and the hex SHA-256 of the key after a fixed prefix", () => {
    // Pinned: the app and every running server must keep agreeing on this name.
    expect(spaceIdForKey("example-key-0123456789")).toBe(
      "space-b44394b334a96e402333f48d5e4b3f99f1358da85ee023bb8d3fb4951017eb31",
    );
  });

  it("agrees with Node's SHA-256 for random and non-ASCII keys", () => {
    for (const key of [randomBytes(32).toString("base64url"), "clé à accents ✓", randomBytes(7).toString("hex")]) {
      const expected = createHash("sha256").update(`taskboard-sync-space:${key}`, "utf8").digest("hex");
      expect(spaceIdForKey(key)).toBe(`space-${expected}`);
    }
  });

  it("gives different keys different spaces and never contains the key", () => {
    const a = randomBytes(32).toString("base64url");
    const b = randomBytes(32).toString("base64url");
    expect(spaceIdForKey(a)).not.toBe(spaceIdForKey(b));
    expect(spaceIdForKey(a)).not.toContain(a);
    expect(spaceIdForKey(a)).toMatch(/^space-[0-9a-f]{64}$/);
  });
});
