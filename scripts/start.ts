import { EnvError, loadEnv } from "@/api/env";
import { storageDriver } from "@/api/providers/storage";
import { serve } from "@/api/server";
import { migrateDatabase, openDatabase } from "@/db/client";
import { seedIfEmpty, seedReference } from "@/db/seed";
import { buildSpas, bundlesStale } from "./build";
import { startBanner } from "./start-banner";
import { superviseWorkers } from "./workers";

/**
 * `bun run start`: migrate, seed an empty embedded database, build stale bundles, serve: in this process, or with
 * WORKERS > 1 in that many worker processes sharing the port.
 */
async function main() {
  const env = loadEnv();
  const database = await openDatabase(env);
  await migrateDatabase(database);
  // Reference data (regions, industries, area codes) on every start; demo data only into a fresh embedded database,
  // and never in production, where the demo operators' numbers would be real people's (create-operator makes the first).
  await seedReference(database.db);
  if (database.kind === "pglite" && !env.production) await seedIfEmpty(database.db, storageDriver(env), env.appSecret);
  if (bundlesStale(env.distDir)) await buildSpas(env.distDir);
  const embedded = database.kind === "pglite";
  const kind = embedded ? `PGlite (${env.dataDir})` : env.workers > 1 ? `PostgreSQL，${env.workers} 个工作进程` : "PostgreSQL";
  const devRoutes = env.smsDriver === "outbox";
  let port: number;
  if (env.workers > 1) {
    await database.close();
    port = await superviseWorkers(env.workers, env.port);
  } else {
    port = Number(serve(env, database).server.port);
  }
  console.log(startBanner({ port, production: env.production, database: kind, embedded, devRoutes, captcha: env.captchaDriver }));
}

main().catch((e) => {
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(1);
});
