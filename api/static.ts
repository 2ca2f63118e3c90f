import { existsSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { type Context, Hono } from "hono";
import { ENCODED_SUFFIX, ENCODINGS, negotiatedEncoding } from "./content-encoding";
import type { Env } from "./env";

/** The path as the file system names it, or null when its percent-encoding is broken (/%E0%A4%A.js). */
function decodedPath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * A built file in the encoding the request accepts: its brotli or gzip twin written at build time
 * (scripts/compress-assets.ts) when there is one, else the file itself; typed and sized as what is sent.
 */
function builtFile(c: Context, file: string, cacheControl: string) {
  const offered = ENCODINGS.filter((encoding) => existsSync(file + ENCODED_SUFFIX[encoding]));
  const encoding = negotiatedEncoding(c.req.header("Accept-Encoding"), offered);
  const sent = Bun.file(encoding === "identity" ? file : file + ENCODED_SUFFIX[encoding]);
  const headers = new Headers({ "Content-Type": Bun.file(file).type, "Content-Length": String(sent.size), "Cache-Control": cacheControl });
  if (offered.length > 0) headers.set("Vary", "Accept-Encoding");
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  return new Response(sent, { headers });
}

/**
 * Serves a built SPA: files as they are (hashed assets cached for a year), any other path gets index.html
 * so the client router can take it.
 *
 * Source maps stay on disk for operators but are not published in production (they hold our whole source). The
 * bundles keep their `//# sourceMappingURL` comment: browsers fetch a map only while developer tools are open, so the
 * 404 costs visitors nothing, and one build serves both development and production.
 */
export function spaRoutes(dir: string, env: Pick<Env, "production">) {
  const app = new Hono();
  app.get("/*", async (c) => {
    const url = new URL(c.req.url);
    const prefix = c.req.routePath.replace(/\/\*$/, "");
    const decoded = decodedPath(url.pathname.slice(prefix.length));
    if (decoded === null) return c.text("请求路径无效", 400);
    const rel = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
    const file = join(dir, rel);
    const hidden = env.production && extname(rel) === ".map";
    if (file.startsWith(dir) && extname(rel) && !hidden && existsSync(file)) {
      const hashed = /-[a-z0-9]{8,}\.\w+$/.test(rel);
      return builtFile(c, file, hashed ? "public, max-age=31536000, immutable" : "public, max-age=300");
    }
    if (extname(rel) && extname(rel) !== ".html") return c.text("Not Found", 404);
    return builtFile(c, join(dir, "index.html"), "no-cache");
  });
  return app;
}
