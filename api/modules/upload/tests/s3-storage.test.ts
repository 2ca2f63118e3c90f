import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema/account/users";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { s3Env, startS3Server, type TestS3 } from "@/tests/support/s3-server";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { cookieOf, getFile, twoColourImage } from "./helpers";

// Two servers, a bucket and three sign-ins can pass 5 s on a busy 2-core machine.
setDefaultTimeout(30_000);

let s3: TestS3;
let srv: TestServer;
let proxied: TestServer;
let owner: TestClient;
let stranger: TestClient;
let operator: TestClient;

beforeAll(async () => {
  s3 = await startS3Server();
  srv = await startTestServer(s3Env(s3, { S3_PUBLIC_URL: "https://cdn.example.com/" }));
  proxied = await startTestServer(s3Env(s3));
  owner = testClient(srv.url, { ip: "10.7.0.1" });
  stranger = testClient(srv.url, { ip: "10.7.0.2" });
  operator = testClient(srv.url, { ip: "10.7.0.3" });
  await signIn(owner, srv.url, "13800138700");
  await signIn(stranger, srv.url, "13800138701");
  await signIn(operator, srv.url, "13800138702");
  await srv.deps.db
    .update(users)
    .set({ roles: ["person", "operator"] })
    .where(eq(users.mobile, "13800138702"));
});
afterAll(async () => {
  await srv.stop();
  await proxied.stop();
  await s3.stop();
});

const crop = JSON.stringify({ x: 0, y: 0, width: 250, height: 150 });
const photo = async () => (await twoColourImage(500, 300).jpeg().toBuffer()).toString("base64");
/** What the bucket holds under a stored file's URL path, read past the app. */
const inBucket = async (path: string) => srv.deps.storage.get(path.replace("/uploads/", ""));

describe("uploads with STORAGE_DRIVER=s3", () => {
  test("an ID photo lands in the bucket, is served (and by ranges) to its owner and operators, and is a 404 to anyone else", async () => {
    const answer = await owner.call<string>("/api/pearson/SetIDCardImg", { data: crop, base64: await photo() });
    expect(answer.code).toBe(0);
    const stored = await inBucket(answer.data);
    expect(stored?.size).toBeGreaterThan(100);
    const bytes = new Uint8Array(await (stored?.body ?? new Blob()).arrayBuffer());

    const mine = await getFile(srv.url, answer.data, cookieOf(owner));
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(bytes);
    expect((await getFile(srv.url, answer.data, cookieOf(operator))).status).toBe(200);

    const part = await fetch(`${srv.url}${answer.data}`, { headers: { cookie: cookieOf(owner), Range: "bytes=2-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 2-9/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(2, 10));

    expect((await getFile(srv.url, answer.data, cookieOf(stranger))).status).toBe(404);
    expect((await getFile(srv.url, answer.data)).status).toBe(404);
  });

  test("an avatar is sent on to S3_PUBLIC_URL for good (a PDF is not); without it the app serves it from the bucket", async () => {
    const square = (await twoColourImage(400, 400).png().toBuffer()).toString("base64");
    const answer = await owner.call<string>("my/SetHeadImg", {
      data: JSON.stringify({ x: 0, y: 0, width: 200, height: 200 }),
      base64: square,
    });
    expect(answer.code).toBe(0);
    const stored = await inBucket(answer.data);
    expect(stored?.size).toBeGreaterThan(100);

    const sent = await fetch(`${srv.url}${answer.data}`, { redirect: "manual" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`https://cdn.example.com${answer.data.replace("/uploads", "")}`);
    expect(sent.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    // A card's 320-pixel variant is made into the bucket on its first ask, and the CDN serves it from then on.
    const sized = await fetch(`${srv.url}${answer.data}?w=320`, { redirect: "manual" });
    const variant = answer.data.replace("/uploads", "").replace(/\.jpg$/, "_w320.webp");
    expect(sized.status).toBe(302);
    expect(sized.headers.get("location")).toBe(`https://cdn.example.com${variant}`);
    expect((await inBucket(`/uploads${variant}`))?.size).toBeGreaterThan(100);

    const object = await fetch(`${s3.endpoint}/${s3.bucket}${answer.data.replace("/uploads", "")}`, { method: "HEAD" });
    // What a CDN in front of the bucket would serve it as (s3rver lets anyone read, as a public-read bucket does).
    expect(object.headers.get("content-type")).toBe("image/jpeg");

    // A PDF stays on the site: its pages frame it, with the site's own frame headers.
    const pdf = "admin/2025-06/0123456789abcdef0123456789abcdef.pdf";
    await srv.deps.storage.put(pdf, new TextEncoder().encode("%PDF-1.4 lesson"));
    const lesson = await fetch(`${srv.url}/uploads/${pdf}`, { redirect: "manual" });
    expect(lesson.status).toBe(200);
    expect(await lesson.text()).toBe("%PDF-1.4 lesson");

    const served = await getFile(proxied.url, answer.data);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await served.arrayBuffer()).byteLength).toBe(stored?.size ?? -1);
    expect((await getFile(proxied.url, "/uploads/avatar/2025-01/00000000000000000000000000000000.jpg")).status).toBe(404);
  });
});
