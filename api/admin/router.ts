import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { httpError } from "@/api/protocol/errors";
import type { Deps } from "../deps";
import { adminModules } from "../modules/admin";
import { isCrossSite } from "../protocol/router";
import { auditLogsResource } from "./audit-logs";
import { authRoutes } from "./auth-routes";
import { dailyRoutes } from "./daily";
import { renderAdminError } from "./errors";
import { type AdminEnv, readAdmin } from "./identity";
import type { AdminModule } from "./module";
import { restRoutes } from "./rest";

const MAX_BODY_BYTES = 256 * 1024;

/** A request that carries no body: no length or a length of 0, and not chunked. */
function hasNoBody(req: Request) {
  const length = req.headers.get("content-length");
  return (length === null || length.trim() === "0") && !req.headers.has("transfer-encoding");
}

/** `/admin/api/*`: the back office's REST api (PROTOCOL.md "The back office"). */
export function adminRouter(deps: Deps, modules: AdminModule[] = adminModules) {
  const api = new Hono<AdminEnv>();
  api.onError((err, c) => renderAdminError(c, err));

  // Writes come from our own pages only (CSRF): no other site's Origin, for every write including the upload.
  api.use("*", async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (isCrossSite(c.req.raw.headers, c.req.url)) throw httpError(403, "非法的请求来源");
    return next();
  });
  // The multipart routes (the file upload), with their own size limit and caller check. Registered before the JSON
  // guard below and answering without next(), so that guard never sees them.
  for (const [path, routes] of modules.flatMap((m) => Object.entries(m.uploads ?? {}))) api.route(`/${path}`, routes(deps));
  // Every other write is JSON (a cross-site form cannot send it) within 256 KB. A PUT or DELETE without a body may say
  // any content type: no form can send one (ra-data-simple-rest's own DELETE says text/plain); a POST must be JSON.
  api.use("*", async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (c.req.method !== "POST" && hasNoBody(c.req.raw)) return next();
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      throw httpError(415, "请求格式错误");
    }
    return next();
  });
  api.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw httpError(413, "请求内容过大");
      },
    }),
  );

  api.route("/auth", authRoutes(deps));
  api.use("*", async (c, next) => {
    c.set("admin", await readAdmin(deps.db, c));
    return next();
  });
  api.route(
    "/dashboard/daily",
    dailyRoutes(
      deps,
      modules.flatMap((m) => m.daily ?? []),
    ),
  );
  // The features' own routes first, so that `/training-attends/review` is theirs and not read as a record id.
  for (const [path, routes] of modules.flatMap((m) => Object.entries(m.routes ?? {}))) api.route(`/${path}`, routes(deps));
  api.route("/", restRoutes(deps, [auditLogsResource, ...modules.flatMap((m) => m.resources)]));
  api.all("*", () => {
    throw httpError(404, "接口不存在");
  });
  return api;
}
