import { afterAll, expect, test } from "bun:test";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * `bun run start` in production on the embedded database: a DATA_DIR that does not exist yet is created, and no demo
 * person is seeded (the demo operators' real-format numbers would become operators once a real SMS provider is set;
 * the first operator comes from create-operator). Reference data (regions, industries) is still there.
 */
const root = mkdtempSync(join(tmpdir(), "xuexi-prod-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("production start creates DATA_DIR, seeds reference data but no demo people, and names none", async () => {
  const dataDir = join(root, "not", "yet", "there");
  const proc = Bun.spawn([process.execPath, join(import.meta.dir, "../scripts/start.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_SECRET: "production-start-secret-0123456789abcdef",
      ISSUER_PRIVATE_KEY: generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
      PUBLIC_URL: "https://xuexi.example.com",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      DIST_DIR: join(root, "dist"),
      PORT: "0",
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const reader = proc.stdout.getReader();
  let out = "";
  while (!out.includes("数据库:")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`start exited: ${out}\n${await new Response(proc.stderr).text()}`);
    out += new TextDecoder().decode(value);
  }
  proc.kill();
  await proc.exited;
  expect(out).not.toContain("演示账号");
  expect(out).not.toContain("smsoutbox");

  const pg = new PGlite(join(dataDir, "pglite"));
  try {
    const people = await pg.query<{ n: number }>("select count(*)::int as n from users");
    const provinces = await pg.query<{ n: number }>("select count(*)::int as n from provinces");
    expect(people.rows[0]!.n).toBe(0);
    expect(provinces.rows[0]!.n).toBeGreaterThan(30);
  } finally {
    await pg.close();
  }
}, 120_000);
