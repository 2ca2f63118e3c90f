import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { Page } from "@/api/contract/pager";
import type { AppliedItem, CompanyProfile, PositionDetailAnswer, PositionItem } from "@/api/contract/zhaopin-positions";
import { companies } from "@/db/schema/company";
import { applicationEvents, applications, positions } from "@/db/schema/zhaopin";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeBareCv, makeCompany, makeCompleteCv, makePosition, signedInPeople } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const person = signedInPeople(() => srv, 13710000000, "10.17.0");
let visitorIp = 1;
const visitor = () => testClient(srv.url, { ip: `10.17.1.${visitorIp++}` });
type ListPage = Page<PositionItem>;

describe("ZhaoPin/PositionList", () => {
  test("lists open positions only, newest first, by every filter", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const suspendedCo = await makeCompany(db, { suspendedAt: new Date() });
    const city = `筛选市${process.pid}`;
    const base = { city, province: "浙江" };
    const older = await makePosition(db, co.id, {
      ...base,
      name: "老运营",
      positionType: "运营",
      publishedAt: new Date(Date.now() - 60_000),
    });
    const newer = await makePosition(db, co.id, {
      ...base,
      name: "新销售",
      positionType: "销售",
      education: "研究生",
      workYears: "3-5年",
      tags: ["双休", "五险一金"],
    });
    await makePosition(db, co.id, { ...base, name: "关闭职位", status: "closed" });
    await makePosition(db, co.id, { ...base, name: "草稿职位", status: "draft", publishedAt: null });
    await makePosition(db, co.id, { ...base, name: "过期职位", expiresAt: new Date(Date.now() - 1000) });
    await makePosition(db, co.id, { ...base, name: "暂停职位", suspendedAt: new Date() });
    await makePosition(db, suspendedCo.id, { ...base, name: "暂停公司职位" });

    const all = await visitor().call<ListPage>("ZhaoPin/PositionList", { city });
    expect(all.code).toBe(0);
    expect(all.data.list.map((p) => p.name)).toEqual(["新销售", "老运营"]);
    expect(all.data.pager).toMatchObject({ currentPage: 1, totalRecord: 2, totalPage: 1 });
    expect(all.data.list[0]).toMatchObject({ companyName: co.companyName, salaryText: "8-12K", tags: ["双休", "五险一金"] });

    const ask = async (f: Record<string, unknown>) =>
      (await visitor().call<ListPage>("ZhaoPin/PositionList", { city, ...f })).data.list.map((p) => p.id);
    expect(await ask({ positionType: "运营" })).toEqual([older.id]);
    expect(await ask({ education: "研究生" })).toEqual([newer.id]);
    expect(await ask({ workYears: "3-5年" })).toEqual([newer.id]);
    expect(await ask({ tags: ["双休"] })).toEqual([newer.id]);
    expect(await ask({ tags: "五险一金,双休" })).toEqual([newer.id]);
    expect(await ask({ tags: ["双休", "包住"] })).toEqual([]);
    expect(await ask({ province: "浙江", positionType: "销售", education: "研究生", workYears: "3-5年" })).toEqual([newer.id]);
    expect(await ask({ province: "广东" })).toEqual([]);
    expect(await ask({ keyword: "运营" })).toEqual([older.id]);
    expect(await ask({ keyword: "%" })).toEqual([]);
    const paged = await visitor().call<ListPage>("ZhaoPin/PositionList", { city, currentPage: 2, pageSize: 1 });
    expect(paged.data.list.map((p) => p.id)).toEqual([older.id]);
    expect(paged.data.pager).toMatchObject({ currentPage: 2, totalPage: 2 });
  });

  test("a kept answer goes as soon as a position or its company changes, whoever writes it", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const city = `缓存市${process.pid}`;
    const p = await makePosition(db, co.id, { city });
    const ids = async () => (await visitor().call<ListPage>("ZhaoPin/PositionList", { city })).data.list.map((x) => x.id);
    expect(await ids()).toEqual([p.id]);
    await db.update(positions).set({ status: "closed" }).where(eq(positions.id, p.id));
    expect(await ids()).toEqual([]);
    await db.update(positions).set({ status: "open" }).where(eq(positions.id, p.id));
    expect(await ids()).toEqual([p.id]);
    await db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, co.id));
    expect(await ids()).toEqual([]);
  });

  test("bad filters answer code 1, never 500", async () => {
    for (const payload of [
      { positionType: "厨师" },
      { education: "小学" },
      { workYears: 3 },
      { tags: ["a", "b", "c", "d", "e", "f"] },
      { tags: { a: 1 } },
      { city: "x".repeat(31) },
      { currentPage: 0 },
      { pageSize: 500 },
      { keyword: "k".repeat(31) },
    ]) {
      const env = await visitor().call("ZhaoPin/PositionList", payload);
      expect(env.code).toBe(1);
    }
  });
});

