import { isAbsolute, join, resolve } from "node:path";
import { checkKeys, parseKeyList, parseKeysFile } from "./keys";

// The server's settings from its environment, checked up front: a bad value stops
// the server with a message that says which variable and what it must be. Pure:
// file access comes in through `io`, so every rule is unit-tested.

export const DEFAULT_PORT = 1234;
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_DATA_FILE = "sync-data/taskboard.sqlite";
export const DATA_FILE_NAME = "taskboard.sqlite";

export interface SyncServerConfig {
  port: number;
  host: string;
  /** Absolute path of the SQLite file. */
  dataFile: string;
  keys: string[];
  redisUrl: string | null;
}

export interface ConfigIO {
  cwd: string;
  readFile(path: string): string;
  isDirectory(path: string): boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export const NO_KEYS_MESSAGE =
  "No sync keys configured, so nobody could connect. Make a key with\n" +
  "  npm run sync-server -- new-key\n" +
  "and start the server with it:\n" +
  "  SYNC_KEYS=<key> npm run sync-server\n" +
  "(several keys: separate them with commas or spaces, or put them one per line in a file named by SYNC_KEYS_FILE).";

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === "" ? undefined : value;
}

function portFrom(env: Env): number {
  const raw = setting(env, "PORT");
  if (raw === undefined) return DEFAULT_PORT;
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535 (it is "${raw}").`);
  }
  return port;
}

function hostFrom(env: Env): string {
  const raw = setting(env, "HOST");
  if (raw === undefined) return DEFAULT_HOST;
  if (/[\s/]/.test(raw)) {
    throw new ConfigError(`HOST must be an address or host name to listen on, such as 127.0.0.1 or 0.0.0.0 (it is "${raw}").`);
  }
  return raw;
}

function dataFileFrom(env: Env, io: ConfigIO): string {
  const raw = setting(env, "SYNC_DATA") ?? DEFAULT_DATA_FILE;
  const path = isAbsolute(raw) ? raw : resolve(io.cwd, raw);
  // A folder is accepted too: the data goes into taskboard.sqlite inside it.
  return io.isDirectory(path) ? join(path, DATA_FILE_NAME) : path;
}

function keysFrom(env: Env, io: ConfigIO): string[] {
  const keys: string[] = [];
  const listed = setting(env, "SYNC_KEYS");
  if (listed !== undefined) {
    const parsed = parseKeyList(listed);
    checkKeys(parsed, "SYNC_KEYS");
    keys.push(...parsed);
  }
  const file = setting(env, "SYNC_KEYS_FILE");
  if (file !== undefined) {
    const path = isAbsolute(file) ? file : resolve(io.cwd, file);
    let text: string;
    try {
      text = io.readFile(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new ConfigError(`SYNC_KEYS_FILE: cannot read ${path} (${code}).`);
    }
    const parsed = parseKeysFile(text);
    checkKeys(parsed, `SYNC_KEYS_FILE (${path})`);
    if (parsed.length === 0) throw new ConfigError(`SYNC_KEYS_FILE (${path}) holds no keys.\n\n${NO_KEYS_MESSAGE}`);
    keys.push(...parsed);
  }
  if (keys.length === 0) throw new ConfigError(NO_KEYS_MESSAGE);
  return [...new Set(keys)];
}

function redisUrlFrom(env: Env): string | null {
  const raw = setting(env, "REDIS_URL");
  if (raw === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  // The value is not repeated in the message: it may hold a password.
  if (url === null || (url.protocol !== "redis:" && url.protocol !== "rediss:") || url.hostname === "") {
    throw new ConfigError("REDIS_URL must be a redis:// or rediss:// address, such as redis://127.0.0.1:6379.");
  }
  return raw;
}

export function configFromEnv(env: Env, io: ConfigIO): SyncServerConfig {
  try {
    return {
      port: portFrom(env),
      host: hostFrom(env),
      dataFile: dataFileFrom(env, io),
      keys: keysFrom(env, io),
      redisUrl: redisUrlFrom(env),
    };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

/** Where a Redis URL points, without its user name or password, for the start message. */
export function redisLabel(redisUrl: string): string {
  const url = new URL(redisUrl);
  return `${url.protocol}//${url.host}`;
}
