import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, desc, eq, like } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { beijingTime } from "@/api/contract/beijing-time";
import { INTERVIEW_MSG, INTERVIEWS_PER_COMPANY_DAY, type Interview, type InterviewRow } from "@/api/contract/zhaopin-interviews";
import { users } from "@/db/schema/account/users";
import { companies } from "@/db/schema/company";
import { letters } from "@/db/schema/letters/letters";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { rateLimits } from "@/db/schema/protocol";
import { applicationEvents, applications } from "@/db/schema/zhaopin";
import { contactReveals, interviews } from "@/db/schema/zhaopin/hiring";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { apply, candidate, openPosition } from "../../admin/tests/fixtures";
import { sendInterviewReminders } from "../reminders";
import { inviteLimitKey } from "../service";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let srv: TestServer;
let op: AdminBrowser;
let hrA: AdminBrowser;
let hrB: AdminBrowser;
let hrAId: number;
let a: { id: number };
let b: { id: number };
/** 甲's applicants (杨应聘 twice, 林投递), a withdrawn one, and a public CV that never applied (周人才). */
let seeker: { user: { id: number; mobile: string }; cv: { id: number } };
let other: { user: { id: number; mobile: string }; cv: { id: number } };
let talent: { user: { id: number; mobile: string }; cv: { id: number } };
let privateCv: { cv: { id: number } };
let appMain: { id: number };
let appSecond: { id: number };
let appOther: { id: number };
let appWithdrawn: { id: number };
let appOfB: { id: number };
let seekerClient: TestClient;
let otherClient: TestClient;
let talentClient: TestClient;

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const INVITE = {
  startsAt: at(3 * DAY),
  place: "深圳市南山区科技园1号",
  onlineUrl: "",
  contactName: "王经理",
  contactPhone: "0755-12345678",
  note: "请带上作品集",
};

let ip = 0;
async function portalAs(mobile: string) {
  const client = testClient(srv.url, { ip: `10.38.0.${++ip}` });
  expect((await signIn(client, srv.url, mobile)).code).toBe(0);
  return client;
}

const lettersOf = (userId: number) => srv.deps.db.select().from(letters).where(eq(letters.userId, userId)).orderBy(desc(letters.id));
const textsTo = (mobile: string, containing: string) =>
  srv.deps.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.mobile, mobile), like(smsOutbox.text, `%${containing}%`)));
const mine = async (c: TestClient) => (await c.call<{ list: Interview[] }>("ZhaoPin/GetMyInterviews", {})).data.list;
const row = async (id: number) => (await srv.deps.db.select().from(interviews).where(eq(interviews.id, id)))[0]!;

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  [a, b] = await db
    .insert(companies)
    .values([{ companyName: "甲面试公司" }, { companyName: "乙面试公司" }])
    .returning();
  op = await signedInOperator(db, srv.url, "13900003801", "运营面试");
  hrA = await signedInAs(db, srv.url, "13900003802", { roles: ["person", "enterprise"], companyId: a!.id, chineseName: "甲人事" });
  hrB = await signedInAs(db, srv.url, "13900003803", { roles: ["person", "enterprise"], companyId: b!.id, chineseName: "乙人事" });
  hrAId = (await db.select({ id: users.id }).from(users).where(eq(users.mobile, "13900003802")))[0]!.id;

  seeker = await candidate(db, "17738000001", "杨应聘", 0);
  other = await candidate(db, "17738000002", "林投递", 0);
  talent = await candidate(db, "17738000003", "周人才", 1);
  privateCv = await candidate(db, "17738000004", "吴私密", 0);
  const withdrawer = await candidate(db, "17738000005", "郑撤回", 0);
  const [ops, design] = [await openPosition(db, a!.id, "新媒体运营"), await openPosition(db, a!.id, "视觉设计")];
  appMain = await apply(db, ops, seeker);
  appSecond = await apply(db, design, seeker);
  appOther = await apply(db, ops, other);
  appWithdrawn = await apply(db, ops, withdrawer);
  await db.update(applications).set({ stage: "withdrawn" }).where(eq(applications.id, appWithdrawn.id));
  appOfB = await apply(db, await openPosition(db, b!.id, "销售代表"), other);

  seekerClient = await portalAs("17738000001");
  otherClient = await portalAs("17738000002");
  talentClient = await portalAs("17738000003");
}, 60_000);
afterAll(() => srv.stop());