describe("ZhaoPin/PositionDetail and ZhaoPin/PositionListByCompanyID", () => {
  test("a visitor reads an open or closed position with its company; a draft, suspended or unknown one is not found", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db, { introduction: "我们做水产" });
    const open = await makePosition(db, co.id, { description: "职位描述", expiresAt: new Date(Date.now() + 86_400_000) });
    const closed = await makePosition(db, co.id, { status: "closed" });
    const draft = await makePosition(db, co.id, { status: "draft" });
    const suspended = await makePosition(db, co.id, { suspendedAt: new Date() });

    const env = await visitor().call<PositionDetailAnswer>("ZhaoPin/PositionDetail", { id: open.id });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ isCollect: 0, applied: null, cvId: 0 });
    expect(env.data.position).toMatchObject({ name: open.name, description: "职位描述", open: true });
    expect(env.data.company).toMatchObject({ id: co.id, introduction: "我们做水产" });
    expect((await visitor().call<PositionDetailAnswer>("ZhaoPin/PositionDetail", { id: closed.id })).data.position.open).toBe(false);
    for (const id of [draft.id, suspended.id, 99_999_999]) {
      expect(await visitor().call("ZhaoPin/PositionDetail", { id })).toMatchObject({ code: 1, msg: "职位不存在或已下线" });
    }
    for (const id of [0, -1, "x", null]) expect((await visitor().call("ZhaoPin/PositionDetail", { id })).code).toBe(1);
  });

  test("a company's page lists its open positions and its profile; a suspended company is not found", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db, { size: "100-499人" });
    const a = await makePosition(db, co.id);
    await makePosition(db, co.id, { status: "closed" });
    const other = await makeCompany(db);
    await makePosition(db, other.id);
    const env = await visitor().call<ListPage & { company: CompanyProfile }>("ZhaoPin/PositionListByCompanyID", { id: co.id });
    expect(env.code).toBe(0);
    expect(env.data.list.map((p) => p.id)).toEqual([a.id]);
    expect(env.data.company).toMatchObject({ id: co.id, size: "100-499人" });
    await db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, co.id));
    expect(await visitor().call("ZhaoPin/PositionListByCompanyID", { id: co.id })).toMatchObject({ code: 1, msg: "企业不存在" });
    expect((await visitor().call("ZhaoPin/PositionListByCompanyID", { id: "abc" })).code).toBe(1);
    expect((await visitor().call("ZhaoPin/PositionListByCompanyID", {})).code).toBe(1);
  });
});

describe("ZhaoPin/CollectPosition", () => {
  test("toggles 1 and 0 for the signed-in person; a visitor is asked to log in; another company's id is refused", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const p = await makePosition(db, co.id);
    expect((await visitor().call("ZhaoPin/CollectPosition", { companyId: co.id, positionId: p.id })).code).toBe(1503);
    const { client } = await person();
    expect(await client.call("ZhaoPin/CollectPosition", { companyId: co.id, positionId: p.id })).toMatchObject({
      code: 0,
      data: { isCollect: 1 },
    });
    expect((await client.call<PositionDetailAnswer>("ZhaoPin/PositionDetail", { id: p.id })).data.isCollect).toBe(1);
    expect(await client.call("ZhaoPin/CollectPosition", { companyId: co.id, positionId: p.id })).toMatchObject({
      code: 0,
      data: { isCollect: 0 },
    });
    const other = await makeCompany(db);
    expect((await client.call("ZhaoPin/CollectPosition", { companyId: other.id, positionId: p.id })).code).toBe(1);
    expect((await client.call("ZhaoPin/CollectPosition", { companyId: co.id, positionId: "x" })).code).toBe(1);
    expect((await client.call("ZhaoPin/CollectPosition", { positionId: p.id })).code).toBe(1);
  });
});

