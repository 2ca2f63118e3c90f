import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, listQuery as q, signedInAs } from "@/api/admin/tests/support";
import type { ContactReveal } from "@/api/contract/zhaopin-contact";
import { companies } from "@/db/schema/company";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { apply, candidate, openPosition } from "../../admin/tests/fixtures";
import { recordContactReveal } from "../service";

/** Contact rules (docs/decisions/0056): a sent CV shares the mobile with that company; the talent pool waits for an accepted invitation. */
let srv: TestServer;
let hrA: AdminBrowser;
let hrB: AdminBrowser;
let a: { id: number };
let b: { id: number };
beforeAll(async () => {
  srv = await startTestServer();
  [a, b] = await srv.deps.db
    .insert(companies)
    .values([{ companyName: "甲联系公司" }, { companyName: "乙联系公司" }])
    .returning();
  hrA = await signedInAs(srv.deps.db, srv.url, "13900000762", { roles: ["person", "enterprise"], companyId: a!.id, chineseName: "甲人事" });
  hrB = await signedInAs(srv.deps.db, srv.url, "13900000763", { roles: ["person", "enterprise"], companyId: b!.id, chineseName: "乙人事" });
}, 60_000);
afterAll(() => srv.stop());

let ip = 0;
/** The candidate signed in to the portal, as a person would (an SMS code). */
async function portalAs(mobile: string) {
  const client = testClient(srv.url, { ip: `10.62.0.${++ip}` });
  expect((await signIn(client, srv.url, mobile)).code).toBe(0);
  return client;
}

describe("a CV sent to a company", () => {
  test("its HR lists it masked, opens it whole (recorded once), and the candidate sees who got it and how", async () => {
    const who = await candidate(srv.deps.db, "17762000001", "周联系", 0);
    const app = await apply(srv.deps.db, await openPosition(srv.deps.db, a.id, "投放优化师"), who);
    const list = await hrA.get(`/applications${q({ filter: {} })}`);
    expect(list.json.find((r: { id: number }) => r.id === app.id).mobile).toBe("177****0001");
    for (let i = 0; i < 2; i++) {
      const view = await hrA.post(`/applications/${app.id}/view`);
      expect([view.json.mobile, view.json.cv.mobile]).toEqual(["17762000001", "17762000001"]);
    }
    // Another company never reaches the application at all.
    expect((await hrB.post(`/applications/${app.id}/view`)).status).toBe(404);

    const mine = await (await portalAs("17762000001")).call<{ list: ContactReveal[] }>("ZhaoPin/GetMyContactReveals");
    expect(mine.data.list).toEqual([
      {
        companyName: "甲联系公司",
        how: "application",
        howText: "您投递了简历",
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      },
    ]);
  });

  test("signed out, the candidate's list answers 1503", async () => {
    expect((await testClient(srv.url).call("ZhaoPin/GetMyContactReveals")).code).toBe(1503);
  });
});

describe("the talent pool", () => {
  test("masked for every company, whole for the one whose invitation the person accepted", async () => {
    const pub = await candidate(srv.deps.db, "17762000011", "吴公开", 1);
    const mobileFor = async (hr: AdminBrowser) => (await hr.get(`/talent-pool/${pub.cv.id}`)).json.mobile;
    expect([await mobileFor(hrA), await mobileFor(hrB)]).toEqual(["177****0011", "177****0011"]);
    await recordContactReveal(srv.deps.db, { companyId: a.id, userId: pub.user.id, how: "invitation" });
    expect([await mobileFor(hrA), await mobileFor(hrB)]).toEqual(["17762000011", "177****0011"]);
    const found = await hrA.get(`/talent-pool${q({ filter: {} })}`);
    expect(found.json.find((r: { id: number }) => r.id === pub.cv.id).mobile).toBe("17762000011");
    const mine = await (await portalAs("17762000011")).call<{ list: ContactReveal[] }>("ZhaoPin/GetMyContactReveals");
    expect(mine.data.list.map((r) => [r.companyName, r.howText])).toEqual([["甲联系公司", "您接受了面试邀请"]]);
  });
});
