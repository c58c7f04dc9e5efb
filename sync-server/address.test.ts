import { describe, expect, it } from "vitest";
import { clientAddress, isLoopback } from "./address";

describe("isLoopback", () => {
  it("knows IPv4, IPv6 and IPv4-mapped loopback addresses", () => {
    expect(["127.0.0.1", "127.8.9.1", "::1", "::ffff:127.0.0.1"].every(isLoopback)).toBe(true);
    expect(["10.0.0.1", "::ffff:192.168.1.2", "2001:db8::1", "1270.0.0.1"].some(isLoopback)).toBe(false);
  });
});

describe("clientAddress", () => {
  it("is the peer's address for a direct connection, whatever its headers claim", () => {
    expect(clientAddress("203.0.113.7", { "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" })).toBe(
      "203.0.113.7",
    );
  });

  it("behind a local proxy, is X-Real-IP, else the last X-Forwarded-For entry (the one the proxy added)", () => {
    expect(clientAddress("127.0.0.1", { "x-real-ip": "203.0.113.7" })).toBe("203.0.113.7");
    expect(clientAddress("::ffff:127.0.0.1", { "x-forwarded-for": "6.6.6.6, 203.0.113.7" })).toBe("203.0.113.7");
    expect(clientAddress("::1", { "x-forwarded-for": ["1.1.1.1", "6.6.6.6,203.0.113.9 "] })).toBe("203.0.113.9");
  });

  it("behind a local proxy without forwarding headers, is the proxy's address", () => {
    expect(clientAddress("127.0.0.1", {})).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", { "x-forwarded-for": " , " })).toBe("127.0.0.1");
    expect(clientAddress(undefined, {})).toBe("unknown");
  });
});
