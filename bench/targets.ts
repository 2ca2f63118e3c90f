import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SQL } from "bun";
import { loadEnv } from "@/api/env";
import { bufferedSink } from "@/api/log/sink";
import { storageDriver } from "@/api/providers/storage";
import { serve } from "@/api/server";
import { keepAnswers } from "@/db/answer-cache";
import { type Database, migrateDatabase, openDatabase, openPostgres, type PostgresDriver } from "@/db/client";
import { seedDemo } from "@/db/seed";
import { freePort } from "@/scripts/free-port";
import { drain } from "@/tests/support/drain";
import { ownUsage, processUsage, type Usage } from "./process-usage";

/** Where the server under test keeps its data: embedded PGlite, or PostgreSQL through one of the two drivers. */
export type TargetName = "pglite" | PostgresDriver;
export const TARGET_NAMES: TargetName[] = ["pglite", "bun-sql", "postgres-js"];

export type Target = {
  name: TargetName;
  label: string;
  origin: string;
  /** The benchmark's own handle on the target's database, to prepare data (the server has its own). */
  database: Database;
  /** The server's CPU time and memory. */
  usage: () => Usage;
  stop: () => Promise<void>;
};

export type TargetOptions = { adminUrl: string; pool: number; answerCache: boolean; log: (line: string) => void };

/** Starts `workers` bench/server-process.ts processes on the database, sharing one port as WORKERS=n does. */
async function startServerProcesses(url: string, o: TargetOptions, driver: PostgresDriver, dataDir: string, workers: number) {
  const port = workers > 1 ? freePort() : 0;
  const secret = randomBytes(32).toString("base64url");
  const started = await Promise.all(Array.from({ length: workers }, () => startServerProcess(url, o, driver, dataDir, port, secret)));
  return {
    origin: started[0]!.origin,
    usage: (): Usage => {
      const all = started.map((s) => s.usage());
      return { cpuMicros: all.reduce((n, u) => n + u.cpuMicros, 0), rssBytes: all.reduce((n, u) => n + u.rssBytes, 0) };
    },
    stop: () => runAll(started.map((s) => s.stop)),
  };
}

/** Starts bench/server-process.ts on the database and waits for its port. */
function startServerProcess(url: string, o: TargetOptions, driver: PostgresDriver, dataDir: string, sharedPort: number, secret: string) {
  return spawnListening(["server-process.ts", url, String(o.pool), driver, o.answerCache ? "on" : "off", String(sharedPort)], {
    BENCH_DATA_DIR: dataDir,
    BENCH_APP_SECRET: secret,
  });
}

/** Starts bench/bare-hono.ts: the yardstick, a bare Hono app on the same Bun (no middleware, no database). */
export const startBareHono = () => spawnListening(["bare-hono.ts"], {});

/** Runs a script of bench/ in a Bun process of its own and waits for the `PORT <n>` it prints when it listens. */
async function spawnListening([script, ...args]: string[], env: Record<string, string>) {
  // BENCH_SERVER_FLAGS passes Bun flags to the server, e.g. "--cpu-prof-md --cpu-prof-dir=/tmp/prof" to profile it.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const proc = Bun.spawn([process.execPath, ...flags, join(import.meta.dir, script!), ...args], {
    env: { ...process.env, ...env },
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = proc.stdout.getReader();
  let out = "";
  while (!/PORT \d+/.test(out)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`压测服务进程没有启动 (退出码 ${await proc.exited})`);
    out += new TextDecoder().decode(value);
  }
  // Keep reading: the server's access log would otherwise fill the pipe.
  void drain(reader);
  const port = Number(/PORT (\d+)/.exec(out)![1]);
  return {
    origin: `http://127.0.0.1:${port}`,
    usage: () => processUsage(proc.pid),
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

function dbUrl(adminUrl: string, name: string) {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Starts the product's own server (api/server.ts serve) on a fresh, migrated database seeded with the demo data.
 * A PostgreSQL target gets a database of its own, dropped again by stop(), and the server `workers` processes of its
 * own (usage is their sum); PGlite is embedded, so its server runs in this process (and `workers` must be 1).
 */
async function runAll(steps: (() => Promise<void>)[]) {
  for (const step of steps) await step();
}

export async function startTarget(name: TargetName, o: TargetOptions, workers = 1): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), "xuexi-bench-"));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    let database: Database;
    let label: string;
    let url = "";
    if (name === "pglite") {
      database = await openDatabase({ dataDir });
      label = "PGlite";
    } else {
      // A fixed name: a run that was interrupted leaves a database the next run drops.
      const dbName = `xuexi_bench_${name.replace("-", "_")}`;
      const admin = new SQL(o.adminUrl);
      await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE "${dbName}"`);
      cleanups.unshift(async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
        await admin.close();
      });
      url = dbUrl(o.adminUrl, dbName);
      database = openPostgres(url, 4, name);
      cleanups.unshift(() => database.close());
      label = `PostgreSQL (${name}, 连接池 ${o.pool}${workers > 1 ? `, ${workers} 个工作进程` : ""})`;
    }
    o.log(`${label}: 迁移并写入演示数据…`);
    await migrateDatabase(database);
    await seedDemo(database.db, storageDriver({ dataDir, storage: { driver: "local" } }));
    if (name !== "pglite") {
      const server = await startServerProcesses(url, o, name, dataDir, workers);
      return { name, label, database, ...server, stop: () => runAll([server.stop, ...cleanups]) };
    }
    keepAnswers(o.answerCache);
    const env = loadEnv({ PORT: "0", DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString("base64url"), CAPTCHA_DRIVER: "off" });
    // The access log costs what it costs in production, written where it does not mix with the report.
    const running = serve(env, database, bufferedSink(Bun.file("/dev/null").writer()));
    return {
      name,
      label,
      origin: `http://127.0.0.1:${running.server.port}`,
      database,
      usage: ownUsage,
      // serve's stop closes the database.
      stop: () => runAll([running.stop, ...cleanups]),
    };
  } catch (e) {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    throw e;
  }
}
