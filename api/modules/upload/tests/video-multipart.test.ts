import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { VIDEO_MAX_BYTES } from "@/api/contract/course-admin";
import type { VideoMultipartStarted } from "@/api/contract/video-multipart";
import { s3Env, startS3Server, type TestS3 } from "@/tests/support/s3-server";
import { startTestServer, type TestServer } from "@/tests/support/server";

let s3: TestS3;
let srv: TestServer;
let local: TestServer;
let op: AdminBrowser;
const MB = 1024 * 1024;

beforeAll(async () => {
  s3 = await startS3Server();
  srv = await startTestServer(s3Env(s3));
  local = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13800000961", "课程管理员");
}, 60_000);
afterAll(async () => {
  await srv.stop();
  await local.stop();
  await s3.stop();
});

/** An MP4's opening `ftyp` box (brand isom), then a counting pattern up to `size` bytes. */
function mp4Bytes(size: number) {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypisom"), 0, 0, 2, 0, ...new TextEncoder().encode("isomiso2")]);
  return bytes;
}

/** PUTs the bytes part by part to the signed URLs, as the browser does; answers each part's number and ETag. */
async function sendParts(started: VideoMultipartStarted, bytes: Uint8Array) {
  const sent = [];
  for (const part of started.parts) {
    const from = (part.partNumber - 1) * started.partSize;
    const res = await fetch(part.url, { method: "PUT", body: bytes.slice(from, from + started.partSize) });
    expect(res.status).toBe(200);
    sent.push({ partNumber: part.partNumber, etag: res.headers.get("etag") ?? "" });
  }
  return sent;
}

async function start(size: number, who = op) {
  const res = await who.post("/uploads/video/multipart", { size, filename: "第一课.mp4" });
  return { status: res.status, json: res.json as VideoMultipartStarted & { message: string } };
}

describe("course videos in the bucket (STORAGE_DRIVER=s3)", () => {
  test("parts PUT to the presigned URLs and completed make the video, served from /uploads", async () => {
    const bytes = mp4Bytes(20 * MB);
    const { status, json: started } = await start(bytes.length);
    expect(status).toBe(201);
    expect(started.key).toMatch(/^admin\/\d{4}-\d{2}\/[0-9a-f]{32}\.mp4$/);
    expect(started.parts.map((p) => p.partNumber)).toEqual([1, 2]);
    expect(started.parts[0].url).toContain("X-Amz-Expires=3600");
    // Completed in any order the browser lists them.
    const parts = (await sendParts(started, bytes)).reverse();
    const done = await op.post("/uploads/video/multipart/complete", {
      key: started.key,
      uploadId: started.uploadId,
      filename: "第一课.mp4",
      parts,
    });
    expect(done.status).toBe(201);
    expect(done.json).toEqual({ url: `/uploads/${started.key}`, name: "第一课.mp4", size: bytes.length });

    const served = await fetch(`${srv.url}${done.json.url}`, { headers: { Range: "bytes=16777214-16777217" } });
    expect(served.status).toBe(206);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes.slice(16 * MB - 2, 16 * MB + 2));
  });

  test("what is not an MP4 is deleted once completed; an unknown upload is refused", async () => {
    const { json: started } = await start(MB);
    const parts = await sendParts(started, new Uint8Array(MB).fill(0x41));
    const unknown = await op.post("/uploads/video/multipart/complete", { key: started.key, uploadId: "nosuchupload", parts });
    expect(unknown).toMatchObject({ status: 400, json: { message: "视频合并失败，请重新上传" } });

    const done = await op.post("/uploads/video/multipart/complete", { key: started.key, uploadId: started.uploadId, parts });
    expect(done).toMatchObject({ status: 400, json: { message: "仅支持上传MP4格式的视频" } });
    expect(await srv.deps.storage.get(started.key)).toBeNull();
  });

  test("a part URL past its hour is refused by the bucket", async () => {
    const { json: started } = await start(MB);
    const multipart = srv.deps.storage.presignedMultipart;
    const [stale] = multipart?.partUrls(started.key, started.uploadId, 1, new Date(Date.now() - 3601_000)) ?? [];
    expect((await fetch(stale, { method: "PUT", body: mp4Bytes(MB) })).status).toBe(403);
    expect((await fetch(started.parts[0].url, { method: "PUT", body: mp4Bytes(MB) })).status).toBe(200);
  });

  test("the streamed upload through the site (POST /admin/api/videos) lands in the bucket too", async () => {
    const bytes = mp4Bytes(9 * MB);
    const cookie = [...op.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${srv.url}/admin/api/videos?name=a.mp4`, {
      method: "POST",
      body: bytes,
      headers: { cookie, "content-type": "video/mp4" },
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const stored = await srv.deps.storage.get(url.replace("/uploads/", ""));
    expect(stored?.size).toBe(bytes.length);
    expect(new Uint8Array(await (stored?.body ?? new Blob()).slice(9 * MB - 4).arrayBuffer())).toEqual(bytes.slice(9 * MB - 4));
  });

  test("over the video limit, without video rights, or on local storage: refused before anything starts", async () => {
    expect(await start(VIDEO_MAX_BYTES + 1)).toMatchObject({ status: 400, json: { message: "视频不能超过2GB" } });
    const hr = await signedInAs(srv.deps.db, srv.url, "13800000962", { roles: ["person", "enterprise"] });
    expect((await start(MB, hr)).status).toBe(403);
    const localOp = await signedInOperator(local.deps.db, local.url, "13800000963", "课程管理员");
    expect(await start(MB, localOp)).toMatchObject({ status: 409, json: { message: "当前存储不支持直传，请使用普通上传" } });
  });
});
