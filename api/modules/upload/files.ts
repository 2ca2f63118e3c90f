import { type Context, Hono } from "hono";
import type { Deps } from "../../deps";
import { envelope } from "../../protocol/envelope";
import { Code } from "../../protocol/errors";
import { readSession } from "../../protocol/session";
import { contentTypeOf } from "../../providers/storage";
import { parseByteRange } from "./byte-range";
import { keyOf, privateOwner } from "./keys";
import { variantFile, variantKey, variantWidth } from "./variants";

/** Every file opens sandboxed and framed by nobody: an image or a video needs neither script nor a parent page. */
const FILE_CSP = "default-src 'none'; sandbox";
/**
 * A PDF is a lesson the portal shows inside its own page, so our pages (and only ours) may frame it. Chrome will not
 * start its PDF viewer in a sandboxed document, so none is set; the viewer runs any script the PDF carries apart from
 * this site's pages, and nosniff keeps the file from ever being read as HTML (docs/decisions/0027).
 */
const PDF_HEADERS = { "Content-Security-Policy": "frame-ancestors 'self'", "X-Frame-Options": "SAMEORIGIN" };

/** A key is never reused, so a public file (or where it lives) may be cached for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Where a public image or video is fetched straight from the bucket or its CDN (S3_PUBLIC_URL); null to serve it from
 * here. A PDF stays here: our pages frame it, which needs our own origin and PDF_HEADERS.
 */
function publicUrlOf(deps: Deps, owner: number | null, key: string) {
  if (owner !== null || key.endsWith(".pdf") || deps.env.storage.driver !== "s3" || !deps.env.storage.s3.publicUrl) return null;
  return `${deps.env.storage.s3.publicUrl}/${key}`;
}

/**
 * What to serve for `?w=`: the variant of a public still at one of PICTURE_WIDTHS (made on its first ask) with the file
 * as read; the key itself for any other width or file, or when no variant could be made (the original then answers,
 * or its 404).
 */
async function sized(deps: Deps, key: string, w: string | undefined) {
  const width = variantWidth(w);
  const variant = width && variantKey(key, width);
  const file = width && variant ? await variantFile(deps.storage, key, width, variant) : null;
  return file ? { key: variant as string, file } : { key, file: null };
}

const notFound = (c: Context) => c.json(envelope(Code.notFound, "文件不存在"), 404);

/**
 * GET /uploads/<key>. Public files for anyone, cached for good (a key is never reused), or sent on to S3_PUBLIC_URL when
 * the bucket has one; `?w=320` or `?w=640` answers a public still at that width (PICTURE_WIDTHS). A private file (ID photo) only for its owner or an operator, always through here; anyone else gets
 * the same 404 as for a file that does not exist. A Range request (a video player seeking) gets just those bytes, read
 * from storage as sent.
 */
export function fileRoutes(deps: Deps) {
  const files = new Hono();
  files.get("/*", async (c) => {
    const asked = keyOf(new URL(c.req.url).pathname);
    if (!asked) return notFound(c);
    const owner = privateOwner(asked);
    const { key, file: variant } = owner === null ? await sized(deps, asked, c.req.query("w")) : { key: asked, file: null };
    if (owner !== null) {
      const user = await readSession(deps.db, c);
      if (!user || (user.id !== owner && !user.roles.includes("operator"))) return notFound(c);
    }
    const direct = publicUrlOf(deps, owner, key);
    if (direct) return new Response(null, { status: 302, headers: { Location: direct, "Cache-Control": IMMUTABLE } });
    const file = variant ?? (await deps.storage.get(key));
    if (!file) return notFound(c);
    const ext = key.slice(key.lastIndexOf(".") + 1);
    const headers = {
      "Content-Type": contentTypeOf(key),
      "Accept-Ranges": "bytes",
      "Cache-Control": owner === null ? IMMUTABLE : "private, no-store",
      // The type was checked by content when stored; nosniff keeps browsers to it (a PDF is never run as HTML).
      "X-Content-Type-Options": "nosniff",
      ...(ext === "pdf" ? PDF_HEADERS : { "Content-Security-Policy": FILE_CSP }),
    };
    const range = parseByteRange(c.req.header("Range"), file.size);
    if (range === "unsatisfiable") {
      return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${file.size}` } });
    }
    if (range) {
      // A stream, not the Blob itself: a bucket's file is a ranged GET only when read as a stream.
      return new Response(file.body.slice(range.start, range.end + 1).stream(), {
        status: 206,
        headers: {
          ...headers,
          "Content-Range": `bytes ${range.start}-${range.end}/${file.size}`,
          "Content-Length": String(range.end - range.start + 1),
        },
      });
    }
    return new Response(file.body.stream(), { headers: { ...headers, "Content-Length": String(file.size) } });
  });
  return files;
}
