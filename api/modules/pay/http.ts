import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Deps } from "../../deps";
import { paymentDriver } from "../../providers/payment";
import { sandboxCashier } from "../../providers/payment/sandbox-cashier";
import type { NotifyAnswer } from "../../providers/payment/types";
import { applyNotification, type NotifyOutcome } from "./notify";
import { orderByNumber } from "./queries";
import type { SubjectOf } from "./subject-handler";

const MAX_NOTICE_BYTES = 16 * 1024;

/** The HTTP status and reason the provider is answered with: 200 stops its retries, anything else asks it to retry. */
const ANSWERS: Record<NotifyOutcome, [number, string]> = {
  paid: [200, "成功"],
  duplicate: [200, "成功"],
  // Recorded as owed back to the payer: answering anything else would only make the provider retry forever.
  "refund-due": [200, "成功"],
  "unknown-order": [404, "订单不存在"],
  "wrong-amount": [400, "金额与订单不符"],
  "txn-elsewhere": [409, "该交易已记入其他订单"],
};

const send = ({ status, contentType, body }: NotifyAnswer) => new Response(body, { status, headers: { "content-type": contentType } });

/** `/pay/*`: the provider's asynchronous notifications, and the sandbox cashier when PAY_DRIVER is sandbox. */
export function payRoutes(deps: Deps, subjectOf: SubjectOf) {
  const driver = paymentDriver(deps.env);
  const app = new Hono();

  const limit = bodyLimit({ maxSize: MAX_NOTICE_BYTES, onError: () => send(driver.answer(413, "请求内容过大")) });
  app.post("/notify", limit, async (c) => {
    const body = await c.req.text();
    const notice = await driver.verify(c.req.raw.headers, body);
    if (!notice) return send(driver.answer(401, "签名错误"));
    const outcome = await applyNotification(deps.db, deps.sms, subjectOf, driver.name, notice);
    return send(driver.answer(...ANSWERS[outcome]));
  });

  const orderOpen = async (orderNumber: string) => (await orderByNumber(deps.db, orderNumber))?.status === "created";
  if (driver.name === "sandbox") app.route("/sandbox", sandboxCashier(deps.env.appSecret, orderOpen));
  return app;
}
