import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, adminBrowser, adminSignIn, userWith } from "@/api/admin/tests/support";
import { activities, activitySignups } from "@/db/schema/activity";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeTraining, signedInPeople } from "../../training/tests/helpers";

type Result = { isAp: number; data: { attendId: number; status: string } };
type Inbox = { list: { title: string; content: string; url: string; isRead: number }[]; unread: number; pager: unknown };

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  await userWith(srv.deps.db, "13900000031", { roles: ["person", "operator"], chineseName: "运营丁" });
  op = adminBrowser(srv.url);
  await adminSignIn(op, srv.url, "13900000031");
}, 60_000);
afterAll(() => srv.stop());

type Person = Awaited<ReturnType<typeof signedInPeople>>[number];
const inbox = async (p: Person) => (await p.client.call<Inbox>("my/GetLetterList", {})).data;
const texts = async (p: Person) => (await srv.deps.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, p.mobile))).map((s) => s.text);

describe("each decision reaches the person as a letter and a text", () => {
  test("a live-session sign-up approved and another rejected: each person finds a letter linking to the session", async () => {
    const t = await makeTraining(srv.deps.db, { title: "信件审核课", isApprove: 1 });
    const [yes, no] = await signedInPeople(srv.deps.db, srv.url, 2, 17410000000);
    const ids = [];
    for (const p of [yes, no]) ids.push((await p.client.call<Result>(`training/apply?id=${t.strId}`)).data.data.attendId);
    expect(await inbox(yes)).toMatchObject({ list: [], unread: 0 });

    await op.post("/training-attends/review", { ids: [ids[0]], audit: 1 });
    await op.post("/training-attends/review", { ids: [ids[1]], audit: 2 });

    expect(await inbox(yes)).toEqual({
      list: [expect.objectContaining({ title: "报名审核通过", url: `/Training/Detail/${t.strId}`, isRead: 0 })],
      unread: 1,
      pager: expect.anything(),
    });
    expect((await inbox(yes)).list[0].content).toContain("「信件审核课」已通过审核");
    expect((await inbox(no)).list).toEqual([
      expect.objectContaining({ title: "报名审核未通过", content: expect.stringContaining("未通过审核") }),
    ]);
    expect(await texts(yes)).toEqual(["【学习认证门户】您报名的直播课程「信件审核课」已通过审核，请按时观看。"]);
    expect(await texts(no)).toEqual(["【学习认证门户】很抱歉，您报名的直播课程「信件审核课」未通过审核。"]);
  });

  test("a place freed on the waiting list: the promoted person hears of it by text and letter, once", async () => {
    const t = await makeTraining(srv.deps.db, { title: "候补信件课", capacity: 1 });
    const [holder, waiting, later] = await signedInPeople(srv.deps.db, srv.url, 3, 17420000000);
    for (const p of [holder, waiting, later]) await p.client.call(`training/apply?id=${t.strId}`);

    await holder.client.call("training/CancelApply", { strId: t.strId });
    expect(await texts(waiting)).toEqual(["【学习认证门户】您候补的直播课程「候补信件课」有了空位，已自动为您报名，请按时观看。"]);
    expect((await inbox(waiting)).list).toEqual([expect.objectContaining({ title: "候补成功", url: `/Training/Detail/${t.strId}` })]);
    // Nobody else was told anything.
    expect(await texts(later)).toEqual([]);
    expect((await inbox(later)).list).toEqual([]);
    expect((await inbox(holder)).list).toEqual([]);
  });

  test("an activity sign-up approved in the back office lands in the person's inbox", async () => {
    const db = srv.deps.db;
    const [a] = await db
      .insert(activities)
      .values({ title: "信件沙龙", startTime: new Date(), endTime: new Date(Date.now() + 86_400_000), needApprove: 1 })
      .returning({ id: activities.id });
    const [p] = await signedInPeople(db, srv.url, 1, 17430000000);
    const [s] = await db.insert(activitySignups).values({ activityId: a.id, userId: p.id, audit: 0 }).returning({ id: activitySignups.id });

    expect((await op.post("/activity-signups/review", { ids: [s.id], audit: 1 })).json.data).toEqual([s.id]);
    expect((await inbox(p)).list).toEqual([
      expect.objectContaining({
        title: "活动报名审核通过",
        content: "您报名的活动「信件沙龙」已通过审核，请按时参加。",
        url: `/activity/detail?id=${a.id}`,
      }),
    ]);
    expect(await texts(p)).toEqual(["【学习认证门户】您报名的活动「信件沙龙」已通过审核，请按时参加。"]);
  });
});
