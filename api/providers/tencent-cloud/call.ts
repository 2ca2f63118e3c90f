import { tc3Authorization } from "./tc3";

export type TencentCredentials = { secretId: string; secretKey: string };
type TencentCall = { endpoint: string; service: string; action: string; version: string; region?: string; body: unknown };

/** The shape of every API 3.0 answer: the action's fields, or Error {Code, Message}. */
export type TencentAnswer<T> = { Response: T & { Error?: { Code: string; Message: string }; RequestId: string } };

/** Posts one signed API 3.0 call; `endpoint` is https://<service>.tencentcloudapi.com unless a test points it at a fake. */
export async function callTencentCloud<T>(credentials: TencentCredentials, call: TencentCall): Promise<TencentAnswer<T>> {
  const url = new URL(call.endpoint);
  const payload = JSON.stringify(call.body);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    "Content-Type": "application/json; charset=utf-8",
    Authorization: tc3Authorization({ ...credentials, service: call.service, host: url.host, payload, timestamp }),
    "X-TC-Action": call.action,
    "X-TC-Timestamp": String(timestamp),
    "X-TC-Version": call.version,
  };
  if (call.region) headers["X-TC-Region"] = call.region;
  const res = await fetch(url, { method: "POST", headers, body: payload, signal: AbortSignal.timeout(10_000) });
  return (await res.json()) as TencentAnswer<T>;
}
