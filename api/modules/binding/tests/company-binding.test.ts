import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { users } from "@/db/schema/account/users";
import { companies } from "@/db/schema/company";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";

type Person = Awaited<ReturnType<typeof signedInPeople>>[number];

let srv: TestServer;
let op: AdminBrowser;
let hrA: AdminBrowser;
let hrB: AdminBrowser;
let a: { id: number };
let b: { id: number };
let lonely: { id: number };
let people: Person[];

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  [a, b, lonely] = await db
    .insert(companies)
    .values([{ companyName: "甲绑定公司" }, { companyName: "乙绑定公司" }, { companyName: "无人事公司" }])
    .returning();
  op = await signedInOperator(db, srv.url, "13900000611", "运营绑");
  hrA = await signedInAs(db, srv.url, "13900000612", { roles: ["person", "enterprise"], companyId: a!.id, chineseName: "甲人事" });
  hrB = await signedInAs(db, srv.url, "13900000613", { roles: ["person", "enterprise"], companyId: b!.id, chineseName: "乙人事" });
  people = await signedInPeople(db, srv.url, 4, 17610000000);
}, 60_000);
afterAll(() => srv.stop());

const call = <T = any>(p: Person, path: string, body: Record<string, unknown> = {}) => p.client.call<T>(path, body);

describe("my/getavailablecompany", () => {
  test("lists the companies with an HR account, by name", async () => {
    const res = await call(people[0]!, "my/getavailablecompany");
    expect(res.code).toBe(0);
    const names = res.data.list.map((c: { companyName: string }) => c.companyName);
    expect(names).toContain("甲绑定公司");
    expect(names).toContain("乙绑定公司");
    expect(names).not.toContain("无人事公司");
  });
});

