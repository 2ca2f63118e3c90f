import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { createApp } from "@/api/app";
import { createDeps } from "@/api/deps";
import type { Database } from "@/db/client";
import { freshDatabase } from "@/tests/support/database";
import { testEnv } from "@/tests/support/server";
import { spaRoutes } from "../static";

const dir = mkdtempSync(join(tmpdir(), "xuexi-spa-"));
writeFileSync(join(dir, "index.html"), "<!doctype html><title>门户</title>");
let database: Database;
let app: Hono;
let httpsApp: Hono;

/** The app as server.ts serves it: the api, then a built SPA at /admin and at /. */
function served(overrides: Record<string, string>) {
  const env = testEnv(overrides);
  const whole = createApp(createDeps(database.db, env));
  whole.route("/admin", spaRoutes(dir, env));
  whole.route("/", spaRoutes(dir, env));
  return whole;
}

beforeAll(async () => {
  database = await freshDatabase();
  app = served({});
  httpsApp = served({ PUBLIC_URL: "https://xuexi.example.com" });
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const directives = (res: Response) =>
  Object.fromEntries(
    (res.headers.get("content-security-policy") ?? "").split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );

/** WeChat's JS-SDK, allowed while WeChat sign-in is on (the sandbox's, in tests). */
const JSSDK = "https://res.wx.qq.com";

/** STORAGE_DRIVER=s3 with a bucket at this address. */
const bucketEnv = (endpoint: string, bucket: string) => ({
  STORAGE_DRIVER: "s3",
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: "k",
  S3_SECRET_ACCESS_KEY: "s",
});

describe("security headers", () => {
  test("a page runs only the site's own scripts (and WeChat's JS-SDK), is framed by nobody and keeps the camera off", async () => {
    for (const path of ["/", "/training/list", "/admin/", "/admin/users"]) {
      const res = await app.request(path);
      expect(res.headers.get("content-type")).toStartWith("text/html");
      const csp = directives(res);
      expect(csp["script-src"]).toBe(`'self' ${JSSDK}`);
      expect(csp["default-src"]).toBe("'self'");
      expect(csp["object-src"]).toBe("'none'");
      expect(csp["frame-ancestors"]).toBe("'none'");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  test("videos and their playlists come from the site itself, or from the media sites configured", async () => {
    const own = directives(await app.request("/mooctraining/StudyNew/abc"));
    expect(own["media-src"]).toBe("'self' blob:");
    expect(own["connect-src"]).toBe("'self'");
    const withCdn = directives(await served({ MEDIA_ORIGINS: "https://video.example.com" }).request("/mooctraining/StudyNew/abc"));
    expect(withCdn["media-src"]).toBe("'self' https://video.example.com blob:");
    expect(withCdn["connect-src"]).toBe("'self' https://video.example.com");
    expect(withCdn["script-src"]).toBe(`'self' ${JSSDK}`);
  });

  test("with S3_PUBLIC_URL, uploaded images and videos may come from its origin, where /uploads sends them", async () => {
    const bucket = bucketEnv("http://127.0.0.1:9", "b");
    expect(directives(await served(bucket).request("/mooctraining/StudyNew/abc"))["img-src"]).toBe("'self' data: blob:");
    const cdn = directives(
      await served({ ...bucket, S3_PUBLIC_URL: "https://cdn.example.com/xuexi" }).request("/mooctraining/StudyNew/abc"),
    );
    expect(cdn["img-src"]).toBe("'self' data: blob: https://cdn.example.com");
    expect(cdn["media-src"]).toBe("'self' https://cdn.example.com blob:");
  });

  test("with STORAGE_DRIVER=s3 the back office may PUT video parts to the bucket's own address", async () => {
    const bucket = bucketEnv("https://oss-cn-hangzhou.aliyuncs.com", "xuexi");
    expect(directives(await served(bucket).request("/admin/"))["connect-src"]).toBe("'self' https://oss-cn-hangzhou.aliyuncs.com");
    const hosted = directives(await served({ ...bucket, S3_VIRTUAL_HOSTED: "true" }).request("/admin/"));
    expect(hosted["connect-src"]).toBe("'self' https://xuexi.oss-cn-hangzhou.aliyuncs.com");
    expect(directives(await app.request("/admin/"))["connect-src"]).toBe("'self'");
  });

  test("Tencent's captcha widget may load only when the captcha driver is tencent", async () => {
    expect(directives(await app.request("/login"))["frame-src"]).toBeUndefined();
    const withWidget = directives(
      await served({
        CAPTCHA_DRIVER: "tencent",
        TENCENTCLOUD_SECRET_ID: "AKIDx",
        TENCENTCLOUD_SECRET_KEY: "k",
        TENCENT_CAPTCHA_APP_ID: "190000001",
        TENCENT_CAPTCHA_APP_SECRET_KEY: "s",
      }).request("/login"),
    );
    const tencent = "https://*.captcha.qcloud.com https://*.captcha.gtimg.com";
    expect(withWidget["script-src"]).toBe(`'self' ${tencent} ${JSSDK}`);
    expect(withWidget["frame-src"]).toBe(tencent);
    expect(withWidget["frame-ancestors"]).toBe("'none'");
  });

  test("WeChat's JS-SDK may load only while WeChat sign-in is on", async () => {
    expect(directives(await served({ WECHAT_DRIVER: "off" }).request("/"))["script-src"]).toBe("'self'");
  });

  test("only the exam's camera check page and the in-house exam page may use the camera", async () => {
    const res = await app.request("/certification/examcheck/3");
    expect(res.headers.get("permissions-policy")).toContain("camera=(self)");
    const exam = await app.request("/certification/online/12");
    expect(exam.headers.get("permissions-policy")).toContain("camera=(self)");
  });

  test("an api answer runs nothing and is not sniffed", async () => {
    const res = await app.request("/api/common/currentuser", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(directives(res)).toMatchObject({ "default-src": "'none'", "frame-ancestors": "'none'" });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const refused = await app.request("/admin/api/users");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("HSTS is sent once the site is on https, never over plain http", async () => {
    expect((await app.request("/")).headers.get("strict-transport-security")).toBeNull();
    expect((await httpsApp.request("/")).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});
