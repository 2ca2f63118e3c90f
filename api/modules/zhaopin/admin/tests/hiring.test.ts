import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator, userWith } from "@/api/admin/tests/support";
import { maskMobile } from "@/api/contract/admin";
import { ZHAOPIN_ADMIN_MSG } from "@/api/contract/zhaopin-admin";
import type { PositionDetailAnswer } from "@/api/contract/zhaopin-positions";
import { users } from "@/db/schema/account/users";
import { companyBindings } from "@/db/schema/binding";
import { companies } from "@/db/schema/company";
import { letters } from "@/db/schema/letters/letters";
import { applicationEvents, applicationNotes, applications, positions } from "@/db/schema/zhaopin";
import { contactReveals } from "@/db/schema/zhaopin/hiring";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeExam } from "../../../certification/results/tests/fixtures";
import { apply, candidate, openPosition } from "./fixtures";

let srv: TestServer;
let op: AdminBrowser;
let hrA: AdminBrowser;
let hrB: AdminBrowser;
let a: { id: number };
let b: { id: number };

const POSITION = {
  name: "新媒体运营",
  positionType: "运营",
  salaryMin: 8000,
  salaryMax: 12000,
  education: "本科",
  workYears: "1-3年",
  workStyle: "全职",
  tags: ["五险一金", "双休"],
  province: "广东省",
  city: "深圳市",
  address: "南山区科技园",
  description: "负责公众号与短视频运营",
  headcount: 2,
};

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  [a, b] = await db
    .insert(companies)
    .values([{ companyName: "甲招聘公司" }, { companyName: "乙招聘公司" }])
    .returning();
  op = await signedInOperator(db, srv.url, "13900000711", "运营招聘");
  hrA = await signedInAs(db, srv.url, "13900000712", { roles: ["person", "enterprise"], companyId: a!.id, chineseName: "甲人事" });
  hrB = await signedInAs(db, srv.url, "13900000713", { roles: ["person", "enterprise"], companyId: b!.id, chineseName: "乙人事" });
}, 60_000);
afterAll(() => srv.stop());

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const lettersOf = (userId: number) => srv.deps.db.select().from(letters).where(eq(letters.userId, userId)).orderBy(letters.id);

describe("company profile (公司主页)", () => {
  test("HR edits its own profile only; the name stays; another company's is not there", async () => {
    const mine = await hrA.get(`/company-profiles${q({ filter: {} })}`);
    expect(ids(mine.json)).toEqual([a.id]);
    const body = {
      logo: "/upload/admin/1/logo.png",
      introduction: "专注水产",
      province: "福建省",
      city: "厦门市",
      industry: "农业",
      size: "20-99人",
    };
    const saved = await hrA.put(`/company-profiles/${a.id}`, { ...body, companyName: "改名" });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ ...body, companyName: "甲招聘公司" });
    expect((await hrA.put(`/company-profiles/${b.id}`, body)).status).toBe(404);
    expect((await hrA.get(`/company-profiles/${b.id}`)).status).toBe(404);
    expect((await hrA.put(`/company-profiles/${a.id}`, { ...body, size: "很多人" })).json.message).toBe("请选择公司规模");
    expect((await hrA.put(`/company-profiles/${a.id}`, { ...body, logo: "javascript:alert(1)" })).status).toBe(400);
    // The companies resource itself stays the operators' to write.
    expect((await hrA.put(`/companies/${a.id}`, { companyName: "改名" })).status).toBe(403);
  });

  test("HR uploads its logo through /company-logos: pictures only, judged by content; /files stays the operators'", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const send = (browser: AdminBrowser | null, path: string, bytes: Uint8Array, name: string) => {
      const body = new FormData();
      body.append("file", new File([new Uint8Array(bytes)], name));
      const cookie = browser ? [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ") : "";
      return fetch(`${srv.url}/admin/api${path}`, { method: "POST", body, headers: cookie ? { cookie } : {} });
    };
    const ok = await send(hrA, "/company-logos", png, "logo.png");
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { url: string }).url).toMatch(/^\/uploads\/.+\.png$/);
    const pdf = await send(hrA, "/company-logos", new TextEncoder().encode("%PDF-1.4\n%%EOF"), "logo.png");
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as { message: string }).message).toMatch(/[\u4e00-\u9fff]/);
    expect((await send(hrA, "/files", png, "logo.png")).status).toBe(403);
    expect((await send(null, "/company-logos", png, "logo.png")).status).toBe(401);
  });

  test("an operator suspends and lifts a company, audited; HR cannot", async () => {
    expect((await hrA.post(`/company-profiles/${a.id}/suspend`)).status).toBe(403);
    const s = await op.post(`/company-profiles/${b.id}/suspend`);
    expect(s.status).toBe(200);
    expect(s.json.suspendedAt).not.toBeNull();
    expect((await op.post(`/company-profiles/${b.id}/suspend`)).status).toBe(409);
    expect(ids((await op.get(`/company-profiles${q({ filter: { suspended: true } })}`)).json)).toEqual([b.id]);
    expect((await op.post(`/company-profiles/${b.id}/lift`)).json.suspendedAt).toBeNull();
    expect((await auditRows(srv.deps.db, "company-profiles", b.id)).length).toBe(2);
  });
});

