import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SQL } from "bun";
import { loadEnv } from "@/api/env";
import { serve } from "@/api/server";
import { type Database, migrateDatabase, openDatabase, openPostgres, type PostgresDriver } from "@/db/client";
import { seedDemo } from "@/db/seed";

/** Where the server under test keeps its data: embedded PGlite, or PostgreSQL through one of the two drivers. */
export type TargetName = "pglite" | PostgresDriver;
export const TARGET_NAMES: TargetName[] = ["pglite", "bun-sql", "postgres-js"];

export type Target = { name: TargetName; label: string; origin: string; database: Database; stop: () => Promise<void> };

export type TargetOptions = { adminUrl: string; pool: number; log: (line: string) => void };

function dbUrl(adminUrl: string, name: string) {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Starts the product's own server (api/server.ts serve) on a fresh, migrated database seeded with the demo data.
 * A PostgreSQL target gets a database of its own, dropped again by stop().
 */
export async function startTarget(name: TargetName, o: TargetOptions): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), "xuexi-bench-"));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    let database: Database;
    let label: string;
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
      database = openPostgres(dbUrl(o.adminUrl, dbName), o.pool, name);
      label = `PostgreSQL (${name}, 连接池 ${o.pool})`;
    }
    o.log(`${label}: 迁移并写入演示数据…`);
    await migrateDatabase(database);
    await seedDemo(database.db);
    const env = loadEnv({ PORT: "0", DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString("base64url"), CAPTCHA_DRIVER: "off" });
    const running = serve(env, database);
    return {
      name,
      label,
      origin: `http://127.0.0.1:${running.server.port}`,
      database,
      async stop() {
        await running.stop();
        for (const cleanup of cleanups) await cleanup();
      },
    };
  } catch (e) {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    throw e;
  }
}
