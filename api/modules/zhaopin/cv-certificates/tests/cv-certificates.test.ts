import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, adminBrowser, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { MyCvCertificate } from "@/api/contract/zhaopin-cv-certificates";
import { certificates } from "@/db/schema/certification/certificates";
import { companies } from "@/db/schema/company";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { revokeRegistrationCertificate } from "../../../certification/certificates/revoke";
import { recordResult } from "../../../certification/results/record";
import { bookedAttempt, makeExam } from "../../../certification/results/tests/fixtures";
import { apply, candidate, openPosition } from "../../admin/tests/fixtures";

let srv: TestServer;
let op: AdminBrowser;
let hrA: AdminBrowser;
let hrB: AdminBrowser;
let owner: TestClient;
let other: TestClient;

type Cert = typeof certificates.$inferSelect;
/** The learner's certificates: a valid one, one past its expiry, one revoked; and the other learner's valid one. */
let valid: Cert;
let lapsed: Cert;
let revoked: Cert;
let othersValid: Cert;
let ownerCv: { id: number };
let otherCv: { id: number };
let applicationId: number;
const EXAMS = { ads: "巨量引擎营销认证（初级）", mid: "巨量引擎营销认证（中级）", content: "内容营销基础认证" };

/** A passed attempt at the exam by the person with that mobile, and the certificate it issued. */
async function certified(mobile: string, name: string, examId: number) {
  const { reg } = await bookedAttempt(srv.deps.db, examId, { mobile, name });
  const result = await srv.deps.db.transaction((tx) => recordResult(tx, srv.deps.sms, reg.id, 90));
  return result!.certificate!;
}

let ip = 0;
async function portalAs(mobile: string) {
  const client = testClient(srv.url, { ip: `10.37.0.${++ip}` });
  expect((await signIn(client, srv.url, mobile)).code).toBe(0);
  return client;
}

const mine = async (c: TestClient) => (await c.call<{ list: MyCvCertificate[] }>("ZhaoPin/GetMyCVCertificates", {})).data.list;
const numbersOf = (rows: { number: string }[]) => rows.map((r) => r.number);
const talent = (filter: Record<string, unknown>) => hrA.get(`/talent-pool${q({ filter, sort: ["updatedAt", "DESC"], range: [0, 49] })}`);
const talentIds = async (filter: Record<string, unknown>) => ((await talent(filter)).json as { id: number }[]).map((r) => r.id).sort();

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  const [a, b] = await db
    .insert(companies)
    .values([{ companyName: "甲证书公司" }, { companyName: "乙证书公司" }])
    .returning();
  op = await signedInOperator(db, srv.url, "13900003701", "运营证书");
  hrA = await signedInAs(db, srv.url, "13900003702", { roles: ["person", "enterprise"], companyId: a!.id, chineseName: "甲人事" });
  hrB = await signedInAs(db, srv.url, "13900003703", { roles: ["person", "enterprise"], companyId: b!.id, chineseName: "乙人事" });

  const learner = await candidate(db, "17737000001", "许证书", 1);
  const peer = await candidate(db, "17737000002", "何同行", 1);
  ownerCv = learner.cv;
  otherCv = peer.cv;
  const [ads, mid, content] = await Promise.all(Object.values(EXAMS).map((name) => makeExam(db, { name })));
  valid = await certified("17737000001", "许证书", ads!.id);
  lapsed = await certified("17737000001", "许证书", mid!.id);
  revoked = await certified("17737000001", "许证书", content!.id);
  othersValid = await certified("17737000002", "何同行", mid!.id);
  // A year and a day on: the intermediate certificate lapsed yesterday.
  await db
    .update(certificates)
    .set({ expiresAt: new Date(Date.now() - 86_400_000) })
    .where(eq(certificates.id, lapsed.id));
  await db.transaction((tx) => revokeRegistrationCertificate(tx, revoked.registrationId!, "考试违纪，成绩作废"));

  applicationId = (await apply(db, await openPosition(db, a!.id, "投放优化师"), learner)).id;
  owner = await portalAs("17737000001");
  other = await portalAs("17737000002");
}, 60_000);
afterAll(() => srv.stop());

