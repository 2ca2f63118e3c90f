import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { logCrash } from "@/api/protocol/crash-log";
import { AppError } from "@/api/protocol/errors";
import { pgErrorCode } from "@/db/pg-error";

/** `errors` is react-admin's server-side validation: the form shows each message under its input. */
function body(message: string, field?: string) {
  return field ? { message, field, errors: { [field]: message } } : { message };
}

/**
 * Renders any error as {"message"}: an AppError (httpError() of the back office, or fail() of shared portal code, whose
 * HTTP 200 becomes 400) with its status, a duplicate key as 409; anything unexpected is logged and answered with a generic 500.
 */
export function renderAdminError(c: Context, err: unknown) {
  if (err instanceof AppError) {
    const status = (err.status === 200 ? 400 : err.status) as ContentfulStatusCode;
    return c.json(body(err.message, err.field), status);
  }
  if (pgErrorCode(err) === "23505") return c.json({ message: "记录已存在，不能重复" }, 409);
  logCrash(c, err);
  return c.json({ message: "服务器开小差了，请稍后再试" }, 500);
}
