import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { LedgerEntry } from "@/api/contract/payment-refunds";
import { companies } from "@/db/schema/company";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { candidate, makeExam, notification, ordersOf, paidByVoucher, postNotification } from "./helpers";

let srv: TestServer;
let op: AdminBrowser;
let exam: Awaited<ReturnType<typeof makeExam>>;
let next = 0;
beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000071", "财务运营");
  exam = await makeExam(srv.deps.db, { name: "退款后台考试" });
}, 60_000);
afterAll(() => srv.stop());

/** A closed order (paid by voucher) that the cashier then took money for: one ledger row owed back. */
async function duplicatePayment() {
  const c = await paidByVoucher(srv.deps.db, srv.url, String(18300000000 + ++next), exam);
  expect(
    (await postNotification(srv.url, notification(srv.deps.env.appSecret, { orderNumber: c.orderNum, amountFen: 19900 }))).status,
  ).toBe(200);
  const [order] = await ordersOf(srv.deps.db, c.registration.id);
  return order!;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const ordersWithRefund = async (refundStatus: string) =>
  ids((await op.get(`/payment-orders${listQuery({ filter: { refundStatus } })}`)).json);

describe("refunds due in the back office", () => {
  test("an operator finds the order, sees its ledger row owed back, and marks it refunded once, audited", async () => {
    const order = await duplicatePayment();
    expect(await ordersWithRefund("due")).toContain(order.id);
    expect(await ordersWithRefund("refunded")).not.toContain(order.id);

    const ledger = await op.get(`/payment-orders/${order.id}/notifications`);
    expect(ledger.status).toBe(200);
    expect(ledger.json).toEqual([
      expect.objectContaining({ amountFen: 19900, provider: "sandbox", refundStatus: "due", refundedAt: null }),
    ]);
    const [row] = ledger.json as LedgerEntry[];
    expect(row).not.toHaveProperty("payload");

    const path = `/payment-orders/${order.id}/notifications/${row!.id}/refunded`;
    // Two clicks at once: one wins, the other is told in Chinese.
    const answers = await Promise.all([op.post(path), op.post(path)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)!.json).toMatchObject({
      id: row!.id,
      refundStatus: "refunded",
      refundedAt: expect.any(String),
    });
    expect(answers.find((a) => a.status === 409)!.json).toEqual({ message: "该笔款项已标记为已退款，不能重复操作" });
    expect(await op.post(path)).toMatchObject({ status: 409, json: { message: "该笔款项已标记为已退款，不能重复操作" } });

    expect((await op.get(`/payment-orders/${order.id}/notifications`)).json[0]).toMatchObject({ refundStatus: "refunded" });
    expect(await ordersWithRefund("due")).not.toContain(order.id);
    expect(await ordersWithRefund("refunded")).toContain(order.id);
    // The order itself stays closed.
    expect((await op.get(`/payment-orders/${order.id}`)).json).toMatchObject({ status: "closed", providerTxnId: null });

    const audits = await auditRows(srv.deps.db, "payment-orders", order.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "update",
      actorName: "财务运营 +86 13900000071",
      before: expect.objectContaining({ id: row!.id, refundStatus: "due", refundedAt: null }),
      after: expect.objectContaining({ id: row!.id, refundStatus: "refunded" }),
    });
  });

  test("a row that paid its order, or another order's row, cannot be marked refunded", async () => {
    const c = await candidate(srv.deps.db, srv.url, String(18300000000 + ++next), exam);
    const confirm = await c.client.call<{ orderNum: string }>("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id });
    await postNotification(srv.url, notification(srv.deps.env.appSecret, { orderNumber: confirm.data.orderNum, amountFen: 19900 }));
    const [paid] = await ordersOf(srv.deps.db, c.registration.id);
    const [payment] = (await op.get(`/payment-orders/${paid!.id}/notifications`)).json as LedgerEntry[];
    expect(payment).toMatchObject({ refundStatus: null });
    expect(await op.post(`/payment-orders/${paid!.id}/notifications/${payment!.id}/refunded`)).toMatchObject({
      status: 409,
      json: { message: "该笔支付无需退款" },
    });

    const owed = await duplicatePayment();
    const [due] = (await op.get(`/payment-orders/${owed.id}/notifications`)).json as LedgerEntry[];
    expect(await op.post(`/payment-orders/${paid!.id}/notifications/${due!.id}/refunded`)).toMatchObject({
      status: 404,
      json: { message: "该笔支付记录不存在" },
    });
    expect((await op.get(`/payment-orders/${owed.id}/notifications`)).json[0]).toMatchObject({ refundStatus: "due" });
    expect(await auditRows(srv.deps.db, "payment-orders", paid!.id)).toHaveLength(0);
  });

  test("an enterprise account can neither see the ledger nor mark a refund", async () => {
    const order = await duplicatePayment();
    const [company] = await srv.deps.db.insert(companies).values({ companyName: "退款测试企业" }).returning();
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000072", { roles: ["person", "enterprise"], companyId: company!.id });
    const [row] = (await op.get(`/payment-orders/${order.id}/notifications`)).json as LedgerEntry[];

    expect(await hr.get(`/payment-orders/${order.id}/notifications`)).toMatchObject({
      status: 403,
      json: { message: "没有权限执行该操作" },
    });
    expect(await hr.post(`/payment-orders/${order.id}/notifications/${row!.id}/refunded`)).toMatchObject({ status: 403 });
    expect(await hr.get(`/payment-orders${listQuery({ filter: { refundStatus: "due" } })}`)).toMatchObject({ status: 403 });
    expect((await op.get(`/payment-orders/${order.id}/notifications`)).json[0]).toMatchObject({ refundStatus: "due" });
    expect(await auditRows(srv.deps.db, "payment-orders", order.id)).toHaveLength(0);
  });
});
