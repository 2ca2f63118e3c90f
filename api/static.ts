import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { type Context, Hono } from "hono";
import { ENCODED_SUFFIX, ENCODINGS, negotiatedEncoding } from "./content-encoding";
import { portalPathOf } from "./contract/portal-paths";
import { SITE_META } from "./contract/site-meta";
import type { Env } from "./env";
import type { FirstFrameMarkup } from "./first-frame";

/** Where the build leaves a page pattern → chunks map for the SPA (scripts/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

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
  /**
   * The SPA's page pattern for a path (the key of its route preloads), or null where it has none: that path gets the
   * page with HTTP 404 (the SPA draws its 404). Unset: every path is a page, without preloads.
   */
  pageOf?: (pathname: string) => string | null;
  /** <meta name content> tags put into the page's head: the site's settings the SPA reads (api/contract/site-meta.ts). */
  meta?: Record<string, string>;
  /** The page's content drawn on the server, in place of the empty root (api/first-frame.ts). */
  firstFrame?: FirstFrameMarkup;
};

/** The element the SPA renders into, as index.html has it. */
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The chunks each page pattern needs beyond the entry, as the build wrote them (scripts/route-preloads.ts); none if absent. */
function readRoutePreloads(dir: string): Record<string, string[]> {
  const file = join(dir, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

/**
 * index.html, with the configured meta tags and the page's chunks as <link rel="modulepreload"> (so a first visit
 * fetches them with the entry instead of after running it: docs/decisions/0022-route-preloads.md). Without either it
 * is sent as built, precompressed; with them it is built in memory once per page pattern and compressed by the app.
 */
function spaPages(dir: string, meta: Record<string, string>, firstFrame?: FirstFrameMarkup) {
  const file = join(dir, "index.html");
  const metaTags = Object.entries(meta).map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}">`);
  const preloads = readRoutePreloads(dir);
  const pages = new Map<string | null, string>();
  const htmlFor = (page: string | null) => {
    let html = pages.get(page);
    if (html === undefined) {
      const links = (page === null ? [] : (preloads[page] ?? [])).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
      html = readFileSync(file, "utf8").replace("</head>", () => `${[...links, ...metaTags].join("")}</head>`);
      pages.set(page, html);
    }
    return html;
  };
  return async (c: Context, page: string | null, status: 200 | 404) => {
    const frame = page !== null && firstFrame ? await firstFrame(c, page, meta) : null;
    if (frame) {
      const html = htmlFor(page)
        .replace(TITLE, (title) => frame.head || title)
        .replace(EMPTY_ROOT, () => frame.root);
      return c.html(html, status, { "Cache-Control": "no-cache" });
    }
    if (metaTags.length === 0 && (page === null || !preloads[page]?.length)) {
      const built = builtFile(c, file, "no-cache");
      return status === 200 ? built : new Response(built.body, { status, headers: built.headers });
    }
    return c.html(htmlFor(page), status, { "Cache-Control": "no-cache" });
  };
}

/**
 * Serves a built SPA: files as they are (hashed assets cached for a year), a page path gets index.html so the
 * client router can take it (with 404 when the SPA has no page there).
 *
 * Source maps stay on disk for operators but are not published in production (they hold our whole source). The
 * bundles keep their `//# sourceMappingURL` comment: browsers fetch a map only while developer tools are open, so the
 * 404 costs visitors nothing, and one build serves both development and production.
 */
export function spaRoutes(dir: string, env: Pick<Env, "production">, { pageOf, meta = {}, firstFrame }: SpaOptions = {}) {
  const app = new Hono();
  const spaPage = spaPages(dir, meta, firstFrame);
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
    if (!pageOf) return spaPage(c, null, 200);
    const page = pageOf(url.pathname.slice(prefix.length) || "/");
    return spaPage(c, page, page === null ? 404 : 200);
  });
  return app;
}

/** The portal's options: its route patterns, and the footer's settings from the environment. */
export function portalOptions(env: Pick<Env, "icpFiling" | "supportContact">, firstFrame?: FirstFrameMarkup): SpaOptions {
  const meta: Record<string, string> = {};
  if (env.icpFiling) meta[SITE_META.icpFiling] = env.icpFiling;
  if (env.supportContact) meta[SITE_META.supportContact] = env.supportContact;
  return { pageOf: portalPathOf, meta, firstFrame };
}
