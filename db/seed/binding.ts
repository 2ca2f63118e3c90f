import { asc, eq, inArray } from "drizzle-orm";
import { bindCard, createCardBatch } from "@/api/modules/binding/cards";
import { afterDecision } from "@/api/modules/binding/company-binding";
import { users } from "@/db/schema/account/users";
import { cardBatches, companyBindings } from "@/db/schema/binding";
import { exams } from "@/db/schema/certification/exams";
import { courses } from "@/db/schema/course";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

const DAY = 24 * 3600_000;
/** The demo HR (13900000001) belongs to the first company; these learners asked it to bind them. */
const APPROVED = "13900000041";
const PENDING = ["13900000040", "13900000039"];
const REFUSED = "13900000038";

/** Known demo cards (README): the first is left for anyone to try; the second is bound to 13900000041. */
const DEMO_CARDS = [
  { cardNo: "XK2026000001", password: "ABCD-EFGH-JKMN" },
  { cardNo: "XK2026000002", password: "PQRS-TUVW-XYZ2" },
] as const;

async function userIds(db: Db, mobiles: string[]) {
  const rows = await db.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.mobile, mobiles));
  return new Map(rows.map((r) => [r.mobile, r.id]));
}

/** Binding requests to the demo HR's company: one approved (lettered), two waiting, one refused with its reason. */
async function seedBindings(db: Db, companyId: number, hrId: number | null) {
  const ids = await userIds(db, [APPROVED, REFUSED, ...PENDING]);
  const mine = await db
    .select({ id: companyBindings.id })
    .from(companyBindings)
    .where(inArray(companyBindings.userId, [...ids.values()]));
  if (mine.length) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [i, mobile] of PENDING.entries()) {
      const userId = ids.get(mobile);
      if (userId)
        await tx
          .insert(companyBindings)
          .values({ userId, companyId, employeeId: `E00${39 + i}`, createdAt: new Date(now - (i + 1) * DAY) });
    }
    const decided = [
      { mobile: APPROVED, status: "approved" as const, reason: "", employeeId: "E0041" },
      { mobile: REFUSED, status: "refused" as const, reason: "工号与人事系统记录不符，请核对后重新申请", employeeId: "E9999" },
    ];
    for (const d of decided) {
      const userId = ids.get(d.mobile);
      if (!userId) continue;
      const [row] = await tx
        .insert(companyBindings)
        .values({
          userId,
          companyId,
          employeeId: d.employeeId,
          status: d.status,
          reason: d.reason,
          decidedBy: hrId,
          decidedAt: new Date(now - 2 * DAY),
          createdAt: new Date(now - 5 * DAY),
        })
        .returning();
      await afterDecision(tx, row!);
    }
  });
}

/** Two learning-card batches: courses plus an exam voucher, and exam vouchers only; two cards with known passwords. */
async function seedCards(db: Db) {
  const existing = await db.select({ id: cardBatches.id }).from(cardBatches).limit(1);
  if (existing.length) return;
  const courseIds = (
    await db.select({ id: courses.id }).from(courses).where(eq(courses.published, 1)).orderBy(asc(courses.id)).limit(2)
  ).map((c) => c.id);
  const examIds = (await db.select({ id: exams.id }).from(exams).orderBy(asc(exams.id)).limit(1)).map((e) => e.id);
  if (courseIds.length + examIds.length === 0) return;
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, "13900000000"));
  await db.transaction((tx) =>
    createCardBatch(
      tx,
      { name: "新员工入门学习卡", count: 20, courseIds, examIds, note: "演示批次：课程与考试代金券" },
      operator?.id ?? null,
      (i) => DEMO_CARDS[i],
    ),
  );
  if (examIds.length) {
    await db.transaction((tx) =>
      createCardBatch(tx, { name: "考试冲刺卡", count: 10, courseIds: [], examIds, note: "演示批次：仅考试代金券" }, operator?.id ?? null),
    );
  }
  const holder = (await userIds(db, [APPROVED])).get(APPROVED);
  if (holder) await bindCard(db, holder, { ...DEMO_CARDS[1] });
}

/** Company binding requests and learning cards for the demo (after companies, users, courses and exams). */
export async function seedBinding(db: Db, log: SeedLog) {
  const step = log.step("企业绑定与学习卡", 2);
  const [hr] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.mobile, "13900000001"));
  if (hr?.companyId) await seedBindings(db, hr.companyId, hr.id);
  step.tick();
  await seedCards(db);
  step.tick();
  step.done();
}