describe("positions", () => {
  let mine: number;
  test("HR posts for its own company whatever the body says; the schema's messages come back", async () => {
    const made = await hrA.post("/positions", { ...POSITION, companyId: b.id });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ ...POSITION, companyId: a.id, status: "draft", publishedAt: null });
    mine = made.json.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "请填写职位名称"],
      [{ positionType: "宇航员" }, "请选择职位类型"],
      [{ salaryMin: 9000, salaryMax: 8000 }, "最高月薪不能低于最低月薪"],
      [{ salaryMin: 0, salaryMax: 8000 }, "薪资面议时最低和最高月薪都填0，否则都须大于0"],
      [{ education: "小学" }, "请选择学历要求"],
      [{ tags: Array.from({ length: 9 }, (_, i) => `标签${i}`) }, "标签最多8个"],
      [{ description: "" }, "请填写职位描述"],
      [{ expiresAt: "not a date" }, "请选择有效的截止日期"],
    ];
    for (const [change, message] of cases) {
      const res = await hrA.post("/positions", { ...POSITION, ...change });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    // 面议: both 0.
    expect((await hrA.post("/positions", { ...POSITION, salaryMin: 0, salaryMax: 0 })).status).toBe(201);
    // An operator acts for no company: it cannot post.
    expect((await op.post("/positions", POSITION)).json.message).toBe("请使用企业账号发布职位");
  });

  test("持证优先 names up to three exams that exist; the position's page lists their names", async () => {
    const exam = await makeExam(srv.deps.db, { name: "巨量引擎优化师认证" });
    const unknown = await hrA.post("/positions", { ...POSITION, preferredExamIds: [exam.id, 1_999_999_999] });
    expect([unknown.status, unknown.json.message]).toEqual([400, ZHAOPIN_ADMIN_MSG.noExam]);
    const many = await hrA.post("/positions", { ...POSITION, preferredExamIds: [1, 2, 3, 4] });
    expect([many.status, many.json.message]).toEqual([400, "持证优先最多选3个证书"]);
    const made = await hrA.post("/positions", { ...POSITION, preferredExamIds: [exam.id, exam.id] });
    expect(made.json.preferredExamIds).toEqual([exam.id]);
    expect((await hrA.post(`/positions/${made.json.id}/publish`)).status).toBe(200);
    const detail = await testClient(srv.url).call<PositionDetailAnswer>("ZhaoPin/PositionDetail", { id: made.json.id });
    expect(detail.data.position.preferredCertificates).toEqual(["巨量引擎优化师认证"]);
  });

  test("publish, close, reopen move once each; a draft cannot be closed", async () => {
    expect((await hrA.post(`/positions/${mine}/close`)).status).toBe(409);
    const pub = await hrA.post(`/positions/${mine}/publish`);
    expect(pub.json).toMatchObject({ status: "open" });
    expect(pub.json.publishedAt).not.toBeNull();
    expect((await hrA.post(`/positions/${mine}/publish`)).json.message).toBe("只有草稿状态的职位可以发布");
    expect((await hrA.post(`/positions/${mine}/close`)).json.status).toBe("closed");
    expect((await hrA.post(`/positions/${mine}/reopen`)).json.status).toBe("open");
    expect((await auditRows(srv.deps.db, "positions", mine)).map((r) => r.action)).toEqual(["create", "update", "update", "update"]);
  });

  test("an expired draft is not published", async () => {
    const made = await hrA.post("/positions", { ...POSITION, expiresAt: new Date(Date.now() - 86_400_000).toISOString() });
    expect((await hrA.post(`/positions/${made.json.id}/publish`)).json.message).toBe("截止日期已过，请先修改截止日期");
  });

  test("HR of another company never reads or changes them, by any route; list filters stay inside its company", async () => {
    expect((await hrB.get(`/positions/${mine}`)).status).toBe(404);
    expect((await hrB.get(`/positions${q({ filter: { id: [mine] } })}`)).json).toEqual([]);
    expect((await hrB.get(`/positions${q({ filter: { companyId: a.id } })}`)).json).toEqual([]);
    expect((await hrB.put(`/positions/${mine}`, POSITION)).status).toBe(404);
    for (const step of ["publish", "close", "reopen"]) expect((await hrB.post(`/positions/${mine}/${step}`)).status).toBe(404);
    expect((await hrB.del(`/positions/${mine}`)).status).toBe(405);
    const [row] = await srv.deps.db.select().from(positions).where(eq(positions.id, mine));
    expect(row!.status).toBe("open");
  });

  test("an operator sees all, suspends with a reason (HR cannot reopen it) and lifts", async () => {
    expect(ids((await op.get(`/positions${q({ filter: { companyId: a.id } })}`)).json)).toContain(mine);
    expect((await hrA.post(`/positions/${mine}/suspend`, { reason: "x" })).status).toBe(403);
    expect((await op.post(`/positions/${mine}/suspend`, { reason: "" })).json.message).toBe("请填写暂停原因");
    const s = await op.post(`/positions/${mine}/suspend`, { reason: "描述含违规内容" });
    expect(s.json).toMatchObject({ suspendReason: "描述含违规内容" });
    expect(ids((await hrA.get(`/positions${q({ filter: { suspended: true } })}`)).json)).toEqual([mine]);
    await hrA.post(`/positions/${mine}/close`);
    expect((await hrA.post(`/positions/${mine}/reopen`)).json.message).toBe("该职位已被平台暂停，不能操作");
    expect((await op.post(`/positions/${mine}/lift`)).json).toMatchObject({ suspendedAt: null, suspendReason: "" });
    expect((await hrA.post(`/positions/${mine}/reopen`)).json.status).toBe("open");
  });

  test("the site search finds a position while it is listed: published, edited, closed, its company suspended", async () => {
    const name = "招聘后台搜索测试专员";
    const found = async () => {
      const res = await testClient(srv.url).call<{ list: { t: number; title: string }[] }>("search/SearchListEdu", { key: name, id: 5 });
      // Other positions match some of its words too: only this one counts.
      return res.data.list.map((r) => r.title).filter((title) => title.startsWith(name));
    };
    const made = await hrA.post("/positions", { ...POSITION, name });
    expect(await found()).toEqual([]);
    await hrA.post(`/positions/${made.json.id}/publish`);
    expect(await found()).toEqual([`${name}（甲招聘公司）`]);
    expect((await hrA.put(`/positions/${made.json.id}`, { ...POSITION, name: `${name}二` })).status).toBe(200);
    expect(await found()).toEqual([`${name}二（甲招聘公司）`]);
    await op.post(`/company-profiles/${a.id}/suspend`);
    expect(await found()).toEqual([]);
    await op.post(`/company-profiles/${a.id}/lift`);
    expect(await found()).toEqual([`${name}二（甲招聘公司）`]);
    await hrA.post(`/positions/${made.json.id}/close`);
    expect(await found()).toEqual([]);
  });
});

