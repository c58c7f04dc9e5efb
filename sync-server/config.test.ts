import { describe, expect, it } from "vitest";
import { ConfigError, NO_KEYS_MESSAGE, configFromEnv, redisLabel, type ConfigIO } from "./config";

const key = "k".repeat(43);
const key2 = "m".repeat(43);

function io(files: Record<string, string> = {}, folders: string[] = []): ConfigIO {
  return {
    cwd: "/srv/taskboard",
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: "ENOENT" });
      return text;
    },
    isDirectory: (path) => folders.includes(path),
  };
}

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected an error");
}

describe("configFromEnv", () => {
  it("has the documented defaults", () => {
    expect(configFromEnv({ SYNC_KEYS: key }, io())).toEqual({
      port: 1234,
      host: "127.0.0.1",
      dataFile: "/srv/taskboard/sync-data/taskboard.sqlite",
      keys: [key],
      redisUrl: null,
    });
  });

  it("takes PORT, HOST, SYNC_DATA (a file, or a folder to hold taskboard.sqlite) and REDIS_URL", () => {
    const config = configFromEnv(
      { SYNC_KEYS: key, PORT: "8080", HOST: "0.0.0.0", SYNC_DATA: "data/sync.db", REDIS_URL: "redis://cache:6379" },
      io(),
    );
    expect(config).toMatchObject({ port: 8080, host: "0.0.0.0", dataFile: "/srv/taskboard/data/sync.db", redisUrl: "redis://cache:6379" });
    expect(configFromEnv({ SYNC_KEYS: key, SYNC_DATA: "/var/lib/sync" }, io({}, ["/var/lib/sync"])).dataFile).toBe(
      "/var/lib/sync/taskboard.sqlite",
    );
  });

  it("joins the keys of SYNC_KEYS and SYNC_KEYS_FILE, once each", () => {
    const files = { "/srv/taskboard/keys.txt": `# ours\n${key2}\n${key}\n` };
    expect(configFromEnv({ SYNC_KEYS: `${key} , `, SYNC_KEYS_FILE: "keys.txt" }, io(files)).keys).toEqual([key, key2]);
  });

  it("refuses to start without keys, saying how to make one", () => {
    for (const env of [{}, { SYNC_KEYS: " , " }]) {
      const error = errorOf(() => configFromEnv(env, io()));
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.message).toBe(NO_KEYS_MESSAGE);
    }
    expect(NO_KEYS_MESSAGE).toContain("npm run sync-server -- new-key");
    const empty = errorOf(() => configFromEnv({ SYNC_KEYS_FILE: "/k" }, io({ "/k": "# nothing yet\n" })));
    expect(empty.message).toContain("SYNC_KEYS_FILE (/k) holds no keys.");
  });

  it("says which keys file it cannot read", () => {
    const error = errorOf(() => configFromEnv({ SYNC_KEYS_FILE: "missing.txt" }, io()));
    expect(error.message).toBe("SYNC_KEYS_FILE: cannot read /srv/taskboard/missing.txt (ENOENT).");
  });

  it("refuses a short key in either place without repeating it", () => {
    expect(errorOf(() => configFromEnv({ SYNC_KEYS: `${key} abc` }, io())).message).toMatch(/^Key 2 in SYNC_KEYS is too short/);
    const error = errorOf(() => configFromEnv({ SYNC_KEYS_FILE: "/k" }, io({ "/k": "abcdef\n" })));
    expect(error.message).toMatch(/^Key 1 in SYNC_KEYS_FILE \(\/k\) is too short/);
    expect(error.message).not.toContain("abcdef");
  });

  it.each(["0", "65536", "-1", "12ab", "80.5", "0x50", "port"])("refuses PORT=%s", (port) => {
    const error = errorOf(() => configFromEnv({ SYNC_KEYS: key, PORT: port }, io()));
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe(`PORT must be a whole number from 1 to 65535 (it is "${port}").`);
  });

  it("refuses a HOST that is not an address", () => {
    expect(errorOf(() => configFromEnv({ SYNC_KEYS: key, HOST: "http://example.org" }, io())).message).toMatch(/^HOST must be/);
  });

  it("refuses a REDIS_URL that is not redis:// or rediss://, without repeating it (it may hold a password)", () => {
    for (const url of ["http://user:hunter2@cache:6379", "cache:6379", "redis://"]) {
      const error = errorOf(() => configFromEnv({ SYNC_KEYS: key, REDIS_URL: url }, io()));
      expect(error.message).toBe("REDIS_URL must be a redis:// or rediss:// address, such as redis://127.0.0.1:6379.");
    }
    expect(configFromEnv({ SYNC_KEYS: key, REDIS_URL: "rediss://:pw@cache:6380/2" }, io()).redisUrl).toBe("rediss://:pw@cache:6380/2");
  });
});

describe("redisLabel", () => {
  it("shows where Redis is without user name or password", () => {
    expect(redisLabel("redis://user:hunter2@cache.internal:6380/2")).toBe("redis://cache.internal:6380");
  });
});
