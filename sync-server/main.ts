import { mkdirSync, readFileSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { ConfigError, configFromEnv, redisLabel } from "./config";
import { newKey } from "./keys";
import { createSyncServer } from "./server";

// `npm run sync-server` starts the server; `npm run sync-server -- new-key` prints a key.

const USAGE = `Usage:
  npm run sync-server              start the sync server (settings from the environment, see README "Sync across devices")
  npm run sync-server -- new-key   print a fresh random sync key`;

function fail(message: string): never {
  console.error(`Sync server not started: ${message}`);
  process.exit(1);
}

async function main(args: string[]) {
  if (args[0] === "new-key") {
    console.log(newKey());
    return;
  }
  if (args[0] === "--help" || args[0] === "-h") {
    console.log(USAGE);
    return;
  }
  if (args.length > 0) {
    console.error(`Unknown argument "${args[0]}".\n${USAGE}`);
    process.exit(2);
  }

  let config;
  try {
    config = configFromEnv(process.env, {
      cwd: process.cwd(),
      readFile: (path) => readFileSync(path, "utf8"),
      isDirectory: (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false,
    });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  try {
    mkdirSync(dirname(config.dataFile), { recursive: true });
  } catch (error) {
    fail(`cannot create the folder for ${config.dataFile} (${(error as NodeJS.ErrnoException).code ?? error}).`);
  }

  const server = createSyncServer(config, (line) => console.log(line));
  server.httpServer.once("error", (error: NodeJS.ErrnoException) => {
    fail(
      error.code === "EADDRINUSE"
        ? `port ${config.port} on ${config.host} is already in use (set PORT to another one).`
        : `cannot listen on ${config.host}:${config.port} (${error.code ?? error.message}).`,
    );
  });
  try {
    await server.listen();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }

  const keys = config.keys.length === 1 ? "1 key" : `${config.keys.length} keys`;
  const redis = config.redisUrl === null ? "" : `, spaces shared through Redis at ${redisLabel(config.redisUrl)}`;
  console.log(`Sync server listening on ws://${config.host}:${server.address.port} (${keys}, data in ${config.dataFile}${redis})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: storing open spaces and stopping`);
    // Every open space is written before the process ends; 10 s at most.
    const timeout = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
    await Promise.race([server.destroy(), timeout]);
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(signal));
}

await main(process.argv.slice(2));
