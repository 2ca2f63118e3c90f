import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { courses } from "@/db/schema/course";
import { pointsBalances } from "@/db/schema/points";
import { shopProducts } from "@/db/schema/shop";
import { awardPoints } from "../../points/service";

let serial = 0;

/** A product on the shelf: a physical one of 100 points with 20 in stock unless told. */
export async function makeProduct(db: Db, values: Partial<typeof shopProducts.$inferInsert> = {}) {
  const [row] = await db
    .insert(shopProducts)
    .values({ title: `测试商品${++serial}`, proType: 1, points: 100, stock: 20, onShelf: true, ...values })
    .returning();
  return row!;
}

export async function makeCourse(db: Db, title: string) {
  const [row] = await db
    .insert(courses)
    .values({ strId: `shop${process.pid}x${++serial}`, title, published: 1 })
    .returning();
  return row!;
}

/** Gives the person `amount` points through the ledger, as a test source. */
export async function givePoints(db: Db, userId: number, amount: number) {
  await db.transaction((tx) => awardPoints(tx, { userId, sourceType: "shop_test", sourceId: ++serial, amount, reason: "测试积分" }));
}

export async function balanceOf(db: Db, userId: number) {
  const [row] = await db.select({ balance: pointsBalances.balance }).from(pointsBalances).where(eq(pointsBalances.userId, userId));
  return row?.balance ?? 0;
}

export async function stockOf(db: Db, productId: number) {
  const [row] = await db.select({ stock: shopProducts.stock }).from(shopProducts).where(eq(shopProducts.id, productId));
  return row!.stock;
}

export async function userIdOf(db: Db, mobile: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row!.id;
}

/** A fresh request key, as the buy dialog makes one when it opens. */
export const key = () => `k${crypto.randomUUID().replaceAll("-", "")}`;

/** A recipient that passes every rule of "Shop buy". */
export const recipient = { userName: "张三", mobile: "13800138000", province: "广东省", city: "广州市", address: "天河区体育西路1号" };
