import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { beijingDayStart } from "@/api/contract/beijing-time";
import { makeTraining } from "@/api/modules/training/tests/helpers";
import { examRegistrations } from "@/db/schema/certification/exams";
import { companies } from "@/db/schema/company";
import { paymentOrders } from "@/db/schema/pay";
import { trainingAttends } from "@/db/schema/training";
import { makeExam, registrationValues } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { type AdminBrowser, adminBrowser, listQuery, signedInAs, signedInOperator, userWith } from "./support";

const DAY = 86_400_000;
let srv: TestServer;
let operator: AdminBrowser;
let hr: AdminBrowser;
/** The chart's days as the server names them, fixed once the rows are in. */
let days: string[];

/** The count a series gives the day `daysAgo` before today (China's calendar). */
const onDay = (counts: number[], daysAgo: number) => counts[counts.length - 1 - daysAgo];

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  const company = async (companyName: string) => (await db.insert(companies).values({ companyName }).returning())[0];
  const own = await company("本公司");
  const other = await company("别家公司");
  const staff = await userWith(db, "13700000001", { chineseName: "员工", companyId: own.id });
  const colleague = await userWith(db, "13700000002", { chineseName: "同事", companyId: own.id });
  const outsider = await userWith(db, "13700000003", { chineseName: "外人", companyId: other.id });
  operator = await signedInOperator(db, srv.url, "13700000009", "运营");
  hr = await signedInAs(db, srv.url, "13700000008", { roles: ["person", "enterprise"], companyId: own.id });
  days = (await operator.get("/dashboard/daily/registrations")).json.days;
  const today = beijingDayStart(days[29])!.getTime();
  const firstDay = beijingDayStart(days[0])!.getTime();

  const exam = await makeExam(db);
  const retake = await makeExam(db);
  await db.insert(examRegistrations).values([
    // Waiting for review: two of the company's people (one at China's midnight, counted today), one outsider.
    registrationValues(staff.id, exam.id, { status: "waitaudit", createdAt: new Date(today) }),
    registrationValues(colleague.id, exam.id, { status: "waitaudit", createdAt: new Date(Date.now() - 2 * DAY) }),
    registrationValues(outsider.id, exam.id, { status: "waitaudit" }),
    // Reviewed: the first day of the chart, and a moment before it (not charted).
    registrationValues(staff.id, retake.id, { status: "failed", createdAt: new Date(firstDay) }),
    registrationValues(colleague.id, retake.id, { status: "failed", createdAt: new Date(firstDay - 1) }),
  ]);

  const session = await makeTraining(db);
  await db.insert(trainingAttends).values([
    { trainingId: session.id, userId: staff.id, status: "signed", audit: 0, createdAt: new Date(today - 1) },
    { trainingId: session.id, userId: outsider.id, status: "signed", audit: 1 },
  ]);
  await db.insert(paymentOrders).values([
    {
      orderNumber: "D1",
      userId: staff.id,
      subjectKind: "exam_registration",
      subjectId: 1,
      amountFen: 19900,
      status: "paid",
      paidAt: new Date(),
      providerTxnId: "T1",
    },
    { orderNumber: "D2", userId: colleague.id, subjectKind: "exam_registration", subjectId: 2, amountFen: 19900 },
  ]);
});
afterAll(() => srv.stop());

describe("the dashboard's daily series", () => {
  test("span the last 30 days in China's calendar, today last", async () => {
    expect(days).toHaveLength(30);
    expect(days[29]).toBe(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
    expect(new Set(days).size).toBe(30);
  });

  test("count an operator's rows per China day, as many as the rows", async () => {
    const registrations = (await operator.get("/dashboard/daily/registrations")).json.counts;
    expect(onDay(registrations, 0)).toBe(2);
    expect(onDay(registrations, 2)).toBe(1);
    expect(registrations[0]).toBe(1);
    expect(registrations.reduce((a: number, b: number) => a + b, 0)).toBe(4);

    // A sign-up a moment before China's midnight belongs to yesterday.
    const signups = (await operator.get("/dashboard/daily/signups")).json.counts;
    expect([onDay(signups, 0), onDay(signups, 1)]).toEqual([1, 1]);
    // Only paid orders, on the day they were paid.
    const payments = (await operator.get("/dashboard/daily/payments")).json.counts;
    expect(payments.reduce((a: number, b: number) => a + b, 0)).toBe(1);
    expect(onDay(payments, 0)).toBe(1);
  });

  test("give an enterprise account its own company's registrations only, and refuse it the rest", async () => {
    const registrations = (await hr.get("/dashboard/daily/registrations")).json.counts;
    expect([onDay(registrations, 0), onDay(registrations, 2), registrations[0]]).toEqual([1, 1, 1]);
    expect(registrations.reduce((a: number, b: number) => a + b, 0)).toBe(3);
    for (const series of ["signups", "payments"]) {
      expect(await hr.get(`/dashboard/daily/${series}`)).toMatchObject({ status: 403, json: { message: "没有权限执行该操作" } });
    }
  });

  test("are refused to a visitor, and a series no feature offers is not found", async () => {
    expect((await adminBrowser(srv.url).get("/dashboard/daily/registrations")).status).toBe(401);
    expect((await operator.get("/dashboard/daily/nothing")).status).toBe(404);
  });
});

describe("the dashboard's waiting counts", () => {
  const total = (res: { headers: Headers }) => Number(res.headers.get("content-range")?.split("/")[1]);
  const waiting = listQuery({ filter: { status: "waitaudit" }, range: [0, 0] });

  test("are the totals of the lists they open, and an enterprise account's are its company's", async () => {
    expect(total(await operator.get(`/exam-registrations${waiting}`))).toBe(3);
    expect(total(await hr.get(`/exam-registrations${waiting}`))).toBe(2);
    expect(total(await operator.get(`/training-attends${listQuery({ filter: { audit: 0 }, range: [0, 0] })}`))).toBe(1);
    expect((await hr.get(`/training-attends${listQuery({ filter: { audit: 0 } })}`)).status).toBe(403);
  });
});

describe("exam names", () => {
  test("an enterprise account reads the names its filters need, and nothing else of an exam", async () => {
    const res = await hr.get(`/exam-names${listQuery({ sort: ["id", "ASC"], filter: { q: "测试" } })}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([expect.objectContaining({ name: expect.stringContaining("测试认证考试") }), expect.anything()]);
    expect(Object.keys(res.json[0]).sort()).toEqual(["id", "name"]);
    expect((await hr.get(`/exam-names/${res.json[0].id}`)).json).toEqual(res.json[0]);
    expect((await hr.get("/exams")).status).toBe(403);
    expect((await hr.put(`/exam-names/${res.json[0].id}`, { name: "改名" })).status).toBe(403);
    expect((await operator.put(`/exam-names/${res.json[0].id}`, { name: "改名" })).status).toBe(403);
  });
});
