import type { Context } from "hono";
import { peerAddress } from "../protocol/client-ip";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
  }
}

/** What a proxy's id may look like (nginx's $request_id, a UUID, a trace id): short, printable, nothing to inject. */
const SANE_ID = /^[\w.:=+/-]{8,128}$/;

/**
 * The request's id: the X-Request-Id a trusted proxy set (so its log and ours share one id), otherwise a fresh UUID.
 * Anyone else's header is ignored, as their X-Forwarded-For is (docs/decisions/0001).
 */
export function requestIdOf(c: Context, trustedProxies: readonly string[]) {
  const offered = c.req.header("x-request-id");
  if (offered && trustedProxies.length && SANE_ID.test(offered) && trustedProxies.includes(peerAddress(c))) return offered;
  return crypto.randomUUID();
}
