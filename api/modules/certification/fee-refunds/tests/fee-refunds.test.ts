import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery, signedInOperator } from "@/api/admin/tests/support";
import type { ExamFeeRefundRow } from "@/api/contract/exam-fee-refunds-admin";
import { PaymentProviderError, paymentDriver } from "@/api/providers/payment";
import { examRegistrations } from "@/db/schema/certification/exams";
import { examFeeRefunds } from "@/db/schema/certification/fee-refunds";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import {
  askRefund,
  candidate,
  certify,
  companyWithHr,
  examRecord,
  ledgerOf,
  lettersOf,
  makeExam,
  notification,
  ordersOf,
  type PayAt,
  paidAndPassed,
  paidByVoucher,
  pass,
  postNotification,
  sponsor,
} from "./helpers";

let srv: TestServer;
let op: AdminBrowser;
let exam: Awaited<ReturnType<typeof makeExam>>;
let employer: Awaited<ReturnType<typeof companyWithHr>>;
let next = 0;
const mobile = () => String(18400000000 + ++next);

/** The sandbox cashier's signed notification. */
const payInSandbox: PayAt = (s, orderNumber) =>
  postNotification(s.url, notification(s.deps.env.appSecret, { orderNumber, amountFen: 19900 }));

/** Counts the refunds the server asks of its payment driver (the one object every request of this server uses). */
const driver = () => paymentDriver(srv.deps.env);
let refundsAsked: { refundNumber: string; amountFen: number; orderNumber: string }[] = [];
let failNext = false;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000081", "退费审核员");
  exam = await makeExam(srv.deps.db, { name: "企业报销认证考试" });
  employer = await companyWithHr(srv, "13900000082");
  await sponsor(employer.hr, exam.id);
  const d = driver();
  const refund = d.refund.bind(d);
  d.refund = async (r) => {
    refundsAsked.push({ refundNumber: r.refundNumber, amountFen: r.amountFen, orderNumber: r.orderNumber });
    if (failNext) {
      failNext = false;
      throw new PaymentProviderError("sandbox", "SYSTEM_ERROR", "系统繁忙，请稍后再试");
    }
    return refund(r);
  };
}, 60_000);
afterAll(() => srv.stop());

/** A certified employee of the sponsoring company who paid for the exam in the sandbox and passed. */
async function eligible() {
  const c = await paidAndPassed(srv, mobile(), exam, payInSandbox);
  await certify(srv.deps.db, c.user.id, employer.company.id);
  return c;
}

/** An eligible person who asked: their request waiting for an operator. */
async function asked() {
  const c = await eligible();
  const answer = await askRefund(c.client, c.registration.id);
  expect(answer).toMatchObject({ code: 0, msg: "退费申请已提交，请等待审核", data: { url: "/my/examinfo?type=success" } });
  return { ...c, requestId: answer.data.id };
}

const requestRow = async (id: number) => (await op.get(`/exam-fee-refunds/${id}`)).json as ExamFeeRefundRow;

