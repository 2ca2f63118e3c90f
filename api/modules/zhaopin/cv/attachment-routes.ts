import { Hono } from "hono";
import { beijingJson } from "@/api/contract/beijing-time";
import { CV_ATTACHMENT_MAX_BYTES, CV_ATTACHMENT_MSG, CvAttachmentFormSchema } from "@/api/contract/zhaopin-cv-attachment";
import type { Deps } from "../../../deps";
import { envelope } from "../../../protocol/envelope";
import { Code } from "../../../protocol/errors";
import { readSession } from "../../../protocol/session";
import { ticketedRoute } from "../../upload/ticketed-route";
import { attachmentDownloadOf, storeMyAttachment } from "./attachment";

/**
 * POST /api/zhaopin/cv-attachment: the signed-in person's 附件简历, multipart {file, timestamp, chk, sign} with a ticket
 * from ZhaoPin/GetCVAttachmentTicket, as the upload host takes a file (a signed call cannot carry one): the ticket is the
 * signature, good for this person and this route once. Answers {code, msg, data: CvAttachment}.
 */
export function cvAttachmentUploadRoutes(deps: Deps) {
  return ticketedRoute(deps, {
    schema: CvAttachmentFormSchema,
    maxBytes: CV_ATTACHMENT_MAX_BYTES,
    tooLarge: CV_ATTACHMENT_MSG.tooLarge,
    badTicket: CV_ATTACHMENT_MSG.badTicket,
    spentAs: "cv-attachment-ticket",
    scopeOf: () => "cv-attachment",
    done: async (c, user, { file }) => {
      const data = await storeMyAttachment(deps, user.id, file);
      return c.body(beijingJson(envelope(Code.ok, CV_ATTACHMENT_MSG.uploaded, data)), 200, {
        "content-type": "application/json",
      });
    },
  });
}

/** GET /ZhaoPin/CVAttachment: the signed-in person's own file; a visitor, or a person with none, gets 404. */
export function cvAttachmentDownloadRoutes(deps: Deps) {
  return new Hono().get("/", async (c) => {
    const user = await readSession(deps.db, c);
    const file = user && (await attachmentDownloadOf(deps, user.id));
    return file || c.text(CV_ATTACHMENT_MSG.notFound, 404, { "Cache-Control": "private, no-store" });
  });
}
