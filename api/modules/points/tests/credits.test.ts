import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { CerContinuePage, Radar } from "@/api/contract/my-credits";
import { examRegistrations } from "@/db/schema/certification/exams";
import { courseEnrollments, courses } from "@/db/schema/course";
import { learningTags } from "@/db/schema/learning";
import { trainingAttends } from "@/db/schema/training";
import { testClient } from "@/tests/support/client";
import { makeExam, registrationValues } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeTraining, signedInPeople } from "../../training/tests/helpers";
import { awardPoints, spendPoints } from "../service";

const DAY = 86_400_000;
let srv: TestServer;
let me: Awaited<ReturnType<typeof signedInPeople>>[number];
let other: typeof me;
let source = 0;

const award = (userId: number, amount: number, reason: string, expiresAt: Date | null, at = new Date()) =>
  srv.deps.db.transaction((tx) => awardPoints(tx, { userId, amount, reason, sourceType: "test.award", sourceId: ++source, expiresAt, at }));

beforeAll(async () => {
  srv = await startTestServer();
  [me, other] = await signedInPeople(srv.deps.db, srv.url, 2, 17600000000);
  const now = Date.now();
  await award(me.id, 30, "课程学习", new Date(now + 40 * DAY), new Date(now - 300 * DAY));
  await award(me.id, 20, "活动任务", new Date(now + 400 * DAY), new Date(now - 10 * DAY));
  await award(me.id, 15, "勋章奖励", new Date(now - 5 * DAY), new Date(now - 400 * DAY));
  await award(me.id, 8, "永久积分", null, new Date(now - 1 * DAY));
  await srv.deps.db.transaction((tx) =>
    spendPoints(tx, { userId: me.id, amount: 10, reason: "兑换商品", sourceType: "test.spend", sourceId: 1 }),
  );
  await award(other.id, 99, "别人的积分", null);
});
afterAll(() => srv.stop());

const dayText = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

describe("my/CerContinue", () => {
  test("a visitor gets 1503", async () => {
    expect((await testClient(srv.url).call("my/CerContinue", {})).code).toBe(1503);
    expect((await testClient(srv.url).call("My/Radar", {})).code).toBe(1503);
    expect((await testClient(srv.url).call("my/getmedallist", {})).code).toBe(1503);
  });

  test("now: the lapsed entry is expired and emptied, vscore sums what the valid entries hold; only my entries", async () => {
    const res = await me.client.call<CerContinuePage>("my/CerContinue", {});
    expect(res.code).toBe(0);
    const d = res.data;
    expect(d.list.map((e) => [e.reason, e.valid, e.remaining])).toEqual([
      ["永久积分", 1, 8],
      ["活动任务", 1, 20],
      ["课程学习", 1, 20],
      ["勋章奖励", 0, 0],
    ]);
    // The spend expired the lapsed 15 first, then took 10 from the lot lapsing first (课程学习).
    expect(d.vscore).toBe(48);
    expect(d.pager).toMatchObject({ currentPage: 1, totalRecord: 4, totalPage: 1, type: 0, date: "" });
    expect(d.list.find((e) => e.reason === "永久积分")?.expiresAt).toBe("");
  });

  test("a later chosen date flips the entry lapsing before it to expired; type filters", async () => {
    const later = dayText(Date.now() + 60 * DAY);
    const all = (await me.client.call<CerContinuePage>("my/CerContinue", { date: later })).data;
    expect(all.list.find((e) => e.reason === "课程学习")?.valid).toBe(0);
    expect(all.vscore).toBe(28);
    const valid = (await me.client.call<CerContinuePage>("my/CerContinue", { date: later, type: 1 })).data;
    expect(valid.list.map((e) => e.reason).sort()).toEqual(["永久积分", "活动任务"].sort());
    const expired = (await me.client.call<CerContinuePage>("my/CerContinue", { date: later, type: "2" })).data;
    expect(expired.list.map((e) => e.reason).sort()).toEqual(["勋章奖励", "课程学习"].sort());
    // The day the entry lapses on is not later than itself: expired on that day, valid the day before.
    const lapseDay = dayText(Date.now() + 40 * DAY);
    const onDay = (await me.client.call<CerContinuePage>("my/CerContinue", { date: lapseDay })).data;
    expect(onDay.list.find((e) => e.reason === "课程学习")?.valid).toBe(0);
    const dayBefore = (await me.client.call<CerContinuePage>("my/CerContinue", { date: dayText(Date.now() + 38 * DAY) })).data;
    expect(dayBefore.list.find((e) => e.reason === "课程学习")?.valid).toBe(1);
  });

  test("paging and another person's view", async () => {
    const page2 = (await me.client.call<CerContinuePage>("my/CerContinue", { currentPage: 2, pageSize: 3 })).data;
    expect(page2.list).toHaveLength(1);
    expect(page2.pager).toMatchObject({ totalPage: 2, totalRecord: 4 });
    const theirs = (await other.client.call<CerContinuePage>("my/CerContinue", {})).data;
    expect(theirs.list.map((e) => e.reason)).toEqual(["别人的积分"]);
    expect(theirs.vscore).toBe(99);
  });

  test("bad input: a date before 2020-09-27, not a date, a bad type or page", async () => {
    expect(await me.client.call("my/CerContinue", { date: "2020-09-26" })).toMatchObject({ code: 1, msg: "日期不能早于2020-09-27" });
    expect((await me.client.call("my/CerContinue", { date: "2020-09-27" })).code).toBe(0);
    expect(await me.client.call("my/CerContinue", { date: "2024-02-30" })).toMatchObject({ code: 1, msg: "日期格式错误" });
    expect((await me.client.call("my/CerContinue", { date: ["x"] })).code).toBe(1);
    expect((await me.client.call("my/CerContinue", { type: 9 })).code).toBe(1);
    expect((await me.client.call("my/CerContinue", { currentPage: 0 })).code).toBe(1);
  });
});

