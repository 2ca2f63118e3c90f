import { Hono } from "hono";
import { safeRedirect } from "../../contract/redirect";
import type { WX_MSG } from "../../contract/wechat-login";
import type { Deps } from "../../deps";
import { WechatUnavailable, wechatDriver } from "../../providers/wechat";
import { beginState, endState, keepIdentity } from "./browser-identity";
import { sandboxAuthorizePage } from "./sandbox-page";

/** The portal page that finishes a WeChat sign-in (common/wxlogin, and the mobile confirmation on 1502). */
const FINISH_PATH = "/user/wxlogin";
const CALLBACK_PATH = "/wechat/callback";

const finish = (gotoUrl: string, error?: keyof typeof WX_MSG) =>
  `${FINISH_PATH}?${new URLSearchParams({ gotoUrl, ...(error ? { error } : {}) })}`;

/**
 * `/wechat/*`: WeChat's authorize step (docs/decisions/0041). /authorize sends the browser to WeChat (or the sandbox's
 * page) with a fresh state; /callback checks that state, trades the code for the person's WeChat identity, keeps it
 * sealed in the browser and hands over to the portal's /user/wxlogin. The code never reaches the page.
 */
export function wechatRoutes(deps: Deps) {
  const driver = wechatDriver(deps.env);
  const app = new Hono();
  if (!driver) return app;

  app.get("/authorize", (c) => {
    const gotoUrl = safeRedirect(c.req.query("gotoUrl") ?? "/my/index", c.var.site.origin);
    const state = beginState(c, gotoUrl);
    return c.redirect(driver.authorizeUrl(c.var.site.origin + CALLBACK_PATH, state));
  });

  app.get("/callback", async (c) => {
    const kept = endState(c, c.req.query("state") ?? "");
    if (kept === null) return c.redirect(finish("/my/index", "badState"));
    // The cookie came back from the browser: checked again as when it was set.
    const gotoUrl = safeRedirect(kept, c.var.site.origin);
    const code = c.req.query("code") ?? "";
    if (!code || code.length > 512) return c.redirect(finish(gotoUrl, "refused"));
    try {
      const profile = await driver.profile(code);
      if (!profile) return c.redirect(finish(gotoUrl, "refused"));
      keepIdentity(c, deps.env.appSecret, profile);
      return c.redirect(finish(gotoUrl));
    } catch (error) {
      if (!(error instanceof WechatUnavailable)) throw error;
      console.error(`微信授权失败: ${error.message}`);
      return c.redirect(finish(gotoUrl, "unavailable"));
    }
  });

  if (driver.name === "sandbox") app.route("/sandbox", sandboxAuthorizePage(deps.env.appSecret, CALLBACK_PATH));
  return app;
}
