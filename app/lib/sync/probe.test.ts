// @vitest-environment node
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { freePort, startServer, stopAllServers, tempDir, type RunningServer } from "../../../sync-server/test-support";
import { notSyncServer, REFUSED_KEY, unreachable } from "../sync-settings";
import { probeSync } from "./probe";

// What Connect asks the server, against a real sync server process and two WebSocket servers
// that are not one: an echo (it sends every message back) and one that accepts and says nothing.

const KEY = randomBytes(32).toString("base64url");
let server: RunningServer;
const dir = tempDir();
const others: WebSocketServer[] = [];

/** A `ws` server on a free port; `echo` sends each message back. Counts the messages it gets. */
async function wsServer(echo: boolean): Promise<{ url: string; messages: () => number }> {
  const port = await freePort();
  const wss = new WebSocketServer({ port, host: "127.0.0.1" });
  others.push(wss);
  let messages = 0;
  wss.on("connection", (socket) =>
    socket.on("message", (data) => {
      messages++;
      if (echo) socket.send(data);
    }),
  );
  await new Promise((resolve) => wss.once("listening", resolve));
  return { url: `ws://127.0.0.1:${port}`, messages: () => messages };
}

beforeAll(async () => {
  // Node 20 has no WebSocket: the browser's is the `ws` package's here.
  vi.stubGlobal("WebSocket", WebSocket);
  server = await startServer({ SYNC_KEYS: KEY, PORT: String(await freePort()), SYNC_DATA: join(dir.path, "taskboard.sqlite") });
}, 30_000);

afterEach(() => {
  for (const wss of others.splice(0)) {
    for (const client of wss.clients) client.terminate();
    wss.close();
  }
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await stopAllServers();
  dir.remove();
});

describe("probeSync", () => {
  it("accepts a key the sync server takes", async () => {
    expect(await probeSync(server.url, KEY)).toEqual({ ok: true });
  });

  it("says the sync server refused a key it does not take, tied to the key", async () => {
    expect(await probeSync(server.url, `${KEY}-not-this-one`)).toEqual({ ok: false, field: "key", error: REFUSED_KEY });
  });

  it("refuses a server that repeats every message back: at once, tied to the address, and the messages stop", async () => {
    const echo = await wsServer(true);
    const started = Date.now();
    expect(await probeSync(echo.url, KEY)).toEqual({ ok: false, field: "server", error: notSyncServer(echo.url) });
    expect(Date.now() - started).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = echo.messages();
    expect(after).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(echo.messages()).toBe(after);
  });

  it("says a server that accepts the connection and never answers is not a sync server", async () => {
    const mute = await wsServer(false);
    expect(await probeSync(mute.url, KEY, 1000)).toEqual({ ok: false, field: "server", error: notSyncServer(mute.url) });
  });

  it("says it can't reach an address where nothing listens", async () => {
    const url = `ws://127.0.0.1:${await freePort()}`;
    expect(await probeSync(url, KEY)).toEqual({ ok: false, field: "server", error: unreachable(url) });
  });
});
