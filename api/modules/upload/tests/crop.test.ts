import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { users } from "@/db/schema/account/users";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { cookieOf, getFile, meanColour, twoColourImage } from "./helpers";

// Starting a server and signing three people in can pass 5 s on a busy 2-core machine.
setDefaultTimeout(30_000);

let srv: TestServer;
let owner: TestClient;
let stranger: TestClient;
let operator: TestClient;

async function person(mobile: string, ip: string) {
  const client = testClient(srv.url, { ip });
  await signIn(client, srv.url, mobile);
  return client;
}

beforeAll(async () => {
  srv = await startTestServer();
  owner = await person("13800138200", "10.2.0.1");
  stranger = await person("13800138201", "10.2.0.2");
  operator = await person("13800138202", "10.2.0.3");
  await srv.deps.db
    .update(users)
    .set({ roles: ["person", "operator"] })
    .where(eq(users.mobile, "13800138202"));
});
afterAll(() => srv.stop());

/** 500 x 300: left half red, right half blue. */
const idPhoto = async () => (await twoColourImage(500, 300).jpeg().toBuffer()).toString("base64");
const crop = (x: number, y: number, width: number, height: number) => JSON.stringify({ x, y, width, height });

async function fetchImage(path: string, cookie = "") {
  const res = await getFile(srv.url, path, cookie);
  return { res, bytes: await res.arrayBuffer() };
}

describe("ID photo (pearson/SetIDCardImg)", () => {
  test("cuts the chosen 5:3 region and answers the path of a JPEG that size", async () => {
    const answer = await owner.call<string>("/api/pearson/SetIDCardImg", { data: crop(250, 0, 250, 150), base64: await idPhoto() });
    expect(answer).toMatchObject({ code: 0, msg: "证件照上传成功" });
    expect(answer.data).toMatch(/^\/uploads\/idcard\/\d+\/[0-9a-f]{32}\.jpg$/);

    const { res, bytes } = await fetchImage(answer.data, cookieOf(owner));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const meta = await sharp(Buffer.from(bytes)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 250, 150]);
    const [r, , b] = await meanColour(bytes);
    expect(b).toBeGreaterThan(200); // the right half: blue
    expect(r).toBeLessThan(30);
  });

  test("takes a data: prefix, a crop object and fractional pixels", async () => {
    const answer = await owner.call<string>("pearson/SetIDCardImg", {
      data: { x: 10.4, y: 20.6, width: 99.8, height: 60.2, rotate: 0, scaleX: 1, scaleY: 1 },
      base64: `data:image/jpeg;base64,${await idPhoto()}`,
    });
    expect(answer.code).toBe(0);
    const meta = await sharp(Buffer.from((await fetchImage(answer.data, cookieOf(owner))).bytes)).metadata();
    expect([meta.width, meta.height]).toEqual([100, 60]);
  });

  test("a crop running past the edge is clamped to the image; one wholly outside is refused", async () => {
    const clamped = await owner.call<string>("pearson/SetIDCardImg", { data: crop(400, 200, 250, 150), base64: await idPhoto() });
    const meta = await sharp(Buffer.from((await fetchImage(clamped.data, cookieOf(owner))).bytes)).metadata();
    expect([meta.width, meta.height]).toEqual([100, 100]);

    const outside = await owner.call("pearson/SetIDCardImg", { data: crop(600, 0, 50, 30), base64: await idPhoto() });
    expect(outside).toMatchObject({ code: 1, msg: "裁剪区域无效，请重新选择", data: { field: "data" } });
  });

  test("crop values that are not numbers, or JSON that is not JSON, are refused", async () => {
    for (const data of ['{"x":"a","y":0,"width":10,"height":10}', "{x:1}", crop(0, 0, 0, 10), crop(0, 0, 10, -5), ""]) {
      const answer = await owner.call("pearson/SetIDCardImg", { data, base64: await idPhoto() });
      expect(answer).toMatchObject({ code: 1, msg: "裁剪区域无效，请重新选择" });
    }
  });

  test("the crop is in the upright picture's pixels, as the browser shows a photo with EXIF orientation", async () => {
    // Stored 300 x 200 with orientation 6 (turn 90° clockwise): shown 200 wide, 300 high.
    const sideways = await twoColourImage(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const answer = await owner.call<string>("pearson/SetIDCardImg", { data: crop(0, 0, 200, 300), base64: sideways.toString("base64") });
    const meta = await sharp(Buffer.from((await fetchImage(answer.data, cookieOf(owner))).bytes)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 300, undefined]);
  });

  test("no image: '请先选择图片'; something else in base64: '文件类型无效'", async () => {
    expect(await owner.call("pearson/SetIDCardImg", { data: crop(0, 0, 10, 10), base64: "" })).toMatchObject({
      code: 1,
      msg: "请先选择图片",
    });
    expect(await owner.call("pearson/SetIDCardImg", { data: crop(0, 0, 10, 10) })).toMatchObject({ code: 1, msg: "请先选择图片" });
    const html = Buffer.from("<html><body>not a photo</body></html>").toString("base64");
    expect(await owner.call("pearson/SetIDCardImg", { data: crop(0, 0, 10, 10), base64: html })).toMatchObject({
      code: 1,
      msg: "文件类型无效",
      data: { field: "base64" },
    });
    expect(await owner.call("pearson/SetIDCardImg", { data: crop(0, 0, 10, 10), base64: "!!!not base64!!!" })).toMatchObject({
      msg: "文件类型无效",
    });
  });

  test("is personal data: a stranger and a visitor get 404, the owner and an operator see it", async () => {
    const { data: path } = await owner.call<string>("pearson/SetIDCardImg", { data: crop(0, 0, 50, 30), base64: await idPhoto() });
    expect((await getFile(srv.url, path, cookieOf(stranger))).status).toBe(404);
    expect((await getFile(srv.url, path)).status).toBe(404);
    expect((await getFile(srv.url, path, cookieOf(owner))).status).toBe(200);
    expect((await getFile(srv.url, path, cookieOf(operator))).status).toBe(200);
  });

  test("needs a login", async () => {
    const answer = await testClient(srv.url).call("pearson/SetIDCardImg", { data: crop(0, 0, 10, 10), base64: await idPhoto() });
    expect(answer.code).toBe(1503);
  });
});

