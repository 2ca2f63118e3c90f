import { createProtocolClient, type Envelope } from "@/api/contract/protocol/client";

/** The portal's own protocol client with an in-memory key store and cookie jar: one per simulated browser. */
export function testClient(baseUrl: string, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  const keys = new Map<string, string>();
  const cookies = new Map<string, string>();
  const client = createProtocolClient({
    baseUrl,
    store: { get: (k) => keys.get(k) ?? null, set: (k, val) => void keys.set(k, val) },
    headers: () => ({
      ...(cookies.size ? { cookie: [...cookies].map(([k, val]) => `${k}=${val}`).join("; ") } : {}),
      ...(opts.ip ? { "x-forwarded-for": opts.ip } : {}),
      ...opts.headers,
    }),
    onResponse(res) {
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(";");
        const [name, ...rest] = pair.split("=");
        const expired = attrs.some((a) => /max-age=0/i.test(a.trim()));
        if (expired) cookies.delete(name.trim());
        else cookies.set(name.trim(), rest.join("="));
      }
    },
  });
  return { ...client, keys, cookies };
}
export type TestClient = ReturnType<typeof testClient>;

/** Reads the newest code texted to a number through the dev route. */
export async function latestCode(baseUrl: string, mobile: string, areaCode = "+86") {
  const res = await fetch(`${baseUrl}/api/dev/smsoutbox`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mobile, areaCode }),
  });
  const env = (await res.json()) as Envelope<{ code: string }[]>;
  return env.data[0]?.code ?? null;
}

/** Requests a code and signs in with it; answers the login envelope. */
export async function signIn(client: TestClient, baseUrl: string, mobile: string, areaCode = "+86") {
  const sent = await client.call("common/code", { areaCode, mobile, ticket: "t", randStr: "r" });
  if (sent.code !== 0) throw new Error(`common/code failed: ${sent.msg}`);
  const code = await latestCode(baseUrl, mobile, areaCode);
  return client.call("common/login", { areaCode, mobile, code });
}
