import type { IncomingHttpHeaders } from "node:http";

// Which address a connection comes from, for throttling refused keys. Forwarding
// headers are believed only from a proxy on this machine (the peer is a loopback
// address, as with Caddy or nginx in front of a server listening on 127.0.0.1);
// from anyone else they would be a free way around the throttle. Of
// X-Forwarded-For the last entry counts: the one our own proxy appended.

export function isLoopback(address: string): boolean {
  return address === "::1" || /^(::ffff:)?127\./.test(address);
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

export function clientAddress(remoteAddress: string | undefined, headers: IncomingHttpHeaders): string {
  const peer = remoteAddress ?? "unknown";
  if (!isLoopback(peer)) return peer;
  const realIp = firstHeader(headers["x-real-ip"])?.trim();
  if (realIp) return realIp;
  const forwarded = firstHeader(headers["x-forwarded-for"])
    ?.split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return forwarded?.[forwarded.length - 1] ?? peer;
}
