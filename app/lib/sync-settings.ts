// What the Data page's Sync form accepts (issue 15): pure, so the rules are
// unit-tested and the page says what is wrong before anything connects.

/** The Data page's Sync forms. */
export const SYNC_CONNECT_INTENT = "sync-connect";
export const SYNC_DISCONNECT_INTENT = "sync-disconnect";

/** A sync server's keys hold at least 128 bits; anything shorter than 16 characters cannot be one. */
export const MIN_KEY_LENGTH = 16;

export type SyncFormResult =
  | { ok: true; server: string; key: string }
  | { ok: false; field: "server" | "key"; error: string };

/** Reads the Server address and Sync key fields: trimmed, the address a ws:// or wss:// URL. */
export function checkSyncForm(serverInput: unknown, keyInput: unknown): SyncFormResult {
  const server = typeof serverInput === "string" ? serverInput.trim() : "";
  const key = typeof keyInput === "string" ? keyInput.trim() : "";
  if (server === "") return { ok: false, field: "server", error: "Enter the sync server's address, for example wss://sync.example.org." };
  let url: URL | null = null;
  try {
    url = new URL(server);
  } catch {
    url = null;
  }
  const scheme = /^wss?:\/\//i.test(server);
  if (!scheme || (url && url.protocol !== "ws:" && url.protocol !== "wss:")) {
    return {
      ok: false,
      field: "server",
      error: "The server address must start with ws:// or wss://, for example wss://sync.example.org.",
    };
  }
  // It does start so: what follows is wrong.
  if (!url || url.hostname === "") {
    const port = /^wss?:\/\/[^/?#]*:(\d+)(?:[/?#]|$)/i.exec(server)?.[1];
    const error =
      port !== undefined && Number(port) > 65535
        ? `${port} is not a port: a port is a number from 1 to 65535.`
        : "After ws:// or wss:// comes the server's host name, for example wss://sync.example.org.";
    return { ok: false, field: "server", error };
  }
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
    return { ok: false, field: "server", error: "The server address must not hold a name, password, query or #part." };
  }
  if (key === "") return { ok: false, field: "key", error: "Enter your sync key (npm run sync-server -- new-key prints one)." };
  if (key.length < MIN_KEY_LENGTH) {
    return { ok: false, field: "key", error: `This sync key is too short: a key has at least ${MIN_KEY_LENGTH} characters.` };
  }
  return { ok: true, server, key };
}

export const REFUSED_KEY = "The sync server refused this key.";

/** A connected device's server answers, but not as a sync server (the address serves something else now). */
export const NOT_SYNC_SERVER = "The server at this address is not a Taskboard sync server.";

/** What to do then, on the Data page. */
export const NOT_SYNC_SERVER_HINT =
  "Disconnect, then Connect to your sync server's address: your tasks and boards stay on this device.";

/** What to do once a connected device's key is refused (the server's keys changed), on the Data page. */
export const KEY_REFUSED_HINT = "Disconnect, then Connect with a key the server takes: your tasks and boards stay on this device.";

export function unreachable(server: string): string {
  return `Can't reach the sync server at ${server}; your data stays on this device.`;
}

/** Something answers at the address (it opened the socket) but not as a sync server: an echo, another service, or silence. */
export function notSyncServer(server: string): string {
  return `The server at ${server} answered, but it is not a Taskboard sync server; your data stays on this device.`;
}
