import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../protocol/errors";

/** A back-office failure: its HTTP status and the Chinese message react-admin shows (`field` names the input at fault). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The SQLSTATE of a PostgreSQL error, however deep the driver wrapped it. */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** `errors` is react-admin's server-side validation: the form shows each message under its input. */
function body(message: string, field?: string) {
  return field ? { message, field, errors: { [field]: message } } : { message };
}

/**
 * Renders any error as {"message"}. Failures of shared portal code (`fail()`: HTTP 200, code 1) become 400,
 * a duplicate key 409; anything unexpected is logged and answered with a generic 500.
 */
export function renderAdminError(c: Context, err: unknown) {
  if (err instanceof HttpError) return c.json(body(err.message, err.field), err.status);
  if (err instanceof AppError) {
    const field = (err.data as { field?: string } | null)?.field;
    const status = (err.status === 200 ? 400 : err.status) as ContentfulStatusCode;
    return c.json(body(err.message, field), status);
  }
  if (pgErrorCode(err) === "23505") return c.json({ message: "记录已存在，不能重复" }, 409);
  console.error(`[${new Date().toISOString()}] ${c.req.method} ${new URL(c.req.url).pathname}`, err);
  return c.json({ message: "服务器开小差了，请稍后再试" }, 500);
}