describe("my/bindusecompany and the HR's decision", () => {
  test("bad input answers the field's message", async () => {
    const p = people[0]!;
    expect(await call(p, "my/bindusecompany", {})).toMatchObject({ code: 1, msg: "请选择要绑定的公司", data: { field: "companyId" } });
    expect(await call(p, "my/bindusecompany", { companyId: "x" })).toMatchObject({ code: 1 });
    expect(await call(p, "my/bindusecompany", { companyId: a.id, employeeId: "9".repeat(31) })).toMatchObject({
      code: 1,
      msg: "工号不能超过30个字",
    });
    expect(await call(p, "my/bindusecompany", { companyId: lonely.id })).toMatchObject({ code: 1, msg: "该公司不存在或暂不支持绑定" });
    expect(await call(p, "my/bindusecompany", { companyId: 999_999 })).toMatchObject({ code: 1, data: { field: "companyId" } });
  });

  test("a request waits for the company's HR; a second one for the same company is refused, twice at once gives one", async () => {
    const p = people[0]!;
    const both = await Promise.all([
      call(p, "my/bindusecompany", { companyId: a.id, employeeId: "A-001" }),
      call(p, "my/bindusecompany", { companyId: a.id, employeeId: "A-001" }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    const ok = both.find((r) => r.code === 0)!;
    expect(ok).toMatchObject({
      msg: "绑定申请已提交，请等待企业审核",
      data: { companyName: "甲绑定公司", status: "pending", employeeId: "A-001" },
    });
    expect(both.find((r) => r.code === 1)!.msg).toBe("您已提交与该公司的绑定申请，请等待企业审核");
    const state = await call(p, "my/companybinding");
    expect(state.data).toMatchObject({ current: null, requests: [{ status: "pending", companyName: "甲绑定公司" }] });
  });

  test("HR of another company neither sees nor decides it; its own HR approves; the person is bound and lettered", async () => {
    const p = people[0]!;
    const id = (await call(p, "my/companybinding")).data.requests[0].id;
    const seenByB = await hrB.get(`/company-bindings${listQuery({ filter: {} })}`);
    expect(seenByB.json.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await hrB.put(`/company-bindings/${id}`, { status: "approved", reason: "" })).status).toBe(404);
    expect((await hrB.get(`/company-bindings/${id}`)).status).toBe(404);

    const seenByA = await hrA.get(`/company-bindings${listQuery({ filter: { status: "pending" } })}`);
    expect(seenByA.json).toEqual([
      expect.objectContaining({ id, personName: "学员0", personMobile: "176****0000", companyName: "甲绑定公司" }),
    ]);
    expect((await hrA.put(`/company-bindings/${id}`, { status: "refused", reason: "" })).json).toMatchObject({
      message: "拒绝时请填写原因",
    });
    expect((await hrA.put(`/company-bindings/${id}`, { status: "maybe" })).status).toBe(400);
    expect((await hrA.put(`/company-bindings/${id}`, { status: "approved", reason: "" })).status).toBe(200);
    expect((await hrA.put(`/company-bindings/${id}`, { status: "refused", reason: "改主意" })).status).toBe(409);

    const state = await call(p, "my/companybinding");
    expect(state.data.current).toMatchObject({ id, status: "approved", companyName: "甲绑定公司" });
    const [user] = await srv.deps.db.select().from(users).where(eq(users.mobile, p.mobile));
    expect(user).toMatchObject({ companyId: a.id, companyName: "甲绑定公司" });
    const inbox = await call(p, "my/GetLetterList");
    expect(inbox.data.list[0]).toMatchObject({ title: "企业绑定审核通过", url: "/my/bindcompany" });
    expect(await call(p, "my/bindusecompany", { companyId: a.id })).toMatchObject({ code: 1, msg: "您已绑定该公司" });
  });

  test("a refusal carries its reason in the letter; operators see every company's requests", async () => {
    const p = people[1]!;
    const made = await call(p, "my/bindusecompany", { companyId: b.id, employeeId: "" });
    const all = await op.get(`/company-bindings${listQuery({ filter: {} })}`);
    expect(all.json.map((r: { id: number }) => r.id)).toContain(made.data.id);
    expect((await hrB.put(`/company-bindings/${made.data.id}`, { status: "refused", reason: "查无此人" })).status).toBe(200);
    const inbox = await call(p, "my/GetLetterList");
    expect(inbox.data.list[0]).toMatchObject({ title: "企业绑定审核未通过", content: expect.stringContaining("原因：查无此人") });
    expect((await call(p, "my/companybinding")).data).toMatchObject({
      current: null,
      requests: [{ status: "refused", reason: "查无此人" }],
    });
    // Refused: the person may ask again.
    expect((await call(p, "my/bindusecompany", { companyId: b.id })).code).toBe(0);
  });

  test("my/unbindcompany: own approved binding only; another person's id is refused", async () => {
    const owner = people[0]!;
    const other = people[2]!;
    const id = (await call(owner, "my/companybinding")).data.current.id;
    expect(await call(other, "my/unbindcompany", { id })).toMatchObject({ code: 1, msg: "绑定记录不存在" });
    expect(await call(other, "my/unbindcompany", { id: "abc" })).toMatchObject({ code: 1 });
    expect(await call(owner, "my/unbindcompany", { id })).toMatchObject({ code: 0, msg: "解绑成功" });
    expect(await call(owner, "my/unbindcompany", { id })).toMatchObject({ code: 1, msg: "绑定记录不存在" });
    expect((await call(owner, "my/companybinding")).data.current).toBeNull();
    const [user] = await srv.deps.db.select().from(users).where(eq(users.mobile, owner.mobile));
    expect(user!.companyId).toBeNull();
    // A waiting request is withdrawn the same way.
    const waiting = (await call(people[1]!, "my/companybinding")).data.requests[0];
    expect(await call(people[1]!, "my/unbindcompany", { id: waiting.id })).toMatchObject({ code: 0, msg: "已撤回绑定申请" });
  });

  test("approving a second company moves the main company there", async () => {
    const p = people[3]!;
    for (const [company, hr] of [
      [a, hrA],
      [b, hrB],
    ] as const) {
      const made = await call(p, "my/bindusecompany", { companyId: company.id });
      expect((await hr.put(`/company-bindings/${made.data.id}`, { status: "approved", reason: "" })).status).toBe(200);
    }
    const state = await call(p, "my/companybinding");
    expect(state.data.current).toMatchObject({ companyName: "乙绑定公司" });
    expect(state.data.requests.map((r: { status: string }) => r.status)).toEqual(["approved", "unbound"]);
  });

  test("a visitor is asked to sign in", async () => {
    const { testClient } = await import("@/tests/support/client");
    const visitor = testClient(srv.url);
    expect((await visitor.call("my/getavailablecompany", {})).code).toBe(1503);
    expect((await visitor.call("my/bind", { cardNo: "XK0000000000", password: "x" })).code).toBe(1503);
  });
});
