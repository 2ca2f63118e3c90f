import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { companies } from "@/db/schema/company";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { type AdminBrowser, adminBrowser, adminSignIn, userWith } from "./support";

let srv: TestServer;
let op: AdminBrowser;
const q = (o: Record<string, unknown>) => `?${new URLSearchParams(Object.entries(o).map(([k, v]) => [k, JSON.stringify(v)])).toString()}`;

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  await db.insert(companies).values(["甲公司", "乙公司", "丙公司", "丁公司", "戊公司"].map((companyName) => ({ companyName })));
  for (let i = 0; i < 30; i++) {
    await userWith(db, `1370000${String(i).padStart(4, "0")}`, { chineseName: i % 3 === 0 ? `张${i}` : `李${i}` });
  }
  await userWith(db, "13900000010", { roles: ["person", "operator"], chineseName: "运营甲" });
  op = adminBrowser(srv.url);
  await adminSignIn(op, srv.url, "13900000010");
});
afterAll(() => srv.stop());

describe("the REST dialect of ra-data-simple-rest", () => {
  test("a page of a list carries Content-Range and exposes it", async () => {
    const res = await op.get(`/users${q({ sort: ["id", "ASC"], range: [0, 9], filter: {} })}`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(10);
    expect(res.headers.get("content-range")).toBe("users 0-9/31");
    expect(res.headers.get("access-control-expose-headers")).toBe("Content-Range");
    expect(res.json[0]).toMatchObject({ id: 1, areaCode: "+86", mobile: "13700000000", chineseName: "张0", roles: ["person"] });
  });

  test("range pages through the rows and sort orders them", async () => {
    const res = await op.get(`/users${q({ sort: ["chineseName", "DESC"], range: [25, 49], filter: {} })}`);
    expect(res.headers.get("content-range")).toBe("users 25-30/31");
    expect(res.json).toHaveLength(6);
    const names = (await op.get(`/users${q({ sort: ["chineseName", "DESC"], range: [0, 99], filter: {} })}`)).json.map(
      (u: { chineseName: string }) => u.chineseName,
    );
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  test("q searches the mobile or the name", async () => {
    const byName = await op.get(`/users${q({ range: [0, 24], filter: { q: "张" } })}`);
    expect(byName.headers.get("content-range")).toBe("users 0-9/10");
    expect(byName.json.every((u: { chineseName: string }) => u.chineseName.startsWith("张"))).toBe(true);
    const byMobile = await op.get(`/users${q({ range: [0, 24], filter: { q: "0000012" } })}`);
    expect(byMobile.json.map((u: { mobile: string }) => u.mobile)).toEqual(["13700000012"]);
    const none = await op.get(`/users${q({ range: [0, 24], filter: { q: "%" } })}`);
    expect(none.headers.get("content-range")).toBe("users */0");
    expect(none.json).toEqual([]);
  });

  test("filter by role", async () => {
    const res = await op.get(`/users${q({ range: [0, 24], filter: { role: "operator" } })}`);
    expect(res.json.map((u: { mobile: string }) => u.mobile)).toEqual(["13900000010"]);
  });

  test("getMany: filter={id:[…]}", async () => {
    const res = await op.get(`/companies${q({ filter: { id: [2, 4, 99] } })}`);
    expect(res.json.map((c: { companyName: string }) => c.companyName).sort()).toEqual(["丁公司", "乙公司"]);
  });

  test("getOne, and 404 for a missing id", async () => {
    expect((await op.get("/companies/3")).json).toMatchObject({ id: 3, companyName: "丙公司", mainCompanyId: null });
    expect(await op.get("/companies/999")).toMatchObject({ status: 404, json: { message: "记录不存在" } });
    expect((await op.get("/companies/abc")).status).toBe(404);
  });

  test("bad queries answer 400 in Chinese, unknown resources 404", async () => {
    expect(await op.get(`/users${q({ sort: ["mobile; drop", "ASC"] })}`)).toMatchObject({
      status: 400,
      json: { message: "不支持按 mobile; drop 排序" },
    });
    expect(await op.get(`/users${q({ filter: { secret: 1 } })}`)).toMatchObject({
      status: 400,
      json: { message: "不支持的筛选条件: secret" },
    });
    expect((await op.get("/users?range=[9,0]")).status).toBe(400);
    expect(await op.get("/nothing")).toMatchObject({ status: 404, json: { message: "接口不存在" } });
  });

  test("create answers the new record, update the changed one, delete the old one", async () => {
    const created = await op.post("/companies", { companyName: "  新公司  " });
    expect(created).toMatchObject({ status: 201, json: { companyName: "新公司" } });
    const id = created.json.id;
    const updated = await op.put(`/companies/${id}`, { ...created.json, companyName: "新公司(改)" });
    expect(updated.json).toMatchObject({ id, companyName: "新公司(改)" });
    expect((await op.del(`/companies/${id}`)).json).toMatchObject({ id, companyName: "新公司(改)" });
    expect((await op.get(`/companies/${id}`)).status).toBe(404);
  });

  test("invalid input answers 400 naming the field; a duplicate answers 409", async () => {
    expect(await op.post("/companies", { companyName: "" })).toMatchObject({
      status: 400,
      json: { message: "请输入公司名称", field: "companyName" },
    });
    expect(await op.post("/companies", { companyName: "甲公司" })).toMatchObject({ status: 409, json: { message: "公司名称已存在" } });
  });

  test("read-only resources refuse writes", async () => {
    expect((await op.post("/sms-outbox", { mobile: "1" })).status).toBe(403);
  });
});
