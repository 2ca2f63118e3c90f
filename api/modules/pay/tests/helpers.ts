import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Cashier, PayConfirm } from "@/api/contract/payment";
import { sandboxKey, signNotification } from "@/api/providers/payment/sandbox-signing";
import type { Db } from "@/db/client";
import { sessions, users } from "@/db/schema/account/users";
import { examRegistrations } from "@/db/schema/certification/exams";
import { voucherBatches, vouchers } from "@/db/schema/certification/vouchers";
import { letters } from "@/db/schema/letters/letters";
import { paymentNotifications, paymentOrders } from "@/db/schema/pay";
import { testClient } from "@/tests/support/client";
import { registrationValues } from "@/tests/support/factories";
import { newVoucherCodes } from "../../certification/payment/voucher-codes";

/** A published exam with a fee (19900 fen unless told). */
export { makeExam } from "@/tests/support/factories";

/** A signed-in person (session written straight to the database), with the portal's own protocol client. */
async function person(db: Db, baseUrl: string, mobile: string) {
  const [user] = await db
    .insert(users)
    .values({ areaCode: "+86", mobile, chineseName: `考生${mobile.slice(-4)}` })
    .returning();
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: createHash("sha256").update(token).digest("base64url"),
    userId: user!.id,
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });
  const client = testClient(baseUrl);
  client.cookies.set("sid", token);
  return { user: user!, client };
}

/** A candidate with an unpaid registration for the exam. */
export async function candidate(db: Db, baseUrl: string, mobile: string, exam: { id: number; feeFen: number }) {
  const p = await person(db, baseUrl, mobile);
  const [registration] = await db
    .insert(examRegistrations)
    .values(
      registrationValues(p.user.id, exam.id, {
        chineseName: p.user.chineseName,
        idCard: "11010519900307100X",
        phone: mobile,
        status: "unpaid",
        feeFen: exam.feeFen,
      }),
    )
    .returning();
  return { ...p, registration: registration! };
}

/** A candidate who opened the pay page (pearson/Confirm) and then the desktop cashier (pay/WxQrPay). */
export async function atCashier(db: Db, baseUrl: string, mobile: string, exam: { id: number; feeFen: number }) {
  const c = await candidate(db, baseUrl, mobile, exam);
  const confirm = await c.client.call<PayConfirm>("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id });
  if (confirm.code !== 0) throw new Error(`pearson/Confirm failed: ${confirm.msg}`);
  const cashier = await c.client.call<Cashier>("pay/WxQrPay", { orderNumber: confirm.data.orderNum });
  if (cashier.code !== 0) throw new Error(`pay/WxQrPay failed: ${cashier.msg}`);
  return { ...c, orderNum: confirm.data.orderNum, provider: confirm.data.provider, cashier: cashier.data };
}

/** The candidate redeems a fresh voucher for the exam (pearson/voupay), which closes any unpaid order of theirs. */
export async function redeemVoucher(db: Db, c: { client: ReturnType<typeof testClient> }, exam: { id: number }) {
  const [batch] = await db.insert(voucherBatches).values({ examId: exam.id, count: 1 }).returning();
  const [code] = newVoucherCodes(1);
  await db.insert(vouchers).values({ code: code!, batchId: batch!.id, examId: exam.id });
  const redeemed = await c.client.call("pearson/voupay", { examid: exam.id, pwd: code });
  if (redeemed.code !== 0) throw new Error(`pearson/voupay failed: ${redeemed.msg}`);
}

/** A candidate who opened the pay page (so an order exists) and then paid with a voucher, which closed the order. */
export async function paidByVoucher(db: Db, baseUrl: string, mobile: string, exam: { id: number; feeFen: number }) {
  const c = await candidate(db, baseUrl, mobile, exam);
  const confirm = await c.client.call<PayConfirm>("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id });
  await redeemVoucher(db, c, exam);
  return { ...c, orderNum: confirm.data.orderNum };
}

export async function registrationOf(db: Db, id: number) {
  const [row] = await db.select().from(examRegistrations).where(eq(examRegistrations.id, id));
  return row!;
}

export const lettersOf = (db: Db, userId: number) => db.select().from(letters).where(eq(letters.userId, userId));
export const ordersOf = (db: Db, registrationId: number) =>
  db.select().from(paymentOrders).where(eq(paymentOrders.subjectId, registrationId));
export const ledgerOf = (db: Db, orderId: number) =>
  db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, orderId));

/** A notification as the sandbox provider sends it, signed with `secret` (the server's own unless told). */
export function notification(secret: string, n: { orderNumber: string; amountFen: number; transactionId?: string }) {
  const body = JSON.stringify({
    orderNumber: n.orderNumber,
    transactionId: n.transactionId ?? `SBXTEST${randomBytes(6).toString("hex")}`,
    amountFen: n.amountFen,
    tradeState: "SUCCESS",
    successTime: new Date().toISOString(),
  });
  return { body, headers: { "Content-Type": "application/json", ...signNotification(sandboxKey(secret), body) } };
}

export function postNotification(baseUrl: string, n: { body: string; headers: Record<string, string> }) {
  return fetch(`${baseUrl}/pay/notify`, { method: "POST", headers: n.headers, body: n.body });
}