describe("My/Radar", () => {
  test("10 axes, each 0..2, from my finished courses, ended sessions and passed exams; another person's stay apart", async () => {
    const db = srv.deps.db;
    const tags = await db
      .insert(learningTags)
      .values(Array.from({ length: 12 }, (_, i) => ({ kind: "theme" as const, name: `技能${i}`, sort: i })))
      .returning();
    const first = tags[0].id;
    const second = tags[1].id;
    // Five finished courses on the first axis (2.5 capped at 2), one on the second; one unfinished does not count.
    for (let i = 0; i < 6; i++) {
      const [c] = await db
        .insert(courses)
        .values({ strId: `radar${process.pid}x${i}`, title: `课程${i}`, cover: "", summary: "", tagIds: i < 5 ? [first] : [second] })
        .returning();
      await db.insert(courseEnrollments).values({ userId: me.id, courseId: c.id, startedAt: new Date(), finishedAt: new Date() });
    }
    const [open] = await db
      .insert(courses)
      .values({ strId: `radar${process.pid}open`, title: "未学完", cover: "", summary: "", tagIds: [tags[2].id] })
      .returning();
    await db.insert(courseEnrollments).values({ userId: me.id, courseId: open.id, startedAt: new Date() });
    // An ended session on the second axis, a coming one on the third (does not count).
    const ended = await makeTraining(db, {
      startAt: new Date(Date.now() - 3 * DAY),
      endAt: new Date(Date.now() - 2 * DAY),
      tagIds: [second],
    });
    const coming = await makeTraining(db, {
      startAt: new Date(Date.now() + 2 * DAY),
      endAt: new Date(Date.now() + 3 * DAY),
      tagIds: [tags[2].id],
    });
    await db.insert(trainingAttends).values([
      { trainingId: ended.id, userId: me.id, status: "signed" },
      { trainingId: coming.id, userId: me.id, status: "signed" },
    ]);
    // A passed exam whose name holds the fourth axis's tag name.
    const exam = await makeExam(db, { name: `${tags[3].name}认证考试` });
    await db.insert(examRegistrations).values(registrationValues(me.id, exam.id, { status: "passed", score: 90 }));

    const res = await me.client.call<Radar>("My/Radar", {});
    expect(res.code).toBe(0);
    expect(res.data.max).toBe(2);
    expect(res.data.v1).toHaveLength(10);
    for (const axis of res.data.v1) {
      expect(axis.value).toBeGreaterThanOrEqual(0);
      expect(axis.value).toBeLessThanOrEqual(2);
    }
    const value = (name: string) => res.data.v1.find((a) => a.name === name)?.value;
    expect(value("技能0")).toBe(2);
    expect(value("技能1")).toBe(1);
    expect(value("技能2")).toBe(0);
    expect(value("技能3")).toBe(1);
    const theirs = (await other.client.call<Radar>("My/Radar", {})).data;
    expect(theirs.v1).toHaveLength(10);
    expect(theirs.v1.every((a) => a.value === 0)).toBe(true);
  });
});