describe("applications", () => {
  let posA: { id: number; companyId: number };
  let posB: { id: number; companyId: number };
  let people: Awaited<ReturnType<typeof candidate>>[];
  let apps: { id: number }[];
  let appB: { id: number };

  beforeAll(async () => {
    const db = srv.deps.db;
    posA = await openPosition(db, a.id, "销售代表");
    posB = await openPosition(db, b.id, "客户经理");
    people = [
      await candidate(db, "17720000001", "张一", 0),
      await candidate(db, "17720000002", "李二", 0),
      await candidate(db, "17720000003", "王三", 1),
    ];
    apps = [await apply(db, posA, people[0]!), await apply(db, posA, people[1]!), await apply(db, posA, people[2]!)];
    appB = await apply(db, posB, people[0]!);
  });

  test("HR lists its own company's by position and stage, with the CV headline and a masked mobile", async () => {
    const list = await hrA.get(`/applications${q({ filter: { positionId: posA.id, stage: "sent" }, sort: ["id", "ASC"] })}`);
    expect(ids(list.json)).toEqual(ids(apps));
    expect(list.json[0]).toMatchObject({
      positionName: "销售代表",
      candidateName: "张一",
      education: "本科",
      mobile: "177****0001",
      stage: "sent",
    });
    expect(JSON.stringify(list.json)).not.toContain("17720000001");
    expect(ids((await hrA.get(`/applications${q({ filter: { q: "李" } })}`)).json)).toEqual([apps[1]!.id]);
  });

  test("opening one at 投递成功 moves it to 被查看 with its event and letter; the CV and its contact are shown to this company", async () => {
    const view = await hrA.post(`/applications/${apps[0]!.id}/view`);
    expect(view.status).toBe(200);
    expect(view.json).toMatchObject({
      stage: "viewed",
      mobile: "17720000001",
      cv: { chineseName: "张一", mobile: "17720000001", works: [{ companyName: "某某科技" }] },
    });
    expect(view.json.events.map((e: { stage: string }) => e.stage)).toEqual(["viewed"]);
    // The reveal is recorded once for the company, naming the HR who opened it; the candidate sees it.
    const reveals = await srv.deps.db.select().from(contactReveals).where(eq(contactReveals.userId, people[0]!.user.id));
    const [hr] = await srv.deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, "13900000712"));
    expect(reveals.map((r) => [r.companyId, r.how, r.viewerId])).toEqual([[a.id, "application", hr!.id]]);
    const mail = await lettersOf(people[0]!.user.id);
    expect(mail.at(-1)).toMatchObject({ title: "投递状态更新：被查看", link: "/ZhaoPin/applied/" });
    // Opening it again moves nothing more.
    await hrA.post(`/applications/${apps[0]!.id}/view`);
    expect((await lettersOf(people[0]!.user.id)).length).toBe(mail.length);
    // An operator's look reads, never moves.
    const seen = await op.post(`/applications/${apps[1]!.id}/view`);
    expect(seen.json.stage).toBe("sent");
  });

  test("stage moves, single and bulk, write events, letters and audit rows; withdrawn ones never move", async () => {
    const one = await hrA.post("/applications/stage", { ids: [apps[0]!.id], stage: "interview" });
    expect(one.json.data).toEqual([apps[0]!.id]);
    expect((await lettersOf(people[0]!.user.id)).at(-1)!.title).toBe("投递状态更新：邀请面试");
    await srv.deps.db.update(applications).set({ stage: "withdrawn" }).where(eq(applications.id, apps[2]!.id));
    const bulk = await hrA.post("/applications/stage", { ids: [apps[1]!.id, apps[2]!.id, appB.id], stage: "unsuitable" });
    expect(bulk.json.data).toEqual([apps[1]!.id]);
    expect((await hrA.post("/applications/stage", { ids: [apps[2]!.id], stage: "hired" })).json.message).toBe(
      "候选人已撤回投递，不能更改状态",
    );
    expect((await hrA.post("/applications/stage", { ids: [apps[1]!.id], stage: "unsuitable" })).status).toBe(409);
    const events = await srv.deps.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, apps[1]!.id));
    expect(events.map((e) => e.stage)).toEqual(["unsuitable"]);
    expect((await auditRows(srv.deps.db, "applications", apps[1]!.id)).length).toBe(1);
    // Bad input.
    for (const body of [
      { ids: [], stage: "hired" },
      { ids: [apps[0]!.id], stage: "withdrawn" },
      { ids: [apps[0]!.id], stage: "sent" },
      { ids: ["x"], stage: "hired" },
    ]) {
      expect((await hrA.post("/applications/stage", body)).status).toBe(400);
    }
    // Operators read but do not move.
    expect((await op.post("/applications/stage", { ids: [apps[0]!.id], stage: "hired" })).status).toBe(403);
  });

  test("HR of another company reaches none of them: list, getOne, getMany, view, moves, export", async () => {
    const theirs = ids(apps);
    expect((await hrB.get(`/applications${q({ filter: {} })}`)).json.map((r: { id: number }) => r.id)).toEqual([appB.id]);
    expect((await hrB.get(`/applications${q({ filter: { id: theirs } })}`)).json).toEqual([]);
    expect((await hrB.get(`/applications${q({ filter: { positionId: posA.id } })}`)).json).toEqual([]);
    expect((await hrB.get(`/applications${q({ filter: { companyId: a.id } })}`)).json).toEqual([]);
    expect((await hrB.get(`/applications/${apps[0]!.id}`)).status).toBe(404);
    expect((await hrB.post(`/applications/${apps[0]!.id}/view`)).status).toBe(404);
    expect((await hrB.post("/applications/stage", { ids: theirs, stage: "hired" })).status).toBe(404);
    expect((await hrB.put(`/applications/${apps[0]!.id}`, { stage: "hired" })).status).toBe(405);
    const csv = await fetchCsv(hrB, `/applications/export?positionId=${posA.id}`);
    expect(csv.split("\r\n").filter(Boolean).length).toBe(1);
    const [row] = await srv.deps.db.select().from(applications).where(eq(applications.id, apps[0]!.id));
    expect(row!.stage).toBe("interview");
  });

  test("notes: HR only, on its own company's applications; never another company's, never an operator", async () => {
    const made = await hrA.post("/application-notes", { applicationId: apps[0]!.id, body: "沟通顺畅，安排二面" });
    expect(made.status).toBe(201);
    expect((await hrA.post("/application-notes", { applicationId: apps[0]!.id, body: " " })).json.message).toBe("请填写备注");
    expect((await hrB.post("/application-notes", { applicationId: apps[0]!.id, body: "越权" })).status).toBe(404);
    expect((await hrB.get(`/application-notes${q({ filter: { applicationId: apps[0]!.id } })}`)).json).toEqual([]);
    expect((await hrB.get(`/application-notes/${made.json.id}`)).status).toBe(404);
    expect((await hrB.del(`/application-notes/${made.json.id}`)).status).toBe(404);
    expect((await op.get(`/application-notes${q({ filter: {} })}`)).json).toEqual([]);
    expect((await op.get(`/application-notes/${made.json.id}`)).status).toBe(404);
    expect((await op.post("/application-notes", { applicationId: apps[0]!.id, body: "运营" })).status).toBe(404);
    const list = await hrA.get(`/application-notes${q({ filter: { applicationId: apps[0]!.id } })}`);
    expect(list.json).toMatchObject([{ body: "沟通顺畅，安排二面", authorName: "甲人事" }]);
    expect((await hrA.get(`/applications/${apps[0]!.id}`)).json.noteCount).toBe(1);
    expect((await hrA.del(`/application-notes/${made.json.id}`)).status).toBe(200);
    expect(await srv.deps.db.select().from(applicationNotes)).toEqual([]);
  });

  test("CSV export: the company's applications under the filters, their mobiles (each reveal recorded), stage labels", async () => {
    const csv = await fetchCsv(hrA, `/applications/export?positionId=${posA.id}`);
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines[0]).toContain("投递编号,职位,姓名");
    expect(lines.length).toBe(4);
    expect(csv).toContain("邀请面试");
    expect(csv).toContain("17720000001");
    const revealed = await srv.deps.db.select().from(contactReveals).where(eq(contactReveals.companyId, a.id));
    expect(revealed.map((r) => r.userId).sort()).toEqual(people.map((p) => p.user.id).sort());
    const interview = (await fetchCsv(hrA, "/applications/export?stage=interview")).split("\r\n").filter(Boolean);
    expect(interview.length).toBe(2);
    const cookie = [...hrA.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    expect((await fetch(`${srv.url}/admin/api/applications/export?stage=bogus`, { headers: { cookie } })).status).toBe(400);
  });
});

