import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { beijingDates } from "@/api/contract/beijing-time";
import { CV_ATTACHMENT_MAX_BYTES, CV_ATTACHMENT_MSG, CvAttachmentFormSchema } from "@/api/contract/zhaopin-cv-attachment";
import type { Deps } from "../../../deps";
import { envelope } from "../../../protocol/envelope";
import { Code, fail, httpError, needLogin } from "../../../protocol/errors";
import { isCrossSite } from "../../../protocol/router";
import { readSession, type SessionUser } from "../../../protocol/session";
import { ticketValid } from "../../upload/ticket";
import { attachmentDownloadOf, storeMyAttachment } from "./attachment";

/** Room for the multipart boundaries and the ticket's fields beside the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/**
 * Tickets are spent in the protocol's replay store under a name of their own; it keeps a pair for 2 x SKEW_MS, longer
 * than a ticket lives (upload-host.ts checks that), so none is spent twice.
 */
const TICKET_SCOPE = "cv-attachment-ticket";

/**
 * POST /api/zhaopin/cv-attachment: the signed-in person's 附件简历, multipart {file, timestamp, chk, sign} with a ticket
 * from ZhaoPin/GetCVAttachmentTicket, as the upload host takes a file (a signed call cannot carry one): the ticket is the
 * signature, good for this person and this route once. Answers {code, msg, data: CvAttachment}.
 */
export function cvAttachmentUploadRoutes(deps: Deps) {
  const routes = new Hono<{ Variables: { user: SessionUser } }>();
  routes.post(
    "/",
    // Who is asking is settled before any of the body is read: a stranger's upload is refused unread.
    async (c, next) => {
      if (isCrossSite(c.req.raw.headers, c.req.url)) throw httpError(403, "非法的请求来源");
      c.set("user", (await readSession(deps.db, c)) ?? needLogin());
      return next();
    },
    // Refused on Content-Length before any of the body is read; a chunked body is counted as it arrives.
    bodyLimit({
      maxSize: CV_ATTACHMENT_MAX_BYTES + FORM_OVERHEAD_BYTES,
      onError: () => {
        throw httpError(413, CV_ATTACHMENT_MSG.tooLarge, "file");
      },
    }),
    async (c) => {
      const user = c.var.user;
      const form = await c.req.raw.formData().catch(() => null);
      // Every field present (null when not sent), so a missing one gets its own message.
      const fields = Object.fromEntries(Object.keys(CvAttachmentFormSchema.entries).map((k) => [k, form?.get(k) ?? null]));
      const parsed = v.safeParse(CvAttachmentFormSchema, fields);
      if (!parsed.success) fail(parsed.issues[0].message, v.getDotPath(parsed.issues[0]) ?? undefined);
      const { file, ...ticket } = parsed.output;
      if (!ticketValid(deps.env.appSecret, user.id, "cv-attachment", ticket)) fail(CV_ATTACHMENT_MSG.badTicket, "sign");
      if (!(await deps.replay.claim(TICKET_SCOPE, ticket.chk))) fail(CV_ATTACHMENT_MSG.badTicket, "sign");
      const data = await storeMyAttachment(deps, user.id, file);
      return c.body(JSON.stringify(envelope(Code.ok, CV_ATTACHMENT_MSG.uploaded, data), beijingDates), 200, {
        "content-type": "application/json",
      });
    },
  );
  return routes;
}

/** GET /ZhaoPin/CVAttachment: the signed-in person's own file; a visitor, or a person with none, gets 404. */
export function cvAttachmentDownloadRoutes(deps: Deps) {
  return new Hono().get("/", async (c) => {
    const user = await readSession(deps.db, c);
    const file = user && (await attachmentDownloadOf(deps, user.id));
    return file || c.text(CV_ATTACHMENT_MSG.notFound, 404, { "Cache-Control": "private, no-store" });
  });
}
