import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import WebSocket from "ws";
import * as Y from "yjs";
import { spaceIdForKey } from "../app/lib/sync-space";

// Shared setup of the sync server's tests: real server processes started the way
// `npm run sync-server` starts them, on free ports, and real clients (the
// Hocuspocus provider with Yjs, over the `ws` package since Node 20 has no WebSocket).

export const ROOT = new URL("..", import.meta.url).pathname;
// jiti's runner (its bin, as `npm run sync-server` starts it), with this Node.
const ENTRY = [join(ROOT, "node_modules/.bin/jiti"), "sync-server/main.ts"];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), "sync-server-test-"));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Only what a server needs from this environment: no SYNC_* or PORT leaks in from the shell. */
function cleanEnv(env: Record<string, string>): Record<string, string> {
  const { PATH = "", HOME = "" } = process.env;
  return { PATH, HOME, ...env };
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the entry to its end (new-key, or a start that must fail). */
export function runToEnd(args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...ENTRY, ...args], { cwd: ROOT, env: cleanEnv(env) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`did not end within 15 s; output:\n${stdout}${stderr}`));
    }, 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** SIGTERM, as a service manager stops it, and waits for the exit. */
  stop(): Promise<number | null>;
}

const running = new Set<ChildProcess>();

export function startServer(env: Record<string, string>): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ENTRY, { cwd: ROOT, env: cleanEnv(env) });
    running.add(child);
    let output = "";
    const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`server did not start within 20 s; output:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /Sync server listening on ws:\/\/[^:\s]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        const port = Number(match[1]);
        resolve({
          url: `ws://127.0.0.1:${port}`,
          port,
          output: () => output,
          stop: async () => {
            child.kill("SIGTERM");
            const code = await exited;
            running.delete(child);
            return code;
          },
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => {
      running.delete(child);
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening; output:\n${output}`));
    });
  });
}

/** For afterEach/afterAll: no server outlives its test, even a failed one. */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((done) => {
          child.once("exit", () => done());
          child.kill("SIGKILL");
        }),
    ),
  );
  running.clear();
}

export type Opened =
  | { outcome: "synced"; doc: Y.Doc; close(): void }
  | { outcome: "refused"; reason: string; doc: Y.Doc; close(): void };

/**
 * Opens a space as the app would: document name = spaceIdForKey(key), token = key
 * (a test may ask for another name). Resolves once synced or refused.
 */
export function openSpace(url: string, key: string, name = spaceIdForKey(key)): Promise<Opened> {
  const doc = new Y.Doc();
  return new Promise((resolve, reject) => {
    // Node 20 has no WebSocket: the socket is made with the `ws` package, and the
    // provider attached to it by hand (it only manages sockets it made itself).
    const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
    let provider: HocuspocusProvider | null = null;
    const close = () => {
      provider?.destroy();
      socket.destroy();
    };
    const timer = setTimeout(() => {
      close();
      reject(new Error(`no answer from ${url} within 10 s`));
    }, 10_000);
    provider = new HocuspocusProvider({
      websocketProvider: socket,
      name,
      token: key,
      document: doc,
      onSynced: () => {
        clearTimeout(timer);
        resolve({ outcome: "synced", doc, close });
      },
      onAuthenticationFailed: ({ reason }) => {
        clearTimeout(timer);
        resolve({ outcome: "refused", reason, doc, close });
      },
    });
    provider.attach();
  });
}

export async function openSynced(url: string, key: string): Promise<{ doc: Y.Doc; close(): void }> {
  const opened = await openSpace(url, key);
  if (opened.outcome !== "synced") throw new Error(`expected to sync, was refused: ${opened.reason}`);
  return opened;
}

/** Polls until `read()` returns what is expected (5 s at most), then returns the last value read. */
export async function eventually<T>(read: () => T, expected: T, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let value = read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = read();
  }
  return value;
}

/** A redis-server of our own on a free port, without persistence. Fails the test when redis-server is missing. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  return new Promise((resolve, reject) => {
    const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      cwd: tmpdir(),
    });
    let output = "";
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "ENOENT"
            ? "redis-server is not installed: the Redis test needs it (apt-get install redis-server; .ci/run installs it)."
            : `redis-server failed: ${error.message}`,
        ),
      ),
    );
    const timer = setTimeout(() => reject(new Error(`redis-server did not start; output:\n${output}`)), 10_000);
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve({
          url: `redis://127.0.0.1:${port}`,
          stop: () =>
            new Promise<void>((done) => {
              child.once("exit", () => done());
              child.kill("SIGTERM");
            }),
        });
      }
    });
  });
}
