import { join } from "node:path";
import type { Database } from "@/db/client";
import { createApp } from "./app";
import { VIDEO_MAX_BYTES } from "./contract/course-admin";
import { createDeps } from "./deps";
import type { Env } from "./env";
import { firstFrames, loadFirstFrameRenderer } from "./first-frame";
import { startMinuteJobs } from "./jobs";
import { type LogSink, stdoutSink } from "./log/sink";
import { calls } from "./modules";
import { flushPositionViews } from "./modules/zhaopin/positions/views";
import { withPageKeys } from "./protocol/page-keys";
import { visitorCalls } from "./protocol/router";
import { portalOptions, spaRoutes } from "./static";

/**
 * Largest request body Bun accepts: the course video upload's (2 GB, streamed). Every other route is held to 64 MB by
 * the app's body ceiling and to its own smaller limit besides.
 */
export const MAX_BODY_BYTES = VIDEO_MAX_BYTES + 1024 * 1024;

/**
 * Serves the api, the upload host and both SPAs on one port, writing the access log to stdout unless told otherwise.
 * `reusePort`: one of several worker processes sharing the port (scripts/worker.ts); outside production each answer
 * then names its process in X-Worker, so tests can tell the workers apart.
 */
export function serve(env: Env, database: Database, log: LogSink = stdoutSink(), { reusePort = false } = {}) {
  const deps = createDeps(database.db, env);
  const app = createApp(deps, { log });
  app.route("/admin", spaRoutes(join(env.distDir, "admin"), env));
  const firstFrame = firstFrames(deps.db, loadFirstFrameRenderer(env.distDir), visitorCalls(deps, calls));
  app.route("/", withPageKeys(spaRoutes(join(env.distDir, "portal"), env, portalOptions(env, firstFrame)), deps.ciphers));

  const worker = String(process.pid);
  const fetch =
    reusePort && !env.production
      ? async (req: Request, srv: Bun.Server<undefined>) => {
          const res = await app.fetch(req, srv);
          res.headers.set("X-Worker", worker);
          return res;
        }
      : (req: Request, srv: Bun.Server<undefined>) => app.fetch(req, srv);
  const server = Bun.serve({ port: env.port, reusePort, fetch, maxRequestBodySize: MAX_BODY_BYTES });
  const stopJobs = startMinuteJobs(deps, database);
  return {
    server,
    async stop() {
      stopJobs();
      await server.stop();
      // The position views counted in this process and not yet written (at most two seconds of them).
      await flushPositionViews(deps.db);
      await database.close();
    },
  };
}
