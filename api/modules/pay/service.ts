import { randomInt } from "node:crypto";
import type { Conn, Db } from "@/db/client";
import type { PaymentSubject } from "@/db/schema";
import { beijingStamp } from "../../contract/beijing-time";
import { type Cashier, PAY_MSG } from "../../contract/payment";
import { fail } from "../../protocol/errors";
import type { CashierKind, Payer, PaymentDriver } from "../../providers/payment";
import { closeCreatedOrders, insertOrderOnce, liveOrderOf, orderByNumber } from "./queries";
import { SUBJECTS } from "./subjects";

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
  userId: number,
  orderNumber: string,
  kind: CashierKind,
  origin: string,
  payer: Payer,
): Promise<Cashier> {
  const order = await ownOrder(db, userId, orderNumber);
  if (order.status === "paid") fail(PAY_MSG.orderPaid);
  if (order.status === "closed") fail(PAY_MSG.orderClosed);
  const subject = await SUBJECTS[order.subjectKind].describe(db, order.subjectId);
  return driver.cashier(
    {
      orderNumber: order.orderNumber,
      amountFen: order.amountFen,
      description: subject.description,
      returnUrl: origin + subject.returnPath,
    },
    kind,
    origin,
    payer,
  );
}

/** The subject was paid another way (a voucher): its unpaid orders can no longer be paid. */
export function closeOrders(tx: Conn, kind: PaymentSubject, subjectId: number) {
  return closeCreatedOrders(tx, kind, subjectId);
}