describe("HR invites from an application", () => {
  let first: InterviewRow;

  test("the invitation is stored for the company, the application moves to 邀请面试, and the candidate gets a letter and a text", async () => {
    const res = await hrA.post(`/applications/${appMain.id}/interview`, INVITE);
    expect(res.status).toBe(201);
    first = res.json;
    expect(first).toMatchObject({
      companyId: a.id,
      userId: seeker.user.id,
      cvId: seeker.cv.id,
      applicationId: appMain.id,
      positionTitle: "新媒体运营",
      status: "pending",
      statusText: "待回复",
      startsAt: INVITE.startsAt,
      place: INVITE.place,
      contactName: "王经理",
    });
    expect((await row(first.id)).createdBy).toBe(hrAId);
    const [app] = await srv.deps.db.select().from(applications).where(eq(applications.id, appMain.id));
    expect(app!.stage).toBe("interview");
    const events = await srv.deps.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, appMain.id));
    expect(events.map((e) => [e.stage, e.actorId])).toEqual([["interview", hrAId]]);

    const got = await lettersOf(seeker.user.id);
    const invite = got.find((l) => l.title === "面试邀请")!;
    expect(invite.content).toContain("【甲面试公司】");
    expect(invite.content).toContain("「新媒体运营」");
    expect(invite.content).toContain(beijingTime(new Date(INVITE.startsAt)).slice(0, 16));
    expect(invite.content).toContain(INVITE.place);
    expect(invite.content).toContain("王经理 0755-12345678");
    expect(invite.link).toBe("/ZhaoPin/applied/");
    expect(got.some((l) => l.title === "投递状态更新：邀请面试")).toBe(true);
    const [text] = await textsTo(seeker.user.mobile, "甲面试公司邀请您");
    expect(text!.text).toStartWith("【学习认证门户】");
    expect(text!.text).not.toContain("http");

    expect((await auditRows(srv.deps.db, "interviews", first.id)).map((r) => r.action)).toEqual(["create"]);
    expect((await auditRows(srv.deps.db, "applications", appMain.id)).length).toBe(1);
  });

  test("a second open invitation of the application is refused, and two at once make one", async () => {
    const again = await hrA.post(`/applications/${appMain.id}/interview`, INVITE);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(INTERVIEW_MSG.open);
    const both = await Promise.all([1, 2].map(() => hrA.post(`/applications/${appSecond.id}/interview`, INVITE)));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  test("another company's application answers 404; a withdrawn one 409; the time must be ahead and within 180 days", async () => {
    expect((await hrB.post(`/applications/${appOther.id}/interview`, INVITE)).status).toBe(404);
    const withdrawn = await hrA.post(`/applications/${appWithdrawn.id}/interview`, INVITE);
    expect([withdrawn.status, withdrawn.json.message]).toEqual([409, INTERVIEW_MSG.withdrawn]);
    const past = await hrA.post(`/applications/${appOther.id}/interview`, { ...INVITE, startsAt: at(-HOUR) });
    expect([past.status, past.json.message]).toEqual([400, INTERVIEW_MSG.past]);
    const far = await hrA.post(`/applications/${appOther.id}/interview`, { ...INVITE, startsAt: at(181 * DAY) });
    expect([far.status, far.json.message]).toEqual([400, INTERVIEW_MSG.tooFar]);
    const nowhere = await hrA.post(`/applications/${appOther.id}/interview`, { ...INVITE, place: "", onlineUrl: "" });
    expect([nowhere.status, nowhere.json.message]).toEqual([400, INTERVIEW_MSG.where]);
    // Nothing of the refused ones stayed: the application did not move.
    const [app] = await srv.deps.db.select().from(applications).where(eq(applications.id, appOther.id));
    expect(app!.stage).toBe("sent");
  });

  test("HR lists its own company's invitations by application; another company and an operator's write see nothing of it", async () => {
    const list = await hrA.get(`/interviews${q({ filter: { applicationId: appMain.id }, sort: ["startsAt", "DESC"], range: [0, 9] })}`);
    expect(list.status).toBe(200);
    expect((list.json as InterviewRow[]).map((r) => [r.id, r.positionTitle])).toEqual([[first.id, "新媒体运营"]]);
    expect(list.headers.get("content-range")).toBe("interviews 0-0/1");
    expect((await hrB.get(`/interviews${q({ filter: { applicationId: appMain.id } })}`)).json).toEqual([]);
    expect((await hrB.get(`/interviews/${first.id}`)).status).toBe(404);
    expect((await op.get(`/interviews${q({ filter: { applicationId: appMain.id } })}`)).json).toHaveLength(1);
    expect((await op.post(`/applications/${appOther.id}/interview`, INVITE)).status).toBe(403);
    expect((await hrB.post(`/interviews/${first.id}/cancel`, { reason: "岗位已招满" })).status).toBe(404);
  });
});

