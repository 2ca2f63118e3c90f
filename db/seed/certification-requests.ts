import { and, eq, gt, isNotNull } from "drizzle-orm";
import { users } from "@/db/schema/account/users";
import { examRegistrations } from "@/db/schema/certification/exams";
import { invoiceRequests, lecturerSubmissions, paperCertificateRequests } from "@/db/schema/certification/requests";
import { paymentNotifications, paymentOrders } from "@/db/schema/pay";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

/** The demo candidate whose requests wait in the back office's queues (the others still may ask, in the browser). */
const REQUESTER = "13900000015";
const DAY = 24 * 3600_000;

/** The sandbox's paid orders behind the seeded paid registrations, so 支付订单 shows how each was paid. */
async function seedPaidOrders(db: Db) {
  const paid = await db
    .select()
    .from(examRegistrations)
    .where(and(eq(examRegistrations.payMethod, "sandbox"), gt(examRegistrations.paidFen, 0), isNotNull(examRegistrations.paidAt)));
  for (const reg of paid) {
    const providerTxnId = `SBXDEMO${String(reg.id).padStart(8, "0")}`;
    const [order] = await db
      .insert(paymentOrders)
      .values({
        orderNumber: `DEMO${String(reg.id).padStart(16, "0")}`,
        userId: reg.userId,
        subjectKind: "exam_registration",
        subjectId: reg.id,
        amountFen: reg.paidFen!,
        status: "paid",
        provider: "sandbox",
        providerTxnId,
        paidAt: reg.paidAt,
        createdAt: new Date(reg.paidAt!.getTime() - 60_000),
      })
      .onConflictDoNothing()
      .returning();
    if (!order) continue;
    await db.insert(paymentNotifications).values({
      orderId: order.id,
      provider: "sandbox",
      providerTxnId,
      amountFen: order.amountFen,
      payload: { orderNumber: order.orderNumber, transactionId: providerTxnId, amountFen: order.amountFen, tradeState: "SUCCESS" },
      receivedAt: reg.paidAt!,
    });
  }
}

/** A paper certificate, an invoice and a lecturer course from the demo requester, waiting for an operator. */
async function seedRequests(db: Db) {
  const [row] = await db
    .select({ reg: examRegistrations, user: users })
    .from(examRegistrations)
    .innerJoin(users, eq(users.id, examRegistrations.userId))
    .where(and(eq(users.mobile, REQUESTER), eq(examRegistrations.status, "passed")));
  if (!row) return;
  const { reg, user } = row;
  const asked = new Date(Date.now() - 5 * DAY);
  await db
    .insert(paperCertificateRequests)
    .values({
      registrationId: reg.id,
      userId: user.id,
      province: "广东省",
      city: "深圳市",
      address: "南山区科技园科苑路 15 号 A 座 8 楼",
      createdAt: asked,
    })
    .onConflictDoNothing();
  await db
    .insert(invoiceRequests)
    .values({
      registrationId: reg.id,
      userId: user.id,
      mySelf: 0,
      unitName: user.companyName || "深圳市示例科技有限公司",
      registrationNumber: "91440300MA5DEMO01X",
      takerMobile: user.mobile,
      email: "finance@example.com",
      amountFen: reg.paidFen ?? 0,
      createdAt: asked,
    })
    .onConflictDoNothing();
  const [has] = await db.select({ id: lecturerSubmissions.id }).from(lecturerSubmissions).where(eq(lecturerSubmissions.userId, user.id));
  if (!has) {
    await db
      .insert(lecturerSubmissions)
      .values({ userId: user.id, yunlink: "https://share.weiyun.com/demoLecture01", coursename: "信息流广告投放实战", createdAt: asked });
  }
}

/** Demo rows for the back office's certification queues and payment orders; running again adds nothing. */
export async function seedCertificationRequests(db: Db, log: SeedLog) {
  const step = log.step("认证申请与支付订单", 2);
  await seedPaidOrders(db);
  step.tick();
  await seedRequests(db);
  step.tick();
  step.done();
}
