import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import * as Y from "yjs";
import { notSyncServer, REFUSED_KEY, unreachable } from "../sync-settings";
import { spaceIdForKey } from "../sync-space";

// Connect on the Data page first asks the server, once, whether it takes the
// key: a refused key, an unreachable server or one that is not a sync server is
// said there, and nothing is kept. Loaded on demand, with Yjs and the provider,
// only when Connect is pressed.

export type ProbeResult = { ok: true } | { ok: false; field: "server" | "key"; error: string };

/** How long Connect waits for the server's answer. */
const PROBE_TIMEOUT_MS = 8000;

export function probeSync(server: string, key: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const doc = new Y.Doc();
    let done = false;
    /** The socket opened: something answers at that address. */
    let opened = false;
    /** The server took the key: only a Hocuspocus server says so (an echo of our messages never does). */
    let authenticated = false;
    let socket: HocuspocusProviderWebsocket | null = null;
    let provider: HocuspocusProvider | null = null;
    const finish = (result: ProbeResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      provider?.destroy();
      socket?.destroy();
      doc.destroy();
      resolve(result);
    };
    const notAnswered = () =>
      finish({ ok: false, field: "server", error: opened ? notSyncServer(server) : unreachable(server) });
    const timer = setTimeout(notAnswered, timeoutMs);
    try {
      socket = new HocuspocusProviderWebsocket({
        url: server,
        // One attempt: Connect says at once when the server cannot be reached.
        maxAttempts: 1,
        // Connected below, where its failure is caught: connecting on its own, the provider
        // leaves the rejection of its last failed attempt uncaught (an error in the page).
        autoConnect: false,
        onOpen: () => (opened = true),
        onClose: notAnswered,
      });
      provider = new HocuspocusProvider({
        websocketProvider: socket,
        name: spaceIdForKey(key),
        token: key,
        document: doc,
        onAuthenticated: () => {
          authenticated = true;
          if (provider?.isSynced) finish({ ok: true });
        },
        // A sync server says the key is taken before it answers anything else; synced without
        // that is a server repeating our own messages back (an echo), which would go on forever.
        onSynced: () => finish(authenticated ? { ok: true } : { ok: false, field: "server", error: notSyncServer(server) }),
        onAuthenticationFailed: () => finish({ ok: false, field: "key", error: REFUSED_KEY }),
      });
      provider.attach();
      socket.connect().catch(notAnswered);
    } catch {
      notAnswered();
    }
  });
}
