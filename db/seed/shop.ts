import { asc, count, eq, inArray } from "drizzle-orm";
import { SHOP_PRO_TYPE } from "@/api/contract/shop";
import { awardPoints } from "@/api/modules/points/service";
import { cancelOrder, completeOrder, shipOrder } from "@/api/modules/shop/fulfilment";
import { buyProduct } from "@/api/modules/shop/service";
import type { StorageDriver } from "@/api/providers/storage";
import { users } from "@/db/schema/account/users";
import { cardBatches } from "@/db/schema/binding";
import { exams } from "@/db/schema/certification/exams";
import { courses } from "@/db/schema/course";
import { shopProducts } from "@/db/schema/shop";
import type { Db } from "../client";
import { storeCovers } from "./art/render";
import type { SeedLog } from "./progress";

/** The ledger source of the demo learners' spending points (one award per learner). */
const SEED_SOURCE = "seed_shop";

/** The demo learning-card batch the shop hands out (db/seed/binding.ts; none of its cards is bound there). */
const CARD_BATCH = "考试冲刺卡";

type DemoProduct = Omit<typeof shopProducts.$inferInsert, "image"> & { kind: string };

function demoProducts(examId: number | null, courseIds: number[], cardBatch: { id: number; free: number } | null): DemoProduct[] {
  const physical = SHOP_PRO_TYPE.physical;
  const list: DemoProduct[] = [
    {
      kind: "实物礼品",
      title: "定制保温杯",
      proType: physical,
      points: 800,
      stock: 120,
      perPersonLimit: 2,
      sort: 90,
      description: "316 不锈钢内胆，500ml，12 小时保温。\n兑换后 7 个工作日内发货。",
    },
    {
      kind: "实物礼品",
      title: "营销笔记本套装",
      proType: physical,
      points: 300,
      stock: 500,
      perPersonLimit: 0,
      sort: 80,
      description: "A5 笔记本两本 + 中性笔一支，记录每一次灵感。",
    },
    {
      kind: "实物礼品",
      title: "品牌双肩背包",
      proType: physical,
      points: 2500,
      stock: 40,
      perPersonLimit: 1,
      sort: 70,
      description: "防泼水面料，15.6 英寸电脑仓。",
    },
    {
      kind: "实物礼品",
      title: "无线蓝牙耳机（即将兑完）",
      proType: physical,
      points: 6000,
      stock: 3,
      perPersonLimit: 1,
      sort: 60,
      description: "主动降噪，续航 24 小时。数量有限，兑完即止。",
    },
    {
      kind: "实物礼品",
      title: "限量帆布袋",
      proType: physical,
      points: 200,
      stock: 0,
      perPersonLimit: 1,
      sort: 10,
      description: "年度活动限量款，已全部兑完。",
    },
    {
      kind: "实物礼品",
      title: "旧款鼠标垫（已下架）",
      proType: physical,
      points: 100,
      stock: 20,
      onShelf: false,
      description: "已下架，仅后台可见。",
    },
  ];
  if (examId)
    list.push({
      kind: "考试代金券",
      title: "认证考试代金券",
      proType: SHOP_PRO_TYPE.voucher,
      examId,
      points: 5000,
      stock: 50,
      perPersonLimit: 1,
      sort: 85,
      description: "兑换后立即发放一张认证考试代金券，报名缴费时输入券码即可抵扣全部报名费。",
    });
  for (const [i, courseId] of courseIds.entries())
    list.push({
      kind: "课程",
      title: i === 0 ? "精品课程兑换券" : "进阶课程兑换券",
      proType: SHOP_PRO_TYPE.course,
      courseId,
      points: 1200 + i * 600,
      stock: 999,
      perPersonLimit: 1,
      sort: 75 - i,
      description: "兑换后课程立即开通，可在“我的课程”中开始学习。",
    });
  if (cardBatch)
    list.push({
      kind: "学习卡",
      title: "考试冲刺学习卡",
      proType: SHOP_PRO_TYPE.learningCard,
      cardBatchId: cardBatch.id,
      points: 3000,
      stock: cardBatch.free,
      perPersonLimit: 1,
      sort: 70,
      description: "兑换后立即为您绑定一张学习卡，卡上的考试代金券随卡发放，可在“我的学习卡”中查看。",
    });
  return list.map((p) => ({ onShelf: true, ...p }));
}

