import { existsSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { Hono } from "hono";

/** The path as the file system names it, or null when its percent-encoding is broken (/%E0%A4%A.js). */
function decodedPath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Serves a built SPA: files as they are (hashed assets cached for a year), any other path gets index.html
 * so the client router can take it.
 */
export function spaRoutes(dir: string) {
  const app = new Hono();
  app.get("/*", async (c) => {
    const url = new URL(c.req.url);
    const prefix = c.req.routePath.replace(/\/\*$/, "");
    const decoded = decodedPath(url.pathname.slice(prefix.length));
    if (decoded === null) return c.text("请求路径无效", 400);
    const rel = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
    const file = join(dir, rel);
    if (file.startsWith(dir) && extname(rel) && existsSync(file)) {
      const hashed = /-[a-z0-9]{8,}\.\w+$/.test(rel);
      return new Response(Bun.file(file), {
        headers: { "Cache-Control": hashed ? "public, max-age=31536000, immutable" : "public, max-age=300" },
      });
    }
    if (extname(rel) && extname(rel) !== ".html") return c.text("Not Found", 404);
    return c.html(await Bun.file(join(dir, "index.html")).text(), 200, { "Cache-Control": "no-cache" });
  });
  return app;
}
