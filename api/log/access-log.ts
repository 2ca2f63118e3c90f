import type { MiddlewareHandler } from "hono";
import { requestIdOf } from "./request-id";
import type { LogSink } from "./sink";

/** A run of 11 or more digits in a path may be a phone or ID number someone typed into the address bar. */
const LONG_NUMBER = /\d{11,}/g;
const MAX_PATH = 200;

/**
 * The path as sent (still percent-encoded, so an encoded line break cannot split a log line), without the query string,
 * which carries searched names, numbers and codes. Hono's c.req.path is decoded, hence the raw URL.
 */
function loggedPath(url: string) {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  const query = url.indexOf("?", start);
  const path = start < 0 ? "/" : url.slice(start, query < 0 ? undefined : query);
  return path.slice(0, MAX_PATH).replace(LONG_NUMBER, "…");
}

/**
 * One line per request: time, method, path, status, milliseconds until the answer was ready, request id. Never the
 * query, the body, cookies, the address or anything else that names a person. The id goes back as X-Request-Id and
 * into the crash log (api/protocol/crash-log.ts), so a person's report and both logs can be matched.
 */
export function accessLog(sink: LogSink | null, trustedProxies: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c, trustedProxies);
    c.set("requestId", id);
    await next();
    c.res.headers.set("X-Request-Id", id);
    if (!sink) return;
    const ms = (performance.now() - started).toFixed(1);
    sink(`[${new Date().toISOString()}] ${c.req.method} ${loggedPath(c.req.url)} ${c.res.status} ${ms}ms rid=${id}\n`);
  };
}
