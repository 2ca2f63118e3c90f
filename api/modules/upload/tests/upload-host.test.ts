import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import sharp from "sharp";
import { createApp } from "@/api/app";
import type { UploadTicket } from "@/api/contract/upload";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { streamedBody } from "@/tests/support/streamed-body";
import { issueTicket, TICKET_TTL_MS } from "../ticket";
import { cookieOf, getFile, postUpload } from "./helpers";

// Starting a server and signing two people in can pass 5 s on a busy 2-core machine.
setDefaultTimeout(30_000);

let srv: TestServer;
let alice: TestClient;
let aliceId: number;
let bob: TestClient;

beforeAll(async () => {
  srv = await startTestServer();
  alice = testClient(srv.url, { ip: "10.1.0.1" });
  await signIn(alice, srv.url, "13800138100");
  aliceId = ((await alice.call("common/currentuser")).data as { id: number }).id;
  bob = testClient(srv.url, { ip: "10.1.0.2" });
  await signIn(bob, srv.url, "13800138101");
});
afterAll(() => srv.stop());

async function ticket(client: TestClient, pathType = "avatar") {
  const answer = await client.call<UploadTicket>("common/uploadticket", { pathType });
  expect(answer.code).toBe(0);
  return answer.data;
}

/** The ticket's fields as the form carries them. */
const fieldsOf = (t: UploadTicket, pathType = "avatar") => ({ pathType, timestamp: String(t.timestamp), chk: t.chk, sign: t.sign });

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: "#33aa55" } })
    .png()
    .toBuffer();