describe("ZhaoPin/SendCV", () => {
  test("a complete CV is sent once: 投递成功, an event, then 已投递 on the detail", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const p = await makePosition(db, co.id);
    const { client, id } = await person();
    const cvId = await makeCompleteCv(db, id);
    const detail = await client.call<PositionDetailAnswer>("ZhaoPin/PositionDetail", { id: p.id });
    expect(detail.data.cvId).toBe(cvId);
    const env = await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId });
    expect(env).toMatchObject({ code: 0, msg: "投递成功", data: { stage: "sent", stageText: "投递成功" } });
    const again = await client.call<PositionDetailAnswer>("ZhaoPin/PositionDetail", { id: p.id });
    expect(again.data.applied).toMatchObject({ stage: "sent", stageText: "投递成功" });
    expect(await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId })).toMatchObject({
      code: 1,
      msg: "您已投递过该职位",
    });
    const [app] = await db.select().from(applications).where(eq(applications.positionId, p.id));
    expect(app).toMatchObject({ userId: id, companyId: co.id, cvId, stage: "sent" });
    const events = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, app!.id));
    expect(events.map((e) => e.stage)).toEqual(["sent"]);
  });

  test("a double click makes one application", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const p = await makePosition(db, co.id);
    const { client, id } = await person();
    const cvId = await makeCompleteCv(db, id);
    const both = await Promise.all([1, 2].map(() => client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId })));
    expect(both.map((e) => e.code).sort()).toEqual([0, 1]);
    expect(await db.select().from(applications).where(eq(applications.positionId, p.id))).toHaveLength(1);
  });

  test("no CV asks to create one, an incomplete one to complete it, someone else's CV id is refused", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const p = await makePosition(db, co.id);
    const { client, id } = await person();
    expect(await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId: 0 })).toMatchObject({
      code: 1,
      msg: "您还没有简历，请先创建简历",
      data: { need: "create" },
    });
    const bare = await makeBareCv(db, id);
    expect(await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId: bare })).toMatchObject({
      code: 1,
      msg: "您的简历还不完整，请先完善简历",
      data: { need: "complete", missing: ["基本信息未完善", "工作经历未完善", "求职意向未完善", "教育经历未完善"] },
    });
    const someone = await person();
    const theirs = await makeCompleteCv(db, someone.id);
    expect(await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId: theirs })).toMatchObject({
      code: 1,
      msg: "简历不存在",
    });
    expect(await db.select().from(applications).where(eq(applications.positionId, p.id))).toHaveLength(0);
  });

  test("closed, draft, expired and suspended positions (or companies) refuse; a visitor is asked to log in; bad input is code 1", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const { client, id } = await person();
    const cvId = await makeCompleteCv(db, id);
    const send = (companyId: number, positionId: number) => client.call("ZhaoPin/SendCV", { companyId, positionId, cvId });
    const closed = await makePosition(db, co.id, { status: "closed" });
    expect(await send(co.id, closed.id)).toMatchObject({ code: 1, msg: "该职位已停止招聘" });
    const expired = await makePosition(db, co.id, { expiresAt: new Date(Date.now() - 1000) });
    expect(await send(co.id, expired.id)).toMatchObject({ code: 1, msg: "该职位已停止招聘" });
    const draft = await makePosition(db, co.id, { status: "draft" });
    expect(await send(co.id, draft.id)).toMatchObject({ code: 1, msg: "职位不存在或已下线" });
    const suspended = await makePosition(db, co.id, { suspendedAt: new Date() });
    expect(await send(co.id, suspended.id)).toMatchObject({ code: 1, msg: "职位不存在或已下线" });
    const sCo = await makeCompany(db, { suspendedAt: new Date() });
    const ofSuspended = await makePosition(db, sCo.id);
    expect(await send(sCo.id, ofSuspended.id)).toMatchObject({ code: 1 });
    const open = await makePosition(db, co.id);
    expect((await send(sCo.id, open.id)).code).toBe(1);
    expect((await visitor().call("ZhaoPin/SendCV", { companyId: co.id, positionId: open.id, cvId })).code).toBe(1503);
    for (const bad of [{ cvId: -1 }, { cvId: "abc" }, { positionId: 0 }, { companyId: null }]) {
      expect((await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: open.id, cvId, ...bad })).code).toBe(1);
    }
    expect(await db.select().from(applications).where(eq(applications.userId, id))).toHaveLength(0);
  });
});

