import type { Extension, onAuthenticatePayload, onConnectPayload } from "@hocuspocus/server";
import { Server } from "@hocuspocus/server";
import { Redis } from "@hocuspocus/extension-redis";
import { SQLite, schema, upsertQuery } from "@hocuspocus/extension-sqlite";
import { Throttle } from "@hocuspocus/extension-throttle";
import IORedis from "ioredis";
import type { ListenOptions } from "node:net";
import sqlite3 from "sqlite3";
import { clientAddress } from "./address";
import type { SyncServerConfig } from "./config";
import { KeyRing } from "./keys";

// The Hocuspocus server with its extensions: key check, throttle of refused keys,
// SQLite persistence, and Redis when configured. Keys are never logged: the
// server is quiet (no start screen, no logger extension) and refusals are thrown
// without a message, which is what Hocuspocus would print.

export type Log = (line: string) => void;

/** Refusal reasons the provider receives in its `authenticationFailed` event. */
export const REFUSED = {
  unknownKey: "unknown-key",
  wrongSpace: "wrong-space",
  tooManyFailures: "too-many-failures",
} as const;

/** Refused keys allowed from one address within FAILURE_WINDOW_SECONDS before it is blocked. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_SECONDS = 60;
export const BAN_MINUTES = 5;

function refusal(reason: string): Error {
  // An empty message: Hocuspocus logs a hook's error only when it has one.
  return Object.assign(new Error(""), { reason });
}

function addressOf(request: onConnectPayload["request"]): string {
  return clientAddress(request.socket.remoteAddress, request.headers);
}

/**
 * @hocuspocus/extension-throttle, counting refused keys only: its own onConnect
 * counts every connection, which would block a user whose tabs reconnect often.
 * Here onConnect only turns away an address that is blocked, and KeyGuard records
 * each refusal through the extension's own counter and ban.
 */
class RefusalThrottle extends Throttle {
  override onConnect(data: onConnectPayload): Promise<void> {
    return this.isBanned(addressOf(data.request)) ? Promise.reject(refusal(REFUSED.tooManyFailures)) : Promise.resolve();
  }

  /** Counts a refusal; true when the address is now blocked. */
  recordRefusal(address: string): boolean {
    return (this as unknown as { throttle(ip: string): boolean }).throttle(address);
  }
}

class KeyGuard implements Extension {
  constructor(
    private readonly keys: KeyRing,
    private readonly throttle: RefusalThrottle,
    private readonly log: Log,
  ) {}

  async onAuthenticate({ token, documentName, request }: onAuthenticatePayload) {
    const space = this.keys.spaceFor(token);
    if (space !== null && space === documentName) return { space };
    const address = addressOf(request);
    const blocked = this.throttle.recordRefusal(address);
    this.log(
      `Refused ${space === null ? "an unknown key" : "a key asking for another space"} from ${address}` +
        (blocked ? `; too many refusals, ${address} is blocked for ${BAN_MINUTES} minutes` : ""),
    );
    throw refusal(space === null ? REFUSED.unknownKey : REFUSED.wrongSpace);
  }
}

/** extension-sqlite, made durable: a write is awaited, and the file is closed (flushed) on shutdown. */
class SQLiteFile extends SQLite {
  private ready: Promise<void> = Promise.resolve();

  constructor(private readonly file: string) {
    super({ database: file });
    this.configuration.store = ({ documentName, state }) =>
      new Promise<void>((resolve, reject) => {
        if (!this.db) return reject(new Error("The sync database is not open"));
        this.db.run(upsertQuery, { $name: documentName, $data: state }, (error) => (error ? reject(error) : resolve()));
      });
  }

  override async onConfigure() {
    this.ready = new Promise<void>((resolve, reject) => {
      const db = new sqlite3.Database(this.file, (error) => {
        if (error) return reject(new Error(`Cannot open the sync database ${this.file}: ${error.message}`));
        db.run(schema, (schemaError) => (schemaError ? reject(schemaError) : resolve()));
      });
      this.db = db;
    });
    // Surfaced by onListen, which the server awaits before it reports listening.
    this.ready.catch(() => undefined);
  }

  override async onListen() {
    await this.ready;
  }

  async onDestroy() {
    const db = this.db;
    this.db = undefined;
    if (db) await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

function redisExtension(url: string, log: Log): Redis {
  const reported = new Set<string>();
  return new Redis({
    createClient: () => {
      const client = new IORedis(url);
      client.on("error", (error: Error) => {
        // Once per kind of error: ioredis retries and would repeat it every second.
        if (reported.has(error.message)) return;
        reported.add(error.message);
        log(`Redis: ${error.message}`);
      });
      return client;
    },
  });
}

export function createSyncServer(config: SyncServerConfig, log: Log): Server {
  const keys = new KeyRing(config.keys);
  const throttle = new RefusalThrottle({
    throttle: MAX_FAILURES,
    consideredSeconds: FAILURE_WINDOW_SECONDS,
    banTime: BAN_MINUTES,
  });
  const extensions: Extension[] = [throttle, new KeyGuard(keys, throttle, log), new SQLiteFile(config.dataFile)];
  if (config.redisUrl !== null) extensions.push(redisExtension(config.redisUrl, log));
  const server = new Server({
    name: "taskboard-sync",
    port: config.port,
    address: config.host,
    quiet: true,
    stopOnSignals: false,
    extensions,
  });
  listenOnlyOn(server, config.host);
  return server;
}

/**
 * Hocuspocus 3 passes its `address` to Node's `listen` under that name, which Node does not read
 * (it reads `host`), so the server listened on every interface whatever HOST said: reachable over
 * plain ws:// from the network, around the TLS proxy. Its one listen call gets the host here.
 */
function listenOnlyOn(server: Server, host: string): void {
  const http = server.httpServer;
  const listen = http.listen.bind(http) as (options: ListenOptions, callback?: () => void) => typeof http;
  http.listen = ((options: ListenOptions, callback?: () => void) => listen({ ...options, host }, callback)) as typeof http.listen;
}
