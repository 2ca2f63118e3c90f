import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { BlockedCompany } from "@/api/contract/zhaopin-blocked";
import { companies } from "@/db/schema/company";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { candidate } from "../../admin/tests/fixtures";

/** 屏蔽企业: a blocked company's HR never finds the CV in the talent pool; others and operators still do. */
let srv: TestServer;
let hrA: AdminBrowser;
let hrB: AdminBrowser;
let op: AdminBrowser;
let a: { id: number };
let b: { id: number };
let me: TestClient;
let cvId: number;
beforeAll(async () => {
  srv = await startTestServer();
  [a, b] = await srv.deps.db
    .insert(companies)
    .values([{ companyName: "甲屏蔽测试公司" }, { companyName: "乙屏蔽测试公司" }])
    .returning();
  hrA = await signedInAs(srv.deps.db, srv.url, "13900000772", { roles: ["person", "enterprise"], companyId: a!.id, chineseName: "甲人事" });
  hrB = await signedInAs(srv.deps.db, srv.url, "13900000773", { roles: ["person", "enterprise"], companyId: b!.id, chineseName: "乙人事" });
  op = await signedInOperator(srv.deps.db, srv.url, "13900000771", "运营");
  cvId = (await candidate(srv.deps.db, "17772000001", "郑屏蔽", 1)).cv.id;
  me = testClient(srv.url, { ip: "10.72.0.1" });
  expect((await signIn(me, srv.url, "17772000001")).code).toBe(0);
}, 60_000);
afterAll(() => srv.stop());

const finds = async (hr: AdminBrowser) => {
  const list = await hr.get(`/talent-pool${q({ filter: {}, range: [0, 99] })}`);
  return (list.json as { id: number }[]).some((r) => r.id === cvId) && (await hr.get(`/talent-pool/${cvId}`)).status === 200;
};
const call = (path: string, input?: Record<string, unknown>) => me.call<{ list: BlockedCompany[] }>(path, input);

describe("屏蔽企业", () => {
  test("blocking hides the CV from that company only, by list and by id; unblocking shows it again", async () => {
    expect([await finds(hrA), await finds(hrB)]).toEqual([true, true]);
    const blocked = await call("ZhaoPin/BlockCompany", { companyId: a.id });
    expect(blocked).toMatchObject({ code: 0, msg: "已屏蔽该企业" });
    expect(blocked.data.list.map((c) => c.companyName)).toEqual(["甲屏蔽测试公司"]);
    // Twice is once.
    expect((await call("ZhaoPin/BlockCompany", { companyId: a.id })).data.list).toHaveLength(1);
    expect([await finds(hrA), await finds(hrB), await finds(op)]).toEqual([false, true, true]);
    expect((await call("ZhaoPin/GetMyBlockedCompanies")).data.list.map((c) => c.companyId)).toEqual([a.id]);
    expect((await call("ZhaoPin/UnblockCompany", { companyId: a.id })).data.list).toEqual([]);
    expect(await finds(hrA)).toBe(true);
  });

  test("an unknown company or a bad id is refused; signed out answers 1503", async () => {
    expect(await call("ZhaoPin/BlockCompany", { companyId: 99_999_999 })).toMatchObject({ code: 1, msg: "企业不存在" });
    expect(await call("ZhaoPin/BlockCompany", { companyId: "x" })).toMatchObject({ code: 1 });
    expect((await testClient(srv.url).call("ZhaoPin/GetMyBlockedCompanies")).code).toBe(1503);
  });
});
