import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, desc, eq, like } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { beijingDate } from "@/api/contract/beijing-time";
import type { ApplicationRow } from "@/api/contract/zhaopin-admin";
import {
  type Conversation,
  HIDDEN_MESSAGE_TEXT,
  MESSAGE_MSG,
  MESSAGES_PER_COMPANY_DAY,
  MESSAGES_PER_MINUTE,
  MESSAGES_UNANSWERED_MAX,
  type Message,
  type MessagePage,
  type MessageReportRow,
} from "@/api/contract/zhaopin-messages";
import { users } from "@/db/schema/account/users";
import { companies } from "@/db/schema/company";
import { letters } from "@/db/schema/letters/letters";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { rateLimits } from "@/db/schema/protocol";
import { applications } from "@/db/schema/zhaopin";
import { applicationConversations, applicationMessages } from "@/db/schema/zhaopin/messages";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { apply, candidate, openPosition } from "../../admin/tests/fixtures";

let srv: TestServer;
let op: AdminBrowser;
let hrA: AdminBrowser;
let hrB: AdminBrowser;
let hrAId: number;
let a: { id: number };
let seeker: Awaited<ReturnType<typeof candidate>>;
let appMain: { id: number };
let appQuiet: { id: number };
let appWithdrawn: { id: number };
let appOfOther: { id: number };
let seekerClient: TestClient;
let otherClient: TestClient;

let ip = 0;
async function portalAs(mobile: string) {
  const client = testClient(srv.url, { ip: `10.39.0.${++ip}` });
  expect((await signIn(client, srv.url, mobile)).code).toBe(0);
  return client;
}

const send = (c: TestClient, applicationId: number, body: string) => c.call<Message>("ZhaoPin/SendMessage", { applicationId, body });
const open = (c: TestClient, applicationId: number, beforeId?: number) =>
  c.call<MessagePage>("ZhaoPin/GetMessages", beforeId ? { applicationId, beforeId } : { applicationId });
const unread = async (c: TestClient) => (await c.call<{ unread: number }>("ZhaoPin/GetUnreadMessages", {})).data.unread;
const hrSend = (hr: AdminBrowser, applicationId: number, body: string) => hr.post(`/applications/${applicationId}/messages`, { body });
const lettersTitled = (userId: number, title: string) =>
  srv.deps.db
    .select()
    .from(letters)
    .where(and(eq(letters.userId, userId), like(letters.title, `${title}%`)))
    .orderBy(desc(letters.id));
const textsTo = (mobile: string, containing: string) =>
  srv.deps.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.mobile, mobile), like(smsOutbox.text, `%${containing}%`)));
const conversation = async (applicationId: number) =>
  (await srv.deps.db.select().from(applicationConversations).where(eq(applicationConversations.applicationId, applicationId)))[0]!;

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  const [ca, cb] = await db
    .insert(companies)
    .values([{ companyName: "甲沟通公司" }, { companyName: "乙沟通公司" }])
    .returning();
  a = ca!;
  op = await signedInOperator(db, srv.url, "13900003901", "运营沟通");
  hrA = await signedInAs(db, srv.url, "13900003902", { roles: ["person", "enterprise"], companyId: a.id, chineseName: "甲人事" });
  hrB = await signedInAs(db, srv.url, "13900003903", { roles: ["person", "enterprise"], companyId: cb!.id, chineseName: "乙人事" });
  hrAId = (await db.select({ id: users.id }).from(users).where(eq(users.mobile, "13900003902")))[0]!.id;
  seeker = await candidate(db, "17739000001", "杨沟通", 0);
  const other = await candidate(db, "17739000002", "林旁人", 0);
  const withdrawer = await candidate(db, "17739000003", "郑撤回", 0);
  const ops = await openPosition(db, a.id, "内容运营");
  appMain = await apply(db, ops, seeker);
  appQuiet = await apply(db, await openPosition(db, a.id, "活动策划"), seeker);
  appWithdrawn = await apply(db, ops, withdrawer);
  await db.update(applications).set({ stage: "withdrawn" }).where(eq(applications.id, appWithdrawn.id));
  appOfOther = await apply(db, ops, other);
  seekerClient = await portalAs("17739000001");
  otherClient = await portalAs("17739000002");
}, 60_000);
afterAll(() => srv.stop());

