import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import jsQR from "jsqr";
import sharp from "sharp";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

const qr = (path: string) => fetch(`${srv.url}/qrcode?path=${encodeURIComponent(path)}`);

describe("GET /qrcode (share poster)", () => {
  test("a page of this site comes back as a PNG that scans to its full address", async () => {
    const res = await qr("/activity/special?id=3");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(code?.data).toBe(`${srv.url}/activity/special?id=3`);
  });

  for (const path of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "activity/special", "", "/a b"]) {
    test(`refuses ${JSON.stringify(path)}`, async () => {
      const res = await qr(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 1, msg: "只能生成本站页面的二维码" });
    });
  }
});