/** The CSV download's text, through the browser's own session cookie. */
async function fetchCsv(browser: AdminBrowser, path: string) {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${srv.url}/admin/api${path}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  return res.text();
}

describe("talent pool", () => {
  let pub: Awaited<ReturnType<typeof candidate>>;
  let priv: Awaited<ReturnType<typeof candidate>>;
  beforeAll(async () => {
    pub = await candidate(srv.deps.db, "17720000011", "赵公开", 1, { city: "杭州市", province: "浙江省", education: "研究生" });
    priv = await candidate(srv.deps.db, "17720000012", "钱私密", 0, { city: "杭州市", province: "浙江省" });
  });

  test("public CVs by the position filters; a private one is never there, not even by its id", async () => {
    const found = await hrA.get(`/talent-pool${q({ filter: { city: "杭州市" } })}`);
    expect(ids(found.json)).toEqual([pub.cv.id]);
    expect(found.json[0]).toMatchObject({ chineseName: "赵公开", mobile: "177****0011", intentions: [{ positionType: "运营" }] });
    expect(ids((await hrA.get(`/talent-pool${q({ filter: { education: "研究生", positionType: "运营" } })}`)).json)).toEqual([pub.cv.id]);
    expect((await hrA.get(`/talent-pool${q({ filter: { positionType: "设计" } })}`)).json).toEqual([]);
    expect((await hrA.get(`/talent-pool/${priv.cv.id}`)).status).toBe(404);
    expect((await hrA.get(`/talent-pool${q({ filter: { id: [priv.cv.id, pub.cv.id] } })}`)).json.map((r: { id: number }) => r.id)).toEqual([
      pub.cv.id,
    ]);
    expect((await op.get(`/talent-pool/${priv.cv.id}`)).status).toBe(404);
    expect((await hrA.get(`/talent-pool${q({ filter: { education: "小学" } })}`)).status).toBe(400);
    expect((await hrA.put(`/talent-pool/${pub.cv.id}`, {})).status).toBe(403);
  });
});

