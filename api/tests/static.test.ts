import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spaRoutes } from "../static";

const dir = mkdtempSync(join(tmpdir(), "xuexi-spa-"));
writeFileSync(join(dir, "index.html"), "<!doctype html><title>门户</title>");
writeFileSync(join(dir, "app-abcdef12.js"), "console.log(1)");
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const app = spaRoutes(dir);

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
