import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { Page } from "@/api/contract/pager";
import type { ShopOrder } from "@/api/contract/shop";
import { letters } from "@/db/schema/letters/letters";
import { pointsLedger } from "@/db/schema/points";
import { shopProducts } from "@/db/schema/shop";
import { signIn, testClient } from "@/tests/support/client";
import { makeExam } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { balanceOf, givePoints, key, makeProduct, recipient, stockOf, userIdOf } from "./fixtures";

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000071", "运营商城");
}, 60_000);
afterAll(() => srv.stop());

let ip = 1;
/** A learner who bought `buyCnt` of the product (points given first); answers the client, the id and the order id. */
async function buyer(mobile: string, productId: number, buyCnt = 1) {
  const client = testClient(srv.url, { ip: `10.17.0.${ip++}` });
  expect((await signIn(client, srv.url, mobile)).code).toBe(0);
  const id = await userIdOf(srv.deps.db, mobile);
  await givePoints(srv.deps.db, id, 1000);
  const env = await client.call<{ orderId: number }>("JShop/BuyProduct", { productId, buyCnt, requestKey: key(), ...recipient });
  expect(env.code).toBe(0);
  return { client, id, orderId: env.data.orderId };
}

describe("the shop in the back office", () => {
  test("only operators reach products and orders; enterprise HR and learners do not", async () => {
    const person = await signedInAs(srv.deps.db, srv.url, "13900000072", { roles: ["person"] });
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000073", { roles: ["person", "enterprise"] });
    const p = await makeProduct(srv.deps.db);
    for (const [browser, status] of [
      [person, 401],
      [hr, 403],
    ] as const) {
      expect((await browser.get("/shop-products")).status).toBe(status);
      expect((await browser.get("/shop-orders")).status).toBe(status);
      expect((await browser.post("/shop-products", { title: "越权", proType: 1, points: 1, stock: 1 })).status).toBe(status);
      expect((await browser.put(`/shop-products/${p.id}`, { title: "越权", proType: 1, points: 1, stock: 1 })).status).toBe(status);
      expect((await browser.post("/shop-orders/1/cancel", {})).status).toBe(status);
      expect((await browser.post("/shop-orders/1/ship", { courier: "顺丰", trackingNo: "1" })).status).toBe(status);
    }
    const [row] = await srv.deps.db.select().from(shopProducts).where(eq(shopProducts.id, p.id));
    expect(row!.title).not.toBe("越权");
  });

  test("an operator creates a product with its image, price, stock and limit; a voucher needs its exam", async () => {
    const exam = await makeExam(srv.deps.db);
    const bad = await op.post("/shop-products", { title: "代金券", proType: 2, points: 100, stock: 5 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("考试代金券商品须选择考试");
    for (const body of [
      { title: "", proType: 1, points: 1, stock: 1 },
      { title: "x", proType: 7, points: 1, stock: 1 },
      { title: "x", proType: 1, points: 0, stock: 1 },
      { title: "x", proType: 1, points: 1, stock: -1 },
      { title: "x", proType: 1, points: 1, stock: 1, image: "javascript:alert(1)" },
    ]) {
      expect((await op.post("/shop-products", body)).status).toBe(400);
    }
    const made = await op.post("/shop-products", {
      title: "考试代金券",
      proType: 2,
      examId: exam.id,
      image: "/upload/shop/a.png",
      points: 800,
      stock: 30,
      perPersonLimit: 1,
      onShelf: true,
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ title: "考试代金券", examId: exam.id, perPersonLimit: 1, onShelf: true });
    const listed = await testClient(srv.url).call<{ list: { id: number }[] }>("JShop/GetJShopProductlist", { proType: 2 });
    expect(listed.data.list.map((p) => p.id)).toContain(made.json.id);
    const off = await op.put(`/shop-products/${made.json.id}`, { ...made.json, onShelf: false });
    expect(off.status).toBe(200);
    const after = await testClient(srv.url).call<{ list: { id: number }[] }>("JShop/GetJShopProductlist", { proType: 2 });
    expect(after.data.list.map((p) => p.id)).not.toContain(made.json.id);
  });

  test("the low-stock list holds products on the shelf that are nearly gone", async () => {
    const low = await makeProduct(srv.deps.db, { title: "快售罄", stock: 2 });
    const plenty = await makeProduct(srv.deps.db, { stock: 50 });
    const res = await op.get(`/shop-products${q({ filter: { lowStock: true }, range: [0, 99] })}`);
    const ids = res.json.map((p: { id: number }) => p.id);
    expect(ids).toContain(low.id);
    expect(ids).not.toContain(plenty.id);
  });

  test("ship: courier and tracking number, once; the learner gets a letter and sees them", async () => {
    const p = await makeProduct(srv.deps.db, { points: 100 });
    const { client, id, orderId } = await buyer("13700000021", p.id);
    const queue = await op.get(`/shop-orders${q({ filter: { status: "pending" }, range: [0, 99] })}`);
    expect(queue.json.map((o: { id: number }) => o.id)).toContain(orderId);
    expect((await op.post(`/shop-orders/${orderId}/ship`, { courier: "", trackingNo: "" })).status).toBe(400);
    const shipped = await op.post(`/shop-orders/${orderId}/ship`, { courier: "顺丰速运", trackingNo: "SF1234567890" });
    expect(shipped.status).toBe(200);
    expect(shipped.json).toMatchObject({ status: "shipped", courier: "顺丰速运", trackingNo: "SF1234567890" });
    expect((await op.post(`/shop-orders/${orderId}/ship`, { courier: "圆通", trackingNo: "YT1" })).status).toBe(409);
    expect((await op.post(`/shop-orders/${orderId}/cancel`, {})).status).toBe(409);
    expect((await op.post("/shop-orders/999999/ship", { courier: "圆通", trackingNo: "YT1" })).status).toBe(404);

    const page = await client.call<Page<ShopOrder>>("jshop/Exchange", {});
    expect(page.data.list[0]).toMatchObject({ statusText: "已发货", courier: "顺丰速运", trackingNo: "SF1234567890" });
    const mail = await srv.deps.db.select().from(letters).where(eq(letters.userId, id));
    expect(mail.find((l) => l.title === "积分兑换商品已发货")?.content).toContain("SF1234567890");
    expect((await auditRows(srv.deps.db, "shop-orders", orderId)).length).toBe(1);

    expect((await op.post(`/shop-orders/${orderId}/done`, {})).json).toMatchObject({ status: "done" });
    expect((await client.call<Page<ShopOrder>>("jshop/Exchange", {})).data.list[0]?.statusText).toBe("已完成");
  });

  test("cancel returns the points and the stock exactly once, even when asked twice at once", async () => {
    const db = srv.deps.db;
    const p = await makeProduct(db, { points: 120, stock: 5, perPersonLimit: 2 });
    const { client, id, orderId } = await buyer("13700000022", p.id, 2);
    expect(await balanceOf(db, id)).toBe(760);
    expect(await stockOf(db, p.id)).toBe(3);
    const [a, b] = await Promise.all([op.post(`/shop-orders/${orderId}/cancel`, {}), op.post(`/shop-orders/${orderId}/cancel`, {})]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(db, id)).toBe(1000);
    expect(await stockOf(db, p.id)).toBe(5);
    const refunds = await db.select().from(pointsLedger).where(eq(pointsLedger.sourceType, "shop_refund"));
    expect(refunds.filter((r) => r.userId === id)).toHaveLength(1);
    expect((await client.call<Page<ShopOrder>>("jshop/Exchange", {})).data.list[0]?.statusText).toBe("已取消");
    // The limit came back with the units: the person may buy 2 again.
    const again = await client.call("JShop/BuyProduct", { productId: p.id, buyCnt: 2, requestKey: key(), ...recipient });
    expect(again.code).toBe(0);
  });
});
