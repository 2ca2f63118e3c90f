import { type Context, Hono } from "hono";
import type { Deps } from "../../deps";
import { envelope } from "../../protocol/envelope";
import { Code } from "../../protocol/errors";
import { readSession } from "../../protocol/session";
import { keyOf, privateOwner } from "./keys";

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  mp4: "video/mp4",
  m3u8: "application/vnd.apple.mpegurl",
  m4s: "video/iso.segment",
};
/**
 * Every file opens sandboxed. Chrome will not start its PDF viewer in a sandboxed page, so a PDF (an operator's upload,
 * which may carry JavaScript) is a download, never a page of this site.
 */
const FILE_CSP = "default-src 'none'; sandbox";

const notFound = (c: Context) => c.json(envelope(Code.notFound, "文件不存在"), 404);

/**
 * GET /uploads/<key>. Public files for anyone, cached for good (a key is never reused). A private file (ID photo)
 * only for its owner or an operator; anyone else gets the same 404 as for a file that does not exist.
 */
export function fileRoutes(deps: Deps) {
  const files = new Hono();
  files.get("/*", async (c) => {
    const key = keyOf(new URL(c.req.url).pathname);
    if (!key) return notFound(c);
    const owner = privateOwner(key);
    if (owner !== null) {
      const user = await readSession(deps.db, c);
      if (!user || (user.id !== owner && !user.roles.includes("operator"))) return notFound(c);
    }
    const file = await deps.storage.get(key);
    if (!file) return notFound(c);
    const ext = key.slice(key.lastIndexOf(".") + 1);
    return new Response(file.body, {
      headers: {
        "Content-Type": CONTENT_TYPES[ext],
        "Content-Length": String(file.size),
        "Cache-Control": owner === null ? "public, max-age=31536000, immutable" : "private, no-store",
        // The type was checked by content when stored; nosniff keeps browsers to it (a PDF is never run as HTML).
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": FILE_CSP,
        ...(ext === "pdf" ? { "Content-Disposition": `attachment; filename="${key.slice(key.lastIndexOf("/") + 1)}"` } : {}),
      },
    });
  });
  return files;
}
