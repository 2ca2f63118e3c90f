import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Province } from "@/api/contract/common";
import { createProtocolClient } from "@/api/contract/protocol/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/**
 * common/province (every province of China: a couple of KB of JSON) through the portal's own protocol client over real
 * HTTP, sending the given Accept-Encoding; answers the envelope the client read and the answer as it came.
 */
async function provinces(acceptEncoding: string) {
  const keys = new Map<string, string>();
  let answer: Response | undefined;
  const client = createProtocolClient({
    baseUrl: server.url,
    store: { get: (k) => keys.get(k) ?? null, set: (k, value) => void keys.set(k, value) },
    headers: () => ({ "Accept-Encoding": acceptEncoding }),
    onResponse: (res) => {
      answer = res;
    },
  });
  const envelope = await client.call<Province[]>("common/province");
  if (!answer) throw new Error("no answer");
  return { envelope, res: answer, sentBytes: Number(answer.headers.get("content-length")) };
}

test("a large call answer is gzip-encoded for a client that accepts gzip, and the portal's client reads it", async () => {
  const gzipped = await provinces("gzip, deflate, br");
  expect(gzipped.res.headers.get("content-encoding")).toBe("gzip");
  expect(gzipped.res.headers.get("vary")).toContain("Accept-Encoding");
  expect(gzipped.envelope.code).toBe(0);
  expect(gzipped.envelope.data).toHaveLength(34);
  expect(gzipped.envelope.data[0]).toEqual({ id: 110000, provinceName: "北京市" });
  const plain = await provinces("identity");
  expect(gzipped.sentBytes).toBeLessThan(plain.sentBytes / 2);
});

test("without gzip accepted the answer is sent as it is, marked as varying by Accept-Encoding; tiny answers never", async () => {
  for (const accepted of ["identity", "gzip;q=0", "br"]) {
    const { res, envelope, sentBytes } = await provinces(accepted);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(envelope.data).toHaveLength(34);
    expect(sentBytes).toBeGreaterThan(1024);
  }
  // A 404 envelope is a few dozen bytes: compressing it would only add gzip's header.
  const tiny = await fetch(`${server.url}/api/no/such/call`, { headers: { "Accept-Encoding": "gzip" } });
  expect(tiny.headers.get("content-encoding")).toBeNull();
  expect(tiny.headers.get("vary")).toBeNull();
  expect(Number(tiny.headers.get("content-length"))).toBeLessThan(1024);
});
