import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { Page } from "@/api/contract/pager";
import type { ShopOrder, ShopProductPage } from "@/api/contract/shop";
import { users } from "@/db/schema/account/users";
import { vouchers } from "@/db/schema/certification/vouchers";
import { courseEnrollments } from "@/db/schema/course";
import { letters } from "@/db/schema/letters/letters";
import { shopOrders } from "@/db/schema/shop";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { makeExam } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { createCardBatch } from "../../binding/cards";
import { buyProduct } from "../service";
import { balanceOf, givePoints, key, makeCourse, makeProduct, recipient, stockOf, userIdOf } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

let ip = 1;
async function learner(mobile: string, points = 0) {
  const client = testClient(srv.url, { ip: `10.16.0.${ip++}` });
  expect((await signIn(client, srv.url, mobile)).code).toBe(0);
  const id = await userIdOf(srv.deps.db, mobile);
  if (points) await givePoints(srv.deps.db, id, points);
  return { client, id };
}

const buy = (client: TestClient, payload: Record<string, unknown>) => client.call<{ orderId: number }>("JShop/BuyProduct", payload);
const ordersOf = (userId: number) => srv.deps.db.select().from(shopOrders).where(eq(shopOrders.userId, userId));

describe("JShop/GetJShopProductlist", () => {
  test("lists what is on the shelf by proType and buyType, newest first, with the person's points", async () => {
    const db = srv.deps.db;
    const exam = await makeExam(db);
    const course = await makeCourse(db, "列表课程");
    const physical = await makeProduct(db, { title: "列表实物" });
    const voucher = await makeProduct(db, { title: "列表代金券", proType: 2, examId: exam.id });
    const lesson = await makeProduct(db, { title: "列表课程商品", proType: 3, courseId: course.id });
    await makeProduct(db, { title: "已下架商品", onShelf: false });

    const visitor = await testClient(srv.url).call<ShopProductPage>("JShop/GetJShopProductlist", { currentPage: 1 });
    expect(visitor.code).toBe(0);
    expect(visitor.data.score).toBeNull();
    const titles = visitor.data.list.map((p) => p.title);
    expect(titles).not.toContain("已下架商品");
    expect(titles.slice(0, 3)).toEqual(["列表课程商品", "列表代金券", "列表实物"]);

    const { client } = await learner("13700000001", 321);
    const mine = await client.call<ShopProductPage>("JShop/GetJShopProductlist", {});
    expect(mine.data.score).toBe(321);
    const byPro = await client.call<ShopProductPage>("JShop/GetJShopProductlist", { proType: 2 });
    expect(byPro.data.list.map((p) => p.id)).toEqual([voucher.id]);
    const shipped = await client.call<ShopProductPage>("JShop/GetJShopProductlist", { buyType: 1 });
    expect(shipped.data.list.map((p) => p.id)).toContain(physical.id);
    expect(shipped.data.list.every((p) => p.proType === 1 && p.buyType === 1)).toBe(true);
    const online = await client.call<ShopProductPage>("JShop/GetJShopProductlist", { buyType: "2" });
    expect(online.data.list.map((p) => p.id).sort()).toEqual([voucher.id, lesson.id].sort());

    const paged = await client.call<ShopProductPage>("JShop/GetJShopProductlist", { currentPage: 2, pageSize: 2 });
    expect(paged.data.pager).toMatchObject({ currentPage: 2, pageSize: 2, totalRecord: 3, totalPage: 2 });
    expect(paged.data.list).toHaveLength(1);
  });

  test("bad filters answer code 1, never 500", async () => {
    for (const payload of [{ proType: 9 }, { buyType: -2 }, { currentPage: 0 }, { proType: "x" }, { currentPage: { a: 1 } }]) {
      const env = await testClient(srv.url).call("JShop/GetJShopProductlist", payload);
      expect(env.code).toBe(1);
    }
  });
});

describe("JShop/GetJShopProduct", () => {
  test("a product on the shelf; one off it or unknown is not found", async () => {
    const on = await makeProduct(srv.deps.db, { title: "详情商品", description: "介绍" });
    const off = await makeProduct(srv.deps.db, { onShelf: false });
    const env = await testClient(srv.url).call<{ product: { title: string; description: string; bought: number } }>(
      "JShop/GetJShopProduct",
      {
        id: on.id,
      },
    );
    expect(env.data.product).toMatchObject({ title: "详情商品", description: "介绍", bought: 0 });
    for (const id of [off.id, 999999, 0]) {
      const bad = await testClient(srv.url).call("JShop/GetJShopProduct", { id });
      expect(bad).toMatchObject({ code: 1, msg: "商品不存在或已下架" });
    }
    expect((await testClient(srv.url).call("JShop/GetJShopProduct", { id: "abc" })).code).toBe(1);
  });
});

