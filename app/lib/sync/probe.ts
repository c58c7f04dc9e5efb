import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import * as Y from "yjs";
import { REFUSED_KEY, unreachable } from "../sync-settings";
import { spaceIdForKey } from "../sync-space";

// Connect on the Data page first asks the server, once, whether it takes the
// key: a refused key or an unreachable server is said there, and nothing is
// kept. Loaded on demand, with Yjs and the provider, only when Connect is pressed.

export type ProbeResult = { ok: true } | { ok: false; field: "server" | "key"; error: string };

/** How long Connect waits for the server's answer. */
const PROBE_TIMEOUT_MS = 8000;

export function probeSync(server: string, key: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const doc = new Y.Doc();
    let done = false;
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
    const notReached: ProbeResult = { ok: false, field: "server", error: unreachable(server) };
    const timer = setTimeout(() => finish(notReached), timeoutMs);
    try {
      socket = new HocuspocusProviderWebsocket({
        url: server,
        // One attempt: Connect says at once when the server cannot be reached.
        maxAttempts: 1,
        // Connected below, where its failure is caught: connecting on its own, the provider
        // leaves the rejection of its last failed attempt uncaught (an error in the page).
        autoConnect: false,
        onClose: () => finish(notReached),
      });
      provider = new HocuspocusProvider({
        websocketProvider: socket,
        name: spaceIdForKey(key),
        token: key,
        document: doc,
        onSynced: () => finish({ ok: true }),
        onAuthenticationFailed: () => finish({ ok: false, field: "key", error: REFUSED_KEY }),
      });
      provider.attach();
      socket.connect().catch(() => finish(notReached));
    } catch {
      finish(notReached);
    }
  });
}
