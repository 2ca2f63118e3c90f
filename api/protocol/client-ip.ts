import type { Context } from "hono";
import { getConnInfo } from "hono/bun";

/** The address of whoever opened the connection (a proxy, when there is one). */
export function peerAddress(c: Context) {
  let peer = "unknown";
  try {
    peer = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in scripts has no socket
  }
  return peer.replace(/^::ffff:/, "");
}

/** The client's address; X-Forwarded-For is believed only when the peer is a configured trusted proxy. */
export function clientIp(c: Context, trustedProxies: string[]): string {
  const peer = peerAddress(c);
  if (!trustedProxies.includes(peer)) return peer;
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Walk from the nearest hop back, skipping our own proxies: the first other address is the client.
  for (let i = hops.length - 1; i >= 0; i--) if (!trustedProxies.includes(hops[i])) return hops[i];
  return peer;
}