/** Demo orders in every state, made the way the product makes them (buy, then the operator's steps). */
const DEMO_ORDERS: { mobile: string; title: string; state: "pending" | "shipped" | "done" | "cancelled"; buyCnt?: number }[] = [
  // Learners whose letters no browser journey counts (tests/e2e/letters.e2e.ts reads 13900000003 and 13900000004's).
  { mobile: "13900000002", title: "定制保温杯", state: "shipped" },
  { mobile: "13900000002", title: "营销笔记本套装", state: "pending", buyCnt: 2 },
  { mobile: "13900000002", title: "认证考试代金券", state: "done" },
  { mobile: "13900000035", title: "品牌双肩背包", state: "done" },
  { mobile: "13900000038", title: "营销笔记本套装", state: "cancelled" },
  { mobile: "13900000029", title: "定制保温杯", state: "pending" },
  { mobile: "13900000007", title: "精品课程兑换券", state: "done" },
];

const RECIPIENT = { userName: "演示学员", mobile: "13800138000", province: "北京市", city: "北京市", address: "朝阳区建国路88号" };

/** The shop's products (every proType; the learning card from the demo 考试冲刺卡 batch), points for every learner, and demo orders. */
export async function seedShop(db: Db, storage: StorageDriver, log: SeedLog) {
  const [existing] = await db.select({ n: count() }).from(shopProducts);
  if (existing!.n > 0) return;
  const [exam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.published, 1)).orderBy(asc(exams.id)).limit(1);
  const twoCourses = await db.select({ id: courses.id }).from(courses).where(eq(courses.published, 1)).orderBy(asc(courses.id)).limit(2);
  const [cardBatch] = await db
    .select({ id: cardBatches.id, free: cardBatches.count })
    .from(cardBatches)
    .where(eq(cardBatches.name, CARD_BATCH))
    .limit(1);
  const products = demoProducts(
    exam?.id ?? null,
    twoCourses.map((c) => c.id),
    cardBatch ?? null,
  );
  const step = log.step("积分商城", products.length + DEMO_ORDERS.length);
  const images = await storeCovers(
    storage,
    products.map((p) => ({ title: p.title.replace(/（.*）/, ""), kind: p.kind })),
  );
  const made = await db
    .insert(shopProducts)
    .values(products.map(({ kind: _kind, ...p }, i) => ({ ...p, image: images[i]! })))
    .returning({ id: shopProducts.id, title: shopProducts.title });
  step.tick(products.length);

  const learners = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        Array.from({ length: 40 }, (_, i) => String(13900000002 + i)),
      ),
    );
  await db.transaction(async (tx) => {
    for (const l of learners) {
      const amount = 8000 + ((Number(l.mobile) * 7919) % 6000);
      await awardPoints(tx, { userId: l.id, sourceType: SEED_SOURCE, sourceId: 1, amount, reason: "学习奖励积分" });
    }
  });

  const idOf = new Map(learners.map((l) => [l.mobile, l.id]));
  const productOf = new Map(made.map((p) => [p.title, p.id]));
  for (const [i, o] of DEMO_ORDERS.entries()) {
    const userId = idOf.get(o.mobile);
    const productId = productOf.get(o.title);
    if (!userId || !productId) continue;
    const { orderId } = await buyProduct(db, userId, { productId, buyCnt: o.buyCnt ?? 1, requestKey: `seed${i}demo`, ...RECIPIENT });
    if (o.state === "shipped" || o.state === "done")
      await db.transaction(async (tx) => {
        const order = await shipOrder(tx, orderId, { courier: "顺丰速运", trackingNo: `SF10${String(7000000 + i * 1371)}` });
        if (order && o.state === "done") await completeOrder(tx, orderId);
      });
    if (o.state === "cancelled") await db.transaction((tx) => cancelOrder(tx, orderId));
    step.tick();
  }
  step.done();
}
