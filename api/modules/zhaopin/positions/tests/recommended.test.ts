import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { RecommendedPosition } from "@/api/contract/zhaopin-positions";
import { certificates } from "@/db/schema/certification/certificates";
import { companies } from "@/db/schema/company";
import { positions } from "@/db/schema/zhaopin";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { recordResult } from "../../../certification/results/record";
import { bookedAttempt, makeExam } from "../../../certification/results/tests/fixtures";
import { apply, candidate, openPosition } from "../../admin/tests/fixtures";
import { salaryBand } from "../recommended";

/** 为你推荐: open positions matching the CV's job intentions (运营 in 深圳市 at 8-12K, as the fixture's CV wants). */
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

async function position(companyId: number, name: string, fields: Partial<typeof positions.$inferInsert>) {
  const p = await openPosition(srv.deps.db, companyId, name);
  await srv.deps.db.update(positions).set(fields).where(eq(positions.id, p.id));
  return p;
}

describe("ZhaoPin/GetRecommendedPositions", () => {
  test("matches type, city and an overlapping salary, leaves out applied, closed and other positions, says why", async () => {
    const [co] = await srv.deps.db.insert(companies).values({ companyName: "推荐测试公司" }).returning();
    const fit = await position(co!.id, "新媒体运营", { salaryMin: 10_000, salaryMax: 15_000 });
    await position(co!.id, "高薪运营", { salaryMin: 20_000, salaryMax: 30_000 });
    await position(co!.id, "杭州运营", { city: "杭州市", province: "浙江省", salaryMin: 8000, salaryMax: 12_000 });
    await position(co!.id, "销售代表", { positionType: "销售", salaryMin: 8000, salaryMax: 12_000 });
    await position(co!.id, "已关闭运营", { status: "closed", salaryMin: 8000, salaryMax: 12_000 });
    const applied = await position(co!.id, "已投递运营", { salaryMin: 8000, salaryMax: 12_000 });
    const who = await candidate(srv.deps.db, "17782000001", "冯推荐", 0);
    await apply(srv.deps.db, applied, who);

    const me = testClient(srv.url, { ip: "10.82.0.1" });
    expect((await signIn(me, srv.url, "17782000001")).code).toBe(0);
    const got = await me.call<{ hasIntentions: boolean; list: RecommendedPosition[] }>("ZhaoPin/GetRecommendedPositions");
    // The match first; then, to fill the block, the same type anywhere at any pay; never a closed, applied or other type.
    expect(got.data.list.map((p) => [p.name, p.reason])).toEqual([
      ["新媒体运营", "匹配：运营 · 深圳市"],
      ["杭州运营", "匹配：运营"],
      ["高薪运营", "匹配：运营"],
    ]);
    expect(got.data.list[0]!.id).toBe(fit.id);
    expect(got.data.hasIntentions).toBe(true);
    expect(got.data.list[0]).toMatchObject({ companyName: "推荐测试公司", salaryText: expect.any(String) });
  });

  test("positions preferring a valid certificate the CV shows come first, saying which; a lapsed one counts for nothing", async () => {
    const db = srv.deps.db;
    const [co] = await db.insert(companies).values({ companyName: "持证优先公司" }).returning();
    await candidate(db, "17782000003", "褚持证", 0);
    const [held, lapsed] = await Promise.all([makeExam(db, { name: "巨量引擎营销认证" }), makeExam(db, { name: "内容营销认证" })]);
    for (const exam of [held!, lapsed!]) {
      const { reg } = await bookedAttempt(db, exam.id, { mobile: "17782000003", name: "褚持证" });
      await db.transaction((tx) => recordResult(tx, srv.deps.sms, reg.id, 90));
    }
    await db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(certificates.examId, lapsed!.id));
    const hour = (h: number) => new Date(Date.now() - h * 3_600_000);
    await position(co!.id, "投放专员", { positionType: "销售", preferredExamIds: [held!.id], publishedAt: hour(3) });
    await position(co!.id, "运营主管", {
      salaryMin: 9000,
      salaryMax: 12_000,
      preferredExamIds: [lapsed!.id, held!.id],
      publishedAt: hour(2),
    });
    await position(co!.id, "内容编辑", { positionType: "销售", preferredExamIds: [lapsed!.id], publishedAt: hour(1) });

    const me = testClient(srv.url, { ip: "10.82.0.3" });
    expect((await signIn(me, srv.url, "17782000003")).code).toBe(0);
    const got = await me.call<{ hasIntentions: boolean; list: RecommendedPosition[] }>("ZhaoPin/GetRecommendedPositions");
    const mine = got.data.list.filter((p) => p.companyName === "持证优先公司");
    expect(mine.map((p) => [p.name, p.reason])).toEqual([
      ["运营主管", "匹配：巨量引擎营销认证证书 · 运营 · 深圳市"],
      ["投放专员", "匹配：巨量引擎营销认证证书 · 销售"],
    ]);
    expect(got.data.list.slice(0, 2).map((p) => p.name)).toEqual(["运营主管", "投放专员"]);
  });

  test("none without a CV; 1503 signed out", async () => {
    const me = testClient(srv.url, { ip: "10.82.0.2" });
    expect((await signIn(me, srv.url, "17782000002")).code).toBe(0);
    expect((await me.call("ZhaoPin/GetRecommendedPositions")).data).toEqual({ hasIntentions: false, list: [] });
    expect((await testClient(srv.url).call("ZhaoPin/GetRecommendedPositions")).code).toBe(1503);
  });

  test("a CV's salary range as a band in yuan; 面议 is any", () => {
    expect([salaryBand("8-12K"), salaryBand("3K以下"), salaryBand("面议")]).toEqual([
      { min: 8000, max: 12_000 },
      { min: 0, max: 3000 },
      null,
    ]);
    expect(salaryBand("30K以上")?.min).toBe(30_000);
  });
});
