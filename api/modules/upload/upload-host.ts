import { UPLOAD_MAX_BYTES, UPLOAD_MSG, UploadFormSchema } from "../../contract/upload";
import type { Deps } from "../../deps";
import { envelope } from "../../protocol/envelope";
import { Code } from "../../protocol/errors";
import { storeUpload } from "./service";
import { ticketedRoute } from "./ticketed-route";

/**
 * The upload host: POST /upload, multipart {file, pathType, timestamp, chk, sign}, with a ticket from
 * common/uploadticket. Answers {code, msg, data: {path}}.
 */
export function uploadHost(deps: Deps) {
  return ticketedRoute(deps, {
    schema: UploadFormSchema,
    maxBytes: UPLOAD_MAX_BYTES,
    tooLarge: UPLOAD_MSG.tooLarge,
    badTicket: UPLOAD_MSG.badTicket,
    // Under a name no cipher id can take.
    spentAs: "upload-ticket",
    scopeOf: (input) => input.pathType,
    done: async (c, user, { file, pathType }) =>
      c.json(envelope(Code.ok, UPLOAD_MSG.uploaded, { path: await storeUpload(deps, user.id, pathType, file) })),
  });
}
