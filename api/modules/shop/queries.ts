import { and, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { shopOrders, shopProducts, shopPurchaseCounts } from "@/db/schema/shop";
import { SHOP_PRO_TYPE, type ShopProductFilter } from "../../contract/shop";

const productColumns = {
  id: shopProducts.id,
  title: shopProducts.title,
  proType: shopProducts.proType,
  image: shopProducts.image,
  points: shopProducts.points,
  stock: shopProducts.stock,
  perPersonLimit: shopProducts.perPersonLimit,
};

function listFilter(f: Pick<ShopProductFilter, "proType" | "buyType">): SQL | undefined {
  const conds: SQL[] = [eq(shopProducts.onShelf, true)];
  if (f.proType) conds.push(eq(shopProducts.proType, f.proType));
  if (f.buyType === 1) conds.push(eq(shopProducts.proType, SHOP_PRO_TYPE.physical));
  if (f.buyType === 2) conds.push(sql`${shopProducts.proType} <> ${SHOP_PRO_TYPE.physical}`);
  return and(...conds);
}

/** A page of products on the shelf, by the operators' order then newest. */
export async function pageProducts(db: Conn, f: ShopProductFilter) {
  const where = listFilter(f);
  const [total] = await db.select({ n: count() }).from(shopProducts).where(where);
  const rows = await db
    .select(productColumns)
    .from(shopProducts)
    .where(where)
    .orderBy(desc(shopProducts.sort), desc(shopProducts.id))
    .limit(f.pageSize)
    .offset((f.currentPage - 1) * f.pageSize);
  return { rows, total: total?.n ?? 0 };
}

export async function findProduct(db: Conn, id: number) {
  const [row] = await db.select().from(shopProducts).where(eq(shopProducts.id, id));
  return row ?? null;
}

export async function boughtCount(db: Conn, userId: number, productId: number) {
  const [row] = await db
    .select({ bought: shopPurchaseCounts.bought })
    .from(shopPurchaseCounts)
    .where(and(eq(shopPurchaseCounts.userId, userId), eq(shopPurchaseCounts.productId, productId)));
  return row?.bought ?? 0;
}

/** Takes `n` units if that many are left on a product still on the shelf; answers false (nothing taken) otherwise. */
export async function takeStock(tx: Conn, productId: number, n: number) {
  const rows = await tx
    .update(shopProducts)
    .set({ stock: sql`${shopProducts.stock} - ${n}` })
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.onShelf, true), gte(shopProducts.stock, n)))
    .returning({ id: shopProducts.id });
  return rows.length === 1;
}

export async function returnStock(tx: Conn, productId: number, n: number) {
  await tx
    .update(shopProducts)
    .set({ stock: sql`${shopProducts.stock} + ${n}` })
    .where(eq(shopProducts.id, productId));
}

/**
 * Counts `n` more units against the person's limit (0: none); answers false, counting nothing, when that would pass
 * it. The row lock of the upsert makes two buys at once by one person wait for each other.
 */
export async function countPurchase(tx: Conn, userId: number, productId: number, n: number, limit: number) {
  if (limit > 0 && n > limit) return false;
  const rows = await tx
    .insert(shopPurchaseCounts)
    .values({ userId, productId, bought: n })
    .onConflictDoUpdate({
      target: [shopPurchaseCounts.userId, shopPurchaseCounts.productId],
      set: { bought: sql`${shopPurchaseCounts.bought} + ${n}` },
      setWhere: limit > 0 ? sql`${shopPurchaseCounts.bought} + ${n} <= ${limit}` : undefined,
    })
    .returning({ bought: shopPurchaseCounts.bought });
  return rows.length === 1;
}

export async function uncountPurchase(tx: Conn, userId: number, productId: number, n: number) {
  await tx
    .update(shopPurchaseCounts)
    .set({ bought: sql`greatest(${shopPurchaseCounts.bought} - ${n}, 0)` })
    .where(and(eq(shopPurchaseCounts.userId, userId), eq(shopPurchaseCounts.productId, productId)));
}

export type NewOrder = typeof shopOrders.$inferInsert;

/** Books the order; null when this person's request key already made one (a double submit). */
export async function insertOrder(tx: Conn, order: NewOrder) {
  const [row] = await tx
    .insert(shopOrders)
    .values(order)
    .onConflictDoNothing({ target: [shopOrders.userId, shopOrders.requestKey] })
    .returning();
  return row ?? null;
}

export async function findOrderByKey(db: Conn, userId: number, requestKey: string) {
  const [row] = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.userId, userId), eq(shopOrders.requestKey, requestKey)));
  return row ?? null;
}

export async function finishVirtualOrder(tx: Conn, orderId: number, delivery: string) {
  await tx.update(shopOrders).set({ status: "done", delivery, doneAt: new Date() }).where(eq(shopOrders.id, orderId));
}

/** A page of the person's orders, newest first, with the product's image. */
export async function pageOrders(db: Conn, userId: number, offset: number, limit: number) {
  const mine = eq(shopOrders.userId, userId);
  const [total] = await db.select({ n: count() }).from(shopOrders).where(mine);
  const rows = await db
    .select({
      id: shopOrders.id,
      productId: shopOrders.productId,
      title: shopOrders.title,
      image: shopProducts.image,
      proType: shopOrders.proType,
      buyCnt: shopOrders.buyCnt,
      totalPoints: shopOrders.totalPoints,
      status: shopOrders.status,
      courier: shopOrders.courier,
      trackingNo: shopOrders.trackingNo,
      delivery: shopOrders.delivery,
      province: shopOrders.province,
      city: shopOrders.city,
      address: shopOrders.address,
      createdAt: shopOrders.createdAt,
    })
    .from(shopOrders)
    .innerJoin(shopProducts, eq(shopProducts.id, shopOrders.productId))
    .where(mine)
    .orderBy(desc(shopOrders.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Moves an order from one status to the next, once: the WHERE on the old status is the guard (two operators at once:
 * one wins). Answers the order as it now stands, or null when it was not in `from`.
 */
export async function moveOrder(tx: Conn, orderId: number, from: string, set: Partial<NewOrder>) {
  const [row] = await tx
    .update(shopOrders)
    .set(set)
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.status, from as NewOrder["status"])))
    .returning();
  return row ?? null;
}

export async function findOrder(db: Conn, orderId: number) {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, orderId));
  return row ?? null;
}
