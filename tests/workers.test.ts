import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import type { Database } from "@/db/client";
import { freshDatabase } from "./support/database";
import { drain } from "./support/drain";

/**
 * `bun run start` with WORKERS=2 on PostgreSQL (TEST_DATABASE_URL; one PGlite folder cannot be shared): two worker
 * processes answer on one port, a killed worker is restarted while the port keeps answering, and SIGTERM to the
 * primary ends them all. The workers are told apart by X-Worker, which they send outside production.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const dataDir = mkdtempSync(join(tmpdir(), "xuexi-workers-"));
let database: (Database & { url?: string }) | undefined;
let primary: Subprocess<"ignore", "pipe", "inherit"> | undefined;
let origin = "";

beforeAll(async () => {
  if (!postgres) return;
  database = await freshDatabase();
  primary = Bun.spawn([process.execPath, join(import.meta.dir, "../scripts/start.ts")], {
    env: { ...process.env, WORKERS: "2", PORT: "0", DATABASE_URL: database.url, DATA_DIR: dataDir, CAPTCHA_DRIVER: "off" },
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = primary.stdout.getReader();
  let out = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`start exited: ${out}`);
    out += new TextDecoder().decode(value);
    const m = out.match(/门户: http:\/\/localhost:(\d+)\//);
    if (m) {
      origin = `http://127.0.0.1:${m[1]}`;
      break;
    }
  }
  expect(out).toContain("PostgreSQL，2 个工作进程");
  void drain(reader);
}, 120_000);

afterAll(async () => {
  // SIGTERM, so the primary takes its workers down with it even when the test failed half-way.
  if (primary && primary.exitCode === null) {
    primary.kill("SIGTERM");
    await primary.exited;
  }
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One request on a connection of its own (the kernel spreads connections, not requests): the worker that answered. */
async function workerOf() {
  const res = await fetch(`${origin}/api/dev/bare`, { method: "POST", body: "{}", keepalive: false });
  expect(res.status).toBe(200);
  return Number(res.headers.get("x-worker"));
}

/** Asks until the workers seen so far are `enough`, or 15 s have passed. */
async function workersSeen(enough: (seen: Set<number>) => boolean) {
  const seen = new Set<number>();
  for (const until = Date.now() + 15_000; Date.now() < until && !enough(seen); ) seen.add(await workerOf());
  return seen;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!postgres)("WORKERS=2", () => {
  test("two workers answer on one port; a killed one is restarted while the port keeps answering; SIGTERM ends all", async () => {
    const first = await workersSeen((seen) => seen.size === 2);
    expect(first.size).toBe(2);
    const [killed, kept] = [...first];
    process.kill(killed!, "SIGKILL");
    // Connections queued on the killed worker's socket are reset by the kernel; once it is gone, every request is
    // answered (by the survivor) until the replacement answers too.
    while (alive(killed!)) await Bun.sleep(10);
    const later = await workersSeen((seen) => [...seen].some((pid) => !first.has(pid)));
    const replacement = [...later].find((pid) => !first.has(pid));
    expect(replacement).toBeNumber();
    expect(later.has(killed!)).toBe(false);

    primary!.kill("SIGTERM");
    expect(await primary!.exited).toBe(0);
    for (const pid of [kept!, replacement!]) expect(alive(pid)).toBe(false);
  }, 60_000);
});
