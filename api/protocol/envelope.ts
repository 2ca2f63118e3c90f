import type { Context } from "hono";
import { logCrash } from "./crash-log";
import { AppError, Code } from "./errors";

export type Envelope = { code: number; msg: string; data: unknown };

export function envelope(code: number, msg: string, data: unknown = null): Envelope {
  return { code, msg, data };
}

/** Renders any thrown value: domain errors as their envelope, anything else as a generic 500 (logged, never shown). */
export function renderError(c: Context, err: unknown) {
  if (err instanceof AppError) return c.json(envelope(err.code, err.message, err.data), err.status as 200);
  logCrash(c, err);
  return c.json(envelope(Code.crash, "服务器开小差了，请稍后再试"), 500);
}
