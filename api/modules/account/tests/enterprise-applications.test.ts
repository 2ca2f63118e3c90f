import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { InterestCategory } from "@/api/contract/interest";
import { REG_MSG } from "@/api/contract/registration";
import { companies } from "@/db/schema/company";
import { seedInterest } from "@/db/seed/interest";
import { silentLog } from "@/db/seed/progress";
import { latestCode, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import {
  type AdminBrowser,
  adminBrowser,
  adminSignIn,
  auditRows,
  listQuery,
  signedInAs,
  signedInOperator,
} from "../../../admin/tests/support";

let srv: TestServer;
let operator: AdminBrowser;
let hr: AdminBrowser;
let roleId: number;
let industry: number;
let known: { id: number; companyName: string };

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  await seedInterest(db, silentLog);
  const tree = (await testClient(srv.url).call<{ list: InterestCategory[] }>("common/getinterestlist")).data.list;
  roleId = tree[0].oplist[0].id;
  [{ id: industry }] = await rows<{ id: number }>(db, "select id from industries where parent_id = 0 and id <> 32 order by id limit 1");
  [known] = await db.insert(companies).values({ companyName: "已有科技有限公司" }).returning();
  operator = await signedInOperator(db, srv.url, "13500010000", "审核运营");
  hr = await signedInAs(db, srv.url, "13500010001", { roles: ["person", "enterprise"], companyId: known.id });
});
afterAll(() => srv.stop());

let n = 0;
/** An enterprise registration through common/reg, as a phone sends it; answers the application's id. */
async function applyAs(chineseName: string, companyName: string) {
  n++;
  const mobile = `1350002${String(n).padStart(4, "0")}`;
  const browser = testClient(srv.url, { ip: `10.20.0.${n}` });
  await browser.call("common/code", { areaCode: "+86", mobile, ticket: "t", randStr: "r" });
  const answer = await browser.call<{ userId: number; enterprise: { applicationId: number } }>("common/reg", {
    Person_Enterprise: 1,
    chineseName,
    industry,
    regRole: roleId,
    companyName,
    accountId: `acct${n}`,
    areaCode: "+86",
    mobile,
    code: await latestCode(srv.url, mobile),
  });
  expect(answer.code).toBe(0);
  return { id: answer.data.enterprise.applicationId, userId: answer.data.userId, mobile, browser };
}

const approve = (id: number, body: unknown = {}) => operator.post(`/enterprise-applications/${id}/approve`, body);
const refuse = (id: number, body: unknown) => operator.post(`/enterprise-applications/${id}/refuse`, body);
const letters = (userId: number) =>
  rows<{ title: string; content: string }>(srv.deps.db, `select title, content from letters where user_id = ${userId}`);
const texts = (mobile: string) =>
  rows<{ text: string }>(srv.deps.db, `select text from sms_outbox where mobile = '${mobile}' and code is null order by id`);