describe("asking for the fee back (my/ExamFeeRefund)", () => {
  test("a certified employee's passed, paid, sponsored attempt offers the button and asks once: 审核中", async () => {
    const c = await eligible();
    expect(await examRecord(c.client, c.registration.id)).toMatchObject({ canFeeRefund: true, feeRefund: null });
    const answer = await askRefund(c.client, c.registration.id);
    expect(answer.code).toBe(0);
    expect(await examRecord(c.client, c.registration.id)).toMatchObject({
      canFeeRefund: false,
      feeRefund: { status: "pending", statusText: "审核中", reason: "", amountFen: 19900 },
    });
    expect(await requestRow(answer.data.id)).toMatchObject({
      registrationId: c.registration.id,
      userId: c.user.id,
      companyId: employer.company.id,
      companyName: employer.company.companyName,
      examId: exam.id,
      examName: "企业报销认证考试",
      chineseName: c.registration.chineseName,
      amountFen: 19900,
      status: "pending",
      invoiceStatus: null,
    });
    // Asked again, or twice at once: one request, each refusal in Chinese.
    expect(await askRefund(c.client, c.registration.id)).toMatchObject({ code: 1, msg: "该考试已申请退还考试费，请等待审核" });
    const rows = await srv.deps.db.select().from(examFeeRefunds).where(eq(examFeeRefunds.registrationId, c.registration.id));
    expect(rows).toHaveLength(1);
  });

  test("two asks at once file one request", async () => {
    const c = await eligible();
    const answers = await Promise.all([askRefund(c.client, c.registration.id), askRefund(c.client, c.registration.id)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
    expect(answers.find((a) => a.code === 1)!.msg).toBe("该考试已申请退还考试费，请等待审核");
  });

  test("a visitor is asked to sign in", async () => {
    const c = await eligible();
    expect(await askRefund(testClient(srv.url), c.registration.id)).toMatchObject({ code: 1503 });
  });

  test("another person's attempt, or none, is as absent as a missing one", async () => {
    const c = await eligible();
    const other = await eligible();
    expect(await askRefund(other.client, c.registration.id)).toMatchObject({ code: 1, msg: "考试记录不存在" });
    expect(await askRefund(other.client, 999_999)).toMatchObject({ code: 1, msg: "考试记录不存在" });
    expect(await askRefund(other.client, 0)).toMatchObject({ code: 1, msg: "考试记录不存在" });
  });

  test("an attempt not passed (yet) is refused", async () => {
    const c = await eligible();
    await srv.deps.db.update(examRegistrations).set({ status: "failed", score: 40 }).where(eq(examRegistrations.id, c.registration.id));
    expect(await examRecord(c.client, c.registration.id)).toBeUndefined();
    expect(await askRefund(c.client, c.registration.id)).toMatchObject({ code: 1, msg: "通过考试后才能申请退还考试费" });
  });

  test("a free exam has no fee to return", async () => {
    const free = await makeExam(srv.deps.db, { feeFen: 0 });
    await sponsor(employer.hr, free.id);
    const c = await candidate(srv.deps.db, srv.url, mobile(), free);
    await srv.deps.db
      .update(examRegistrations)
      .set({ payMethod: "free", paidFen: 0, paidAt: new Date(), feeFen: 0 })
      .where(eq(examRegistrations.id, c.registration.id));
    await pass(srv.deps.db, c.registration.id);
    await certify(srv.deps.db, c.user.id, employer.company.id);
    expect(await examRecord(c.client, c.registration.id)).toMatchObject({ canFeeRefund: false, feeRefund: null });
    expect(await askRefund(c.client, c.registration.id)).toMatchObject({ code: 1, msg: "该考试未收取考试费，无需退还" });
  });

  test("an attempt paid with a voucher is refused", async () => {
    const c = await paidByVoucher(srv.deps.db, srv.url, mobile(), exam);
    await pass(srv.deps.db, c.registration.id);
    await certify(srv.deps.db, c.user.id, employer.company.id);
    expect(await examRecord(c.client, c.registration.id)).toMatchObject({ canFeeRefund: false });
    expect(await askRefund(c.client, c.registration.id)).toMatchObject({ code: 1, msg: "使用代金券支付的考试不能申请退还考试费" });
  });

  test("a fee with no online payment behind it cannot go back the way it came", async () => {
    const c = await candidate(srv.deps.db, srv.url, mobile(), exam);
    await srv.deps.db
      .update(examRegistrations)
      .set({ payMethod: "sandbox", paidFen: 19900, paidAt: new Date() })
      .where(eq(examRegistrations.id, c.registration.id));
    await pass(srv.deps.db, c.registration.id);
    await certify(srv.deps.db, c.user.id, employer.company.id);
    expect(await askRefund(c.client, c.registration.id)).toMatchObject({ code: 1, msg: "未找到该考试的在线支付记录，无法原路退款" });
  });

  test("a person no company certified is told how to become a certified employee", async () => {
    const c = await paidAndPassed(srv, mobile(), exam, payInSandbox);
    expect(await examRecord(c.client, c.registration.id)).toMatchObject({ canFeeRefund: false });
    expect(await askRefund(c.client, c.registration.id)).toMatchObject({
      code: 1,
      msg: "您还不是企业认证员工，请先在“绑定公司”中申请绑定所在企业并通过企业审核",
    });
  });

  test("an exam the person's company does not sponsor is refused (another company's list does not count)", async () => {
    const other = await companyWithHr(srv, "13900000083");
    const c = await paidAndPassed(srv, mobile(), exam, payInSandbox);
    await certify(srv.deps.db, c.user.id, other.company.id);
    expect(await examRecord(c.client, c.registration.id)).toMatchObject({ canFeeRefund: false });
    expect(await askRefund(c.client, c.registration.id)).toMatchObject({
      code: 1,
      msg: "您所在的企业未将该考试列入报销范围，不能申请退还考试费",
    });
  });
});

describe("an operator's decision", () => {
  test("通过 twice at once: the driver refunds once, the ledger and request are refunded, the person is lettered, audited", async () => {
    const c = await asked();
    refundsAsked = [];
    const path = `/exam-fee-refunds/${c.requestId}/approve`;
    const answers = await Promise.all([op.post(path), op.post(path)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const done = answers.find((a) => a.status === 200)!.json as ExamFeeRefundRow;
    expect(done).toMatchObject({ id: c.requestId, status: "refunded", refundId: expect.stringMatching(/^sandbox-EF0+\d+$/) });
    expect(answers.find((a) => a.status === 409)!.json.message).toMatch(/^该申请(正在退款中，请稍后刷新查看结果|已退款，不能重复操作)$/);
    // Clicked again later: nothing more.
    expect(await op.post(path)).toMatchObject({ status: 409, json: { message: "该申请已退款，不能重复操作" } });
    expect(await op.post(`/exam-fee-refunds/${c.requestId}/refuse`, { reason: "迟到的驳回" })).toMatchObject({
      status: 409,
      json: { message: "该申请已退款，不能重复操作" },
    });

    expect(refundsAsked).toEqual([
      { refundNumber: `EF${String(c.requestId).padStart(12, "0")}`, amountFen: 19900, orderNumber: c.orderNum },
    ]);
    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order).toMatchObject({ status: "paid" });
    const ledger = await ledgerOf(srv.deps.db, order!.id);
    expect(ledger).toEqual([expect.objectContaining({ refundStatus: "refunded", refundedAt: expect.any(Date) })]);
    const refundedOrders = (await op.get(`/payment-orders${listQuery({ filter: { refundStatus: "refunded" } })}`)).json as { id: number }[];
    expect(refundedOrders.map((o) => o.id)).toContain(order!.id);

    expect(await examRecord(c.client, c.registration.id)).toMatchObject({
      canFeeRefund: false,
      feeRefund: { status: "refunded", statusText: "已退款" },
    });
    const letters = (await lettersOf(srv.deps.db, c.user.id)).filter((l) => l.title === "考试费已退还");
    expect(letters).toHaveLength(1);
    expect(letters[0]!.content).toContain("《企业报销认证考试》考试费 ¥199.00 已审核通过");
    expect(letters[0]!.content).toContain("原路退回");

    // Nothing is left to invoice.
    expect(await examRecord(c.client, c.registration.id)).toMatchObject({ canInvoice: false });
    expect(
      await c.client.call("pearson/AddInvoice", {
        eadid: c.registration.id,
        mySelf: 1,
        unitName: "张三",
        takerMobile: "13800000000",
        detailedAddress: "zhang@example.com",
      }),
    ).toMatchObject({ code: 1, msg: "该考试的考试费已退还，无需开具发票" });

    const audits = await auditRows(srv.deps.db, "exam-fee-refunds", c.requestId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "update",
      actorName: "退费审核员 +86 13900000081",
      before: expect.objectContaining({ status: "pending" }),
      after: expect.objectContaining({ status: "refunded" }),
    });
    expect(await auditRows(srv.deps.db, "payment-orders", order!.id)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ refundStatus: null }),
        after: expect.objectContaining({ refundStatus: "refunded" }),
      }),
    ]);
  });

  test("驳回 needs a reason; the person reads it on /my/examinfo and in a letter; then nothing more changes", async () => {
    const c = await asked();
    expect(await op.post(`/exam-fee-refunds/${c.requestId}/refuse`, { reason: "  " })).toMatchObject({
      status: 400,
      json: { message: "请填写驳回原因" },
    });
    const refused = await op.post(`/exam-fee-refunds/${c.requestId}/refuse`, { reason: "该员工入职前已参加考试，不在报销范围" });
    expect(refused).toMatchObject({ status: 200, json: { status: "refused", reason: "该员工入职前已参加考试，不在报销范围" } });
    expect(await examRecord(c.client, c.registration.id)).toMatchObject({
      canFeeRefund: false,
      feeRefund: { status: "refused", statusText: "未通过", reason: "该员工入职前已参加考试，不在报销范围" },
    });
    const [letter] = (await lettersOf(srv.deps.db, c.user.id)).filter((l) => l.title === "考试费退还申请未通过");
    expect(letter!.content).toContain("原因：该员工入职前已参加考试，不在报销范围");
    refundsAsked = [];
    expect(await op.post(`/exam-fee-refunds/${c.requestId}/approve`)).toMatchObject({
      status: 409,
      json: { message: "该申请已驳回，不能再操作" },
    });
    expect(refundsAsked).toEqual([]);
    expect(await askRefund(c.client, c.registration.id)).toMatchObject({ code: 1, msg: "该考试的退费申请未通过，不能重复申请" });
    expect(await auditRows(srv.deps.db, "exam-fee-refunds", c.requestId)).toHaveLength(1);
  });

  test("a provider's refusal leaves the request waiting, says why, and a later 通过 refunds once", async () => {
    const c = await asked();
    refundsAsked = [];
    failNext = true;
    const failed = await op.post(`/exam-fee-refunds/${c.requestId}/approve`);
    expect(failed).toMatchObject({ status: 502, json: { message: "支付渠道退款失败：系统繁忙，请稍后再试" } });
    expect(await requestRow(c.requestId)).toMatchObject({ status: "pending" });
    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect((await ledgerOf(srv.deps.db, order!.id))[0]).toMatchObject({ refundStatus: null });
    expect(await auditRows(srv.deps.db, "exam-fee-refunds", c.requestId)).toHaveLength(0);

    expect(await op.post(`/exam-fee-refunds/${c.requestId}/approve`)).toMatchObject({ status: 200, json: { status: "refunded" } });
    // The same refund number both times: the provider makes one refund of it.
    expect(new Set(refundsAsked.map((r) => r.refundNumber)).size).toBe(1);
    expect(refundsAsked).toHaveLength(2);
  });

  test("a request left 退款中 by a process that died is taken again only once it is stale", async () => {
    const c = await asked();
    await srv.deps.db.update(examFeeRefunds).set({ status: "refunding", claimedAt: new Date() }).where(eq(examFeeRefunds.id, c.requestId));
    expect(await op.post(`/exam-fee-refunds/${c.requestId}/approve`)).toMatchObject({
      status: 409,
      json: { message: "该申请正在退款中，请稍后刷新查看结果" },
    });
    await srv.deps.db
      .update(examFeeRefunds)
      .set({ claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(examFeeRefunds.id, c.requestId));
    expect(await op.post(`/exam-fee-refunds/${c.requestId}/approve`)).toMatchObject({ status: 200, json: { status: "refunded" } });
  });

  test("the queue lists by status, those waiting first; a missing request is 404", async () => {
    const waiting = await asked();
    const ids = async (filter: object) =>
      ((await op.get(`/exam-fee-refunds${listQuery({ filter, sort: ["status", "ASC"] })}`)).json as ExamFeeRefundRow[]).map((r) => r.id);
    expect(await ids({ status: "pending" })).toContain(waiting.requestId);
    expect(await ids({ status: "refunded" })).not.toContain(waiting.requestId);
    const all = await ids({});
    const pending = (await srv.deps.db.select().from(examFeeRefunds)).filter((r) => r.status === "pending").length;
    expect(all.slice(0, pending)).toContain(waiting.requestId);
    expect(await op.post("/exam-fee-refunds/999999/approve")).toMatchObject({ status: 404 });
    expect(await op.post("/exam-fee-refunds/999999/refuse", { reason: "x" })).toMatchObject({ status: 404 });
  });
});

