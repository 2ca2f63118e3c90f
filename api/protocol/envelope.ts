import type { Context } from "hono";
import { AppError, Code } from "./errors";

export type Envelope = { code: number; msg: string; data: unknown };

export function envelope(code: number, msg: string, data: unknown = null): Envelope {
  return { code, msg, data };
}

/** What the log keeps of a crash: a failed query's SQL and cause, never its parameters (they may hold personal data). */
function forLog(err: unknown) {
  if (!(err instanceof Error)) return String(err);
  const text = err.stack ?? err.message;
  const withoutParams = text.replace(/\nparams: .*$/m, "");
  return err.cause instanceof Error ? `${withoutParams}\n原因: ${err.cause.message}` : withoutParams;
}

/** Renders any thrown value: domain errors as their envelope, anything else as a generic 500 (logged, never shown). */
export function renderError(c: Context, err: unknown) {
  if (err instanceof AppError) return c.json(envelope(err.code, err.message, err.data), err.status as 200);
  console.error(`[${new Date().toISOString()}] ${c.req.method} ${new URL(c.req.url).pathname}\n${forLog(err)}`);
  return c.json(envelope(Code.crash, "服务器开小差了，请稍后再试"), 500);
}
