import { digest } from "lib0/hash/sha256";

// Sync keys and spaces (issue 15). A sync key grants exactly one space: one Yjs
// document on the sync server, whose name is derived from the key by this function.
// The app connects with `name: spaceIdForKey(key)` and `token: key`; the server
// accepts the connection only when the token is one of its keys AND the name is
// that key's space, so a key never opens another space. The name is a one-way
// hash: the key itself never appears as a document name, in the server's database
// or in its logs. Pure and synchronous (lib0's SHA-256 runs in any browser, also
// outside a secure context) so the server and the app compute the same name.
// Changing this mapping would orphan every space already stored: keep it stable.

export const SPACE_ID_PREFIX = "space-";
const DOMAIN = "taskboard-sync-space:";

export function spaceIdForKey(key: string): string {
  const bytes = digest(new TextEncoder().encode(DOMAIN + key));
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return SPACE_ID_PREFIX + hex;
}