describe("who may do what in the back office", () => {
  test("HR may neither read, approve nor refuse the requests: they are the operators' queue", async () => {
    const c = await asked();
    expect(await employer.hr.get(`/exam-fee-refunds${listQuery({ filter: {} })}`)).toMatchObject({
      status: 403,
      json: { message: "没有权限执行该操作" },
    });
    expect(await employer.hr.get(`/exam-fee-refunds/${c.requestId}`)).toMatchObject({ status: 403 });
    refundsAsked = [];
    expect(await employer.hr.post(`/exam-fee-refunds/${c.requestId}/approve`)).toMatchObject({
      status: 403,
      json: { message: "没有权限执行该操作" },
    });
    expect(await employer.hr.post(`/exam-fee-refunds/${c.requestId}/refuse`, { reason: "不同意" })).toMatchObject({ status: 403 });
    expect(refundsAsked).toEqual([]);
    expect(await requestRow(c.requestId)).toMatchObject({ status: "pending" });
  });

  test("HR keeps its company's sponsored exams (once each, audited); other HR neither see nor change them; operators set any company's", async () => {
    const hq = await companyWithHr(srv, "13900000085");
    const another = await makeExam(srv.deps.db, { name: "报销列表考试" });
    const added = await hq.hr.post("/sponsored-exams", { examId: another.id, companyId: employer.company.id });
    // The company is the caller's own, whatever the form says.
    expect(added).toMatchObject({ status: 201, json: { companyId: hq.company.id, examId: another.id } });
    expect(await hq.hr.post("/sponsored-exams", { examId: another.id })).toMatchObject({
      status: 409,
      json: { message: "该考试已在本企业的报销考试中" },
    });
    expect(await hq.hr.post("/sponsored-exams", { examId: null })).toMatchObject({ status: 400, json: { message: "请选择考试" } });
    expect(await auditRows(srv.deps.db, "sponsored-exams", added.json.id)).toEqual([
      expect.objectContaining({ action: "create", actorName: "人事0085 +86 13900000085" }),
    ]);

    const listed = async (b: AdminBrowser) =>
      ((await b.get(`/sponsored-exams${listQuery({ filter: {} })}`)).json as { id: number }[]).map((r) => r.id);
    expect(await listed(hq.hr)).toEqual([added.json.id]);
    expect(await listed(employer.hr)).not.toContain(added.json.id);
    expect(await employer.hr.del(`/sponsored-exams/${added.json.id}`)).toMatchObject({ status: 404 });
    expect(await listed(op)).toContain(added.json.id);
    expect(await hq.hr.del(`/sponsored-exams/${added.json.id}`)).toMatchObject({ status: 200 });
    expect(await listed(hq.hr)).toEqual([]);
    expect(await auditRows(srv.deps.db, "sponsored-exams", added.json.id)).toHaveLength(2);

    // An operator sets the list up on a company's behalf, naming the company.
    expect(await op.post("/sponsored-exams", { examId: another.id })).toMatchObject({ status: 400, json: { message: "请选择企业" } });
    const byOperator = await op.post("/sponsored-exams", { examId: another.id, companyId: hq.company.id });
    expect(byOperator).toMatchObject({ status: 201, json: { companyId: hq.company.id, examId: another.id } });
    expect(await listed(hq.hr)).toEqual([byOperator.json.id]);
  });

  test("a request already made stays when its exam leaves the sponsored list; new asks are refused", async () => {
    const hq = await companyWithHr(srv, "13900000086");
    const listedExam = await makeExam(srv.deps.db, { name: "撤销报销考试" });
    const entry = await sponsor(hq.hr, listedExam.id);
    const first = await paidAndPassed(srv, mobile(), listedExam, payInSandbox);
    await certify(srv.deps.db, first.user.id, hq.company.id);
    const second = await paidAndPassed(srv, mobile(), listedExam, payInSandbox);
    await certify(srv.deps.db, second.user.id, hq.company.id);
    const request = await askRefund(first.client, first.registration.id);
    expect(request.code).toBe(0);
    expect((await hq.hr.del(`/sponsored-exams/${entry.id}`)).status).toBe(200);
    expect(await askRefund(second.client, second.registration.id)).toMatchObject({
      code: 1,
      msg: "您所在的企业未将该考试列入报销范围，不能申请退还考试费",
    });
    expect(await op.post(`/exam-fee-refunds/${request.data.id}/approve`)).toMatchObject({ status: 200, json: { status: "refunded" } });
  });
});
