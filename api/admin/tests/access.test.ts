import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { companies } from "@/db/schema/company";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { type AdminBrowser, adminBrowser, adminSignIn, userWith } from "./support";

let srv: TestServer;
let hr: AdminBrowser;
let otherCompanyUserId: number;
let ownCompanyId: number;

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  const [own, other] = await db
    .insert(companies)
    .values([{ companyName: "本公司" }, { companyName: "别家公司" }])
    .returning();
  ownCompanyId = own.id;
  await userWith(db, "13600000001", { chineseName: "员工一", companyId: own.id, companyName: "本公司" });
  await userWith(db, "13600000002", { chineseName: "员工二", companyId: own.id });
  otherCompanyUserId = (await userWith(db, "13600000003", { chineseName: "外人", companyId: other.id })).id;
  await userWith(db, "13600000009", { chineseName: "人事", roles: ["person", "enterprise"], companyId: own.id });
  hr = adminBrowser(srv.url);
  await adminSignIn(hr, srv.url, "13600000009");
});
afterAll(() => srv.stop());

describe("an enterprise account", () => {
  test("sees only its own company's users, with name and masked mobile only", async () => {
    const res = await hr.get('/users?sort=["id","ASC"]&range=[0,24]&filter={}');
    expect(res.headers.get("content-range")).toBe("users 0-2/3");
    expect(res.json).toEqual([
      { id: 1, chineseName: "员工一", areaCode: "+86", mobile: "136****0001", companyId: ownCompanyId },
      { id: 2, chineseName: "员工二", areaCode: "+86", mobile: "136****0002", companyId: ownCompanyId },
      { id: 4, chineseName: "人事", areaCode: "+86", mobile: "136****0009", companyId: ownCompanyId },
    ]);
  });

  test("cannot open, list by id or find by number a user of another company", async () => {
    expect((await hr.get(`/users/${otherCompanyUserId}`)).status).toBe(404);
    expect((await hr.get(`/users?filter=${JSON.stringify({ id: [otherCompanyUserId] })}`)).json).toEqual([]);
    expect((await hr.get(`/users?filter=${JSON.stringify({ q: "0001" })}`)).json).toEqual([]);
    expect((await hr.get(`/users?filter=${JSON.stringify({ q: "员工一" })}`)).json).toHaveLength(1);
  });

  test("sees its own company only", async () => {
    const res = await hr.get("/companies");
    expect(res.json.map((c: { companyName: string }) => c.companyName)).toEqual(["本公司"]);
  });

  test("cannot write, nor read operator resources", async () => {
    expect(await hr.put("/users/1", { chineseName: "改名", roles: ["person"], disabled: false })).toMatchObject({
      status: 403,
      json: { message: "没有权限执行该操作" },
    });
    expect((await hr.post("/companies", { companyName: "新公司" })).status).toBe(403);
    expect((await hr.get("/sms-outbox")).status).toBe(403);
    expect((await hr.get("/audit-logs")).status).toBe(403);
  });

  test("without a company it sees no one", async () => {
    await userWith(srv.deps.db, "13600000008", { roles: ["person", "enterprise"] });
    const lone = adminBrowser(srv.url);
    await adminSignIn(lone, srv.url, "13600000008");
    const res = await lone.get("/users");
    expect(res.headers.get("content-range")).toBe("users */0");
  });
});

describe("an operator", () => {
  test("sees everyone's full details", async () => {
    await userWith(srv.deps.db, "13600000007", { roles: ["person", "operator"] });
    const op = adminBrowser(srv.url);
    await adminSignIn(op, srv.url, "13600000007");
    const res = await op.get(`/users/${otherCompanyUserId}`);
    expect(res.json).toMatchObject({ mobile: "13600000003", chineseName: "外人", roles: ["person"], disabled: false });
  });
});

describe("an enterprise account's filters", () => {
  test("cannot filter by role or account state", async () => {
    expect((await hr.get(`/users?filter=${JSON.stringify({ role: "operator" })}`)).status).toBe(403);
    expect((await hr.get(`/users?filter=${JSON.stringify({ disabled: true })}`)).status).toBe(403);
  });
});
