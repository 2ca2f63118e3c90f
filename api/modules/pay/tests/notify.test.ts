import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { PayConfirm } from "@/api/contract/payment";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { paymentOrders } from "@/db/schema/pay";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { candidate, ledgerOf, lettersOf, makeExam, notification, ordersOf, postNotification, registrationOf } from "./helpers";

let srv: TestServer;
let exam: Awaited<ReturnType<typeof makeExam>>;
let next = 0;
beforeAll(async () => {
  srv = await startTestServer();
  exam = await makeExam(srv.deps.db);
}, 60_000);
afterAll(() => srv.stop());

/** A candidate who has opened the pay page (pearson/Confirm), so an order exists. */
async function withOrder() {
  const c = await candidate(srv.deps.db, srv.url, String(18600000000 + ++next), exam);
  const confirm = await c.client.call<PayConfirm>("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id });
  expect(confirm.code).toBe(0);
  return { ...c, orderNum: confirm.data.orderNum };
}

describe("the provider's asynchronous notification", () => {
  test("delivered 5 times at once, it pays once: one ledger row, registration waitaudit, one letter", async () => {
    const c = await withOrder();
    const n = notification(srv.deps.env.appSecret, { orderNumber: c.orderNum, amountFen: 19900 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postNotification(srv.url, n)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await Promise.all(answers.map((r) => r.json()))).toEqual(Array(5).fill({ code: "SUCCESS", message: "成功" }));

    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order).toMatchObject({ status: "paid", provider: "sandbox" });
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(1);
    expect(await registrationOf(srv.deps.db, c.registration.id)).toMatchObject({
      status: "waitaudit",
      payMethod: "sandbox",
      paidFen: 19900,
    });
    const letters = await lettersOf(srv.deps.db, c.user.id);
    expect(letters.map((l) => l.title)).toEqual(["报名费支付成功，等待审核"]);
    expect(letters[0]!.link).toBe(`/certification/waitaudit?examid=${exam.id}`);
    const texts = await srv.deps.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, c.user.mobile));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain("报名费支付成功，等待审核");

    // The page's poll now sends the candidate on to waitaudit.
    expect(await c.client.call("pearson/paypass", { orderNum: c.orderNum })).toMatchObject({
      code: 0,
      data: { paid: 1, url: `/certification/waitaudit?examid=${exam.id}` },
    });
  });

  test("a wrong signature changes nothing", async () => {
    const c = await withOrder();
    const forged = notification("another-secret-another-secret-another-0", { orderNumber: c.orderNum, amountFen: 19900 });
    const res = await postNotification(srv.url, forged);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: "FAIL", message: "签名错误" });
    // A genuine notification's body changed after signing is just as forged.
    const genuine = notification(srv.deps.env.appSecret, { orderNumber: c.orderNum, amountFen: 19900 });
    const tampered = await postNotification(srv.url, { ...genuine, body: genuine.body.replace("19900", "19901") });
    expect(tampered.status).toBe(401);
    const unsigned = await fetch(`${srv.url}/pay/notify`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: genuine.body,
    });
    expect(unsigned.status).toBe(401);

    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order).toMatchObject({ status: "created", providerTxnId: null });
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(0);
    expect((await registrationOf(srv.deps.db, c.registration.id)).status).toBe("unpaid");
    expect(await lettersOf(srv.deps.db, c.user.id)).toHaveLength(0);
    expect(await c.client.call("pearson/paypass", { orderNum: c.orderNum })).toMatchObject({ code: 0, data: { paid: 0 } });
  });

  test("a correctly signed notification with the wrong amount changes nothing", async () => {
    const c = await withOrder();
    const res = await postNotification(srv.url, notification(srv.deps.env.appSecret, { orderNumber: c.orderNum, amountFen: 1 }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "FAIL", message: "金额与订单不符" });
    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order!.status).toBe("created");
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(0);
    expect((await registrationOf(srv.deps.db, c.registration.id)).status).toBe("unpaid");
    expect(await lettersOf(srv.deps.db, c.user.id)).toHaveLength(0);
  });

  test("an unknown order is refused; a second transaction for a paid order is kept as owed back, not applied", async () => {
    const unknown = await postNotification(
      srv.url,
      notification(srv.deps.env.appSecret, { orderNumber: "99999999999999999999", amountFen: 19900 }),
    );
    expect(unknown.status).toBe(404);

    const c = await withOrder();
    const first = notification(srv.deps.env.appSecret, { orderNumber: c.orderNum, amountFen: 19900 });
    expect((await postNotification(srv.url, first)).status).toBe(200);
    const again = await postNotification(srv.url, notification(srv.deps.env.appSecret, { orderNumber: c.orderNum, amountFen: 19900 }));
    expect(again.status).toBe(200);
    const [order] = await srv.deps.db.select().from(paymentOrders).where(eq(paymentOrders.orderNumber, c.orderNum));
    expect(order).toMatchObject({ status: "paid", providerTxnId: JSON.parse(first.body).transactionId });
    expect((await ledgerOf(srv.deps.db, order!.id)).map((r) => r.refundStatus).sort()).toEqual(["due", null]);
    expect((await lettersOf(srv.deps.db, c.user.id)).map((l) => l.title).sort()).toEqual([
      "报名费支付成功，等待审核",
      "重复支付将原路退回",
    ]);
  });
});

test("an oversized notification is refused before it is read", async () => {
  const res = await fetch(`${srv.url}/pay/notify`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "x".repeat(20_000),
  });
  expect(res.status).toBe(413);
});