describe("HR invites from the talent pool", () => {
  test("a public CV is invited without an application; once while open; a private CV is not in the pool", async () => {
    const res = await hrA.post(`/talent-pool/${talent.cv.id}/interview`, {
      ...INVITE,
      place: "",
      onlineUrl: "https://meeting.example.com/j/1",
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      userId: talent.user.id,
      cvId: talent.cv.id,
      applicationId: null,
      positionId: null,
      positionTitle: "",
    });
    const again = await hrA.post(`/talent-pool/${talent.cv.id}/interview`, INVITE);
    expect([again.status, again.json.message]).toEqual([409, INTERVIEW_MSG.openTalent]);
    expect((await hrA.post(`/talent-pool/${privateCv.cv.id}/interview`, INVITE)).status).toBe(404);
    // Another company may invite the same person from the pool.
    expect((await hrB.post(`/talent-pool/${talent.cv.id}/interview`, INVITE)).status).toBe(201);
    const invite = (await lettersOf(talent.user.id)).find((l) => l.title === "面试邀请" && l.content.includes("甲面试公司"))!;
    expect(invite.content).toContain("线上会议：https://meeting.example.com/j/1");
    expect(invite.content).not.toContain("职位");
  });
});

describe("the candidate", () => {
  test("signed out, every call answers 1503", async () => {
    const visitor = testClient(srv.url, { ip: "10.38.1.1" });
    expect((await visitor.call("ZhaoPin/GetMyInterviews", {})).code).toBe(1503);
    expect((await visitor.call("ZhaoPin/ReplyInterview", { id: 1, reply: "accept", note: "" })).code).toBe(1503);
    expect((await visitor.call("ZhaoPin/CancelInterview", { id: 1, reason: "有事" })).code).toBe(1503);
  });

  test("lists their own invitations, the latest interview first, in Beijing time with the company's name", async () => {
    const later = await hrA.post(`/applications/${appOther.id}/interview`, { ...INVITE, startsAt: at(5 * DAY) });
    expect(later.status).toBe(201);
    const list = await mine(seekerClient);
    expect(list.length).toBe(2);
    expect(list.map((i) => i.positionTitle).sort()).toEqual(["新媒体运营", "视觉设计"]);
    const first = list.find((i) => i.positionTitle === "新媒体运营")!;
    expect(first).toMatchObject({
      companyName: "甲面试公司",
      startsAt: beijingTime(new Date(INVITE.startsAt)).slice(0, 16),
      status: "pending",
      statusText: "待回复",
      proposedAt: "",
      cancelledBy: null,
      icsPath: `/ZhaoPin/Interview/${first.id}.ics`,
    });
    expect(first.positionPath).toMatch(/^\/ZhaoPin\/Detail\/\d+$/);
    expect(first.startsAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const others = await mine(otherClient);
    expect(others.map((i) => i.id)).toEqual([later.json.id]);
  });

  test("accepts, asks to reschedule (a bad or past time refused) and declines; HR gets a letter each time", async () => {
    const [invite] = (await mine(seekerClient)).filter((i) => i.positionTitle === "新媒体运营");
    const accepted = await seekerClient.call<Interview>("ZhaoPin/ReplyInterview", { id: invite!.id, reply: "accept", note: "准时到" });
    expect(accepted.code).toBe(0);
    expect(accepted.data).toMatchObject({ status: "accepted", statusText: "已接受", replyNote: "准时到" });
    expect(accepted.data.repliedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const hrLetter = (await lettersOf(hrAId))[0]!;
    expect(hrLetter.title).toBe("面试邀请回复：杨应聘接受了");
    expect(hrLetter.content).toContain("留言：准时到");
    expect(hrLetter.link).toBe(`/admin/applications/${appMain.id}/show`);
    // An accepted invitation from an application records no reveal of its own (the application did).
    expect(
      await srv.deps.db
        .select()
        .from(contactReveals)
        .where(and(eq(contactReveals.userId, seeker.user.id), eq(contactReveals.how, "invitation"))),
    ).toEqual([]);

    const reschedule = (proposedTime: string) =>
      seekerClient.call<Interview>("ZhaoPin/ReplyInterview", { id: invite!.id, reply: "reschedule", note: "那天出差", proposedTime });
    const missing = await seekerClient.call("ZhaoPin/ReplyInterview", { id: invite!.id, reply: "reschedule", note: "" });
    expect([missing.code, missing.msg]).toEqual([1, INTERVIEW_MSG.proposedAt]);
    expect((await reschedule("2026-02-30 10:00")).msg).toBe(INTERVIEW_MSG.proposedAt);
    const past = await reschedule(beijingTime(Date.now() - DAY).slice(0, 16));
    expect([past.code, past.msg]).toEqual([1, INTERVIEW_MSG.past]);
    expect(past.data as unknown).toEqual({ field: "proposedTime" });
    expect((await reschedule(beijingTime(Date.now() + 200 * DAY).slice(0, 16))).msg).toBe(INTERVIEW_MSG.tooFar);
    const proposed = `${beijingTime(Date.now() + 4 * DAY).slice(0, 13)}:30`;
    const moved = await reschedule(proposed);
    expect(moved.code).toBe(0);
    expect(moved.data).toMatchObject({ status: "reschedule", statusText: "申请改约", proposedAt: proposed, replyNote: "那天出差" });
    expect((await lettersOf(hrAId))[0]!.content).toContain(`希望改约至：${proposed}`);

    const declined = await seekerClient.call<Interview>("ZhaoPin/ReplyInterview", { id: invite!.id, reply: "decline", note: "" });
    expect(declined.data).toMatchObject({ status: "declined", proposedAt: "", icsPath: "" });
    const closed = await seekerClient.call("ZhaoPin/ReplyInterview", { id: invite!.id, reply: "accept", note: "" });
    expect([closed.code, closed.msg]).toEqual([1, INTERVIEW_MSG.closed]);
    // Declined, it is no longer open: HR may invite again.
    const anew = await hrA.post(`/applications/${appMain.id}/interview`, { ...INVITE, startsAt: at(6 * DAY) });
    expect(anew.status).toBe(201);
    // The latest interview comes first.
    expect((await mine(seekerClient)).map((i) => i.status)).toEqual(["pending", "pending", "declined"]);
    expect((await mine(seekerClient))[0]!.id).toBe(anew.json.id);
  });

  test("someone else's invitation is as absent as a missing one", async () => {
    const [theirs] = await mine(otherClient);
    const reply = await seekerClient.call("ZhaoPin/ReplyInterview", { id: theirs!.id, reply: "accept", note: "" });
    expect([reply.code, reply.msg]).toEqual([1, INTERVIEW_MSG.notFound]);
    const cancel = await seekerClient.call("ZhaoPin/CancelInterview", { id: theirs!.id, reason: "不想去" });
    expect([cancel.code, cancel.msg]).toEqual([1, INTERVIEW_MSG.notFound]);
    expect((await row(theirs!.id)).status).toBe("pending");
  });

  test("accepting an invitation from the talent pool opens the contact to that company only", async () => {
    const fromA = (await mine(talentClient)).find((i) => i.companyName === "甲面试公司")!;
    expect(fromA.positionTitle).toBe("");
    const res = await talentClient.call<Interview>("ZhaoPin/ReplyInterview", { id: fromA.id, reply: "accept", note: "" });
    expect(res.code).toBe(0);
    const reveals = await srv.deps.db.select().from(contactReveals).where(eq(contactReveals.userId, talent.user.id));
    expect(reveals.map((r) => [r.companyId, r.how])).toEqual([[a.id, "invitation"]]);
    expect((await lettersOf(hrAId))[0]!.link).toBe(`/admin/talent-pool/${talent.cv.id}/show`);
  });
});

describe("cancelling", () => {
  test("the candidate cancels their own open invitation with a reason; HR gets a letter", async () => {
    const [invite] = await mine(otherClient);
    const empty = await otherClient.call("ZhaoPin/CancelInterview", { id: invite!.id, reason: " " });
    expect(empty.msg).toBe(INTERVIEW_MSG.cancelReason);
    const res = await otherClient.call<Interview>("ZhaoPin/CancelInterview", { id: invite!.id, reason: "已入职其他公司" });
    expect(res.data).toMatchObject({ status: "cancelled", cancelledBy: "candidate", cancelReason: "已入职其他公司", icsPath: "" });
    const letter = (await lettersOf(hrAId))[0]!;
    expect(letter.title).toBe("候选人取消面试：林投递");
    expect(letter.content).toContain("原因：已入职其他公司");
    const again = await otherClient.call("ZhaoPin/CancelInterview", { id: invite!.id, reason: "再取消" });
    expect(again.msg).toBe(INTERVIEW_MSG.cancelled);
    // HR can no longer cancel it either.
    const hr = await hrA.post(`/interviews/${invite!.id}/cancel`, { reason: "岗位已招满" });
    expect([hr.status, hr.json.message]).toEqual([409, INTERVIEW_MSG.cancelled]);
  });

  test("HR cancels its company's open invitation; the candidate gets a letter and a text with the reason", async () => {
    const fromB = (await mine(talentClient)).find((i) => i.companyName === "乙面试公司")!;
    const res = await hrB.post(`/interviews/${fromB.id}/cancel`, { reason: "岗位已招满" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: fromB.id, status: "cancelled", cancelledBy: "company", cancelReason: "岗位已招满" });
    const letter = (await lettersOf(talent.user.id)).find((l) => l.title === "面试已取消")!;
    expect(letter.content).toContain("【乙面试公司】");
    expect(letter.content).toContain("原因：岗位已招满");
    expect(await textsTo(talent.user.mobile, "原因：岗位已招满")).toHaveLength(1);
    expect((await auditRows(srv.deps.db, "interviews", fromB.id)).map((r) => r.action)).toEqual(["create", "update"]);
    expect((await hrB.post(`/interviews/${fromB.id}/cancel`, { reason: "" })).status).toBe(400);
  });
});

describe("an application that ends ends its invitation", () => {
  test("withdrawing the application cancels its open invitation as the candidate's, and HR is told", async () => {
    const db = srv.deps.db;
    const who = await candidate(db, "17738000011", "钱撤回", 0);
    const app = await apply(db, await openPosition(db, a.id, "品牌策划"), who);
    const invite = (await hrA.post(`/applications/${app.id}/interview`, INVITE)).json as InterviewRow;
    const client = await portalAs("17738000011");
    expect((await client.call("ZhaoPin/WithdrawCV", { id: app.id })).code).toBe(0);
    expect(await row(invite.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "candidate",
      cancelReason: INTERVIEW_MSG.endedByWithdrawal,
    });
    const letter = (await lettersOf(hrAId))[0]!;
    expect([letter.title, letter.content.includes(INTERVIEW_MSG.endedByWithdrawal)]).toEqual(["候选人取消面试：钱撤回", true]);
  });

  test("不合适 cancels the open invitation as the company's; 录用 keeps it", async () => {
    const db = srv.deps.db;
    const who = await candidate(db, "17738000012", "孙不合适", 0);
    const position = await openPosition(db, a.id, "市场专员");
    const [ended, kept] = [await apply(db, position, who), await apply(db, await openPosition(db, a.id, "市场经理"), who)];
    const first = (await hrA.post(`/applications/${ended.id}/interview`, INVITE)).json as InterviewRow;
    const second = (await hrA.post(`/applications/${kept.id}/interview`, INVITE)).json as InterviewRow;
    expect((await hrA.post("/applications/stage", { ids: [ended.id], stage: "unsuitable" })).status).toBe(200);
    expect((await hrA.post("/applications/stage", { ids: [kept.id], stage: "hired" })).status).toBe(200);
    expect(await row(first.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "company",
      cancelReason: INTERVIEW_MSG.endedAsUnsuitable,
    });
    expect((await row(second.id)).status).toBe("pending");
  });
});

describe("the reminder two hours before", () => {
  test("the candidate (letter and text) and the HR who sent it (letter) are reminded once, whatever the runners", async () => {
    const soon = await hrA.post(`/applications/${appOther.id}/interview`, { ...INVITE, startsAt: at(HOUR) });
    expect(soon.status).toBe(201);
    const runs = await Promise.all([1, 2, 3].map(() => sendInterviewReminders(srv.deps.db, srv.deps.sms)));
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await sendInterviewReminders(srv.deps.db, srv.deps.sms)).toBe(0);
    expect((await row(soon.json.id)).remindedAt).not.toBeNull();
    expect((await lettersOf(other.user.id)).filter((l) => l.title === "面试提醒")).toHaveLength(1);
    expect(await textsTo(other.user.mobile, "提醒：您在甲面试公司的面试")).toHaveLength(1);
    const hr = (await lettersOf(hrAId)).filter((l) => l.title === "面试提醒");
    expect(hr.map((l) => l.content)).toEqual([expect.stringContaining("候选人林投递")]);
    // Those days ahead are not reminded yet.
    const [later] = await srv.deps.db.select().from(interviews).where(eq(interviews.applicationId, appSecond.id));
    expect(later!.remindedAt).toBeNull();
  });
});

describe("the calendar file", () => {
  const ics = (c: TestClient | null, id: number) =>
    fetch(`${srv.url}/ZhaoPin/Interview/${id}.ics`, {
      headers: c ? { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {},
    });

  test("the candidate's own open invitation as .ics; anyone else's, a visitor's or a closed one answers 404", async () => {
    const [open] = (await mine(seekerClient)).filter((i) => i.status === "pending" && i.positionTitle === "视觉设计");
    const res = await ics(seekerClient, open!.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`interview-${open!.id}.ics`);
    const body = (await res.text()).replace(/\r\n /g, "");
    const start = (await row(open!.id)).startsAt;
    expect(body).toContain(
      `DTSTART;TZID=Asia/Shanghai:${beijingTime(start)
        .replace(/\D/g, "")
        .replace(/^(\d{8})/, "$1T")}`,
    );
    expect(body).toContain("SUMMARY:面试：甲面试公司 · 视觉设计");
    expect(body).toContain(`LOCATION:${INVITE.place}`);
    expect(body).toContain(`UID:interview-${open!.id}@xuexi-portal`);
    expect((await ics(otherClient, open!.id)).status).toBe(404);
    expect((await ics(null, open!.id)).status).toBe(404);
    const [declined] = (await mine(seekerClient)).filter((i) => i.status === "declined");
    expect((await ics(seekerClient, declined!.id)).status).toBe(404);
  });
});

describe("the daily limit", () => {
  test("past INTERVIEWS_PER_COMPANY_DAY a day, the company's invitations answer 429 and nothing is stored", async () => {
    await srv.deps.db
      .insert(rateLimits)
      .values({ key: inviteLimitKey(b.id), count: INTERVIEWS_PER_COMPANY_DAY, windowEndsAt: new Date(Date.now() + HOUR) })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: INTERVIEWS_PER_COMPANY_DAY } });
    const res = await hrB.post(`/applications/${appOfB.id}/interview`, INVITE);
    expect([res.status, res.json.message]).toEqual([429, INTERVIEW_MSG.tooMany]);
    expect(await srv.deps.db.select().from(interviews).where(eq(interviews.applicationId, appOfB.id))).toEqual([]);
    const [app] = await srv.deps.db.select().from(applications).where(eq(applications.id, appOfB.id));
    expect(app!.stage).toBe("sent");
  });
});
