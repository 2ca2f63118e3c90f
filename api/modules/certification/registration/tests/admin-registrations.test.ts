import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator, userWith } from "@/api/admin/tests/support";
import { examChecks } from "@/db/schema/certification/exam-checks";
import { examRegistrations } from "@/db/schema/certification/exams";
import { companies } from "@/db/schema/company";
import { letters } from "@/db/schema/letters/letters";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { checkPhotoKey } from "../camera-check";
import { addAttempt, ID_CARD, makeExam } from "./helpers";

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13800000901", "审核员");
}, 60_000);
afterAll(() => srv.stop());

const cookieOf = (b: AdminBrowser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
const statusOf = async (id: number) => (await srv.deps.db.select().from(examRegistrations).where(eq(examRegistrations.id, id)))[0]!.status;
const lettersOf = (userId: number) => srv.deps.db.select().from(letters).where(eq(letters.userId, userId));
const textsTo = (mobile: string) => srv.deps.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));

describe("registration review", () => {
  test("the list filters by status; 通过 approves waiting ones once, with a letter, a text and an audit row", async () => {
    const exam = await makeExam(srv.deps.db, { name: "审核测试认证" });
    const a = await userWith(srv.deps.db, "13950000001");
    const b = await userWith(srv.deps.db, "13950000002");
    const ra = await addAttempt(srv.deps.db, a.id, exam.id, { status: "waitaudit", paidAt: new Date() });
    const rb = await addAttempt(srv.deps.db, b.id, exam.id, { status: "unpaid" });

    const waiting = await op.get(`/exam-registrations${listQuery({ filter: { status: "waitaudit", examId: exam.id } })}`);
    expect(waiting.status).toBe(200);
    expect(waiting.json.map((r: { id: number }) => r.id)).toEqual([ra.id]);
    expect(waiting.json[0]).toMatchObject({ idCard: ID_CARD, status: "waitaudit" });

    const res = await op.post("/exam-registrations/review", { ids: [ra.id, rb.id], decision: "approve", reason: "" });
    expect(res.json).toEqual({ data: [ra.id] });
    expect(await statusOf(ra.id)).toBe("approved");
    // Not paid: not reviewable.
    expect(await statusOf(rb.id)).toBe("unpaid");
    const [letter] = await lettersOf(a.id);
    expect(letter).toMatchObject({ title: "考试报名审核通过", link: `/certification/time?examid=${exam.id}` });
    expect(letter!.content).toContain("审核测试认证");
    expect((await textsTo("13950000001")).at(-1)!.text).toContain("已通过审核");
    const [audit] = await auditRows(srv.deps.db, "exam-registrations", ra.id);
    expect(audit).toMatchObject({ action: "update", actorName: expect.stringContaining("审核员") });
    expect((audit!.after as { status: string }).status).toBe("approved");

    // Clicked again (or twice at once): nothing more happens.
    const again = await Promise.all(
      [0, 1].map(() => op.post("/exam-registrations/review", { ids: [ra.id], decision: "reject", reason: "重复" })),
    );
    expect(again.map((r) => r.json)).toEqual([{ data: [] }, { data: [] }]);
    expect(await lettersOf(a.id)).toHaveLength(1);
    expect(await auditRows(srv.deps.db, "exam-registrations", ra.id)).toHaveLength(1);
  });

  test("驳回 needs a reason, which the candidate reads", async () => {
    const exam = await makeExam(srv.deps.db, { name: "驳回测试认证" });
    const c = await userWith(srv.deps.db, "13950000003");
    const rc = await addAttempt(srv.deps.db, c.id, exam.id, { status: "waitaudit", paidAt: new Date() });
    const empty = await op.post("/exam-registrations/review", { ids: [rc.id], decision: "reject", reason: " " });
    expect(empty).toMatchObject({ status: 400, json: { message: "请填写驳回原因" } });
    const res = await op.post("/exam-registrations/review", { ids: [rc.id], decision: "reject", reason: "证件照不清晰" });
    expect(res.json).toEqual({ data: [rc.id] });
    expect((await srv.deps.db.select().from(examRegistrations).where(eq(examRegistrations.id, rc.id)))[0]).toMatchObject({
      status: "rejected",
      reviewNote: "证件照不清晰",
    });
    const [letter] = await lettersOf(c.id);
    expect(letter).toMatchObject({ title: "考试报名审核未通过" });
    expect(letter!.content).toContain("证件照不清晰");
  });

  test("an operator sees the camera photo; an enterprise account sees its own people without ID numbers or photos", async () => {
    const exam = await makeExam(srv.deps.db, { isVideo: 1 });
    const [company] = await srv.deps.db.insert(companies).values({ companyName: "报名企业" }).returning();
    const [otherCompany] = await srv.deps.db.insert(companies).values({ companyName: "别家企业" }).returning();
    const staff = await userWith(srv.deps.db, "13950000004", { companyId: company!.id });
    const outsider = await userWith(srv.deps.db, "13950000005", { companyId: otherCompany!.id });
    const mine = await addAttempt(srv.deps.db, staff.id, exam.id, { status: "unpaid", chineseName: "员工甲", phone: "13950000004" });
    await addAttempt(srv.deps.db, outsider.id, exam.id, { status: "unpaid", chineseName: "外人乙" });
    const key = checkPhotoKey(staff.id);
    await srv.deps.storage.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]));
    await srv.deps.db.insert(examChecks).values({ registrationId: mine.id, userId: staff.id, photoKey: key });

    const shown = await op.get(`/exam-registrations/${mine.id}`);
    expect(shown.json).toMatchObject({ idCard: ID_CARD, checkPhotoUrl: `/admin/api/exam-registrations/${mine.id}/check-photo` });
    const photo = await fetch(`${srv.url}/admin/api/exam-registrations/${mine.id}/check-photo`, { headers: { cookie: cookieOf(op) } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect((await photo.arrayBuffer()).byteLength).toBe(6);

    const hr = await signedInAs(srv.deps.db, srv.url, "13850000906", { roles: ["person", "enterprise"], companyId: company!.id });
    const list = await hr.get(`/exam-registrations${listQuery({ filter: { examId: exam.id } })}`);
    expect(list.status).toBe(200);
    expect(list.json.map((r: { chineseName: string }) => r.chineseName)).toEqual(["员工甲"]);
    const body = JSON.stringify(list.json) + JSON.stringify((await hr.get(`/exam-registrations/${mine.id}`)).json);
    expect(body).not.toContain(ID_CARD);
    expect(body).not.toContain("idPic");
    expect(body).not.toContain("13950000004");
    expect(list.json[0].phone).toBe("139****0004");
    // Searching by ID digits finds nothing for an enterprise.
    const byId = await hr.get(`/exam-registrations${listQuery({ filter: { q: ID_CARD.slice(0, 6) } })}`);
    expect(byId.json).toEqual([]);
    expect(
      (await fetch(`${srv.url}/admin/api/exam-registrations/${mine.id}/check-photo`, { headers: { cookie: cookieOf(hr) } })).status,
    ).toBe(403);
    expect((await hr.post("/exam-registrations/review", { ids: [mine.id], decision: "approve", reason: "" })).status).toBe(403);
  });
});
