import type { Tx } from "@/db/client";
import { SHOP_PRO_TYPE } from "../../contract/shop";
import { sendLetter } from "../letters/service";
import { awardPoints } from "../points/service";
import { moveOrder, returnStock, uncountPurchase } from "./queries";
import { SHOP_POINTS_SOURCE } from "./service";

/**
 * The operators' side of an order, each step once: the UPDATE's WHERE on the old status is the guard, so a second
 * click or a second operator changes nothing (null). The person gets a letter in the same transaction.
 */

const LINK = "/jshop/exchange";

/** pending -> shipped, a physical order only, with its courier and tracking number. */
export async function shipOrder(tx: Tx, orderId: number, ship: { courier: string; trackingNo: string }) {
  const order = await moveOrder(tx, orderId, "pending", { status: "shipped", ...ship, shippedAt: new Date() });
  if (!order) return null;
  if (order.proType !== SHOP_PRO_TYPE.physical) throw new Error(`shop order ${orderId} is virtual yet was pending`);
  await sendLetter(tx, {
    userId: order.userId,
    title: "积分兑换商品已发货",
    content: `您兑换的「${order.title}」×${order.buyCnt} 已由${order.courier}寄出，快递单号：${order.trackingNo}。`,
    link: LINK,
  });
  return order;
}

/** shipped -> done (the parcel arrived). */
export function completeOrder(tx: Tx, orderId: number) {
  return moveOrder(tx, orderId, "shipped", { status: "done", doneAt: new Date() });
}

/**
 * pending -> cancelled: the stock and the person's limit come back and the points are refunded, each once (the
 * status guard here, and the ledger's unique source key for the refund).
 */
export async function cancelOrder(tx: Tx, orderId: number) {
  const order = await moveOrder(tx, orderId, "pending", { status: "cancelled", cancelledAt: new Date() });
  if (!order) return null;
  await returnStock(tx, order.productId, order.buyCnt);
  await uncountPurchase(tx, order.userId, order.productId, order.buyCnt);
  await awardPoints(tx, {
    userId: order.userId,
    sourceType: SHOP_POINTS_SOURCE.refund,
    sourceId: order.id,
    amount: order.totalPoints,
    reason: `积分商城订单取消退还：${order.title}`,
  });
  await sendLetter(tx, {
    userId: order.userId,
    title: "积分兑换订单已取消",
    content: `您兑换的「${order.title}」×${order.buyCnt} 订单已取消，${order.totalPoints} 积分已退还到您的账户。`,
    link: LINK,
  });
  return order;
}
