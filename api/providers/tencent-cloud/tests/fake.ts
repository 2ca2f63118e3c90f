import { tc3Authorization } from "../tc3";

/** Test keys: the fakes know them as the real service knows a customer's. */
export const TENCENT_KEYS = { secretId: "AKIDfakeSecretId0000", secretKey: "fakeSecretKey0000" };

type Handler = (action: string, body: Record<string, unknown>) => Record<string, unknown>;

/**
 * A local stand-in for a Tencent Cloud API 3.0 service: checks the X-TC-* headers and the TC3-HMAC-SHA256
 * Authorization as documented (tc3.test.ts pins the signer to the documentation's worked example) and answers
 * AuthFailure.SignatureFailure, as the service does, when they do not match.
 */
export function fakeTencentCloud(service: string, version: string, handle: Handler) {
  const requests: { action: string; body: Record<string, unknown>; headers: Headers }[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const payload = await req.text();
      const timestamp = Number(req.headers.get("x-tc-timestamp"));
      const action = req.headers.get("x-tc-action") ?? "";
      const expected = tc3Authorization({ ...TENCENT_KEYS, service, host: req.headers.get("host") ?? "", payload, timestamp });
      const fail = (Code: string, Message: string) =>
        Response.json({ Response: { Error: { Code, Message }, RequestId: crypto.randomUUID() } });
      if (req.method !== "POST" || req.headers.get("content-type") !== "application/json; charset=utf-8")
        return fail("InvalidParameter", "only POST application/json; charset=utf-8");
      if (req.headers.get("x-tc-version") !== version) return fail("InvalidParameterValue", "version");
      if (Math.abs(timestamp - Date.now() / 1000) > 300) return fail("AuthFailure.SignatureExpire", "Signature expire.");
      if (req.headers.get("authorization") !== expected)
        return fail(
          "AuthFailure.SignatureFailure",
          "The provided credentials could not be validated. Please check your signature is correct.",
        );
      const body = JSON.parse(payload) as Record<string, unknown>;
      requests.push({ action, body, headers: req.headers });
      return Response.json({ Response: { ...handle(action, body), RequestId: crypto.randomUUID() } });
    },
  });
  return { endpoint: `http://127.0.0.1:${server.port}`, requests, stop: () => server.stop(true) };
}
