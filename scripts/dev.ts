import admin from "@/admin/index.html";
import { APP_PATHS, createApp } from "@/api/app";
import { createDeps } from "@/api/deps";
import { EnvError, loadEnv } from "@/api/env";
import { startMinuteJobs } from "@/api/jobs";
import { stdoutSink } from "@/api/log/sink";
import { storageDriver } from "@/api/providers/storage";
import { MAX_BODY_BYTES } from "@/api/server";
import { migrateDatabase, openDatabase } from "@/db/client";
import { seedIfEmpty, seedReference } from "@/db/seed";
import portal from "@/portal/index.html";

/** `bun run dev`: like start, but the SPAs are served from source by Bun's dev server with hot reload. */
try {
  const env = loadEnv();
  const database = await openDatabase(env);
  await migrateDatabase(database);
  // Reference data (regions, industries, area codes) on every start; demo data only into a fresh embedded database.
  await seedReference(database.db);
  if (database.kind === "pglite") await seedIfEmpty(database.db, storageDriver(env), env.appSecret);
  const deps = createDeps(database.db, env);
  const app = createApp(deps, { log: stdoutSink() });
  const api = (req: Request, server: Bun.Server<unknown>) => app.fetch(req, server);
  const server = Bun.serve({
    port: env.port,
    development: { hmr: true, console: true },
    maxRequestBodySize: MAX_BODY_BYTES,
    routes: {
      ...Object.fromEntries(APP_PATHS.map((path) => [path, api])),
      "/admin": admin,
      "/admin/*": admin,
      "/*": portal,
    },
  });
  startMinuteJobs(deps, database);
  console.log(`开发模式  门户: http://localhost:${server.port}/   后台: http://localhost:${server.port}/admin/`);
} catch (e) {
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(1);
}
