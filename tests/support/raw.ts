import type { Envelope } from "@/api/contract/protocol/client";
import { randomToken, signBody } from "@/api/contract/protocol/signing";

export type Issued = { cipher: string; key: string; now: number };

/** Asks the server for a cipher and key the way a first-time client does (a call without one answers 901). */
export async function issueKeys(baseUrl: string): Promise<Issued> {
  const env = await post(baseUrl, "common/currentuser", { timestamp: Date.now(), random: randomToken() });
  if (env.code !== 901) throw new Error(`expected 901, got ${env.code}`);
  return env.data as Issued;
}

/** A signed body for `path`, built by hand so tests can bend any part of it. */
export async function signed(keys: Issued, path: string, payload: Record<string, unknown>, over: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = { ...payload, timestamp: Date.now(), random: randomToken(), cipher: keys.cipher, ...over };
  body.signature = await signBody(keys.key, path, body);
  return body;
}

export async function post(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api/${path}?t=${Date.now()}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return Object.assign((await res.json()) as Envelope, { status: res.status });
}