describe("HR and the candidate write to each other", () => {
  test("HR's message reaches the candidate with an unread count, a letter and a text without the message or a link; audited", async () => {
    const res = await hrSend(hrA, appMain.id, "您好，请问下周二方便电话沟通吗？https://evil.example.com");
    expect(res.status).toBe(201);
    const sent = res.json as Message;
    expect(sent).toMatchObject({ side: "company", mine: true, hidden: false, reported: false });
    expect(sent.body).toBe("您好，请问下周二方便电话沟通吗？https://evil.example.com");
    expect(await unread(seekerClient)).toBe(1);

    const [letter] = await lettersTitled(seeker.user.id, "新消息");
    expect(letter!.title).toBe("新消息：甲沟通公司");
    expect(letter!.content).toContain("「内容运营」");
    expect(letter!.content).not.toContain("电话沟通");
    expect(letter!.link).toBe(`/ZhaoPin/Messages?id=${appMain.id}`);
    const [text] = await textsTo(seeker.user.mobile, "甲沟通公司给您发来了新消息");
    expect(text!.text).not.toContain("http");
    expect((await auditRows(srv.deps.db, "application-messages", sent.id)).map((r) => [r.action, r.actorId])).toEqual([["create", hrAId]]);
  });

  test("the candidate lists the conversation, opens it (which reads it) and answers; HR's list shows the unread answer", async () => {
    const { data } = await seekerClient.call<{ list: Conversation[]; unread: number }>("ZhaoPin/GetConversations", {});
    expect(data.unread).toBe(1);
    expect(data.list.map((c) => [c.applicationId, c.companyName, c.positionName, c.unread, c.lastSide, c.closedReason])).toEqual([
      [appMain.id, "甲沟通公司", "内容运营", 1, "company", ""],
    ]);
    const page = await open(seekerClient, appMain.id);
    expect(page.code).toBe(0);
    expect(page.data.head).toMatchObject({ companyName: "甲沟通公司", positionName: "内容运营", stageText: "投递成功", closedReason: "" });
    expect(page.data.list.map((m) => [m.side, m.mine])).toEqual([["company", false]]);
    expect(await unread(seekerClient)).toBe(0);

    const answer = await send(seekerClient, appMain.id, "  方便的，周二下午都可以。 ");
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ side: "candidate", mine: true, body: "方便的，周二下午都可以。" });

    const rows = (await hrA.get(`/applications${q({ filter: { unread: true } })}`)).json as ApplicationRow[];
    expect(rows.map((r) => [r.id, r.unreadMessages])).toEqual([[appMain.id, 1]]);
    const hrPage = (await hrA.get(`/applications/${appMain.id}/messages`)).json as MessagePage;
    expect(hrPage.list.map((m) => [m.side, m.mine])).toEqual([
      ["company", true],
      ["candidate", false],
    ]);
    expect((await hrA.get(`/applications${q({ filter: { unread: true } })}`)).json).toEqual([]);
  });

  test("HR is told at most once an hour: the one HR who last wrote gets one letter and one text for two messages", async () => {
    await send(seekerClient, appMain.id, "另外想确认一下岗位的工作地点。");
    const told = await lettersTitled(hrAId, "候选人新消息");
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/admin/applications/${appMain.id}/show`);
    expect(await textsTo("13900003902", "杨沟通")).toHaveLength(1);
    // An hour later the next message tells again.
    await srv.deps.db
      .update(applicationConversations)
      .set({ companyNotifiedAt: new Date(Date.now() - 3_700_000) })
      .where(eq(applicationConversations.applicationId, appMain.id));
    await send(seekerClient, appMain.id, "谢谢！");
    expect(await lettersTitled(hrAId, "候选人新消息")).toHaveLength(2);
  });

  test(`one side sends at most ${MESSAGES_UNANSWERED_MAX} in a row; the other's answer opens it again`, async () => {
    const streak = (await conversation(appMain.id)).streak;
    for (let i = streak; i < MESSAGES_UNANSWERED_MAX; i++) expect((await send(seekerClient, appMain.id, `第${i + 1}条`)).code).toBe(0);
    const refused = await send(seekerClient, appMain.id, "再发一条");
    expect([refused.code, refused.msg]).toEqual([1, MESSAGE_MSG.unanswered]);
    expect((await hrSend(hrA, appMain.id, "收到，稍后回复您。")).status).toBe(201);
    expect((await send(seekerClient, appMain.id, "好的")).code).toBe(0);
  });

  test("older messages come 30 at a time, oldest first within a page", async () => {
    const at = (i: number) => new Date(Date.now() - (40 - i) * 60_000);
    await srv.deps.db.insert(applicationMessages).values(
      Array.from({ length: 35 }, (_, i) => ({
        applicationId: appQuiet.id,
        side: i % 2 ? ("candidate" as const) : ("company" as const),
        senderId: i % 2 ? seeker.user.id : hrAId,
        body: `第${i + 1}条`,
        createdAt: at(i),
      })),
    );
    const newest = (await open(seekerClient, appQuiet.id)).data;
    expect(newest.list.map((m) => m.body)).toEqual(Array.from({ length: 30 }, (_, i) => `第${i + 6}条`));
    expect(newest.hasMore).toBe(true);
    const older = (await open(seekerClient, appQuiet.id, newest.list[0]!.id)).data;
    expect(older.list.map((m) => m.body)).toEqual(["第1条", "第2条", "第3条", "第4条", "第5条"]);
    expect(older.hasMore).toBe(false);
  });

  test("past a minute's or a day's limit a message is refused and nothing is stored", async () => {
    const before = (await conversation(appMain.id)).lastMessageId;
    const full = (key: string, count: number) =>
      srv.deps.db
        .insert(rateLimits)
        .values({ key, count, windowEndsAt: new Date(Date.now() + 60_000) })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count, windowEndsAt: new Date(Date.now() + 60_000) } });
    await full(`message-minute:${seeker.user.id}`, MESSAGES_PER_MINUTE);
    expect((await send(seekerClient, appMain.id, "太快了吗")).msg).toBe(MESSAGE_MSG.tooFast);
    await full(`message-company:${a.id}:${beijingDate(Date.now())}`, MESSAGES_PER_COMPANY_DAY);
    const hr = await hrSend(hrA, appMain.id, "今天的最后一条");
    expect([hr.status, hr.json.message]).toEqual([400, MESSAGE_MSG.tooManyToday]);
    expect((await conversation(appMain.id)).lastMessageId).toBe(before);
    await srv.deps.db.delete(rateLimits).where(like(rateLimits.key, "message-%"));
  });
});

