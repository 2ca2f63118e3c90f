import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { httpError } from "@/api/protocol/errors";
import type { Deps } from "../deps";
import { isCrossSite } from "../protocol/router";
import { activitySignupRoutes } from "./activity-signups-review";
import { authRoutes } from "./auth-routes";
import { renderAdminError } from "./errors";
import { examRegistrationRoutes } from "./exam-registrations-review";
import { examResultRoutes } from "./exam-results-routes";
import { fileUploadRoutes } from "./file-uploads";
import { type AdminEnv, readAdmin } from "./identity";
import { paymentOrderRefundRoutes } from "./payment-order-refunds";
import { adminResources } from "./resources";
import { restRoutes } from "./rest";
import { trainingAttendRoutes } from "./training-attends-review";
import { trainingFormRoutes } from "./training-forms";
import { trainingInviteRoutes } from "./training-invites";
import { voucherBatchRoutes } from "./voucher-batches-export";

const MAX_BODY_BYTES = 256 * 1024;

/** `/admin/api/*`: the back office's REST api (PROTOCOL.md "The back office"). */
export function adminRouter(deps: Deps) {
  const api = new Hono<AdminEnv>();
  api.onError((err, c) => renderAdminError(c, err));

  // Writes come from our own pages only (CSRF): no other site's Origin, for every write including the upload.
  api.use("*", async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (isCrossSite(c.req.raw.headers, c.req.url)) throw httpError(403, "非法的请求来源");
    return next();
  });
  // The one multipart route, with its own size limit and operator check. Registered before the JSON guard
  // below and answering without next(), so that guard never sees it.
  api.route("/files", fileUploadRoutes(deps));
  // Every other write is JSON (a cross-site form cannot send it) within 256 KB.
  api.use("*", async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
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
  api.route("/activity-signups", activitySignupRoutes(deps));
  api.route("/training-attends", trainingAttendRoutes(deps));
  api.route("/exam-registrations", examRegistrationRoutes(deps));
  api.route("/training-forms", trainingFormRoutes(deps));
  api.route("/training-invites", trainingInviteRoutes(deps));
  api.route("/exam-results", examResultRoutes(deps));
  api.route("/voucher-batches", voucherBatchRoutes(deps));
  api.route("/payment-orders", paymentOrderRefundRoutes(deps));
  api.route("/", restRoutes(deps, adminResources));
  api.all("*", () => {
    throw httpError(404, "接口不存在");
  });
  return api;
}