describe("my CV's 已验证证书", () => {
  test("signed out, both calls answer 1503", async () => {
    const visitor = testClient(srv.url, { ip: "10.37.1.1" });
    expect((await visitor.call("ZhaoPin/GetMyCVCertificates", {})).code).toBe(1503);
    expect((await visitor.call("ZhaoPin/SetMyCVCertificate", { id: valid.id, shown: 0 })).code).toBe(1503);
  });

  test("the owner sees every certificate earned here, newest first, shown, with its status as of now and its verification link", async () => {
    const res = await owner.call("ZhaoPin/GetMyCVCertificates", {});
    expect(res.code).toBe(0);
    const list = (res.data as { list: MyCvCertificate[] }).list;
    expect(list.map((c) => [c.examName, c.status, c.statusText, c.shown])).toEqual([
      [EXAMS.content, "revoked", "已撤销", true],
      [EXAMS.mid, "expired", "已过期", true],
      [EXAMS.ads, "valid", "有效", true],
    ]);
    const ads = list.find((c) => c.id === valid.id)!;
    expect(ads).toMatchObject({
      number: valid.number,
      issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      verifyPath: `/certificate/verify?number=${valid.number}&code=${valid.code}&from=link`,
    });
    expect(JSON.stringify(res)).not.toContain(valid.idCard);
    // The link opens the public verification, which agrees.
    const verified = await testClient(srv.url, { ip: "10.37.1.2" }).call("certificate/verify", { number: valid.number, code: valid.code });
    expect(verified.data).toMatchObject({ number: valid.number, status: "valid" });
  });

  test("the switch is checked by the form's schema; a certificate that is not the caller's is refused and stays shown", async () => {
    expect(await owner.call("ZhaoPin/SetMyCVCertificate", { id: valid.id, shown: "x" })).toMatchObject({ code: 1, msg: "参数错误" });
    expect(await owner.call("ZhaoPin/SetMyCVCertificate", { id: 0, shown: 0 })).toMatchObject({ code: 1, msg: "证书不存在" });
    expect(await other.call("ZhaoPin/SetMyCVCertificate", { id: valid.id, shown: 0 })).toMatchObject({
      code: 1,
      msg: "证书不存在",
      data: { field: "id" },
    });
    expect((await mine(owner)).find((c) => c.id === valid.id)?.shown).toBe(true);
    expect(numbersOf((await hrA.get(`/talent-pool/${ownerCv.id}`)).json.certificates)).toContain(valid.number);
  });
});

describe("HR reads them", () => {
  test("on the application (list and opened) with their status, never an ID number", async () => {
    const list = await hrA.get(`/applications${q({ filter: {}, sort: ["createdAt", "DESC"], range: [0, 9] })}`);
    const row = list.json.find((r: { id: number }) => r.id === applicationId);
    expect(row.certificates.map((c: MyCvCertificate) => [c.number, c.statusText])).toEqual([
      [revoked.number, "已撤销"],
      [lapsed.number, "已过期"],
      [valid.number, "有效"],
    ]);
    const view = await hrA.post(`/applications/${applicationId}/view`);
    expect(view.status).toBe(200);
    expect(numbersOf(view.json.certificates)).toEqual([revoked.number, lapsed.number, valid.number]);
    expect(view.json.certificates[2]).toEqual({
      id: valid.id,
      number: valid.number,
      examName: EXAMS.ads,
      kindText: "认证考试",
      issuedAt: expect.any(String),
      expiresAt: expect.any(String),
      status: "valid",
      statusText: "有效",
      verifyPath: `/certificate/verify?number=${valid.number}&code=${valid.code}&from=link`,
    });
    for (const text of [JSON.stringify(list.json), JSON.stringify(view.json)]) {
      for (const c of [valid, lapsed, revoked]) expect(text).not.toContain(c.idCard);
      expect(text).not.toContain("idCard");
    }
  });

  test("in 人才库, the owner's certificates with the CV, never an ID number", async () => {
    const found = await talent({});
    const row = found.json.find((r: { id: number }) => r.id === ownerCv.id);
    expect(row.certificates.map((c: MyCvCertificate) => c.status)).toEqual(["revoked", "expired", "valid"]);
    const one = await hrA.get(`/talent-pool/${ownerCv.id}`);
    expect(numbersOf(one.json.certificates)).toEqual([revoked.number, lapsed.number, valid.number]);
    for (const text of [JSON.stringify(found.json), JSON.stringify(one.json)]) {
      for (const c of [valid, lapsed, revoked, othersValid]) expect(text).not.toContain(c.idCard);
    }
  });

  test("the status is worked out when HR reads, never kept: a certificate revoked since reads 已撤销 at once", async () => {
    const statusOfValid = async () =>
      (await hrA.post(`/applications/${applicationId}/view`)).json.certificates.find((c: MyCvCertificate) => c.id === valid.id).statusText;
    expect(await statusOfValid()).toBe("有效");
    await srv.deps.db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.id, valid.id));
    expect(await statusOfValid()).toBe("已撤销");
    expect(await talentIds({ certificate: { exam: EXAMS.ads, validOnly: true } })).toEqual([]);
    await srv.deps.db.update(certificates).set({ revokedAt: null }).where(eq(certificates.id, valid.id));
    expect(await statusOfValid()).toBe("有效");
  });

  test("an HR account reaches only what its scope allows: another company's application is not there", async () => {
    expect((await hrB.post(`/applications/${applicationId}/view`)).status).toBe(404);
    const theirs = await hrB.get(`/applications${q({ filter: {} })}`);
    expect(theirs.json).toEqual([]);
    // The talent pool's rule as it is: a public CV is there for every company's HR, with what it shows.
    expect(numbersOf((await hrB.get(`/talent-pool/${ownerCv.id}`)).json.certificates)).toContain(valid.number);
  });
});

