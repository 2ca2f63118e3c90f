import type { MiddlewareHandler } from "hono";
import { TCAPTCHA_SOURCES } from "./contract/tencent-captcha";
import { WECHAT_JSSDK_ORIGIN } from "./contract/wechat-share";

/** Who else the pages may load from or talk to, from the drivers configured. */
type PageSources = {
  mediaOrigins: string[];
  tencentCaptcha: boolean;
  wechatJssdk: boolean;
  filesOrigin: string | null;
  uploadOrigin: string | null;
};

/**
 * The pages' policy: our own bundles only and no inline script (the bundler emits none). MUI and emotion write <style>
 * tags and React writes style attributes, so styles may be inline; images may be data: or blob: (QR codes, crops).
 * Videos come from here or from the configured media sites (MEDIA_ORIGINS), which hls.js also fetches playlists from.
 * With CAPTCHA_DRIVER=tencent, Tencent's captcha widget may load its script, frame, images and calls; otherwise not.
 * With WeChat sign-in on, WeChat's JS-SDK (share cards inside WeChat) may load from WeChat's address.
 * With S3_PUBLIC_URL, uploaded images and videos are sent on to it, so it may serve both. With STORAGE_DRIVER=s3 the
 * back office PUTs course videos' parts straight to the bucket, so pages may connect to it.
 */
function pagePolicy({ mediaOrigins, tencentCaptcha, wechatJssdk, filesOrigin, uploadOrigin }: PageSources) {
  const files = filesOrigin ? ` ${filesOrigin}` : "";
  const upload = uploadOrigin ? ` ${uploadOrigin}` : "";
  const media = ["'self'", ...mediaOrigins].join(" ") + files;
  const widget = tencentCaptcha ? ` ${TCAPTCHA_SOURCES}` : "";
  const jssdk = wechatJssdk ? ` ${WECHAT_JSSDK_ORIGIN}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${widget}${jssdk}`,
    `style-src 'self' 'unsafe-inline'${widget}`,
    `img-src 'self' data: blob:${files}${widget}`,
    "font-src 'self' data:",
    `media-src ${media} blob:`,
    `connect-src ${media}${upload}${widget}`,
    ...(tencentCaptcha ? [`frame-src${widget}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
/** Whatever is not a page (JSON, calendar files, QR codes) runs nothing and is framed by nobody. */
const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";
/** The pages that may use the camera: the photo check before a video exam (spec 000) and the proctored in-house exam. */
const CAMERA_PAGE = /^\/certification\/(examcheck|online)\//i;

/**
 * Security headers on every answer: nosniff, the referrer cut to the origin across sites, HSTS once the site is on
 * https, a Content-Security-Policy and X-Frame-Options (a file keeps those it set itself), and on pages a Permissions-Policy.
 */
export function securityHeaders(sources: Partial<PageSources> = {}): MiddlewareHandler {
  const pageCsp = pagePolicy({
    mediaOrigins: [],
    tencentCaptcha: false,
    wechatJssdk: false,
    filesOrigin: null,
    uploadOrigin: null,
    ...sources,
  });
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // A stored PDF sets its own (SAMEORIGIN: the portal shows PDF lessons inside its pages); everything else is DENY.
    if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
    if (c.var.site.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (headers.has("Content-Security-Policy")) return;
    const page = (headers.get("Content-Type") ?? "").startsWith("text/html");
    headers.set("Content-Security-Policy", page ? pageCsp : RESOURCE_CSP);
    if (page) headers.set("Permissions-Policy", `camera=${CAMERA_PAGE.test(c.req.path) ? "(self)" : "()"}, microphone=(), geolocation=()`);
  };
}
