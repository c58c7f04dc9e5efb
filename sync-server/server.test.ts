import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { spaceIdForKey } from "../app/lib/sync-space";
import { createSyncServer, MAX_FAILURES, REFUSED } from "./server";
import { eventually, freePort, openSpace, openSynced, runToEnd, startServer, stopAllServers, tempDir } from "./test-support";

// The sync server as a process, with real Hocuspocus clients.

const keyA = randomBytes(32).toString("base64url");
const keyB = randomBytes(32).toString("base64url");
const unknownKey = randomBytes(32).toString("base64url");

const dirs: { remove(): void }[] = [];
function dataDir() {
  const dir = tempDir();
  dirs.push(dir);
  return dir.path;
}

async function serverEnv(data = dataDir()) {
  return { PORT: String(await freePort()), SYNC_DATA: join(data, "taskboard.sqlite"), SYNC_KEYS: `${keyA}, ${keyB}` };
}

afterEach(async () => {
  await stopAllServers();
  for (const dir of dirs.splice(0)) dir.remove();
});

describe("sync server", () => {
  it("listens on HOST only (127.0.0.1 by default), not on every interface", async () => {
    const data = dataDir();
    const port = await freePort();
    const server = createSyncServer(
      { port, host: "127.0.0.1", dataFile: join(data, "taskboard.sqlite"), keys: [keyA], redisUrl: null },
      () => undefined,
    );
    await server.listen();
    try {
      expect(server.httpServer.address()).toMatchObject({ address: "127.0.0.1", port });
    } finally {
      await server.destroy();
    }
  });


  it("syncs a change between two clients holding the same key", async () => {
    const server = await startServer(await serverEnv());
    const laptop = await openSynced(server.url, keyA);
    const phone = await openSynced(server.url, keyA);

    laptop.doc.getMap("cards").set("c1", "Buy milk");
    expect(await eventually(() => phone.doc.getMap("cards").get("c1"), "Buy milk")).toBe("Buy milk");
    phone.doc.getMap("cards").set("c2", "Call Ann");
    expect(await eventually(() => laptop.doc.getMap("cards").get("c2"), "Call Ann")).toBe("Call Ann");

    laptop.close();
    phone.close();
  });

  it("refuses an unknown key, and an empty one", async () => {
    const server = await startServer(await serverEnv());
    const unknown = await openSpace(server.url, unknownKey);
    expect(unknown.outcome === "refused" && unknown.reason).toBe(REFUSED.unknownKey);
    const empty = await openSpace(server.url, "", spaceIdForKey(""));
    expect(empty.outcome === "refused" && empty.reason).toBe(REFUSED.unknownKey);
    unknown.close();
    empty.close();
  });

  it("keeps each key to its own space: key A can neither read nor write key B's", async () => {
    const server = await startServer(await serverEnv());
    const b = await openSynced(server.url, keyB);
    b.doc.getMap("cards").set("secret", "B's card");
    const a = await openSynced(server.url, keyA);

    // A's own space does not hold B's data.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(a.doc.getMap("cards").toJSON()).toEqual({});

    // A asking for B's space by name is refused and gets nothing of it.
    const intruder = await openSpace(server.url, keyA, spaceIdForKey(keyB));
    expect(intruder.outcome === "refused" && intruder.reason).toBe(REFUSED.wrongSpace);
    intruder.doc.getMap("cards").set("planted", "A's write");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(intruder.doc.getMap("cards").get("secret")).toBeUndefined();

    // …and its write never reaches B, nor a fresh reader of B's space.
    const b2 = await openSynced(server.url, keyB);
    expect(b2.doc.getMap("cards").toJSON()).toEqual({ secret: "B's card" });
    expect(b.doc.getMap("cards").toJSON()).toEqual({ secret: "B's card" });

    for (const client of [a, b, b2, intruder]) client.close();
  });

  it("keeps every change across a restart, also one made just before it, and stores no key", async () => {
    const data = dataDir();
    const env = await serverEnv(data);
    const first = await startServer(env);
    const a = await openSynced(first.url, keyA);
    a.doc.getMap("cards").set("c1", "Written long before the restart");
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // past the store debounce
    a.doc.getMap("cards").set("c2", "Written right before the restart");
    await new Promise((resolve) => setTimeout(resolve, 100)); // on the server, not yet stored
    expect(await first.stop()).toBe(0);
    a.close();

    const second = await startServer(env);
    const again = await openSynced(second.url, keyA);
    expect(again.doc.getMap("cards").toJSON()).toEqual({
      c1: "Written long before the restart",
      c2: "Written right before the restart",
    });
    again.close();
    await second.stop();

    const database = readFileSync(env.SYNC_DATA).toString("latin1");
    expect(database).toContain(spaceIdForKey(keyA));
    expect(database).not.toContain(keyA);
    expect(database).not.toContain(keyB);
  });

  it("never prints a key, neither a good one nor a refused one", async () => {
    const server = await startServer(await serverEnv());
    const good = await openSynced(server.url, keyA);
    good.doc.getMap("cards").set("c1", "x");
    const refused = await openSpace(server.url, unknownKey);
    const wrong = await openSpace(server.url, keyA, spaceIdForKey(keyB));
    good.close();
    refused.close();
    wrong.close();
    await server.stop();

    const output = server.output();
    expect(output).toContain("Refused an unknown key from");
    expect(output).toContain("Refused a key asking for another space from");
    for (const key of [keyA, keyB, unknownKey]) expect(output).not.toContain(key);
  });

  it(`blocks an address after ${MAX_FAILURES} refused keys, and counts only refusals`, async () => {
    const server = await startServer(await serverEnv());
    // Many good connections from one address are not throttled.
    for (let i = 0; i < MAX_FAILURES + 5; i++) (await openSynced(server.url, keyA)).close();

    for (let i = 0; i < MAX_FAILURES; i++) {
      const attempt = await openSpace(server.url, randomBytes(32).toString("base64url"));
      expect(attempt.outcome === "refused" && attempt.reason).toBe(REFUSED.unknownKey);
      attempt.close();
    }
    // Still allowed after MAX_FAILURES refusals…
    (await openSynced(server.url, keyA)).close();
    // …one more refusal blocks the address, even for a good key.
    (await openSpace(server.url, unknownKey)).close();
    const blocked = await openSpace(server.url, keyA);
    expect(blocked.outcome === "refused" && blocked.reason).toBe(REFUSED.tooManyFailures);
    blocked.close();
    expect(server.output()).toContain("is blocked for 5 minutes");
  });
});

