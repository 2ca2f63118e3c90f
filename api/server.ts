import { join } from "node:path";
import type { Database } from "../db/client";
import { createApp } from "./app";
import { createDeps } from "./deps";
import { sendStartReminders } from "./modules/training/reminders";
import { sendExpiryReminders } from "./modules/certification/certificates/reminders";
import { deleteOldCheckPhotos } from "./modules/certification/registration/photo-cleanup";
import { pruneExpired } from "./protocol/housekeeping";
import type { Env } from "./env";
import { spaRoutes } from "./static";

/** Largest request body Bun accepts; each route sets its own smaller limit. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** Serves the api, the upload host and both SPAs on one port. */
export function serve(env: Env, database: Database) {
  const deps = createDeps(database.db, env);
  const app = createApp(deps);
  app.route("/admin", spaRoutes(join(env.distDir, "admin")));
  app.route("/", spaRoutes(join(env.distDir, "portal")));

  const server = Bun.serve({ port: env.port, fetch: (req, srv) => app.fetch(req, srv), maxRequestBodySize: MAX_BODY_BYTES });
  // Every process runs the minute jobs: the deletes are idempotent and each reminder is claimed by one
  // conditional UPDATE, so several processes doing them send nothing twice.
  const prune = setInterval(() => {
    deps.replay.prune().catch((e) => console.error("清理重放记录失败", e));
    pruneExpired(database.db).catch((e) => console.error("清理过期数据失败", e));
    sendStartReminders(database.db, deps.sms).catch((e) => console.error("发送开课提醒失败", e));
    sendExpiryReminders(database.db).catch((e) => console.error("发送证书到期提醒失败", e));
    deleteOldCheckPhotos(database.db, deps.storage).catch((e) => console.error("清理考试拍照失败", e));
  }, 60_000);
  return {
    server,
    async stop() {
      clearInterval(prune);
      await server.stop();
      await database.close();
    },
  };
}
