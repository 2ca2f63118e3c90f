import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Cashier, PayConfirm } from "@/api/contract/payment";
import { PAY_MSG } from "@/api/contract/payment";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { candidate, ledgerOf, lettersOf, makeExam, ordersOf, redeemVoucher, registrationOf } from "./helpers";

let srv: TestServer;
let exam: Awaited<ReturnType<typeof makeExam>>;
let next = 0;
beforeAll(async () => {
  srv = await startTestServer();
  exam = await makeExam(srv.deps.db, { name: "沙箱测试考试" });
}, 60_000);
afterAll(() => srv.stop());

async function opened(path = "pay/WxQrPay") {
  const c = await candidate(srv.deps.db, srv.url, String(18700000000 + ++next), exam);
  const confirm = await c.client.call<PayConfirm>("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id });
  const cashier = await c.client.call<Cashier>(path, { orderNumber: confirm.data.orderNum, organization: "portal" });
  expect(cashier.code).toBe(0);
  return { ...c, orderNum: confirm.data.orderNum, cashier: cashier.data };
}

/** What the cashier's buttons post. */
function press(ticketPageHtml: string, action: "pay" | "cancel") {
  const ticket = /name="ticket" value="([^"]+)"/.exec(ticketPageHtml)![1]!;
  return fetch(`${srv.url}/pay/sandbox/pay`, {
    method: "POST",
    body: new URLSearchParams({ ticket, action }),
    redirect: "manual",
  });
}

describe("the sandbox cashier", () => {
  test("shows the order, and 确认支付 pays it through a signed notification, then returns to the pay page", async () => {
    const c = await opened();
    expect(c.cashier.url).toStartWith(`${srv.url}/pay/sandbox/cashier?ticket=`);
    expect(c.cashier.qr).toBe(c.cashier.url);
    const page = await (await fetch(c.cashier.url)).text();
    expect(page).toContain("沙箱收银台");
    expect(page).toContain("¥199.00");
    expect(page).toContain(c.orderNum);
    expect(page).toContain("沙箱测试考试 报名费");

    const res = await press(page, "pay");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${srv.url}/certification/pay?pra_id=${c.registration.id}&pra_em=${exam.id}&payResult=paid`);
    expect((await registrationOf(srv.deps.db, c.registration.id)).status).toBe("waitaudit");
    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order!.status).toBe("paid");
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(1);
    expect(await lettersOf(srv.deps.db, c.user.id)).toHaveLength(1);

    // Paying the same cashier again is refused by the provider (ORDERPAID): nothing is charged twice.
    const twice = await press(page, "pay");
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("该订单已支付或已关闭，请勿重复支付");
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(1);
    // And the pay page's confirm now leads to waitaudit (spec 001 section 4).
    expect(await c.client.call("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id })).toMatchObject({
      code: 302,
      data: `/certification/waitaudit?examid=${exam.id}`,
    });
    expect(await c.client.call("pay/WxQrPay", { orderNumber: c.orderNum })).toMatchObject({ code: 1, msg: PAY_MSG.orderPaid });
  });

  test("a cashier left open while a voucher paid the registration is refused by the provider (ORDERCLOSED)", async () => {
    const c = await opened();
    const page = await (await fetch(c.cashier.url)).text();
    await redeemVoucher(srv.deps.db, c, exam);

    const res = await press(page, "pay");
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("该订单已支付或已关闭，请勿重复支付");
    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order!.status).toBe("closed");
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(0);
  });

  test("取消 returns with payResult=cancel and changes nothing", async () => {
    const c = await opened("pay/WxWapPay");
    const res = await press(await (await fetch(c.cashier.url)).text(), "cancel");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toEndWith("&payResult=cancel");
    expect((await registrationOf(srv.deps.db, c.registration.id)).status).toBe("unpaid");
    expect((await ordersOf(srv.deps.db, c.registration.id))[0]!.status).toBe("created");
  });

  test("a tampered cashier ticket is refused", async () => {
    const c = await opened("pay/WxJsPay");
    const page = await (await fetch(c.cashier.url)).text();
    const ticket = /name="ticket" value="([^"]+)"/.exec(page)![1]!;
    const [body, sig] = ticket.split(".");
    const cheaper = Buffer.from(Buffer.from(body!, "base64url").toString().replace("19900", "1")).toString("base64url");
    const res = await fetch(`${srv.url}/pay/sandbox/pay`, {
      method: "POST",
      body: new URLSearchParams({ ticket: `${cheaper}.${sig}`, action: "pay" }),
      redirect: "manual",
    });
    expect(res.status).toBe(400);
    expect((await fetch(`${srv.url}/pay/sandbox/cashier?ticket=${cheaper}.${sig}`)).status).toBe(400);
    expect((await registrationOf(srv.deps.db, c.registration.id)).status).toBe("unpaid");
  });
});

describe("pay/WxQrPay, WxWapPay, WxJsPay", () => {
  test("an empty order number gives the spec's message; someone else's order is as absent as a missing one", async () => {
    const c = await opened();
    for (const path of ["pay/WxQrPay", "pay/WxWapPay", "pay/WxJsPay"]) {
      expect(await c.client.call(path, { orderNumber: "" })).toMatchObject({
        code: 1,
        msg: "订单号不能为空（order number cannot be empty）",
      });
    }
    const other = await candidate(srv.deps.db, srv.url, String(18700000000 + ++next), exam);
    expect(await other.client.call("pay/WxQrPay", { orderNumber: c.orderNum })).toMatchObject({ code: 1, msg: PAY_MSG.noOrder });
    expect(await other.client.call("pearson/paypass", { orderNum: c.orderNum })).toMatchObject({ code: 1, msg: PAY_MSG.noOrder });
  });

  test("need a login", async () => {
    const c = await opened();
    c.client.cookies.clear();
    expect(await c.client.call("pay/WxQrPay", { orderNumber: c.orderNum })).toMatchObject({ code: 1503 });
    expect(await c.client.call("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id })).toMatchObject({ code: 1503 });
  });
});
