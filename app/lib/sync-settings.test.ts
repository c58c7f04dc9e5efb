// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkSyncForm, unreachable } from "./sync-settings";
import { syncStateText } from "./sync-status";

const KEY = "0123456789abcdef0123";

describe("checkSyncForm", () => {
  it("accepts ws:// and wss:// addresses with a long enough key, trimmed", () => {
    expect(checkSyncForm(" ws://127.0.0.1:1234 ", ` ${KEY} `)).toEqual({ ok: true, server: "ws://127.0.0.1:1234", key: KEY });
    expect(checkSyncForm("wss://sync.example.org", KEY)).toMatchObject({ ok: true, server: "wss://sync.example.org" });
  });

  it("refuses empty fields, naming the field", () => {
    expect(checkSyncForm("", KEY)).toMatchObject({ ok: false, field: "server" });
    expect(checkSyncForm("   ", KEY)).toMatchObject({ ok: false, field: "server" });
    expect(checkSyncForm("ws://h:1", "")).toMatchObject({ ok: false, field: "key" });
    expect(checkSyncForm(undefined, undefined)).toMatchObject({ ok: false, field: "server" });
  });

  it("refuses addresses that are not ws:// or wss://", () => {
    for (const server of ["http://sync.example.org", "sync.example.org", "https://x", "ws//x", "ftp://x"]) {
      expect(checkSyncForm(server, KEY)).toMatchObject({ ok: false, field: "server", error: expect.stringContaining("ws://") });
    }
  });

  it("says what is wrong after ws:// or wss://: no host name, one that cannot be, or a port out of range", () => {
    for (const server of ["wss://", "ws://", "wss://a b", "ws://:1234"]) {
      expect(checkSyncForm(server, KEY)).toMatchObject({ ok: false, field: "server", error: expect.stringContaining("comes the server's host name") });
    }
    expect(checkSyncForm("ws://127.0.0.1:99999", KEY)).toMatchObject({
      ok: false,
      field: "server",
      error: "99999 is not a port: a port is a number from 1 to 65535.",
    });
    expect(checkSyncForm("WSS://sync.example.org:65535", KEY)).toMatchObject({ ok: true });
  });

  it("refuses addresses that carry credentials or a query (a key must never go into a URL)", () => {
    expect(checkSyncForm(`wss://sync.example.org/?token=${KEY}`, KEY)).toMatchObject({ ok: false, field: "server" });
    expect(checkSyncForm("wss://me:pw@sync.example.org", KEY)).toMatchObject({ ok: false, field: "server" });
  });

  it("refuses a key shorter than 16 characters", () => {
    expect(checkSyncForm("ws://h:1", "short")).toMatchObject({ ok: false, field: "key", error: expect.stringContaining("16") });
    expect(checkSyncForm("ws://h:1", "x".repeat(16))).toMatchObject({ ok: true });
  });
});

describe("syncStateText", () => {
  it("says each state as the header shows it", () => {
    expect(syncStateText({ state: "synced" })).toBe("Synced");
    expect(syncStateText({ state: "syncing" })).toBe("Syncing…");
    expect(syncStateText({ state: "offline" })).toBe("Offline: changes will sync when you're back");
    // The network is there and the server is not: the user's connection is not what to check.
    expect(syncStateText({ state: "unreachable" })).toBe("Can't reach the sync server: changes will sync when it's back");
    expect(syncStateText({ state: "error", error: "The sync server refused this key." })).toBe(
      "Sync error: The sync server refused this key.",
    );
    expect(unreachable("ws://x:1")).toBe("Can't reach the sync server at ws://x:1; your data stays on this device.");
  });
});
