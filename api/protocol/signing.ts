import { timingSafeEqual } from "node:crypto";
import canonicalize from "canonicalize";

/** Window for client timestamps and for replay detection (PROTOCOL.md: 300 s). */
export const SKEW_MS = 300_000;
export const RANDOM_RE = /^[A-Za-z0-9]{16,64}$/;

/** lower(path) \n timestamp \n random \n JCS(body without signature). */
function canonicalString(path: string, body: Record<string, unknown>) {
  const { signature: _signature, ...rest } = body;
  return `${path.toLowerCase()}\n${body.timestamp}\n${body.random}\n${canonicalize(rest)}`;
}

/** Bun's native HMAC, compared as bytes: a signed call's check costs a few µs less than node:crypto's and hex both ways. */
export function verifySignature(key: Buffer, path: string, body: Record<string, unknown>) {
  const given = body.signature;
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = new Bun.CryptoHasher("sha256", key).update(canonicalString(path, body)).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
