import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { eventually, freePort, openSynced, startRedis, startServer, stopAllServers, tempDir } from "./test-support";

// Several server processes share spaces through Redis (REDIS_URL). Needs Debian's
// redis-server, which .ci/run installs; without it this test fails, it does not skip.

const stops: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  await stopAllServers();
  for (const stop of stops.splice(0).reverse()) await stop();
});

it("device A on server 1 and device B on server 2 see each other's changes", async () => {
  const redis = await startRedis();
  stops.push(redis.stop);
  const data = tempDir();
  stops.push(data.remove);
  const key = randomBytes(32).toString("base64url");
  const env = { SYNC_KEYS: key, SYNC_DATA: join(data.path, "taskboard.sqlite"), REDIS_URL: redis.url };

  const one = await startServer({ ...env, PORT: String(await freePort()) });
  const two = await startServer({ ...env, PORT: String(await freePort()) });
  expect(one.output()).toContain(`spaces shared through Redis at ${redis.url}`);

  const a = await openSynced(one.url, key);
  const b = await openSynced(two.url, key);
  a.doc.getMap("cards").set("from-a", "Written on server 1");
  expect(await eventually(() => b.doc.getMap("cards").get("from-a"), "Written on server 1")).toBe("Written on server 1");
  b.doc.getMap("cards").set("from-b", "Written on server 2");
  expect(await eventually(() => a.doc.getMap("cards").get("from-b"), "Written on server 2")).toBe("Written on server 2");

  // A device that arrives later on either server gets both.
  const c = await openSynced(two.url, key);
  expect(await eventually(() => c.doc.getMap("cards").toJSON(), { "from-a": "Written on server 1", "from-b": "Written on server 2" })).toEqual({
    "from-a": "Written on server 1",
    "from-b": "Written on server 2",
  });
  for (const client of [a, b, c]) client.close();
});
