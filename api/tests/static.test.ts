import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compressAssets } from "@/scripts/compress-assets";
import { portalOptions, ROUTE_PRELOADS_FILE, spaRoutes } from "../static";

const dir = mkdtempSync(join(tmpdir(), "xuexi-spa-"));
const INDEX = "<!doctype html><html><head><title>门户</title></head><body></body></html>";
/** A hashed bundle as the build leaves it: with its source map beside it, and its encoded twins once compressed. */
const BUNDLE = `${"console.log('欢迎来到学习门户');\n".repeat(200)}//# sourceMappingURL=app-abcdef12.js.map\n`;
writeFileSync(join(dir, "index.html"), INDEX);
writeFileSync(join(dir, "app-abcdef12.js"), BUNDLE);
writeFileSync(join(dir, "app-abcdef12.js.map"), '{"version":3,"sources":["portal/main.tsx"],"mappings":""}');
beforeAll(() => compressAssets(dir));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const app = spaRoutes(dir, { production: false });

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, acceptEncoding === undefined ? {} : { headers: { "Accept-Encoding": acceptEncoding } });

/** The body as sent (app.request does not decode it), checked against the Content-Length it came with. */
async function sentBytes(res: Response) {
  const body = Buffer.from(await res.arrayBuffer());
  expect(Number(res.headers.get("content-length"))).toBe(body.length);
  return body;
}

test("a broken percent-encoding in a static path answers 400 in Chinese, not 500", async () => {
  for (const path of ["/%E0%A4%A.js", "/%E0%A4%A", "/assets/%ZZ.css"]) {
    const res = await app.request(path);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("请求路径无效");
  }
});

test("files are served, a missing asset is 404 and any other path is the SPA's index", async () => {
  expect((await app.request("/app-abcdef12.js")).status).toBe(200);
  expect((await app.request("/missing.js")).status).toBe(404);
  const page = await app.request("/certification/exam");
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<title>门户</title>");
});

test("a browser that accepts brotli gets the hashed bundle brotli-encoded, cached for a year, decoding to the bundle", async () => {
  const res = await get("/app-abcdef12.js", "gzip, deflate, br, zstd");
  expect(res.headers.get("content-encoding")).toBe("br");
  expect(res.headers.get("vary")).toBe("Accept-Encoding");
  expect(res.headers.get("content-type")).toStartWith("text/javascript");
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const body = await sentBytes(res);
  expect(body.length).toBeLessThan(Buffer.byteLength(BUNDLE) / 10);
  expect(brotliDecompressSync(body).toString()).toBe(BUNDLE);
});

test("a client that accepts gzip but not brotli gets the bundle gzip-encoded", async () => {
  for (const accepted of ["gzip", "br;q=0, gzip", "gzip, br;q=0.5", "br;q=0, *"]) {
    const res = await get("/app-abcdef12.js", accepted);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toStartWith("text/javascript");
    expect(gunzipSync(await sentBytes(res)).toString()).toBe(BUNDLE);
  }
});

test("a client that accepts neither gets the bundle as it is, marked as varying by Accept-Encoding", async () => {
  for (const accepted of [undefined, "identity", "deflate", "br;q=0", "gzip;q=0, br;q=0", "*;q=0"]) {
    const res = await get("/app-abcdef12.js", accepted);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect((await sentBytes(res)).toString()).toBe(BUNDLE);
  }
});

test("the SPA's index is sent compressed too, and never served from cache unchecked", async () => {
  const res = await get("/certification/exam", "gzip, deflate, br");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-encoding")).toBe("br");
  expect(res.headers.get("content-type")).toStartWith("text/html");
  expect(res.headers.get("cache-control")).toBe("no-cache");
  expect(brotliDecompressSync(await sentBytes(res)).toString()).toBe(INDEX);
});

test("a source map is served in development and 404 in production, where the bundle is still served", async () => {
  expect((await app.request("/app-abcdef12.js.map")).status).toBe(200);
  const production = spaRoutes(dir, { production: true });
  expect((await production.request("/app-abcdef12.js.map")).status).toBe(404);
  expect((await production.request("/app-abcdef12.js")).status).toBe(200);
});

test("the portal answers its page for its own paths, in any case, and the same page with 404 for any other", async () => {
  const portal = spaRoutes(dir, { production: false }, portalOptions({ icpFiling: null, supportContact: null }));
  for (const path of ["/", "/home/index", "/TRAINING/detail/demo-upcoming", "/certificate/verify?no=1"]) {
    const res = await portal.request(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  }
  for (const path of ["/no-such-page", "/Training/Detail", "/home/index/more"]) {
    const res = await portal.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toStartWith("text/html");
    expect(await res.text()).toBe(INDEX);
  }
  expect((await portal.request("/app-abcdef12.js")).status).toBe(200);
});

test("the footer's settings go into the page's head as meta tags, escaped", async () => {
  const portal = spaRoutes(
    dir,
    { production: false },
    portalOptions({ icpFiling: "京ICP备12345678号-1", supportContact: 'a"b@example.com' }),
  );
  const res = await portal.request("/nowhere");
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain('<meta name="site-icp-filing" content="京ICP备12345678号-1">');
  expect(html).toContain('<meta name="site-support-contact" content="a&quot;b@example.com">');
  expect(html).toContain('content="a&quot;b@example.com"></head>');
});

test("a page names the chunks its route needs as modulepreload links, each page its own; the 404 page none", async () => {
  const withPreloads = mkdtempSync(join(tmpdir(), "xuexi-spa-preloads-"));
  try {
    writeFileSync(join(withPreloads, "index.html"), INDEX);
    const preloads = { "/": ["/chunk-home.js", "/chunk-shared.js"], "/Training/Detail/$id": ["/chunk-detail.js", "/chunk-shared.js"] };
    writeFileSync(join(withPreloads, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    const portal = spaRoutes(withPreloads, { production: false }, portalOptions({ icpFiling: null, supportContact: null }));
    const links = async (path: string) => {
      const html = await (await portal.request(path)).text();
      return Array.from(html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g), (m) => m[1]);
    };
    expect(await links("/")).toEqual(preloads["/"]);
    expect(await links("/training/detail/demo-upcoming")).toEqual(preloads["/Training/Detail/$id"]);
    expect(await links("/Help/Center")).toEqual([]);
    const missing = await portal.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(INDEX);
  } finally {
    rmSync(withPreloads, { recursive: true, force: true });
  }
});
