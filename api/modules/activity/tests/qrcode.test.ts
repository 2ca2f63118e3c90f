import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { scanQr } from "@/tests/support/qr";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

const qr = (path: string, headers: Record<string, string> = {}) => fetch(`${srv.url}/qrcode?path=${encodeURIComponent(path)}`, { headers });

describe("GET /qrcode (share poster)", () => {
  test("a page of this site comes back as a PNG that scans to its full address", async () => {
    const res = await qr("/activity/special?id=3");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(await scanQr(res)).toBe(`${srv.url}/activity/special?id=3`);
  });

  test("a Host header the client makes up does not change the address the code carries", async () => {
    expect(await scanQr(await qr("/x", { Host: "evil.example", "X-Forwarded-Host": "evil.example" }))).toBe(`${srv.url}/x`);
  });

  for (const path of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "activity/special", "", "/a b"]) {
    test(`refuses ${JSON.stringify(path)}`, async () => {
      const res = await qr(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 1, msg: "只能生成本站页面的二维码" });
    });
  }
});