describe("upload host", () => {
  test("a signed-in person uploads a PNG and anyone can then see it", async () => {
    const t = await ticket(alice);
    const answer = await postUpload(srv.url, cookieOf(alice), {
      ...fieldsOf(t),
      file: new File([await png()], "me.png", { type: "image/png" }),
    });
    expect(answer).toMatchObject({ code: 0, msg: "上传成功" });
    const { path } = answer.data as { path: string };
    expect(path).toMatch(/^\/uploads\/avatar\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);

    const res = await getFile(srv.url, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 64, 48]);
  });

  test("the type is judged by content: a JPEG sent as application/octet-stream named .txt is taken", async () => {
    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const answer = await postUpload(srv.url, cookieOf(alice), {
      ...fieldsOf(await ticket(alice)),
      file: new File([jpeg], "notes.txt", { type: "application/octet-stream" }),
    });
    expect(answer.code).toBe(0);
    expect((answer.data as { path: string }).path).toEndWith(".jpg");
  });

  test("EXIF (GPS position included) does not survive the upload", async () => {
    const withGps = await sharp({ create: { width: 30, height: 30, channels: 3, background: "#888" } })
      .jpeg()
      .withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 54/1 0/1" } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const answer = await postUpload(srv.url, cookieOf(alice), {
      ...fieldsOf(await ticket(alice)),
      file: new File([withGps], "gps.jpg", { type: "image/jpeg" }),
    });
    const stored = await getFile(srv.url, (answer.data as { path: string }).path);
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).exif).toBeUndefined();
  });

  test("an HTML page or a text file named .jpg and declared image/jpeg is refused: '文件类型无效'", async () => {
    for (const content of ["<html><script>alert(1)</script></html>", "just some text, not a picture"]) {
      const answer = await postUpload(srv.url, cookieOf(alice), {
        ...fieldsOf(await ticket(alice)),
        file: new File([content], "photo.jpg", { type: "image/jpeg" }),
      });
      expect(answer).toMatchObject({ code: 1, msg: "文件类型无效", data: { field: "file" } });
    }
  });

  test("a file with JPEG magic bytes but no picture behind them is refused: '文件类型无效'", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<script>alert(1)</script>".repeat(20))]);
    const answer = await postUpload(srv.url, cookieOf(alice), {
      ...fieldsOf(await ticket(alice)),
      file: new File([fake], "x.jpg", { type: "image/jpeg" }),
    });
    expect(answer).toMatchObject({ code: 1, msg: "文件类型无效" });
  });

  test("no file: '请先选择图片'", async () => {
    const answer = await postUpload(srv.url, cookieOf(alice), fieldsOf(await ticket(alice)));
    expect(answer).toMatchObject({ code: 1, msg: "请先选择图片", data: { field: "file" } });
    const empty = await postUpload(srv.url, cookieOf(alice), { ...fieldsOf(await ticket(alice)), file: new File([], "empty.png") });
    expect(empty).toMatchObject({ code: 1, msg: "请先选择图片" });
  });

  test("a file over 41943040 bytes: '文件大小超出限制'", async () => {
    const file = new File([new Uint8Array(41_943_041)], "big.png", { type: "image/png" });
    const answer = await postUpload(srv.url, cookieOf(alice), { ...fieldsOf(await ticket(alice)), file });
    expect(answer).toMatchObject({ code: 1, msg: "文件大小超出限制" });
  });

  test("a body far over the limit is refused from its Content-Length with HTTP 413", async () => {
    const file = new File([new Uint8Array(41_943_040 + 200_000)], "big.png", { type: "image/png" });
    const answer = await postUpload(srv.url, cookieOf(alice), { ...fieldsOf(await ticket(alice)), file });
    expect(answer).toMatchObject({ status: 413, code: 413, msg: "文件大小超出限制" });
  });

  test("a forged, expired, reused, another person's or another type's ticket is refused", async () => {
    const file = () => new File([Buffer.from("")], "a.png");
    const image = async () => new File([await png()], "a.png", { type: "image/png" });
    const refused = { code: 1, msg: "上传凭证无效或已过期，请重新上传" };

    const forged = { ...(await ticket(alice)), sign: "0".repeat(64) };
    expect(await postUpload(srv.url, cookieOf(alice), { ...fieldsOf(forged), file: await image() })).toMatchObject(refused);

    const expired = issueTicket(srv.deps.env.appSecret, aliceId, "avatar", Date.now() - TICKET_TTL_MS - 1000);
    expect(await postUpload(srv.url, cookieOf(alice), { ...fieldsOf(expired), file: await image() })).toMatchObject(refused);

    const bobs = await ticket(bob);
    expect(await postUpload(srv.url, cookieOf(alice), { ...fieldsOf(bobs), file: await image() })).toMatchObject(refused);

    const forAvatar = await ticket(alice, "avatar");
    expect(await postUpload(srv.url, cookieOf(alice), { ...fieldsOf(forAvatar, "idcard"), file: await image() })).toMatchObject(refused);

    const once = await ticket(alice);
    expect((await postUpload(srv.url, cookieOf(alice), { ...fieldsOf(once), file: await image() })).code).toBe(0);
    expect(await postUpload(srv.url, cookieOf(alice), { ...fieldsOf(once), file: await image() })).toMatchObject(refused);

    expect(await postUpload(srv.url, cookieOf(alice), { pathType: "avatar", file: file() })).toMatchObject(refused);
  });

  test("a folder outside the fixed list is refused", async () => {
    const answer = await alice.call("common/uploadticket", { pathType: "../etc" });
    expect(answer).toMatchObject({ code: 1, msg: "上传类型无效", data: { field: "pathType" } });
  });

  test("a login is needed for a ticket and for the upload itself", async () => {
    const visitor = testClient(srv.url);
    expect((await visitor.call("common/uploadticket", { pathType: "avatar" })).code).toBe(1503);
    const answer = await postUpload(srv.url, "", { ...fieldsOf(await ticket(alice)), file: new File([await png()], "a.png") });
    expect(answer).toMatchObject({ code: 1503 });
  });

  test("a stranger's 60 MB upload is refused with 1503 before its body is read", async () => {
    const { body, pulled } = streamedBody(60 * 1024 * 1024, "--b\r\n", "\r\n--b--\r\n");
    const res = await createApp(srv.deps).fetch(
      new Request("http://localhost/upload", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(await res.json()).toMatchObject({ code: 1503, msg: "请先登录" });
    expect(pulled()).toBeLessThanOrEqual(256 * 1024);
  });

  test("another site's page cannot post to the upload host", async () => {
    const form = new FormData();
    form.append("file", new File([await png()], "a.png"));
    const res = await fetch(`${srv.url}/upload`, {
      method: "POST",
      body: form,
      headers: { cookie: cookieOf(alice), origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});
