import { Hono } from "hono";
import QRCode from "qrcode";
import { envelope } from "../../protocol/envelope";
import { Code } from "../../protocol/errors";

/** A portal path of this site: one leading slash (not '//' or '/\', which browsers read as another host), printable, short. */
const SAME_SITE_PATH = /^\/(?![/\\])[\x21-\x7e]{0,500}$/;

/**
 * GET /qrcode?path=/activity/special?id=3: a PNG QR code of that page on this site, for the share poster.
 * Any other target (a full URL, another host) is refused, so the site never vouches for an outside link.
 */
export function qrcodeRoutes() {
  const routes = new Hono();
  routes.get("/", async (c) => {
    const path = c.req.query("path") ?? "";
    if (!SAME_SITE_PATH.test(path)) return c.json(envelope(Code.fail, "只能生成本站页面的二维码"), 400);
    const png = await QRCode.toBuffer(`${c.var.site.origin}${path}`, { type: "png", width: 320, margin: 1, errorCorrectionLevel: "M" });
    return new Response(new Uint8Array(png), {
      headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" },
    });
  });
  return routes;
}