describe("guards", () => {
  test("nobody reaches another's conversation: another candidate, another company; an operator reads but does not write", async () => {
    const stranger = await open(otherClient, appMain.id);
    expect([stranger.code, stranger.msg]).toEqual([1, MESSAGE_MSG.application]);
    expect((await send(otherClient, appMain.id, "你好")).msg).toBe(MESSAGE_MSG.application);
    expect((await hrB.get(`/applications/${appMain.id}/messages`)).status).toBe(404);
    expect((await hrSend(hrB, appMain.id, "你好")).status).toBe(404);
    const look = await op.get(`/applications/${appMain.id}/messages`);
    expect(look.status).toBe(200);
    expect((await hrSend(op, appMain.id, "你好")).status).toBe(403);
    const signedOut = await testClient(srv.url, { ip: "10.39.1.1" }).call("ZhaoPin/GetUnreadMessages", {});
    expect(signedOut.code).toBe(1503);
  });

  test("an operator reading does not read it for HR", async () => {
    await send(otherClient, appOfOther.id, "您好，我对这个岗位很感兴趣。");
    await op.get(`/applications/${appOfOther.id}/messages`);
    expect((await conversation(appOfOther.id)).companyUnread).toBe(1);
  });

  test("a withdrawn application takes no message from either side, and says why", async () => {
    const hr = await hrSend(hrA, appWithdrawn.id, "你好");
    expect([hr.status, hr.json.message]).toEqual([400, MESSAGE_MSG.withdrawnCompany]);
    const page = (await hrA.get(`/applications/${appWithdrawn.id}/messages`)).json as MessagePage;
    expect(page.head.closedReason).toBe(MESSAGE_MSG.withdrawnCompany);
  });

  test("empty, too long and non-text bodies are refused with the form's messages", async () => {
    expect((await send(seekerClient, appMain.id, "   ")).msg).toBe(MESSAGE_MSG.body);
    expect((await send(seekerClient, appMain.id, "字".repeat(501))).msg).toBe(MESSAGE_MSG.bodyTooLong);
    const bad = await hrA.post(`/applications/${appMain.id}/messages`, { body: 42 });
    expect(bad.status).toBe(400);
  });
});

