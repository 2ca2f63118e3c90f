import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "@/api/app";
import { CROP_MAX_BODY_BYTES } from "@/api/contract/upload";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { streamedBody } from "@/tests/support/streamed-body";

let srv: TestServer;
let app: ReturnType<typeof createApp>;
let cookie: string;
beforeAll(async () => {
  srv = await startTestServer();
  app = createApp(srv.deps);
  const alice = testClient(srv.url);
  await signIn(alice, srv.url, "13800000001");
  cookie = [...alice.cookies].map(([k, val]) => `${k}=${val}`).join("; ");
});
afterAll(() => srv.stop());

const MB = 1024 * 1024;

async function postStream(path: string, total: number, headers: Record<string, string> = {}) {
  const { body, pulled } = streamedBody(total, '{"base64":"', '"}');
  const res = await app.fetch(
    new Request(`http://localhost/api/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      duplex: "half",
    } as RequestInit),
  );
  return { status: res.status, json: (await res.json()) as { code: number; msg: string }, pulled: pulled() };
}

describe("a body is read only as far as its caller may send", () => {
  test("a stranger's 60 MB body to a photo call is given up within its first 256 KB and answers 1503 请先登录", async () => {
    const answer = await postStream("pearson/SetIDCardImg", 60 * MB);
    expect(answer.json).toMatchObject({ code: 1503, msg: "请先登录" });
    expect(answer.pulled).toBeLessThanOrEqual(256 * 1024);
  });

  test("a 60 MB body to a call for anyone is given up within its first 256 KB and answers HTTP 413 请求内容过大", async () => {
    const answer = await postStream("common/currentuser", 60 * MB);
    expect(answer).toMatchObject({ status: 413, json: { code: 413, msg: "请求内容过大" } });
    expect(answer.pulled).toBeLessThanOrEqual(256 * 1024);
  });

  test("a signed-in person may send a photo call more than 64 KB, but no more than the call's own limit", async () => {
    const within = await postStream("pearson/SetIDCardImg", 256 * 1024, { cookie });
    // Read whole and parsed: what stops it is the missing cipher (901), not its size.
    expect(within.json.code).toBe(901);
    expect(within.pulled).toBeGreaterThan(256 * 1024);

    const over = await postStream("pearson/SetIDCardImg", CROP_MAX_BODY_BYTES + 4 * MB, { cookie });
    expect(over).toMatchObject({ status: 413, json: { code: 413, msg: "请求内容过大" } });
    expect(over.pulled).toBeLessThanOrEqual(CROP_MAX_BODY_BYTES + 256 * 1024);
  });
});
