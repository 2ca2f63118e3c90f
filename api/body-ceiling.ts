import type { Context, MiddlewareHandler } from "hono";
import { envelope } from "./protocol/envelope";
import { httpError } from "./protocol/errors";

/** The most any request may send, the course video upload excepted; each route sets its own smaller limit besides. */
const BODY_CEILING_BYTES = 64 * 1024 * 1024;
/** The one route that takes more: course videos of up to 2 GB, streamed to storage (docs/decisions/0027). */
const VIDEO_UPLOAD_PATH = "/admin/api/videos";

const tooLarge = (c: Context) => c.json(envelope(413, "请求内容过大"), 413);

/** The body as it arrives, erroring once more than the ceiling has come; read lazily, so nothing is held here. */
function capped(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(ctl) {
      const { done, value } = await reader.read();
      if (done) return ctl.close();
      size += value.byteLength;
      if (size > BODY_CEILING_BYTES) {
        await reader.cancel();
        return ctl.error(httpError(413, "请求内容过大"));
      }
      ctl.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * Bun's own limit (maxRequestBodySize) is one number for the whole server, so it is set for the video upload and this
 * keeps every other route to the 64 MB it had: a declared length over it is refused unread, a chunked body is cut off
 * there. (hono/body-limit would buffer a chunked body whole, which is what issue 12 took out.)
 */
export function bodyCeiling(): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body || (c.req.method === "POST" && c.req.path === VIDEO_UPLOAD_PATH)) return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined && !c.req.raw.headers.has("transfer-encoding")) {
      return Number(declared) > BODY_CEILING_BYTES ? tooLarge(c) : next();
    }
    c.req.raw = new Request(c.req.raw, { body: capped(body), duplex: "half" } as RequestInit);
    return next();
  };
}