describe("reports", () => {
  let hrMessage: Message;
  let candidateMessage: Message;

  test("the candidate reports HR's message once, never their own; HR reports the candidate's", async () => {
    const page = (await open(seekerClient, appMain.id)).data;
    hrMessage = page.list.findLast((m) => m.side === "company")!;
    candidateMessage = page.list.findLast((m) => m.side === "candidate")!;
    const own = await seekerClient.call("ZhaoPin/ReportMessage", { id: candidateMessage.id, reason: "误发" });
    expect(own.msg).toBe(MESSAGE_MSG.ownMessage);
    const res = await seekerClient.call<Message>("ZhaoPin/ReportMessage", { id: hrMessage.id, reason: "索要费用" });
    expect(res.code).toBe(0);
    expect(res.data.reported).toBe(true);
    expect((await seekerClient.call("ZhaoPin/ReportMessage", { id: hrMessage.id, reason: "再次" })).msg).toBe(MESSAGE_MSG.reported);
    expect((await otherClient.call("ZhaoPin/ReportMessage", { id: hrMessage.id, reason: "索要费用" })).msg).toBe(MESSAGE_MSG.notFound);
    // HR never learns their message was reported.
    const hrView = ((await hrA.get(`/applications/${appMain.id}/messages`)).json as MessagePage).list.find((m) => m.id === hrMessage.id)!;
    expect(hrView.reported).toBe(false);
    const hrReport = await hrA.post(`/applications/${appMain.id}/messages/${candidateMessage.id}/report`, { reason: "辱骂" });
    expect(hrReport.status).toBe(200);
    expect((await hrB.post(`/applications/${appMain.id}/messages/${candidateMessage.id}/report`, { reason: "辱骂" })).status).toBe(404);
  });

  test("operators review pending reports: 屏蔽 hides the text from both sides, 驳回 keeps it; a second review is refused", async () => {
    const list = await op.get(`/message-reports${q({ filter: { review: "pending" }, sort: ["reportedAt", "ASC"] })}`);
    const rows = list.json as MessageReportRow[];
    expect(rows.map((r) => [r.id, r.side, r.companyName, r.candidateName, r.positionName, r.reportReason])).toEqual([
      [hrMessage.id, "company", "甲沟通公司", "杨沟通", "内容运营", "索要费用"],
      [candidateMessage.id, "candidate", "甲沟通公司", "杨沟通", "内容运营", "辱骂"],
    ]);
    expect((await hrA.get("/message-reports")).status).toBe(403);

    const hidden = await op.post(`/message-reports/${hrMessage.id}/review`, { decision: "hide" });
    expect(hidden.json).toMatchObject({ review: "hidden", reviewText: "已屏蔽", body: hrMessage.body });
    const dismissed = await op.post(`/message-reports/${candidateMessage.id}/review`, { decision: "dismiss" });
    expect(dismissed.json.review).toBe("dismissed");
    expect((await op.post(`/message-reports/${hrMessage.id}/review`, { decision: "dismiss" })).status).toBe(409);
    expect((await auditRows(srv.deps.db, "message-reports", hrMessage.id)).length).toBe(1);

    const seen = (await open(seekerClient, appMain.id)).data.list.find((m) => m.id === hrMessage.id)!;
    expect([seen.hidden, seen.body]).toEqual([true, HIDDEN_MESSAGE_TEXT]);
    const hrSeen = ((await hrA.get(`/applications/${appMain.id}/messages`)).json as MessagePage).list.find((m) => m.id === hrMessage.id)!;
    expect(hrSeen.body).toBe(HIDDEN_MESSAGE_TEXT);
    expect((await op.get(`/message-reports${q({ filter: { review: "pending" } })}`)).json).toEqual([]);
  });
});

describe("personal data", () => {
  test("the export carries the candidate's conversations as they read them; closing the account deletes them", async () => {
    const archive = (await otherClient.call<{ conversations: (Conversation & { messages: Message[] })[] }>("my/ExportData")).data;
    expect(archive.conversations.map((c) => [c.applicationId, c.messages.map((m) => m.body)])).toEqual([
      [appOfOther.id, ["您好，我对这个岗位很感兴趣。"]],
    ]);
    expect((await otherClient.call("my/CloseAccount", { confirm: "注销账号" })).code).toBe(0);
    const left = await srv.deps.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, appOfOther.id));
    expect(left).toEqual([]);
    expect(
      await srv.deps.db.select().from(applicationConversations).where(eq(applicationConversations.applicationId, appOfOther.id)),
    ).toEqual([]);
  });
});
