import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { escapeHtml, sandboxPage } from "../../providers/sandbox-html";
import { SANDBOX_DEMO_IDENTITY, sandboxCode } from "../../providers/wechat/sandbox";

const OPEN_ID = /^[A-Za-z0-9_-]{6,64}$/;

function authorizePage(state: string, freshOpenId: string) {
  const demo = SANDBOX_DEMO_IDENTITY;
  return sandboxPage(
    "微信授权（沙箱）",
    `<h1>微信授权（沙箱）</h1><div class="tag">本地模拟微信网页授权，不会连接微信</div>
<p>学习平台 申请获得你的昵称、头像</p>
<form method="post" action="/wechat/sandbox/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="openId" value="${demo.openId}"><input type="hidden" name="nickname" value="${escapeHtml(demo.nickname)}">
<button class="pay" name="action" value="allow">以「${escapeHtml(demo.nickname)}」授权</button></form>
<form method="post" action="/wechat/sandbox/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<dl><dt><label for="nickname">昵称</label></dt><dd><input id="nickname" name="nickname" value="新的微信用户" maxlength="32" required></dd>
<dt><label for="openId">openid</label></dt><dd><input id="openId" name="openId" value="${freshOpenId}" pattern="[A-Za-z0-9_-]{6,64}" required></dd></dl>
<button class="pay" name="action" value="allow">以新的微信身份授权</button>
<button class="cancel" name="action" value="deny">拒绝</button></form>`,
  );
}

/**
 * The sandbox's authorize step (/wechat/sandbox/authorize), playing WeChat's: the person picks a WeChat identity
 * and is sent back to our own callback with a code only this server can mint. It never sends anyone elsewhere.
 */
export function sandboxAuthorizePage(appSecret: string, callbackPath: string) {
  const app = new Hono();
  app.get("/authorize", (c) => c.html(authorizePage(c.req.query("state") ?? "", `sbx_${randomBytes(8).toString("hex")}`)));
  app.post("/authorize", async (c) => {
    const form = await c.req.parseBody();
    const state = String(form.state ?? "");
    // WeChat sends a refusal nowhere; the person goes back to the ordinary login.
    if (form.action !== "allow") return c.redirect("/user/login", 303);
    const openId = String(form.openId ?? "");
    const nickname =
      String(form.nickname ?? "")
        .trim()
        .slice(0, 32) || "微信用户";
    if (!OPEN_ID.test(openId)) return c.html(authorizePage(state, `sbx_${randomBytes(8).toString("hex")}`), 400);
    const code = sandboxCode(appSecret, { openId, nickname });
    return c.redirect(`${callbackPath}?${new URLSearchParams({ code, state })}`, 303);
  });
  return app;
}
