import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { type AdminBrowser, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { createApp } from "@/api/app";
import { VIDEO_MAX_BYTES } from "@/api/contract/course-admin";
import { uploadsDir } from "@/api/providers/storage/local";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { storeAdminVideo } from "../admin-video";

let srv: TestServer;
let op: AdminBrowser;
const MB = 1024 * 1024;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13800000941", "课程管理员");
}, 60_000);
afterAll(() => srv.stop());

const cookieOf = (b: AdminBrowser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
const adminDir = () => join(uploadsDir(srv.deps.env.dataDir), "admin", new Date().toISOString().slice(0, 7));
const storedNames = async () => readdir(adminDir()).catch(() => [] as string[]);

/** An MP4's opening `ftyp` box (brand isom), then `size` bytes in all of a counting pattern. */
function mp4Bytes(size: number) {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypisom"), 0, 0, 2, 0, ...new TextEncoder().encode("isomiso2")]);
  return bytes;
}

/** The bytes as a stream of 1 MB chunks; `beforeChunk(i)` may hold a chunk back. */
function streamOf(bytes: Uint8Array, beforeChunk: (i: number) => Promise<void> = async () => {}) {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    async pull(ctl) {
      if (i * MB >= bytes.length) return ctl.close();
      await beforeChunk(i);
      ctl.enqueue(bytes.subarray(i * MB, (i + 1) * MB));
      i++;
    },
  });
}

async function postVideo(body: ReadableStream<Uint8Array> | Uint8Array, headers: Record<string, string> = {}, who = op) {
  const res = await fetch(`${srv.url}/admin/api/videos?name=${encodeURIComponent("第一课.mp4")}`, {
    method: "POST",
    body,
    headers: { cookie: cookieOf(who), "content-type": "video/mp4", ...headers },
    duplex: "half",
  } as RequestInit);
  return { status: res.status, json: (await res.json()) as any };
}

/** Waits until a partly written upload shows on disk: only a server that stores as it reads gets there. */
async function partOnDisk() {
  for (let tries = 0; tries < 100; tries++) {
    for (const name of await storedNames()) {
      if (name.endsWith(".part") && (await stat(join(adminDir(), name))).size > 0) return;
    }
    await Bun.sleep(50);
  }
  throw new Error("nothing was written while the body was still arriving");
}

