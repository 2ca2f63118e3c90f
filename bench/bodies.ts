import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { randomToken, signBody } from "@/api/contract/protocol/signing";

const GENERATED_DIR = join(import.meta.dir, "generated");

export type Keys = { cipher: string; key: string };

/** A cipher and key, asked for the way a first-time browser does: a call without one answers 901 with them. */
export async function issueKeys(origin: string): Promise<Keys> {
  const res = await fetch(`${origin}/api/common/currentuser?t=${Date.now()}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ timestamp: Date.now(), random: randomToken() }),
  });
  const answer = (await res.json()) as { code: number; data: Keys };
  if (answer.code !== 901) throw new Error(`取密钥失败: ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * Writes `count` bodies for `path`, each signed with a fresh random by the portal's own signing code, one JSON
 * a line; answers the file. They carry the current time, so they must be sent within the 300 s window.
 * With `cookies`, line n is sent as person n (`cookie<TAB>json`), cycling through them; a payload function gives
 * line n its own payload.
 */
export async function writeSignedBodies(
  name: string,
  keys: Keys,
  path: string,
  payload: Record<string, unknown> | ((line: number) => Record<string, unknown>),
  count: number,
  cookies: string[] = [],
) {
  const lines: string[] = [];
  // Signing runs on WebCrypto's worker threads; a thousand at a time keeps them busy.
  for (let done = 0; done < count; done += 1000) {
    const batch = Math.min(1000, count - done);
    lines.push(
      ...(await Promise.all(
        Array.from({ length: batch }, async (_, i) => {
          const own = typeof payload === "function" ? payload(done + i) : payload;
          const body: Record<string, unknown> = { ...own, timestamp: Date.now(), random: randomToken(), cipher: keys.cipher };
          body.signature = await signBody(keys.key, path, body);
          return JSON.stringify(body);
        }),
      )),
    );
  }
  if (cookies.length) for (let i = 0; i < lines.length; i++) lines[i] = `${cookies[i % cookies.length]}\t${lines[i]}`;
  mkdirSync(GENERATED_DIR, { recursive: true });
  const file = join(GENERATED_DIR, `${name}.jsonl`);
  await Bun.write(file, `${lines.join("\n")}\n`);
  return file;
}
