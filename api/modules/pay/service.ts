import { randomInt } from "node:crypto";
import type { Conn, Db } from "@/db/client";
import type { PaymentSubject } from "@/db/schema/pay";
import { beijingStamp } from "../../contract/beijing-time";
import { type Cashier, PAY_MSG } from "../../contract/payment";
import { fail } from "../../protocol/errors";
import { hit } from "../../protocol/rate-limit";
import { type CashierKind, type Payer, type PaymentDriver, PaymentProviderError } from "../../providers/payment";
import type { SmsDriver } from "../../providers/sms";
import { applyNotification } from "./notify";
import { closeCreatedOrders, insertOrderOnce, liveOrderOf, orderByNumber, type PaymentOrder } from "./queries";
import type { SubjectHandler, SubjectOf } from "./subject-handler";

/** The payment service other features call: orders for their subjects, and the cashier for an order. */

/** 20 digits: Beijing time to the second and 6 random digits (the unique constraint guards the rare clash). */
function newOrderNumber(now = new Date()) {
  return beijingStamp(now) + String(randomInt(1_000_000)).padStart(6, "0");
}

/** The subject's live order, created on first ask: asking again (or twice at once) reuses it. */
export async function openOrder(db: Conn, o: { userId: number; kind: PaymentSubject; subjectId: number; amountFen: number }) {
  await insertOrderOnce(db, {
    orderNumber: newOrderNumber(),
    userId: o.userId,
    subjectKind: o.kind,
    subjectId: o.subjectId,
    amountFen: o.amountFen,
  });
  const order = await liveOrderOf(db, o.kind, o.subjectId);
  if (!order) fail(PAY_MSG.orderClosed);
  return order;
}

/** The caller's own order; anyone else's is as absent as a missing one. */
export async function ownOrder(db: Conn, userId: number, orderNumber: string) {
  const order = await orderByNumber(db, orderNumber);
  if (!order || order.userId !== userId) fail(PAY_MSG.noOrder);
  return order;
}

/** pay/WxQrPay, WxWapPay, WxJsPay: the provider's cashier for the caller's unpaid order. */
export async function openCashier(
  db: Db,
  driver: PaymentDriver,
  subjectOf: SubjectOf,
  userId: number,
  orderNumber: string,
  kind: CashierKind,
  origin: string,
  payer: Payer,
): Promise<Cashier> {
  const order = await ownOrder(db, userId, orderNumber);
  if (order.status === "paid") fail(PAY_MSG.orderPaid);
  if (order.status === "closed") fail(PAY_MSG.orderClosed);
  const subject = await subjectOf(order.subjectKind).describe(db, order.subjectId);
  const providerOrder = {
    orderNumber: order.orderNumber,
    amountFen: order.amountFen,
    description: subject.description,
    returnUrl: origin + subject.returnPath,
  };
  try {
    return await driver.cashier(providerOrder, kind, origin, payer);
  } catch (error) {
    // The provider's own words (支付宝 in WeChat, no openid yet, its refusal) are what the person can act on.
    if (error instanceof PaymentProviderError) fail(error.message);
    throw error;
  }
}

/** How often a waiting pay page may make us ask the provider about its order (its notification may be lost). */
const QUERY_EVERY_SECONDS = 10;

/**
 * The order's state, asking the provider when we have heard nothing yet: a paid order found there is applied as its
 * notification would have been, by the handler of the order's subject (the caller's). Answers whether the order is paid.
 */
export async function settleOrder(db: Db, sms: SmsDriver, driver: PaymentDriver, subject: SubjectHandler, order: PaymentOrder) {
  if (order.status !== "created") return order.status === "paid";
  if ((await hit(db, `pay:query:${order.orderNumber}`, QUERY_EVERY_SECONDS)) > 1) return false;
  const notice = await driver.query(order.orderNumber).catch((error) => {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`支付订单查询失败 (${error.provider}) ${order.orderNumber}: ${error.code} ${error.message}`);
    return null;
  });
  if (!notice || notice.orderNumber !== order.orderNumber) return false;
  const outcome = await applyNotification(db, sms, () => subject, driver.name, notice);
  return outcome === "paid" || outcome === "duplicate";
}

/** The subject was paid another way (a voucher): its unpaid orders can no longer be paid here; answers their numbers. */
export function closeOrders(tx: Conn, kind: PaymentSubject, subjectId: number) {
  return closeCreatedOrders(tx, kind, subjectId);
}

/**
 * …nor at the provider, once the closing has committed. Best effort: a QR code scanned in between still pays, and
 * that money is recorded as owed back (refunds.ts), so a failure here is logged, not the person's problem.
 */
export async function closeAtProvider(driver: PaymentDriver, orderNumbers: string[]) {
  for (const orderNumber of orderNumbers) {
    await driver.close(orderNumber).catch((error) => {
      if (!(error instanceof PaymentProviderError)) throw error;
      console.error(`支付订单关单失败 (${error.provider}) ${orderNumber}: ${error.code} ${error.message}`);
    });
  }
}
