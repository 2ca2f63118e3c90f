import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import type { JobAlert } from "@/api/contract/zhaopin-positions";
import { companies } from "@/db/schema/company";
import { letters } from "@/db/schema/letters/letters";
import { jobAlerts, positions } from "@/db/schema/zhaopin";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { sendJobAlerts } from "../alerts";
import { syncCompanyPositionsSearch, syncPositionSearch, unindexExpiredPositions } from "../search";
import { makeCompany, makePosition, signedInPeople } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const person = signedInPeople(() => srv, 13720000000, "10.18.0");

const HOUR = 3600_000;
/** Runs look for positions published up to a minute before them (alerts.ts SETTLE_MS). */
const SETTLED = 60_000;
const lettersOf = (userId: number) =>
  srv.deps.db
    .select()
    .from(letters)
    .where(and(eq(letters.userId, userId), eq(letters.title, "您订阅的职位有新机会")));

describe("job alerts", () => {
  test("save (the same filter twice is one alert), list, delete; only one's own; a visitor is asked to log in; bad input is code 1", async () => {
    const { client } = await person();
    const saved = await client.call<JobAlert>("ZhaoPin/SaveJobAlert", { positionType: "销售", city: "杭州市", tags: "双休" });
    expect(saved).toMatchObject({ code: 0, msg: "订阅成功，有新职位时将通过站内信通知您" });
    expect(saved.data.text).toBe("销售 · 双休 · 杭州市");
    const again = await client.call<JobAlert>("ZhaoPin/SaveJobAlert", { city: "杭州市", tags: ["双休"], positionType: "销售" });
    expect(again.data.id).toBe(saved.data.id);
    expect(await client.call("ZhaoPin/SaveJobAlert", {})).toMatchObject({ code: 1, msg: "请先选择至少一个筛选条件" });
    expect((await client.call("ZhaoPin/SaveJobAlert", { education: "小学" })).code).toBe(1);
    expect((await testClient(srv.url).call("ZhaoPin/SaveJobAlert", { city: "杭州市" })).code).toBe(1503);
    for (let i = 1; i < 10; i++) expect((await client.call("ZhaoPin/SaveJobAlert", { keyword: `关键词${i}` })).code).toBe(0);
    expect(await client.call("ZhaoPin/SaveJobAlert", { keyword: "第十一个" })).toMatchObject({ code: 1, msg: "最多保存10个职位订阅" });
    const list = await client.call<{ list: JobAlert[] }>("ZhaoPin/JobAlertList", {});
    expect(list.data.list).toHaveLength(10);

    const other = await person();
    expect((await other.client.call<{ list: JobAlert[] }>("ZhaoPin/JobAlertList", {})).data.list).toHaveLength(0);
    expect(await other.client.call("ZhaoPin/DeleteJobAlert", { id: saved.data.id })).toMatchObject({ code: 1, msg: "订阅不存在" });
    expect((await client.call("ZhaoPin/DeleteJobAlert", { id: "x" })).code).toBe(1);
    expect(await client.call("ZhaoPin/DeleteJobAlert", { id: saved.data.id })).toMatchObject({ code: 0, msg: "已取消订阅" });
    expect((await client.call<{ list: JobAlert[] }>("ZhaoPin/JobAlertList", {})).data.list).toHaveLength(9);
  });

  test("at most one letter a day, naming the matching positions published since the alert last checked", async () => {
    const db = srv.deps.db;
    const { client, id } = await person();
    const city = `订阅市${process.pid}`;
    const saved = await client.call<JobAlert>("ZhaoPin/SaveJobAlert", { city, positionType: "运营" });
    const t0 = Date.now();
    // Published before the alert was saved: not news.
    await db
      .update(jobAlerts)
      .set({ checkedAt: new Date(t0) })
      .where(eq(jobAlerts.id, saved.data.id));
    const co = await makeCompany(db);
    await makePosition(db, co.id, { city, positionType: "运营", name: "旧运营", publishedAt: new Date(t0 - HOUR) });
    expect(await sendJobAlerts(db, new Date(t0 + 1000 + SETTLED))).toBe(0);

    await makePosition(db, co.id, { city, positionType: "运营", name: "新运营一", publishedAt: new Date(t0 + 2000) });
    await makePosition(db, co.id, { city, positionType: "销售", name: "不匹配销售", publishedAt: new Date(t0 + 2000) });
    await makePosition(db, co.id, { city, positionType: "运营", name: "关闭运营", status: "closed", publishedAt: new Date(t0 + 2000) });
    // Two processes at once: one letter.
    const at = new Date(t0 + 3000 + SETTLED);
    const [a, b] = await Promise.all([sendJobAlerts(db, at), sendJobAlerts(db, at)]);
    const first = await lettersOf(id);
    expect(first).toHaveLength(1);
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(1);
    expect(first[0]!.content).toContain("新运营一");
    expect(first[0]!.content).not.toContain("旧运营");
    expect(first[0]!.content).not.toContain("不匹配销售");
    expect(first[0]!.content).not.toContain("关闭运营");
    expect(first[0]!.link).toContain("/ZhaoPin/?");

    // Another new one the same day waits for the next day.
    await makePosition(db, co.id, { city, positionType: "运营", name: "新运营二", publishedAt: new Date(t0 + 4000) });
    await sendJobAlerts(db, new Date(t0 + 5 * HOUR));
    expect(await lettersOf(id)).toHaveLength(1);
    await sendJobAlerts(db, new Date(t0 + 3000 + SETTLED + 24 * HOUR));
    const second = await lettersOf(id);
    expect(second).toHaveLength(2);
    const latest = second.find((l) => l.id !== first[0]!.id)!;
    expect(latest.content).toContain("新运营二");
    expect(latest.content).not.toContain("新运营一");
    // Nothing new: no letter.
    await sendJobAlerts(db, new Date(t0 + 3000 + SETTLED + 49 * HOUR));
    expect(await lettersOf(id)).toHaveLength(2);
  });
});

