import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { negotiatedEncoding } from "./content-encoding";

/** Under about 1 KB an answer fits in the first packets anyway: gzip's own header and the work would not pay. */
const MIN_BYTES = 1024;
const gzipped = promisify(gzip);

/**
 * Gzips text answers (JSON, HTML, CSV, calendars) of 1 KB and more for clients that accept gzip (fetch and browsers
 * decode it unseen). Left alone: images and PDFs (compressed already), answers whose encoding was already chosen (the
 * SPAs' files precompressed at build time), HEAD. Text answers here are built in memory (c.json, a CSV string), so
 * reading one to weigh it costs nothing; gzip runs on libuv's thread pool, off the event loop.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || !res.body || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "")) return;
    if (res.headers.has("Content-Encoding") || /accept-encoding/i.test(res.headers.get("Vary") ?? "")) return;
    const bytes = await res.bytes();
    const large = bytes.length >= MIN_BYTES;
    const encode = large && negotiatedEncoding(c.req.header("Accept-Encoding"), ["gzip"]) === "gzip";
    const body = encode ? await gzipped(bytes) : bytes;
    c.res = new Response(body, res);
    // Set after the swap: Hono copies the old answer's headers (a file's Content-Length) onto the new one.
    c.res.headers.set("Content-Length", String(body.length));
    if (large) c.res.headers.append("Vary", "Accept-Encoding");
    if (encode) c.res.headers.set("Content-Encoding", "gzip");
  };
}
