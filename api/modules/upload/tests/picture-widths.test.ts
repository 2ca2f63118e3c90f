import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { storeBackOfficeBytes } from "../admin-file";
import { keyOf } from "../keys";

let srv: TestServer;
let cover: string;

beforeAll(async () => {
  srv = await startTestServer();
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  cover = await storeBackOfficeBytes(srv.deps.storage, 1, png, "png");
});
afterAll(() => srv.stop());

async function picture(path: string) {
  const res = await fetch(`${srv.url}${path}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = res.ok ? await sharp(bytes).metadata() : null;
  return { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control"), bytes, meta };
}

describe("GET /uploads/<key>?w=: a stored picture at the width a card shows it", () => {
  test("?w=320 and ?w=640 answer a WebP that wide, kept beside the original for the next ask", async () => {
    for (const width of [320, 640]) {
      const first = await picture(`${cover}?w=${width}`);
      expect(first).toMatchObject({ status: 200, type: "image/webp", cache: "public, max-age=31536000, immutable" });
      expect(first.meta).toMatchObject({ format: "webp", width, height: Math.round((900 * width) / 1600) });
      const kept = await srv.deps.storage.get(keyOf(cover)!.replace(/\.png$/, `_w${width}.webp`));
      expect(kept?.size).toBe(first.bytes.byteLength);
      expect((await picture(`${cover}?w=${width}`)).bytes.equals(first.bytes)).toBe(true);
    }
  });

  test("the original as uploaded without ?w=, or for a width the server does not make", async () => {
    for (const path of [cover, `${cover}?w=500`, `${cover}?w=abc`]) {
      expect(await picture(path)).toMatchObject({ status: 200, type: "image/png", meta: { width: 1600 } });
    }
  });

  test("a picture narrower than the width is not enlarged; a file that is not there stays a 404", async () => {
    const small = await storeBackOfficeBytes(
      srv.deps.storage,
      1,
      await sharp({ create: { width: 200, height: 100, channels: 3, background: "#000" } })
        .webp()
        .toBuffer(),
      "webp",
    );
    expect((await picture(`${small}?w=640`)).meta).toMatchObject({ format: "webp", width: 200 });
    expect((await picture("/uploads/admin/2026-11/0123456789abcdef0123456789abcdef.png?w=320")).status).toBe(404);
  });

  test("a PDF is never resized, and a private file stays its owner's whatever the width", async () => {
    const pdf = await storeBackOfficeBytes(srv.deps.storage, 1, new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), "pdf");
    const res = await fetch(`${srv.url}${pdf}?w=320`);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    await srv.deps.storage.put("idcard/7/0123456789abcdef0123456789abcdef.jpg", new Uint8Array([0xff, 0xd8, 0xff]));
    expect((await picture("/uploads/idcard/7/0123456789abcdef0123456789abcdef.jpg?w=320")).status).toBe(404);
  });
});
