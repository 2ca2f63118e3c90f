import type { Context } from "hono";

/** A quoted value inside a database message (`invalid input syntax for type integer: "139…"`). */
const QUOTED = /"[^"]*"/g;

/**
 * What the log keeps of a crash: the method, the path (never the query string), and the error with a failed query's
 * SQL and its cause's code, never the query's parameters or the values a database message quotes: they may be a
 * searched phone or ID number, or a form's contents. The request id (rid=) is the access log's line for the same request.
 */
export function logCrash(c: Context, err: unknown) {
  const rid = c.get("requestId") ?? "-";
  console.error(`[${new Date().toISOString()}] ${c.req.method} ${new URL(c.req.url).pathname} rid=${rid}\n${crashText(err)}`);
}

function crashText(err: unknown) {
  if (!(err instanceof Error)) return typeof err;
  const text = (err.stack ?? err.message).replace(/\nparams: .*$/m, "");
  const cause = err.cause;
  if (!(cause instanceof Error)) return text;
  const sqlState = (cause as { code?: unknown }).code;
  const code = typeof sqlState === "string" ? ` [${sqlState}]` : "";
  return `${text}\n原因${code}: ${cause.message.replace(QUOTED, '"…"')}`;
}
