import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { signIn, testClient } from "./support/client";
import { freshDatabase } from "./support/database";
import { drain } from "./support/drain";
import { issueKeys, post, signed } from "./support/raw";
import { listen, type TestServer } from "./support/server";

/**
 * Several servers on one database must behave as one: on PostgreSQL (TEST_DATABASE_URL) two real server
 * processes; on PGlite, which one process owns, two independent app instances in this process.
 */
const secret = "multi-process-secret-0123456789abcdefgh";
let urls: string[] = [];
const stops: (() => Promise<unknown>)[] = [];

async function spawnServer(databaseUrl: string): Promise<string> {
  const proc: Subprocess<"ignore", "pipe", "inherit"> = Bun.spawn([process.execPath, join(import.meta.dir, "support/serve-process.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      APP_SECRET: secret,
      PORT: "0",
      CAPTCHA_DRIVER: "off",
      DATA_DIR: mkdtempSync(join(tmpdir(), "xuexi-mp-")),
    },
    stdout: "pipe",
    stderr: "inherit",
  });
  stops.push(async () => {
    proc.kill();
    await proc.exited;
  });
  const reader = proc.stdout.getReader();
  let out = "";
  while (!/PORT=\d+/.test(out)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`server process exited: ${out}`);
    out += new TextDecoder().decode(value);
  }
  void drain(reader);
  return `http://127.0.0.1:${out.match(/PORT=(\d+)/)![1]}`;
}

beforeAll(async () => {
  const database = await freshDatabase();
  stops.push(() => database.close());
  if (database.url) {
    urls = await Promise.all([spawnServer(database.url), spawnServer(database.url)]);
  } else {
    const servers: TestServer[] = [listen(database, { APP_SECRET: secret }), listen(database, { APP_SECRET: secret })];
    for (const s of servers) stops.unshift(async () => s.stop());
    urls = servers.map((s) => s.url);
  }
}, 60_000);
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe("two servers, one database", () => {
  test("a cipher issued by one server is accepted by the other", async () => {
    const keys = await issueKeys(urls[0]);
    const env = await post(urls[1], "common/currentuser", await signed(keys, "common/currentuser", {}));
    expect(env.code).toBe(0);
  });

  test("a request accepted by one server is a replay at the other", async () => {
    const keys = await issueKeys(urls[0]);
    const body = await signed(keys, "common/currentuser", {});
    expect((await post(urls[0], "common/currentuser", body)).code).toBe(0);
    expect((await post(urls[1], "common/currentuser", body)).code).toBe(501);
  });

  test("a session started on one server is known to the other, and logging out on it ends it on both", async () => {
    const first = testClient(urls[0], { ip: "10.7.0.1" });
    expect((await signIn(first, urls[0], "13600136000")).code).toBe(0);
    const second = testClient(urls[1]);
    for (const [k, v] of first.cookies) second.cookies.set(k, v);
    for (const [k, v] of first.keys) second.keys.set(k, v);
    expect((await second.call("common/currentuser")).data).toMatchObject({ mobile: "13600136000" });
    expect((await second.call("my/out")).code).toBe(0);
    expect((await first.call("common/currentuser")).data).toBeNull();
  });
});
