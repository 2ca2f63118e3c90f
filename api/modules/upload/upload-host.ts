import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { UPLOAD_MAX_BYTES, UPLOAD_MSG, UploadFormSchema } from "../../contract/upload";
import type { Deps } from "../../deps";
import { envelope } from "../../protocol/envelope";
import { Code, fail, httpError, needLogin } from "../../protocol/errors";
import { isCrossSite } from "../../protocol/router";
import { readSession, type SessionUser } from "../../protocol/session";
import { SKEW_MS } from "../../protocol/signing";
import { storeUpload } from "./service";
import { TICKET_TTL_MS, ticketValid } from "./ticket";

/** Room for the multipart boundaries and the ticket fields beside the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Tickets are spent in the protocol's replay store, under a name no cipher id can take. */
const TICKET_SCOPE = "upload-ticket";
// That store forgets a pair 2 x SKEW_MS after its use: a ticket must have expired by then, or it could be spent twice.
if (TICKET_TTL_MS > 2 * SKEW_MS) throw new Error("TICKET_TTL_MS must not exceed the replay store's window");

/**
 * The upload host: POST /upload, multipart {file, pathType, timestamp, chk, sign}, with a ticket from
 * common/uploadticket. Answers {code, msg, data: {path}}.
 */
export function uploadHost(deps: Deps) {
  const host = new Hono<{ Variables: { user: SessionUser } }>();
  host.post(
    "/",
    // Who is asking is settled before any of the body is read: a stranger's upload is refused unread.
    async (c, next) => {
      if (isCrossSite(c.req.raw.headers, c.req.url)) throw httpError(403, "非法的请求来源");
      c.set("user", (await readSession(deps.db, c)) ?? needLogin());
      return next();
    },
    // Refused on Content-Length before any of the body is read; a chunked body is counted as it arrives.
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES,
      onError: () => {
        throw httpError(413, UPLOAD_MSG.tooLarge);
      },
    }),
    async (c) => {
      const user = c.var.user;
      const form = await c.req.raw.formData().catch(() => null);
      // Every field present (null when not sent), so a missing one gets its own message.
      const fields = Object.fromEntries(Object.keys(UploadFormSchema.entries).map((k) => [k, form?.get(k) ?? null]));
      const parsed = v.safeParse(UploadFormSchema, fields);
      if (!parsed.success) fail(parsed.issues[0].message, v.getDotPath(parsed.issues[0]) ?? undefined);
      const { file, pathType, ...ticket } = parsed.output;
      if (!ticketValid(deps.env.appSecret, user.id, pathType, ticket)) fail(UPLOAD_MSG.badTicket, "sign");
      if (!(await deps.replay.claim(TICKET_SCOPE, ticket.chk))) fail(UPLOAD_MSG.badTicket, "sign");
      const path = await storeUpload(deps, user.id, pathType, file);
      return c.json(envelope(Code.ok, UPLOAD_MSG.uploaded, { path }));
    },
  );
  return host;
}