describe("ZhaoPin/GetPositionListByUserID and ZhaoPin/WithdrawCV", () => {
  test("the tabs filter by key, withdraw moves one's own application, sending again brings it back to 投递成功", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const [p1, p2, p3] = [await makePosition(db, co.id), await makePosition(db, co.id), await makePosition(db, co.id)];
    const { client, id } = await person();
    const cvId = await makeCompleteCv(db, id);
    for (const p of [p1!, p2!, p3!])
      expect((await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId })).code).toBe(0);
    await db.update(applications).set({ stage: "interview" }).where(eq(applications.positionId, p2!.id));
    await db.update(applications).set({ stage: "unsuitable" }).where(eq(applications.positionId, p3!.id));

    type Applied = Page<AppliedItem> & { counts: Record<string, number> };
    const list = (key?: string) => client.call<Applied>("ZhaoPin/GetPositionListByUserID", { currentPage: 1, ...(key ? { key } : {}) });
    const all = await list();
    expect(all.data.pager.totalRecord).toBe(3);
    expect(all.data.counts).toMatchObject({ all: 3, active: 2, sent: 1, interview: 1, unsuitable: 1, hired: 0 });
    const interview = await list("interview");
    expect(interview.data.list.map((a) => [a.positionId, a.stageText, a.canWithdraw])).toEqual([[p2!.id, "邀请面试", true]]);
    expect((await list("active")).data.list).toHaveLength(2);
    expect((await list("unsuitable")).data.list[0]).toMatchObject({ positionId: p3!.id, canWithdraw: false, companyName: co.companyName });
    expect((await list("nope")).code).toBe(1);
    expect((await visitor().call("ZhaoPin/GetPositionListByUserID", {})).code).toBe(1503);

    const mine = interview.data.list[0]!;
    const other = await person();
    // Another's application is as good as none; a decided one of one's own has its result.
    expect(await other.client.call("ZhaoPin/WithdrawCV", { id: mine.id })).toMatchObject({ code: 1, msg: "投递不存在" });
    expect(await client.call("ZhaoPin/WithdrawCV", { id: 999_999 })).toMatchObject({ code: 1, msg: "投递不存在" });
    const decided = (await list("unsuitable")).data.list[0]!;
    expect(await client.call("ZhaoPin/WithdrawCV", { id: decided.id })).toMatchObject({ code: 1, msg: "该投递已有结果，无法撤回" });
    expect(await client.call("ZhaoPin/WithdrawCV", { id: mine.id })).toMatchObject({
      code: 0,
      msg: "已撤回投递",
      data: { stage: "withdrawn" },
    });
    expect((await client.call("ZhaoPin/WithdrawCV", { id: mine.id })).code).toBe(1);
    expect((await client.call("ZhaoPin/WithdrawCV", { id: "x" })).code).toBe(1);
    expect((await visitor().call("ZhaoPin/WithdrawCV", { id: mine.id })).code).toBe(1503);
    expect((await list("withdrawn")).data.list.map((a) => a.id)).toEqual([mine.id]);

    expect(await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p2!.id, cvId })).toMatchObject({
      code: 0,
      data: { stage: "sent" },
    });
    const rows = await db.select().from(applications).where(eq(applications.positionId, p2!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.stage).toBe("sent");
    const events = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, rows[0]!.id));
    expect(events.map((e) => e.stage)).toEqual(["sent", "withdrawn", "sent"]);
  });

  test("an application stays listed after its position closes", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const p = await makePosition(db, co.id);
    const { client, id } = await person();
    const cvId = await makeCompleteCv(db, id);
    await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId });
    await db.update(positions).set({ status: "closed" }).where(eq(positions.id, p.id));
    const env = await client.call<Page<AppliedItem>>("ZhaoPin/GetPositionListByUserID", { key: "all" });
    expect(env.data.list.map((a) => a.positionId)).toEqual([p.id]);
  });
});
