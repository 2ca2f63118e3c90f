import * as v from "valibot";
import { beijingTime } from "@/api/contract/beijing-time";
import { pagerOf } from "@/api/contract/pager";
import {
  type BuyProduct,
  buyTypeOf,
  SHOP_MSG,
  SHOP_ORDER_STATUS_LABEL,
  SHOP_PRO_TYPE,
  type ShopOrder,
  type ShopProductFilter,
  ShopShippingSchema,
} from "@/api/contract/shop";
import type { Conn, Db, Tx } from "@/db/client";
import { fail } from "../../protocol/errors";
import { issueCardToUser } from "../binding/cards";
import { issueVouchers } from "../certification/payment/issue-vouchers";
import { grantCourse } from "../course/enrolment";
import { sendLetter } from "../letters/service";
import { readBalance, spendPoints } from "../points/service";
import {
  boughtCount,
  countPurchase,
  findOrderByKey,
  findProduct,
  finishVirtualOrder,
  insertOrder,
  pageOrders,
  pageProducts,
  takeStock,
} from "./queries";

/** The ledger's source of a purchase (one charge per order) and of its refund (one per cancelled order). */
export const SHOP_POINTS_SOURCE = { order: "shop_order", refund: "shop_refund" } as const;

const asProduct = <T extends { proType: number }>(p: T) => ({ ...p, buyType: buyTypeOf(p.proType) });

/** JShop/GetJShopProductlist: products on the shelf, with the person's points (null for a visitor). */
export async function productPage(db: Db, userId: number | null, f: ShopProductFilter) {
  const { rows, total } = await pageProducts(db, f);
  return {
    list: rows.map(asProduct),
    pager: pagerOf(f.currentPage, f.pageSize, total),
    score: userId === null ? null : await readBalance(db, userId),
  };
}

/** JShop/GetJShopProduct: one product on the shelf, and how many of it the person already holds. */
export async function productDetail(db: Db, userId: number | null, id: number) {
  const p = await findProduct(db, id);
  if (!p?.onShelf) fail(SHOP_MSG.noProduct);
  const { id: pid, title, proType, image, description, points, stock, perPersonLimit } = p;
  return {
    product: {
      ...asProduct({ id: pid, title, proType, image, points, stock, perPersonLimit }),
      description,
      bought: userId === null ? 0 : await boughtCount(db, userId, id),
    },
    score: userId === null ? null : await readBalance(db, userId),
  };
}

type Product = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** Hands a virtual product over in the purchase's transaction: voucher codes for its exam, the course begun, or cards bound. */
async function deliver(tx: Tx, product: Product, userId: number, orderId: number, n: number) {
  if (product.proType === SHOP_PRO_TYPE.voucher && product.examId) {
    const issued = await issueVouchers(tx, { examId: product.examId, count: n, note: `积分商城订单 #${orderId}` });
    return `代金券券码：${issued.map((v) => v.code).join("、")}`;
  }
  if (product.proType === SHOP_PRO_TYPE.course && product.courseId) {
    await grantCourse(tx, userId, product.courseId);
    return "课程已开通，可在“我的课程”中学习";
  }
  if (product.proType === SHOP_PRO_TYPE.learningCard && product.cardBatchId) {
    const cards: string[] = [];
    for (let i = 0; i < n; i++) {
      const card = await issueCardToUser(tx, product.cardBatchId, userId);
      // The batch ran out of free cards before the product's stock did: nothing of this order stands.
      if (!card) fail(SHOP_MSG.learningCard, "buyCnt");
      cards.push(card.cardNo);
    }
    return `学习卡已绑定：${cards.join("、")}，可在“我的学习卡”中查看`;
  }
  throw new Error(`shop product ${product.id} of proType ${product.proType} has nothing to deliver`);
}

/**
 * JShop/BuyProduct: one transaction books the order (a second submit of the same dialog finds it and charges
 * nothing), takes the stock by a conditional UPDATE, counts the units against the person's limit, charges the points
 * (积分不足 rolls everything back) and delivers a virtual product at once.
 */
export async function buyProduct(db: Db, userId: number, input: BuyProduct) {
  const product = await findProduct(db, input.productId);
  if (!product?.onShelf) fail(SHOP_MSG.noProduct);
  const physical = product.proType === SHOP_PRO_TYPE.physical;
  if (physical) {
    const checked = v.safeParse(ShopShippingSchema, input);
    if (!checked.success) {
      const issue = checked.issues[0];
      fail(issue.message, v.getDotPath(issue) ?? undefined);
    }
  }
  if (input.buyCnt > product.stock) fail(product.stock > 0 ? SHOP_MSG.overStock : SHOP_MSG.soldOut, "buyCnt");
  if (product.perPersonLimit > 0 && input.buyCnt > product.perPersonLimit) fail(SHOP_MSG.overLimit, "buyCnt");
  const recipient = physical
    ? { userName: input.userName, mobile: input.mobile, province: input.province, city: input.city, address: input.address }
    : {};

  return db.transaction(async (tx) => {
    const order = await insertOrder(tx, {
      userId,
      productId: product.id,
      title: product.title,
      proType: product.proType,
      unitPoints: product.points,
      buyCnt: input.buyCnt,
      totalPoints: product.points * input.buyCnt,
      status: "pending",
      requestKey: input.requestKey,
      ...recipient,
    });
    if (!order) {
      const earlier = await findOrderByKey(tx, userId, input.requestKey);
      return { orderId: earlier!.id };
    }
    if (!(await takeStock(tx, product.id, input.buyCnt))) fail(SHOP_MSG.soldOut);
    if (!(await countPurchase(tx, userId, product.id, input.buyCnt, product.perPersonLimit))) fail(SHOP_MSG.overLimit);
    await spendPoints(tx, {
      userId,
      sourceType: SHOP_POINTS_SOURCE.order,
      sourceId: order.id,
      amount: order.totalPoints,
      reason: `积分商城兑换：${product.title} ×${input.buyCnt}`,
    });
    if (!physical) {
      const delivery = await deliver(tx, product, userId, order.id, input.buyCnt);
      await finishVirtualOrder(tx, order.id, delivery);
      await sendLetter(tx, {
        userId,
        title: "积分兑换成功",
        content: `您用 ${order.totalPoints} 积分兑换的「${product.title}」×${input.buyCnt} 已发放。${delivery}`,
        link: "/jshop/exchange",
      });
    }
    return { orderId: order.id };
  });
}

/** jshop/Exchange: the person's orders, newest first. */
export async function exchangePage(db: Conn, userId: number, p: { currentPage: number; pageSize: number }) {
  const { rows, total } = await pageOrders(db, userId, (p.currentPage - 1) * p.pageSize, p.pageSize);
  const list: ShopOrder[] = rows.map(({ province, city, address, createdAt, ...o }) => ({
    ...o,
    statusText: SHOP_ORDER_STATUS_LABEL[o.status],
    address: address ? `${province}${city}${address}` : "",
    createdAt: beijingTime(createdAt),
  }));
  return { list, pager: pagerOf(p.currentPage, p.pageSize, total) };
}