describe("hiding one", () => {
  test("hidden, HR no longer sees it anywhere, nor finds the CV by it; shown again, it is back", async () => {
    const hid = await owner.call<{ list: MyCvCertificate[] }>("ZhaoPin/SetMyCVCertificate", { id: valid.id, shown: false });
    expect(hid).toMatchObject({ code: 0, msg: "已从简历中隐藏" });
    expect(hid.data.list.find((c) => c.id === valid.id)?.shown).toBe(false);
    // Again: still hidden, nothing twice.
    expect((await owner.call("ZhaoPin/SetMyCVCertificate", { id: valid.id, shown: 0 })).code).toBe(0);
    expect((await mine(owner)).map((c) => [c.id, c.shown])).toEqual([
      [revoked.id, true],
      [lapsed.id, true],
      [valid.id, false],
    ]);

    const texts = [
      JSON.stringify((await hrA.get(`/applications${q({ filter: {} })}`)).json),
      JSON.stringify((await hrA.post(`/applications/${applicationId}/view`)).json),
      JSON.stringify((await talent({})).json),
      JSON.stringify((await hrA.get(`/talent-pool/${ownerCv.id}`)).json),
      JSON.stringify((await op.get(`/talent-pool/${ownerCv.id}`)).json),
    ];
    for (const text of texts) {
      expect(text).not.toContain(valid.number);
      expect(text).toContain(lapsed.number);
    }
    expect(await talentIds({ certificate: { exam: EXAMS.ads } })).toEqual([]);

    const back = await owner.call("ZhaoPin/SetMyCVCertificate", { id: valid.id, shown: 1 });
    expect(back).toMatchObject({ code: 0, msg: "已在简历中展示" });
    expect(numbersOf((await hrA.get(`/talent-pool/${ownerCv.id}`)).json.certificates)).toContain(valid.number);
    expect(await talentIds({ certificate: { exam: EXAMS.ads } })).toEqual([ownerCv.id]);
  });
});

describe("the talent pool's certificate filter", () => {
  test("by exam, and valid only: an expired or revoked certificate does not count as valid", async () => {
    expect(await talentIds({ certificate: { exam: EXAMS.mid } })).toEqual([ownerCv.id, otherCv.id].sort());
    expect(await talentIds({ certificate: { exam: EXAMS.mid, validOnly: true } })).toEqual([otherCv.id]);
    expect(await talentIds({ certificate: { exam: EXAMS.content } })).toEqual([ownerCv.id]);
    expect(await talentIds({ certificate: { exam: EXAMS.content, validOnly: true } })).toEqual([]);
    expect(await talentIds({ certificate: { validOnly: true } })).toEqual([ownerCv.id, otherCv.id].sort());
    expect(await talentIds({ certificate: { exam: EXAMS.ads }, city: "深圳市" })).toEqual([ownerCv.id]);
    expect(await talentIds({ certificate: { exam: "没有这个考试" } })).toEqual([]);
  });

  test("a malformed filter answers 400 in Chinese, not 500", async () => {
    for (const bad of ["巨量", { exam: 5 }, { validOnly: "yes" }, { exam: "x".repeat(101) }]) {
      const res = await talent({ certificate: bad });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("筛选条件无效");
    }
  });

  test("its choices are the exams that have certificates", async () => {
    const res = await hrA.get("/talent-pool/certificate-exams");
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([EXAMS.content, EXAMS.mid, EXAMS.ads].sort());
    const signedOut = await adminBrowser(srv.url).get("/talent-pool/certificate-exams");
    expect(signedOut.status).toBeGreaterThanOrEqual(401);
    expect(signedOut.status).toBeLessThan(404);
  });
});
