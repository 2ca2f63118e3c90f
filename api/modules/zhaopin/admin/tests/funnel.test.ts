import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { companies } from "@/db/schema/company";
import { applicationEvents, applications, positions } from "@/db/schema/zhaopin";
import { interviews } from "@/db/schema/zhaopin/hiring";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { apply, candidate, openPosition } from "./fixtures";

/** Where applications came from (来源) and a position's 招聘漏斗, as HR reads them (issue 38 part 7). */

let srv: TestServer;
let op: AdminBrowser;
let hrA: AdminBrowser;
let hrB: AdminBrowser;
let posA: { id: number; companyId: number };
let posB: { id: number; companyId: number };
let apps: { id: number; userId: number; cvId: number }[];

/** An invitation on an application, in the given status. */
async function invite(app: { id: number; userId: number; cvId: number }, status: "pending" | "accepted" | "declined" | "cancelled") {
  await srv.deps.db.insert(interviews).values({
    companyId: posA.companyId,
    userId: app.userId,
    cvId: app.cvId,
    applicationId: app.id,
    positionId: posA.id,
    startsAt: new Date(Date.now() + 86_400_000),
    place: "南山区科技园",
    contactName: "王经理",
    contactPhone: "0755-88880000",
    status,
    cancelledBy: status === "cancelled" ? "company" : null,
  });
}

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  const [a, b] = await db
    .insert(companies)
    .values([{ companyName: "甲漏斗公司" }, { companyName: "乙漏斗公司" }])
    .returning();
  op = await signedInOperator(db, srv.url, "13900000721", "运营漏斗");
  hrA = await signedInAs(db, srv.url, "13900000722", { roles: ["person", "enterprise"], companyId: a!.id, chineseName: "甲人事" });
  hrB = await signedInAs(db, srv.url, "13900000723", { roles: ["person", "enterprise"], companyId: b!.id, chineseName: "乙人事" });
  posA = await openPosition(db, a!.id, "漏斗运营");
  posB = await openPosition(db, b!.id, "漏斗销售");
  await db.update(positions).set({ views: 40 }).where(eq(positions.id, posA.id));
  const people = [];
  for (let i = 1; i <= 5; i++) people.push(await candidate(db, `1772100000${i}`, `候选${i}`, 0));
  apps = [];
  for (const p of people) apps.push(await apply(db, posA, p));
  // 1: 投递成功 only. 2: moved to 邀请面试 by HR (its history). 3: an invitation, accepted. 4: invited, then declined
  // and marked 不合适. 5: invited, cancelled by the company.
  await db.update(applications).set({ stage: "interview" }).where(eq(applications.id, apps[1]!.id));
  await db.insert(applicationEvents).values({ applicationId: apps[1]!.id, stage: "interview", actorId: null });
  await invite(apps[2]!, "accepted");
  await invite(apps[3]!, "declined");
  await db.update(applications).set({ stage: "unsuitable" }).where(eq(applications.id, apps[3]!.id));
  await invite(apps[4]!, "cancelled");
  // Their sources: what SendCV stored.
  const sources = ["list", "recommend", "search", "share", "company"] as const;
  for (const [i, app] of apps.entries()) await db.update(applications).set({ source: sources[i]! }).where(eq(applications.id, app.id));
  await apply(db, posB, people[0]!);
}, 60_000);
afterAll(() => srv.stop());

describe("招聘漏斗", () => {
  test("views, applications, those invited (moved to 邀请面试 or sent an invitation) and those who accepted", async () => {
    const res = await hrA.get(`/positions/${posA.id}/funnel`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ views: 40, applications: 5, invited: 4, accepted: 1 });
    // A position nobody applied to yet: its views and zeros.
    const quiet = await openPosition(srv.deps.db, posA.companyId, "无人投递");
    expect((await hrA.get(`/positions/${quiet.id}/funnel`)).json).toEqual({ views: 0, applications: 0, invited: 0, accepted: 0 });
  });

  test("HR reads only its own company's positions; an operator reads any; bad ids are not found", async () => {
    expect((await hrB.get(`/positions/${posA.id}/funnel`)).status).toBe(404);
    expect((await hrB.get(`/positions/${posB.id}/funnel`)).json).toEqual({ views: 0, applications: 1, invited: 0, accepted: 0 });
    expect((await op.get(`/positions/${posA.id}/funnel`)).json).toMatchObject({ applications: 5 });
    expect((await hrA.get("/positions/999999/funnel")).status).toBe(404);
    expect((await hrA.get("/positions/abc/funnel")).status).toBe(404);
  });
});

describe("来源", () => {
  test("each row carries its source; the list filters by it; an unknown source is refused", async () => {
    const rows = await hrA.get(`/applications${q({ filter: { positionId: posA.id }, sort: ["id", "ASC"] })}`);
    expect(rows.json.map((r: { source: string }) => r.source)).toEqual(["list", "recommend", "search", "share", "company"]);
    const shared = await hrA.get(`/applications${q({ filter: { source: "share" } })}`);
    expect(shared.json.map((r: { id: number }) => r.id)).toEqual([apps[3]!.id]);
    expect((await hrA.get(`/applications${q({ filter: { source: "bogus" } })}`)).status).toBe(400);
    expect((await hrB.get(`/applications${q({ filter: { source: "list" } })}`)).json).toHaveLength(1);
  });

  test("the CSV export has a 来源 column with its labels, and follows the source filter", async () => {
    const lines = (await fetchCsv(hrA, `/applications/export?positionId=${posA.id}`)).split("\r\n").filter(Boolean);
    const header = lines[0]!.split(",");
    const at = header.indexOf("来源");
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(1).map((l) => l.split(",")[at])).toEqual(["职位列表", "为你推荐", "搜索", "分享链接", "公司主页"]);
    const recommended = (await fetchCsv(hrA, "/applications/export?source=recommend")).split("\r\n").filter(Boolean);
    expect(recommended.length).toBe(2);
    expect(recommended[1]).toContain("为你推荐");
  });
});

/** The CSV download's text, through the browser's own session cookie. */
async function fetchCsv(browser: AdminBrowser, path: string) {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${srv.url}/admin/api${path}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.text();
}
