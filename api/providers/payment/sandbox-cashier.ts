import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { yuan } from "../../contract/payment";
import { listeningOrigin } from "../../protocol/site";
import { escapeHtml, sandboxPage } from "../sandbox-html";
import type { SandboxNotice } from "./sandbox";
import { type CashierTicket, openTicket, sandboxKey, signNotification } from "./sandbox-signing";

function cashierPage(token: string, t: CashierTicket) {
  return sandboxPage(
    "沙箱收银台",
    `<h1>沙箱收银台</h1><div class="tag">本地测试支付，不会产生真实扣款</div>
<div class="amount">${yuan(t.amountFen)}</div>
<dl><dt>商品</dt><dd>${escapeHtml(t.description)}</dd><dt>订单号</dt><dd data-testid="order-number">${escapeHtml(t.orderNumber)}</dd></dl>
<form method="post" action="/pay/sandbox/pay"><input type="hidden" name="ticket" value="${escapeHtml(token)}">
<button class="pay" name="action" value="pay">确认支付</button><button class="cancel" name="action" value="cancel">取消</button></form>`,
  );
}

function failedPage(message: string, back: string) {
  return sandboxPage(
    "支付失败",
    `<h1>支付失败</h1><p class="msg">${escapeHtml(message)}</p><a class="btn cancel" href="${escapeHtml(back)}">返回商户页面</a>`,
  );
}

const withResult = (url: string, result: "paid" | "cancel" | "fail") => `${url}${url.includes("?") ? "&" : "?"}payResult=${result}`;

/**
 * Whether the provider would still take money for this order number. A real provider refuses an order it was already
 * paid for, or one the merchant closed (WeChat Pay's ORDERPAID / ORDERCLOSED); the sandbox keeps no books of its own,
 * so the merchant's order stands in for them.
 */
export type OrderOpen = (orderNumber: string) => Promise<boolean>;

/**
 * The sandbox provider's cashier (/pay/sandbox/*): it knows an order only from its sealed ticket, as a real provider
 * knows it from the merchant's prepay call. 确认支付 posts a signed asynchronous notification to /pay/notify (through
 * the same signature check a real provider's goes through) and sends the browser back to the merchant's page.
 */
export function sandboxCashier(appSecret: string, orderOpen: OrderOpen) {
  const key = sandboxKey(appSecret);
  const app = new Hono();

  app.get("/cashier", (c) => {
    const token = c.req.query("ticket") ?? "";
    const ticket = openTicket(key, token);
    if (!ticket) return c.html(failedPage("收银台链接无效或已过期，请返回重新发起支付", "/"), 400);
    return c.html(cashierPage(token, ticket));
  });

  app.post("/pay", async (c) => {
    const form = await c.req.parseBody();
    const ticket = openTicket(key, String(form.ticket ?? ""));
    if (!ticket) return c.html(failedPage("收银台链接无效或已过期，请返回重新发起支付", "/"), 400);
    if (form.action !== "pay") return c.redirect(withResult(ticket.returnUrl, "cancel"), 303);
    if (!(await orderOpen(ticket.orderNumber))) {
      return c.html(failedPage("该订单已支付或已关闭，请勿重复支付", withResult(ticket.returnUrl, "fail")), 409);
    }

    const notice: SandboxNotice = {
      orderNumber: ticket.orderNumber,
      transactionId: `SBX${Date.now()}${randomBytes(6).toString("hex")}`,
      amountFen: ticket.amountFen,
      tradeState: "SUCCESS",
      successTime: new Date().toISOString(),
    };
    const body = JSON.stringify(notice);
    let answer: { code?: string; message?: string } = {};
    try {
      const res = await fetch(`${listeningOrigin(c)}/pay/notify`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...signNotification(key, body) },
        body,
      });
      answer = (await res.json()) as typeof answer;
    } catch {
      answer = { message: "商户服务暂时无法访问" };
    }
    if (answer.code === "SUCCESS") return c.redirect(withResult(ticket.returnUrl, "paid"), 303);
    return c.html(failedPage(answer.message || "支付失败", withResult(ticket.returnUrl, "fail")), 502);
  });

  return app;
}