describe("certified employees", () => {
  let worker: { id: number };
  let outsider: { id: number };
  beforeAll(async () => {
    const db = srv.deps.db;
    worker = await userWith(db, "17720000021", { chineseName: "孙员工", companyId: a.id, companyName: "甲招聘公司" });
    outsider = await userWith(db, "17720000022", { chineseName: "周别家", companyId: b.id, companyName: "乙招聘公司" });
    await db.insert(companyBindings).values([
      { userId: worker.id, companyId: a.id, status: "approved", employeeId: "A-9", decidedAt: new Date() },
      { userId: outsider.id, companyId: b.id, status: "approved", decidedAt: new Date() },
    ]);
  });

  test("HR lists its own people masked, with binding and certificates; another company's are not there", async () => {
    const list = await hrA.get(`/company-employees${q({ filter: {} })}`);
    const me = list.json.find((r: { id: number }) => r.id === worker.id);
    expect(me).toMatchObject({
      chineseName: "孙员工",
      mobile: "177****0021",
      employeeId: "A-9",
      bound: true,
      certificates: [],
      results: [],
    });
    expect(ids(list.json)).not.toContain(outsider.id);
    expect(JSON.stringify(list.json)).not.toContain("17720000021");
    expect((await hrA.get(`/company-employees/${outsider.id}`)).status).toBe(404);
    expect((await hrA.get(`/company-employees${q({ filter: { id: [outsider.id] } })}`)).json).toEqual([]);
    expect((await hrA.get(`/company-employees${q({ filter: { q: "1772" } })}`)).json).toEqual([]);
  });

  test("HR removes its own employee (binding unbound, company cleared, a letter); never another company's", async () => {
    expect((await hrA.post(`/company-employees/${outsider.id}/remove`)).status).toBe(404);
    const [still] = await srv.deps.db.select().from(users).where(eq(users.id, outsider.id));
    expect(still!.companyId).toBe(b.id);
    expect((await hrA.post(`/company-employees/${worker.id}/remove`)).status).toBe(200);
    const [gone] = await srv.deps.db.select().from(users).where(eq(users.id, worker.id));
    expect(gone!.companyId).toBeNull();
    const [binding] = await srv.deps.db
      .select()
      .from(companyBindings)
      .where(and(eq(companyBindings.userId, worker.id), eq(companyBindings.companyId, a.id)));
    expect(binding!.status).toBe("unbound");
    expect((await lettersOf(worker.id)).at(-1)).toMatchObject({ title: "企业已解除绑定", link: "/my/bindcompany" });
    expect((await hrA.post(`/company-employees/${worker.id}/remove`)).status).toBe(404);
    expect((await op.post(`/company-employees/${outsider.id}/remove`)).status).toBe(403);
  });

  test("invite by mobile: only applicants and public CVs get a letter, audited; anyone else, registered or not, the same refusal", async () => {
    const db = srv.deps.db;
    const notInvitable = { status: 409, json: { message: "只能邀请投递过本公司职位、或公开了简历的求职者" } };
    // Registered with a private CV and no application to 甲, or not registered at all: one answer.
    const registered = await hrA.post("/company-employees/invite", { mobile: "17720000022" });
    expect(registered).toMatchObject(notInvitable);
    const unregistered = await hrA.post("/company-employees/invite", { mobile: "17720009999" });
    expect({ status: unregistered.status, json: unregistered.json }).toEqual({ status: registered.status, json: registered.json });
    expect(await lettersOf(outsider.id)).toEqual([]);

    const seeker = await candidate(db, "17720000031", "公开简历", 1);
    const applicant = await candidate(db, "17720000032", "投递者", 0);
    await apply(db, await openPosition(db, a.id, "邀请测试岗"), applicant);
    for (const who of [seeker, applicant]) {
      const sent = await hrA.post("/company-employees/invite", { mobile: who.user.mobile });
      expect(sent).toMatchObject({ status: 200, json: { message: "邀请已发送：对方会收到站内信，在“绑定公司”页面确认后成为本公司员工" } });
      expect((await lettersOf(who.user.id)).at(-1)).toMatchObject({ title: "企业邀请您绑定", link: "/my/bindcompany" });
      expect((await auditRows(db, "company-employees", who.user.id)).map((r) => r.after)).toEqual([
        { invited: maskMobile(who.user.mobile), companyId: a.id },
      ]);
    }
    // The applicant applied to 甲, not to 乙.
    expect(await hrB.post("/company-employees/invite", { mobile: applicant.user.mobile })).toMatchObject(notInvitable);
    expect((await hrA.post("/company-employees/invite", { mobile: "123" })).json.message).toBe("请输入正确的手机号");
    // Nothing is bound by an invitation.
    const [still] = await db.select().from(users).where(eq(users.id, seeker.user.id));
    expect(still!.companyId).toBeNull();
  });

  test("a company sends at most 20 invitations a day: the 21st try is refused, another company is not held back", async () => {
    const db = srv.deps.db;
    const [c] = await db.insert(companies).values({ companyName: "丙招聘公司" }).returning();
    const hrC = await signedInAs(db, srv.url, "13900000714", { roles: ["person", "enterprise"], companyId: c!.id, chineseName: "丙人事" });
    const seeker = await candidate(db, "17720000041", "丙候选人", 1);
    const tries = [];
    for (let i = 0; i < 19; i++)
      tries.push((await hrC.post("/company-employees/invite", { mobile: `1773000${String(i).padStart(4, "0")}` })).status);
    expect(tries.every((s) => s === 409)).toBe(true);
    expect((await hrC.post("/company-employees/invite", { mobile: seeker.user.mobile })).status).toBe(200);
    expect(await hrC.post("/company-employees/invite", { mobile: seeker.user.mobile })).toMatchObject({
      status: 429,
      json: { message: "今日邀请已达上限（每天20次），请明天再试" },
    });
    expect((await hrB.post("/company-employees/invite", { mobile: seeker.user.mobile })).status).toBe(200);
  });
});