describe("avatar (my/SetHeadImg)", () => {
  test("stores a square crop, saves it as the head image, and anyone can see it", async () => {
    const square = (await twoColourImage(400, 400).png().toBuffer()).toString("base64");
    const answer = await owner.call<string>("my/SetHeadImg", { data: crop(0, 100, 200, 200), base64: square });
    expect(answer).toMatchObject({ code: 0, msg: "头像上传成功" });
    expect(answer.data).toMatch(/^\/uploads\/avatar\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);

    const [row] = await srv.deps.db.select({ headImgUrl: users.headImgUrl }).from(users).where(eq(users.mobile, "13800138200"));
    expect(row.headImgUrl).toBe(answer.data);

    const { res, bytes } = await fetchImage(answer.data);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(bytes)).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    expect((await meanColour(bytes))[0]).toBeGreaterThan(200); // the left half: red
  });

  test("a large crop is kept at most 800 px square", async () => {
    const big = (
      await sharp({ create: { width: 1600, height: 1600, channels: 3, background: "#0a0" } })
        .jpeg()
        .toBuffer()
    ).toString("base64");
    const answer = await owner.call<string>("my/SetHeadImg", { data: crop(0, 0, 1600, 1600), base64: big });
    const meta = await sharp(Buffer.from((await fetchImage(answer.data)).bytes)).metadata();
    expect([meta.width, meta.height]).toEqual([800, 800]);
  });
});

describe("serving /uploads", () => {
  test("never walks out of the uploads folder", async () => {
    for (const path of [
      "/uploads/../app-secret",
      "/uploads/%2e%2e/app-secret",
      "/uploads/avatar/%2e%2e%2f%2e%2e%2fapp-secret",
      "/uploads/avatar/..%2f..%2f..%2fapp-secret.jpg",
      "/uploads/idcard/1/..%5c..%5capp-secret.jpg",
      "/uploads/avatar",
      "/uploads/other/2025-01/abc.jpg",
    ]) {
      const res = await getFile(srv.url, path, cookieOf(operator));
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(srv.deps.env.appSecret);
    }
  });

  test("a file that does not exist is 404", async () => {
    expect((await getFile(srv.url, "/uploads/avatar/2025-01/00000000000000000000000000000000.jpg")).status).toBe(404);
  });
});
