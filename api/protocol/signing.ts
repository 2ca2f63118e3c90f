import { createHmac, timingSafeEqual } from "node:crypto";
import canonicalize from "canonicalize";

/** Window for client timestamps and for replay detection (PROTOCOL.md: 300 s). */
export const SKEW_MS = 300_000;
export const RANDOM_RE = /^[A-Za-z0-9]{16,64}$/;

/** lower(path) \n timestamp \n random \n JCS(body without signature). */
function canonicalString(path: string, body: Record<string, unknown>) {
  const { signature: _signature, ...rest } = body;
  return `${path.toLowerCase()}\n${body.timestamp}\n${body.random}\n${canonicalize(rest)}`;
}

function sign(key: Buffer, path: string, body: Record<string, unknown>) {
  return createHmac("sha256", key).update(canonicalString(path, body)).digest("hex");
}

export function verifySignature(key: Buffer, path: string, body: Record<string, unknown>) {
  const given = body.signature;
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(sign(key, path, body), "hex"), Buffer.from(given, "hex"));
}
