import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTraining } from "@/api/modules/training/tests/helpers";
import { signIn, testClient } from "@/tests/support/client";
import { scanQr } from "@/tests/support/qr";
import { startTestServer, type TestServer } from "@/tests/support/server";

const PUBLIC_URL = "https://xuexi.example.com";
const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };

/** The cookies a sign-in sets (by name: __Host-sid is the Secure one), with `headers` on every request. */
async function sessionCookie(srv: TestServer, mobile: string, headers: Record<string, string>) {
  const client = testClient(srv.url, { headers });
  expect((await signIn(client, srv.url, mobile)).code).toBe(0);
  return [...client.cookies.keys()];
}

describe("with PUBLIC_URL, absolute links carry it whatever the request says", () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ PUBLIC_URL });
  });
  afterAll(() => srv.stop());

  test("the share poster's QR code, the calendar file and the session cookie follow PUBLIC_URL", async () => {
    const qr = await fetch(`${srv.url}/qrcode?path=/activity/special?id=3`, { headers: forged });
    expect(await scanQr(qr)).toBe(`${PUBLIC_URL}/activity/special?id=3`);
    const t = await makeTraining(srv.deps.db, {});
    const ics = await (await fetch(`${srv.url}/calendar/training/${t.strId}.ics`, { headers: forged })).text();
    expect(ics.replace(/\r\n /g, "")).toContain(`URL:${PUBLIC_URL}/Training/Detail/${t.strId}`);
    expect(await sessionCookie(srv, "13800000011", {})).toEqual(["__Host-sid"]);
  });
});

describe("without PUBLIC_URL (development), X-Forwarded-Proto is believed only from a trusted proxy", () => {
  let untrusted: TestServer;
  let trusted: TestServer;
  beforeAll(async () => {
    untrusted = await startTestServer({ TRUSTED_PROXIES: "" });
    trusted = await startTestServer({ TRUSTED_PROXIES: "127.0.0.1" });
  });
  afterAll(async () => {
    await untrusted.stop();
    await trusted.stop();
  });

  test("from any client, https is not believed: the QR code keeps the server's own address and the cookie is plain sid", async () => {
    const qr = await fetch(`${untrusted.url}/qrcode?path=/x`, { headers: forged });
    expect(await scanQr(qr)).toBe(`${untrusted.url}/x`);
    expect(await sessionCookie(untrusted, "13800000012", { "X-Forwarded-Proto": "https" })).toEqual(["sid"]);
  });

  test("from a trusted proxy, https is believed: the session cookie is __Host-sid", async () => {
    expect(await sessionCookie(trusted, "13800000013", { "X-Forwarded-Proto": "https" })).toEqual(["__Host-sid"]);
  });
});
