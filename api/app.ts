import { Hono } from "hono";
import { adminRouter } from "./admin/router";
import { bodyCeiling } from "./body-ceiling";
import { compressAnswers } from "./compress-answers";
import type { Deps } from "./deps";
import { accessLog } from "./log/access-log";
import type { LogSink } from "./log/sink";
import { calls } from "./modules";
import { qrcodeRoutes } from "./modules/activity/qrcode";
import { credentialDownloadRoutes, didRoutes, statusListRoutes } from "./modules/certification/certificates/credentials/routes";
import { devRoutes } from "./modules/dev/routes";
import { payRoutes } from "./modules/pay/http";
import { paymentSubjectOf } from "./modules/payment-subjects";
import { calendarRoutes } from "./modules/training/calendar";
import { fileRoutes } from "./modules/upload/files";
import { uploadHost } from "./modules/upload/upload-host";
import { offerWechatAccount } from "./modules/wechat/calls";
import { wechatRoutes } from "./modules/wechat/routes";
import { cvAttachmentDownloadRoutes, cvAttachmentUploadRoutes } from "./modules/zhaopin/cv/attachment-routes";
import { interviewCalendarRoutes } from "./modules/zhaopin/interviews/ics";
import { envelope, renderError } from "./protocol/envelope";
import { protocolRouter } from "./protocol/router";
import { siteOf } from "./protocol/site";
import { directUploadOrigin, publicFilesOrigin } from "./providers/storage/config";
import { securityHeaders } from "./security-headers";

/** Paths the app answers (besides the SPAs); the dev server hands exactly these to it. */
export const APP_PATHS = [
  "/api/*",
  "/admin/api/*",
  "/upload",
  "/pay/*",
  "/wechat/*",
  "/uploads/*",
  "/calendar/training/*",
  "/ZhaoPin/Interview/*",
  "/ZhaoPin/CVAttachment",
  "/qrcode",
  "/.well-known/*",
  "/credentials/*",
  "/certificate/credential",
] as const;

type AppOptions = {
  /** Where the access log's lines go: the server writes them to stdout; tests keep none, or collect them to assert on. */
  log?: LogSink | null;
};

/** Builds the whole HTTP app; the server and the tests both use it. Every answer carries an X-Request-Id. */
export function createApp(deps: Deps, { log = null }: AppOptions = {}) {
  const app = new Hono();
  app.onError((err, c) => renderError(c, err));
  // First, so the line covers the whole answer (headers, compression) and its id is set before anything can crash.
  app.use("*", accessLog(log, deps.env.trustedProxies));
  app.use("*", siteOf(deps.env));
  const { mediaOrigins, captchaDriver, wechat, storage } = deps.env;
  app.use(
    "*",
    securityHeaders({
      mediaOrigins,
      tencentCaptcha: captchaDriver === "tencent",
      wechatJssdk: wechat.driver !== "off",
      filesOrigin: publicFilesOrigin(storage),
      uploadOrigin: directUploadOrigin(storage),
    }),
  );
  app.use("*", compressAnswers());
  app.use("*", bodyCeiling());

  if (!deps.env.production && deps.env.smsDriver === "outbox") app.route("/api/dev", devRoutes(deps));
  app.route("/admin/api", adminRouter(deps));
  // 附件简历 is a file (multipart with an upload ticket), so it is posted beside the JSON call protocol, not through it.
  app.route("/api/zhaopin/cv-attachment", cvAttachmentUploadRoutes(deps));
  app.route("/api", protocolRouter(deps, calls, { beforeNeedLogin: (c) => offerWechatAccount(deps, c) }));
  app.route("/upload", uploadHost(deps));
  app.route("/pay", payRoutes(deps, paymentSubjectOf));
  app.route("/wechat", wechatRoutes(deps));
  app.route("/uploads", fileRoutes(deps));
  app.route("/calendar/training", calendarRoutes(deps));
  app.route("/ZhaoPin/Interview", interviewCalendarRoutes(deps));
  app.route("/ZhaoPin/CVAttachment", cvAttachmentDownloadRoutes(deps));
  app.route("/qrcode", qrcodeRoutes());
  app.route("/.well-known", didRoutes(deps));
  app.route("/credentials", statusListRoutes(deps));
  app.route("/certificate/credential", credentialDownloadRoutes(deps));
  app.notFound((c) => c.json(envelope(404, "页面不存在"), 404));
  return app;
}