describe("POST /admin/api/videos", () => {
  test("a 24 MB video is written while it arrives, and served back intact", async () => {
    const bytes = mp4Bytes(24 * MB);
    // Half-way, the body waits for the server to have written some of it: a server that buffered all first never would.
    const res = await postVideo(streamOf(bytes, (i) => (i === 12 ? partOnDisk() : Promise.resolve())));
    expect(res).toMatchObject({ status: 201, json: { name: "第一课.mp4", size: bytes.length } });
    expect(res.json.url).toMatch(/^\/uploads\/admin\/\d{4}-\d{2}\/[0-9a-f]{32}\.mp4$/);
    expect((await storedNames()).filter((n) => n.endsWith(".part"))).toEqual([]);

    const served = await fetch(`${srv.url}${res.json.url}`);
    expect(served.headers.get("content-type")).toBe("video/mp4");
    expect(served.headers.get("accept-ranges")).toBe("bytes");
    expect(Bun.hash(await served.arrayBuffer())).toBe(Bun.hash(bytes));
  });

  test("a player's range request gets 206 with just those bytes; a range past the end gets 416", async () => {
    const bytes = mp4Bytes(3 * MB);
    const { url } = (await postVideo(bytes)).json;
    const part = await fetch(`${srv.url}${url}`, { headers: { range: "bytes=1000-1999" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(part.headers.get("content-length")).toBe("1000");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(1000, 2000));

    const tail = await fetch(`${srv.url}${url}`, { headers: { range: "bytes=-10" } });
    expect(tail.headers.get("content-range")).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));

    const open = await fetch(`${srv.url}${url}`, { headers: { range: `bytes=${bytes.length - 5}-` } });
    expect([open.status, open.headers.get("content-length")]).toEqual([206, "5"]);

    const past = await fetch(`${srv.url}${url}`, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    // A header we do not read is ignored, as HTTP allows: the whole file.
    expect((await fetch(`${srv.url}${url}`, { headers: { range: "bytes=0-1,5-9" } })).status).toBe(200);
  });

  test("a file that is not an MP4 is refused by its content whatever it is called, and nothing is kept", async () => {
    const before = await storedNames();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(8000)]);
    expect(await postVideo(png)).toMatchObject({ status: 400, json: { message: "仅支持上传MP4格式的视频", field: "file" } });
    expect(await postVideo(new TextEncoder().encode("<html><script>alert(1)</script></html>".repeat(200)))).toMatchObject({ status: 400 });
    expect(await postVideo(new Uint8Array())).toMatchObject({ status: 400, json: { message: "请选择要上传的视频" } });
    expect((await postVideo(mp4Bytes(MB), { "content-type": "multipart/form-data; boundary=x" })).status).toBe(415);
    expect(await storedNames()).toEqual(before);
  });

  test("over the size limit the upload stops and its partial file is removed", async () => {
    const before = await storedNames();
    const over = storeAdminVideo(srv.deps, 1, streamOf(mp4Bytes(5 * MB)), 2 * MB);
    await expect(over).rejects.toMatchObject({ status: 413, message: "视频不能超过2GB" });
    expect(await storedNames()).toEqual(before);

    // A declared length over 2 GB is refused before a byte is read.
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(ctl) {
        pulled += MB;
        ctl.enqueue(mp4Bytes(MB));
      },
    });
    const res = await createApp(srv.deps).fetch(
      new Request("http://localhost/admin/api/videos", {
        method: "POST",
        headers: { cookie: cookieOf(op), "content-type": "video/mp4", "content-length": String(VIDEO_MAX_BYTES + 1) },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect([res.status, ((await res.json()) as any).message]).toEqual([413, "视频不能超过2GB"]);
    expect(pulled).toBeLessThanOrEqual(2 * MB);
  });

  test("an upload broken off half-way leaves nothing behind", async () => {
    const before = await storedNames();
    const body = streamOf(mp4Bytes(8 * MB), async (i) => {
      if (i === 4) throw new Error("网络断开");
    });
    const broken = storeAdminVideo(srv.deps, 1, body);
    await expect(broken).rejects.toMatchObject({ status: 400, message: "上传中断，请重新上传" });
    expect(await storedNames()).toEqual(before);
  });

  test("operators only: an enterprise account is refused, a stranger must sign in", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13800000942", { roles: ["person", "enterprise"] });
    expect((await postVideo(mp4Bytes(MB), {}, hr)).status).toBe(403);
    const res = await fetch(`${srv.url}/admin/api/videos`, {
      method: "POST",
      body: mp4Bytes(MB),
      headers: { "content-type": "video/mp4" },
    });
    expect(res.status).toBe(401);
    // Who asks comes first: a stranger sending another kind of body is told to sign in as well.
    const form = await fetch(`${srv.url}/admin/api/videos`, { method: "POST", body: "x", headers: { "content-type": "text/plain" } });
    expect(form.status).toBe(401);
  });
});

describe("serving stored files", () => {
  test("HLS playlists and segments carry their types", async () => {
    await srv.deps.storage.put("admin/2026-11/playlist.m3u8", new TextEncoder().encode("#EXTM3U\n"));
    await srv.deps.storage.put("admin/2026-11/seg0.ts", new Uint8Array([0x47, 0, 0, 0]));
    expect((await fetch(`${srv.url}/uploads/admin/2026-11/playlist.m3u8`)).headers.get("content-type")).toBe(
      "application/vnd.apple.mpegurl",
    );
    const seg = await fetch(`${srv.url}/uploads/admin/2026-11/seg0.ts`);
    expect([seg.headers.get("content-type"), seg.headers.get("x-frame-options")]).toEqual(["video/mp2t", "DENY"]);
  });

  test("any other path keeps the 64 MB ceiling though Bun now takes 2 GB for the video upload", async () => {
    const post = (path: string, length: number) =>
      createApp(srv.deps).fetch(
        new Request(`http://localhost${path}`, { method: "POST", headers: { "content-length": String(length) }, body: "x" }),
      );
    // A path with no route of its own: only the ceiling tells 65 MB from 64.
    expect((await post("/nowhere", 64 * MB)).status).toBe(404);
    expect((await post("/nowhere", 65 * MB)).status).toBe(413);
  });
});