describe("the list of enterprise applications", () => {
  test("shows the applicant in full to an operator, pending first, with the company of the same name to suggest", async () => {
    const decided = await applyAs("早申请", "先到公司");
    expect((await refuse(decided.id, { reason: "资料不全" })).status).toBe(200);
    const waiting = await applyAs("王企业", "已有科技有限公司");
    const res = await operator.get(`/enterprise-applications${listQuery({ sort: ["status", "ASC"], range: [0, 9] })}`);
    expect(res.status).toBe(200);
    expect(res.json[0]).toEqual({
      id: waiting.id,
      userId: waiting.userId,
      chineseName: "王企业",
      areaCode: "+86",
      mobile: waiting.mobile,
      companyName: "已有科技有限公司",
      accountId: expect.stringMatching(/^acct/),
      status: "pending",
      reason: "",
      companyId: null,
      companyNameMatched: known.id,
      createdAt: expect.any(String),
      decidedAt: null,
    });
    const refused = res.json.find((r: { id: number }) => r.id === decided.id);
    expect(refused).toMatchObject({ status: "refused", reason: "资料不全", companyNameMatched: null, decidedAt: expect.any(String) });
    expect(res.json.findIndex((r: { status: string }) => r.status !== "pending")).toBeGreaterThan(
      res.json.findLastIndex((r: { status: string }) => r.status === "pending"),
    );
  });

  test("filters by status and finds by company, name or number; the dashboard's count is the pending list's total", async () => {
    const a = await applyAs("查找人", "可查找传媒有限公司");
    const ids = async (filter: Record<string, unknown>) =>
      (await operator.get(`/enterprise-applications${listQuery({ filter })}`)).json.map((r: { id: number }) => r.id);
    expect(await ids({ q: "可查找" })).toEqual([a.id]);
    expect(await ids({ q: "查找人" })).toEqual([a.id]);
    expect(await ids({ q: a.mobile.slice(-6) })).toEqual([a.id]);
    expect(await ids({ status: "pending", q: "可查找" })).toEqual([a.id]);
    expect(await ids({ status: "refused", q: "可查找" })).toEqual([]);
    const pending = await operator.get(`/enterprise-applications${listQuery({ filter: { status: "pending" }, range: [0, 0] })}`);
    const [{ count }] = await rows<{ count: number }>(
      srv.deps.db,
      "select count(*)::int from enterprise_applications where status = 'pending'",
    );
    expect(pending.headers.get("content-range")).toEndWith(`/${count}`);
    expect((await operator.get(`/enterprise-applications/${a.id}`)).json).toMatchObject({ id: a.id, chineseName: "查找人" });
  });

  test("is the operators' only: HR, a learner and a visitor are refused", async () => {
    const a = await applyAs("不给看", "保密公司");
    expect(await hr.get("/enterprise-applications")).toMatchObject({ status: 403, json: { message: "没有权限执行该操作" } });
    expect((await hr.post(`/enterprise-applications/${a.id}/approve`, {})).status).toBe(403);
    expect((await hr.post(`/enterprise-applications/${a.id}/refuse`, { reason: "不行" })).status).toBe(403);
    // The applicant is a learner: the back office does not let them in at all.
    const learner = adminBrowser(srv.url);
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key like 'sms:resend:%${a.mobile}'`);
    expect((await adminSignIn(learner, srv.url, a.mobile)).status).toBe(403);
    expect((await learner.post(`/enterprise-applications/${a.id}/approve`, {})).status).toBe(401);
    expect((await rows(srv.deps.db, `select status from enterprise_applications where id = ${a.id}`))[0]).toEqual({ status: "pending" });
  });
});

describe("通过", () => {
  test("grants the enterprise role in a company of the applied name, tells the person, and lets them into the back office", async () => {
    const a = await applyAs("赵人事", "新开张网络有限公司");
    const res = await approve(a.id, { companyId: null });
    expect(res.status).toBe(200);
    const [company] = await rows<{ id: number }>(srv.deps.db, "select id from companies where company_name = '新开张网络有限公司'");
    expect(res.json).toMatchObject({ id: a.id, status: "approved", companyId: company.id, companyNameMatched: company.id });
    const [user] = await rows(srv.deps.db, `select roles, company_id from users where id = ${a.userId}`);
    expect(user).toEqual({ roles: ["person", "enterprise"], company_id: company.id });

    expect(await letters(a.userId)).toEqual([{ title: REG_MSG.approvedTitle, content: expect.stringContaining("/admin") }]);
    expect((await texts(a.mobile)).map((t) => t.text)).toEqual([expect.stringContaining("已通过")]);
    expect((await auditRows(srv.deps.db, "enterprise-applications", a.id)).map((r) => r.after)).toEqual([
      expect.objectContaining({ status: "approved" }),
    ]);
    expect((await auditRows(srv.deps.db, "users", a.userId))[0].after).toMatchObject({ roles: ["person", "enterprise"] });
    expect((await a.browser.call("my/EnterpriseApplication")).data).toMatchObject({ status: "approved" });

    // The new HR signs in to the back office and works in their own company.
    const office = adminBrowser(srv.url);
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key like 'sms:resend:%${a.mobile}'`);
    expect((await adminSignIn(office, srv.url, a.mobile)).status).toBe(200);
    expect((await office.get("/auth/me")).json).toMatchObject({ companyId: company.id, companyName: "新开张网络有限公司" });
    expect((await office.get("/companies")).json).toEqual([expect.objectContaining({ id: company.id })]);
    expect((await office.get("/users")).json).toEqual([expect.objectContaining({ id: a.userId, chineseName: "赵人事" })]);
    expect((await office.get("/positions")).status).toBe(200);
  });

  test("into an existing company the operator picks; an unknown company is refused", async () => {
    const a = await applyAs("钱人事", "已有科技");
    expect(await approve(a.id, { companyId: 999999 })).toMatchObject({ status: 400, json: { message: "所选公司不存在" } });
    expect((await approve(a.id, { companyId: known.id })).json).toMatchObject({ status: "approved", companyId: known.id });
    const [user] = await rows(srv.deps.db, `select company_id from users where id = ${a.userId}`);
    expect(user).toEqual({ company_id: known.id });
  });

  test("decides once: again, after 不通过, or twice at the same moment answers 409", async () => {
    const a = await applyAs("孙人事", "一次公司");
    expect((await approve(a.id)).status).toBe(200);
    expect(await approve(a.id)).toMatchObject({ status: 409, json: { message: REG_MSG.alreadyDecided } });
    expect(await refuse(a.id, { reason: "晚了" })).toMatchObject({ status: 409, json: { message: REG_MSG.alreadyDecided } });

    const b = await applyAs("李人事", "同时公司");
    const both = await Promise.all([approve(b.id), refuse(b.id, { reason: "同时" })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await letters(b.userId)).toHaveLength(1);
    expect(await texts(b.mobile)).toHaveLength(1);
    expect((await approve(999999)).status).toBe(404);
  });
});

describe("不通过", () => {
  test("needs a reason, keeps the person a person, and tells them why", async () => {
    const a = await applyAs("周人事", "不过公司");
    expect(await refuse(a.id, { reason: " " })).toMatchObject({ status: 400, json: { message: REG_MSG.refuseReason } });
    const res = await refuse(a.id, { reason: "营业执照与企业名称不符" });
    expect(res.json).toMatchObject({ status: "refused", reason: "营业执照与企业名称不符", companyId: null });
    const [user] = await rows(srv.deps.db, `select roles, company_id from users where id = ${a.userId}`);
    expect(user).toEqual({ roles: ["person"], company_id: null });
    expect(await letters(a.userId)).toEqual([{ title: REG_MSG.refusedTitle, content: expect.stringContaining("营业执照与企业名称不符") }]);
    expect((await texts(a.mobile)).map((t) => t.text)).toEqual([expect.stringContaining("营业执照与企业名称不符")]);
    expect((await a.browser.call("my/EnterpriseApplication")).data).toMatchObject({ status: "refused", reason: "营业执照与企业名称不符" });
    expect(await auditRows(srv.deps.db, "enterprise-applications", a.id)).toHaveLength(1);
  });
});