describe("JShop/BuyProduct", () => {
  test("a visitor is asked to sign in", async () => {
    const p = await makeProduct(srv.deps.db);
    const env = await buy(testClient(srv.url), { productId: p.id, buyCnt: 1, requestKey: key(), ...recipient });
    expect(env.code).toBe(1503);
  });

  test("every rule of 'Shop buy' answers its message and field; nothing is charged", async () => {
    const db = srv.deps.db;
    const p = await makeProduct(db, { stock: 3 });
    const { client, id } = await learner("13700000002", 1000);
    const full = { productId: p.id, buyCnt: 1, requestKey: key(), ...recipient };
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ buyCnt: 0 }, "购买数量不能为0", "buyCnt"],
      [{ buyCnt: "" }, "购买数量不能为0", "buyCnt"],
      [{ buyCnt: -2 }, "购买数量不能为0", "buyCnt"],
      [{ buyCnt: 4 }, "购买数量不能超过库存", "buyCnt"],
      [{ userName: "  " }, "收货人不能为空", "userName"],
      [{ mobile: "1380013800" }, "手机格式不正确", "mobile"],
      [{ province: "" }, "省市不能为空", "province"],
      [{ city: "" }, "省市不能为空", "city"],
      [{ address: "" }, "详细地址不能为空", "address"],
      [{ productId: 999999 }, "商品不存在或已下架", undefined],
      [{ requestKey: "x" }, "请求无效，请刷新页面后重试", "requestKey"],
    ];
    for (const [change, msg, field] of cases) {
      const env = await buy(client, { ...full, ...change });
      expect({ change, code: env.code, msg: env.msg }).toEqual({ change, code: 1, msg });
      if (field) expect(env.data as unknown).toEqual({ field });
    }
    expect(await ordersOf(id)).toEqual([]);
    expect(await balanceOf(db, id)).toBe(1000);
    expect(await stockOf(db, p.id)).toBe(3);
  });

  test("a physical product: points and stock go in one step, the order waits to ship, a double submit charges once", async () => {
    const db = srv.deps.db;
    const p = await makeProduct(db, { points: 150, stock: 5 });
    const { client, id } = await learner("13700000003", 1000);
    const payload = { productId: p.id, buyCnt: 2, requestKey: key(), ...recipient };
    const [a, b] = await Promise.all([buy(client, payload), buy(client, payload)]);
    expect(a).toMatchObject({ code: 0, msg: "兑换成功" });
    expect(b.code).toBe(0);
    expect(b.data.orderId).toBe(a.data.orderId);
    const again = await buy(client, payload);
    expect(again.data.orderId).toBe(a.data.orderId);
    expect(await balanceOf(db, id)).toBe(700);
    expect(await stockOf(db, p.id)).toBe(3);
    const orders = await ordersOf(id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "pending", buyCnt: 2, totalPoints: 300, userName: "张三", city: "广州市" });

    const page = await client.call<Page<ShopOrder>>("jshop/Exchange", { currentPage: 1 });
    expect(page.data.list[0]).toMatchObject({
      id: a.data.orderId,
      statusText: "待发货",
      totalPoints: 300,
      address: "广东省广州市天河区体育西路1号",
    });
  });

  test("not enough points: 积分不足, and nothing is taken", async () => {
    const db = srv.deps.db;
    const p = await makeProduct(db, { points: 500, stock: 2 });
    const { client, id } = await learner("13700000004", 499);
    const env = await buy(client, { productId: p.id, buyCnt: 1, requestKey: key(), ...recipient });
    expect(env).toMatchObject({ code: 1, msg: "积分不足" });
    expect(await stockOf(db, p.id)).toBe(2);
    expect(await balanceOf(db, id)).toBe(499);
    expect(await ordersOf(id)).toEqual([]);
  });

  test("the per-person limit holds over several orders", async () => {
    const db = srv.deps.db;
    const p = await makeProduct(db, { points: 10, stock: 10, perPersonLimit: 2 });
    const { client, id } = await learner("13700000005", 1000);
    expect((await buy(client, { productId: p.id, buyCnt: 3, requestKey: key(), ...recipient })).msg).toBe("超出每人限购数量");
    expect((await buy(client, { productId: p.id, buyCnt: 1, requestKey: key(), ...recipient })).code).toBe(0);
    expect((await buy(client, { productId: p.id, buyCnt: 1, requestKey: key(), ...recipient })).code).toBe(0);
    expect((await buy(client, { productId: p.id, buyCnt: 1, requestKey: key(), ...recipient })).msg).toBe("超出每人限购数量");
    expect(await ordersOf(id)).toHaveLength(2);
    expect(await balanceOf(db, id)).toBe(980);
  });

  test("a voucher product is delivered at once: codes for its exam, no address needed, a letter", async () => {
    const db = srv.deps.db;
    const exam = await makeExam(db, { name: "商城代金券考试" });
    const p = await makeProduct(db, { title: "考试代金券", proType: 2, examId: exam.id, points: 200 });
    const { client, id } = await learner("13700000006", 1000);
    const env = await buy(client, { productId: p.id, buyCnt: 2, requestKey: key() });
    expect(env.code).toBe(0);
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ status: "done", address: "" });
    const codes = await db.select().from(vouchers).where(eq(vouchers.examId, exam.id));
    expect(codes).toHaveLength(2);
    for (const c of codes) expect(order!.delivery).toContain(c.code);
    const mail = await db.select().from(letters).where(eq(letters.userId, id));
    expect(mail.map((l) => l.title)).toContain("积分兑换成功");
    const page = await client.call<Page<ShopOrder>>("jshop/Exchange", {});
    expect(page.data.list[0]).toMatchObject({ statusText: "已完成", delivery: order!.delivery });
  });

  test("a course product begins the course for the person", async () => {
    const db = srv.deps.db;
    const course = await makeCourse(db, "兑换课程");
    const p = await makeProduct(db, { proType: 3, courseId: course.id });
    const { client, id } = await learner("13700000007", 100);
    expect((await buy(client, { productId: p.id, buyCnt: 1, requestKey: key() })).code).toBe(0);
    const enrolled = await db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, id));
    expect(enrolled.map((e) => e.courseId)).toEqual([course.id]);
    expect(await balanceOf(db, id)).toBe(0);
  });

  test("a learning-card product binds a free card of its batch to the buyer, with what it carries; an empty batch charges nothing", async () => {
    const db = srv.deps.db;
    const course = await makeCourse(db, "学习卡课程");
    const { batch } = await db.transaction((tx) =>
      createCardBatch(tx, { name: "商城学习卡", count: 1, courseIds: [course.id], examIds: [], note: "" }, null),
    );
    // The product's stock (2) outnumbers the batch's free cards (1).
    const p = await makeProduct(db, { proType: 4, cardBatchId: batch.id, points: 300, stock: 2 });
    const { client, id } = await learner("13700000008", 1000);
    expect((await buy(client, { productId: p.id, buyCnt: 1, requestKey: key() })).code).toBe(0);
    const cards = await client.call<Page<{ cardNo: string; courses: { title: string }[] }>>("my/card", {});
    expect(cards.data.list).toHaveLength(1);
    expect(cards.data.list[0]!.courses.map((c) => c.title)).toEqual(["学习卡课程"]);
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ status: "done" });
    expect(order!.delivery).toContain(cards.data.list[0]!.cardNo);
    const enrolled = await db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, id));
    expect(enrolled.map((e) => e.courseId)).toEqual([course.id]);
    expect(await balanceOf(db, id)).toBe(700);

    const other = await learner("13700000019", 1000);
    expect(await buy(other.client, { productId: p.id, buyCnt: 1, requestKey: key() })).toMatchObject({ code: 1, msg: "该学习卡已兑完" });
    expect(await balanceOf(db, other.id)).toBe(1000);
    expect(await stockOf(db, p.id)).toBe(1);
    expect(await ordersOf(other.id)).toHaveLength(0);
  });

  test("100 people buying the last 10 units at once make exactly 10 orders; no stock or balance goes below zero", async () => {
    const db = srv.deps.db;
    const p = await makeProduct(db, { points: 50, stock: 10 });
    const buyers = await db
      .insert(users)
      .values(Array.from({ length: 100 }, (_, i) => ({ areaCode: "+86", mobile: `1360000${String(i).padStart(4, "0")}` })))
      .returning({ id: users.id });
    for (const b of buyers) await givePoints(db, b.id, 60);
    const results = await Promise.allSettled(
      buyers.map((b) => buyProduct(db, b.id, { productId: p.id, buyCnt: 1, requestKey: key(), ...recipient })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(await stockOf(db, p.id)).toBe(0);
    const orders = await db.select().from(shopOrders).where(eq(shopOrders.productId, p.id));
    expect(orders).toHaveLength(10);
    const balances = await Promise.all(buyers.map((b) => balanceOf(db, b.id)));
    expect(balances.filter((x) => x === 10)).toHaveLength(10);
    expect(balances.filter((x) => x === 60)).toHaveLength(90);
  });
});

describe("jshop/Exchange", () => {
  test("a visitor is asked to sign in; a person sees only their own orders", async () => {
    expect((await testClient(srv.url).call("jshop/Exchange", {})).code).toBe(1503);
    const db = srv.deps.db;
    const p = await makeProduct(db, { points: 1 });
    const a = await learner("13700000009", 10);
    const b = await learner("13700000010", 10);
    await buy(a.client, { productId: p.id, buyCnt: 1, requestKey: key(), ...recipient });
    const mine = await b.client.call<Page<ShopOrder>>("jshop/Exchange", { currentPage: 1 });
    expect(mine.data.list).toEqual([]);
    expect(mine.data.pager.totalRecord).toBe(0);
    expect((await b.client.call("jshop/Exchange", { currentPage: -3 })).code).toBe(1);
  });
});
