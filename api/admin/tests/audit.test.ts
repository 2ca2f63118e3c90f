import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { companies } from "@/db/schema/company";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { type AdminBrowser, adminBrowser, adminSignIn, userWith } from "./support";

let srv: TestServer;
let op: AdminBrowser;
let opId: number;

const lastAudit = async (filter: Record<string, unknown>) =>
  (await op.get(`/audit-logs?sort=["id","DESC"]&range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}`)).json[0];

beforeAll(async () => {
  srv = await startTestServer();
  opId = (await userWith(srv.deps.db, "13500000001", { roles: ["person", "operator"], chineseName: "审计员" })).id;
  op = adminBrowser(srv.url);
  await adminSignIn(op, srv.url, "13500000001");
});
afterAll(() => srv.stop());

describe("the audit log", () => {
  test("records create, update and delete with who, what, before and after", async () => {
    const created = (await op.post("/companies", { companyName: "审计公司" })).json;
    expect(await lastAudit({ resource: "companies", action: "create" })).toMatchObject({
      actorId: opId,
      actorName: "审计员 +86 13500000001",
      resource: "companies",
      recordId: String(created.id),
      before: null,
      after: { id: created.id, companyName: "审计公司", mainCompanyId: null },
    });

    await op.put(`/companies/${created.id}`, { companyName: "审计公司二" });
    const update = await lastAudit({ resource: "companies", action: "update" });
    expect(update.before).toMatchObject({ companyName: "审计公司" });
    expect(update.after).toMatchObject({ companyName: "审计公司二" });
    expect(Date.parse(update.createdAt)).toBeGreaterThan(0);

    await op.del(`/companies/${created.id}`);
    expect(await lastAudit({ resource: "companies", action: "delete" })).toMatchObject({
      recordId: String(created.id),
      before: { companyName: "审计公司二" },
      after: null,
    });
  });

  test("records a change of roles on a user", async () => {
    const [company] = await srv.deps.db.insert(companies).values({ companyName: "企业甲" }).returning();
    const user = await userWith(srv.deps.db, "13500000002", { chineseName: "小李" });
    const res = await op.put(`/users/${user.id}`, {
      chineseName: "小李",
      companyName: "企业甲",
      roles: ["enterprise"],
      companyId: company.id,
      disabled: false,
    });
    expect(res.json).toMatchObject({ roles: ["person", "enterprise"], companyId: company.id });
    const entry = await lastAudit({ resource: "users", recordId: String(user.id) });
    expect(entry).toMatchObject({
      action: "update",
      before: { roles: ["person"], companyId: null },
      after: { roles: ["person", "enterprise"] },
    });
  });

  test("a refused write changes nothing and records nothing", async () => {
    const user = await userWith(srv.deps.db, "13500000003");
    const before = (await op.get("/audit-logs?range=[0,0]")).headers.get("content-range");
    const res = await op.put(`/users/${user.id}`, { roles: ["enterprise"], companyId: null, disabled: false });
    expect(res).toMatchObject({ status: 400, json: { message: "企业账号需要选择所属公司", field: "companyId" } });
    const ghost = await op.put(`/users/${user.id}`, { roles: ["person"], companyId: 999, disabled: false });
    expect(ghost).toMatchObject({ status: 400, json: { field: "companyId" } });
    expect((await op.get("/audit-logs?range=[0,0]")).headers.get("content-range")).toBe(before);
    expect((await op.get(`/users/${user.id}`)).json.roles).toEqual(["person"]);
  });

  test("an operator cannot take away their own operator role", async () => {
    const res = await op.put(`/users/${opId}`, { roles: ["person"], disabled: false });
    expect(res).toMatchObject({ status: 400, json: { message: "不能取消自己的运营人员角色", field: "roles" } });
  });

  test("a company still holding users cannot be deleted", async () => {
    const [company] = await srv.deps.db.insert(companies).values({ companyName: "有人公司" }).returning();
    await userWith(srv.deps.db, "13500000004", { companyId: company.id });
    expect(await op.del(`/companies/${company.id}`)).toMatchObject({ status: 409, json: { message: "该公司下还有 1 个用户，不能删除" } });
  });

  test("a main company still in use cannot be deleted", async () => {
    const main = (await op.post("/main-companies", { name: "集团" })).json;
    await op.post("/companies", { companyName: "集团子公司", mainCompanyId: main.id });
    expect(await op.del(`/main-companies/${main.id}`)).toMatchObject({
      status: 409,
      json: { message: "该记录仍被其他数据使用，不能删除" },
    });
  });
});