describe("sync server command line", () => {
  it("new-key prints a fresh random key of 256 bits in base64url", async () => {
    const first = await runToEnd(["new-key"], {});
    const second = await runToEnd(["new-key"], {});
    expect(first.code).toBe(0);
    const key = first.stdout.trim();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key, "base64url")).toHaveLength(32);
    expect(second.stdout.trim()).not.toBe(key);
  });

  it("refuses to start without keys and says how to make one", async () => {
    const result = await runToEnd([], { PORT: String(await freePort()), SYNC_DATA: join(dataDir(), "db.sqlite") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No sync keys configured");
    expect(result.stderr).toContain("npm run sync-server -- new-key");
    expect(result.stdout).not.toContain("listening");
  });

  it("refuses to start on a bad PORT and names it", async () => {
    const result = await runToEnd([], { PORT: "12ab", SYNC_KEYS: keyA, SYNC_DATA: join(dataDir(), "db.sqlite") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number from 1 to 65535 (it is "12ab")');
  });

  it("refuses to start on a port in use, and on a key that is too short, without printing it", async () => {
    const env = await serverEnv();
    await startServer(env);
    const busy = await runToEnd([], { ...env, SYNC_DATA: join(dataDir(), "db.sqlite") });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(`port ${env.PORT} on 127.0.0.1 is already in use`);

    const short = await runToEnd([], { ...env, SYNC_KEYS: `${keyA},tooshort1` });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("Key 2 in SYNC_KEYS is too short");
    expect(short.stderr).not.toContain("tooshort1");
  });

  it("refuses to start when SYNC_DATA is not a SQLite database, rather than failing at the first client", async () => {
    const file = join(dataDir(), "notes.txt");
    writeFileSync(file, "These are my notes, not a database. ".repeat(200));
    const result = await runToEnd([], { PORT: String(await freePort()), SYNC_KEYS: keyA, SYNC_DATA: file });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Sync server not started: SQLITE_NOTADB: file is not a database");
  });

  it("reads keys from SYNC_KEYS_FILE, comments allowed", async () => {
    const dir = dataDir();
    const file = join(dir, "keys.txt");
    writeFileSync(file, `# laptop and phone\n${keyB}   # Ann's board\n\n`);
    const server = await startServer({ PORT: String(await freePort()), SYNC_DATA: join(dir, "db.sqlite"), SYNC_KEYS_FILE: file });
    expect(server.output()).toContain("(1 key,");
    const b = await openSpace(server.url, keyB);
    expect(b.outcome).toBe("synced");
    const a = await openSpace(server.url, keyA);
    expect(a.outcome === "refused" && a.reason).toBe(REFUSED.unknownKey);
    a.close();
    b.close();
  });
});