type Found = { list: { t: number; title: string; url: string }[]; counts: Record<string, number> };

describe("site search", () => {
  test("finds an open position, not a closed, expired or suspended one (nor one of a suspended company)", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db, { companyName: `搜索水产${process.pid}` });
    const p = await makePosition(db, co.id, { name: "鳗鱼养殖技术员", description: "负责养殖场的水质检测" });
    await syncPositionSearch(db, p.id);
    const search = (key: string) => testClient(srv.url).call<Found>("search/SearchListEdu", { key, currentPage: 1 });
    let found = await search("鳗鱼养殖技术员");
    expect(found.data.list.find((r) => r.t === 5)).toMatchObject({ url: `/ZhaoPin/Detail/${p.id}` });
    expect((await testClient(srv.url).call<Found>("search/SearchListEdu", { key: "鳗鱼养殖技术员", id: 5 })).data.list).toHaveLength(1);

    await db.update(positions).set({ status: "closed" }).where(eq(positions.id, p.id));
    await syncPositionSearch(db, p.id);
    found = await search("鳗鱼养殖技术员");
    expect(found.data.list.filter((r) => r.t === 5)).toHaveLength(0);

    await db.update(positions).set({ status: "open" }).where(eq(positions.id, p.id));
    await syncPositionSearch(db, p.id);
    expect((await search("鳗鱼养殖技术员")).data.list.filter((r) => r.t === 5)).toHaveLength(1);
    await db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, co.id));
    await syncCompanyPositionsSearch(db, co.id);
    expect((await search("鳗鱼养殖技术员")).data.list.filter((r) => r.t === 5)).toHaveLength(0);
    await db.update(companies).set({ suspendedAt: null }).where(eq(companies.id, co.id));
    await syncCompanyPositionsSearch(db, co.id);
    expect((await search("鳗鱼养殖技术员")).data.list.filter((r) => r.t === 5)).toHaveLength(1);

    await db
      .update(positions)
      .set({ expiresAt: new Date(Date.now() + HOUR) })
      .where(eq(positions.id, p.id));
    expect(await unindexExpiredPositions(db)).toBe(0);
    expect(await unindexExpiredPositions(db, new Date(Date.now() + 2 * HOUR))).toBe(1);
    expect((await search("鳗鱼养殖技术员")).data.list.filter((r) => r.t === 5)).toHaveLength(0);
  });
});
