import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { type Context, Hono } from "hono";
import { ENCODED_SUFFIX, ENCODINGS, negotiatedEncoding } from "./content-encoding";
import { isPortalPath } from "./contract/portal-paths";
import { SITE_META } from "./contract/site-meta";
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

/** What the server adds to the SPA's page beyond the built files. */
export type SpaOptions = {
  /** The paths the SPA has a page for; any other path gets the page with HTTP 404 (the SPA draws its 404). Unset: all. */
  isPage?: (pathname: string) => boolean;
  /** <meta name content> tags put into the page's head: the site's settings the SPA reads (api/contract/site-meta.ts). */
  meta?: Record<string, string>;
};

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** index.html, with the configured meta tags when there are any (then built in memory and compressed by the app). */
function spaPage(c: Context, dir: string, status: 200 | 404, meta: Record<string, string>) {
  const file = join(dir, "index.html");
  const tags = Object.entries(meta).map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}">`);
  if (tags.length === 0) {
    const built = builtFile(c, file, "no-cache");
    return status === 200 ? built : new Response(built.body, { status, headers: built.headers });
  }
  const html = readFileSync(file, "utf8").replace("</head>", `${tags.join("")}</head>`);
  return c.html(html, status, { "Cache-Control": "no-cache" });
}

/**
 * Serves a built SPA: files as they are (hashed assets cached for a year), a page path gets index.html so the
 * client router can take it (with 404 when the SPA has no page there).
 *
 * Source maps stay on disk for operators but are not published in production (they hold our whole source). The
 * bundles keep their `//# sourceMappingURL` comment: browsers fetch a map only while developer tools are open, so the
 * 404 costs visitors nothing, and one build serves both development and production.
 */
export function spaRoutes(dir: string, env: Pick<Env, "production">, { isPage = () => true, meta = {} }: SpaOptions = {}) {
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
    return spaPage(c, dir, isPage(url.pathname.slice(prefix.length) || "/") ? 200 : 404, meta);
  });
  return app;
}

/** The portal's options: its route patterns, and the footer's settings from the environment. */
export function portalOptions(env: Pick<Env, "icpFiling" | "supportContact">): SpaOptions {
  const meta: Record<string, string> = {};
  if (env.icpFiling) meta[SITE_META.icpFiling] = env.icpFiling;
  if (env.supportContact) meta[SITE_META.supportContact] = env.supportContact;
  return { isPage: isPortalPath, meta };
}
