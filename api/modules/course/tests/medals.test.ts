import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { beijingDate } from "@/api/contract/beijing-time";
import { medalLevels, medals } from "@/db/schema/activity";
import { examRegistrations } from "@/db/schema/certification/exams";
import { studyDays } from "@/db/schema/course";
import { makeExam, paid, registrationValues } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { createSpecial } from "../../activity/tests/fixtures";
import { signedInPeople } from "../../training/tests/helpers";
import { studyFigures } from "../study-figures";
import { makeCourse, rewindClock } from "./helpers";

let srv: TestServer;
let people: Awaited<ReturnType<typeof signedInPeople>>;
const DAY = 86_400_000;
const daysAgo = (n: number) => beijingDate(Date.now() - n * DAY);

beforeAll(async () => {
  srv = await startTestServer();
  people = await signedInPeople(srv.deps.db, srv.url, 6, 17750000000);
});
afterAll(() => srv.stop());

/** A special topic whose medal counts `whereType`, with levels at the given numbers; answers how to claim it. */
async function medalOf(whereType: number, numbers: [number, number]) {
  const s = await createSpecial(srv.deps.db, 1);
  const db = srv.deps.db;
  await db.update(medals).set({ whereType }).where(eq(medals.id, s.medalId));
  for (const [i, id] of s.levelIds.entries()) await db.update(medalLevels).set({ number: numbers[i] }).where(eq(medalLevels.id, id));
  return (p: (typeof people)[number]) =>
    p.client.call<{ levels: number[] }>("Activity/DrawUserMedal", { activityId: s.activityId, stepId: s.stepId });
}

/** Study history as heartbeats leave it: seconds credited per Beijing day (days before today) on one course. */
async function history(userId: number, courseId: number, days: [number, number][]) {
  await srv.deps.db.insert(studyDays).values(days.map(([ago, seconds]) => ({ userId, courseId, day: daysAgo(ago), seconds })));
}

describe("study medals count from the person's own study data", () => {
  test("whereType 1: minutes credited by heartbeats", async () => {
    const p = people[0]!;
    const { course, lessons } = await makeCourse(srv.deps.db, [[600]]);
    const draw = await medalOf(1, [2, 5]);
    expect((await draw(p)).code).toBe(1);
    const body = { id: course.strId, lessonId: lessons[0]!.id, position: 0, played: 60 };
    await p.client.call("MoocTraining/Heartbeat", body);
    for (let i = 0; i < 3; i++) {
      await rewindClock(srv.deps.db, p.id, 60);
      await p.client.call("MoocTraining/Heartbeat", body);
    }
    expect(await draw(p)).toMatchObject({ code: 0, data: { levels: [1] } });
    expect(await draw(p)).toMatchObject({ code: 1 });
  });

  test("whereType 2 and 3: the longest run of study days, and study days in all", async () => {
    const p = people[1]!;
    const { course } = await makeCourse(srv.deps.db);
    // Runs of 3 (10-8 days ago) and 2 (yesterday and today), 5 days in all.
    await history(p.id, course.id, [
      [10, 600],
      [9, 60],
      [8, 600],
      [1, 60],
      [0, 60],
    ]);
    const streak = await medalOf(2, [3, 4]);
    const days = await medalOf(3, [5, 6]);
    expect(await streak(p)).toMatchObject({ code: 0, data: { levels: [1] } });
    expect(await days(p)).toMatchObject({ code: 0, data: { levels: [1] } });
    expect(await studyFigures(srv.deps.db, p.id)).toMatchObject({ studyDays: 5, longestStreak: 3, currentStreak: 2 });
  });

  test("whereType 6: consecutive days of at least 30 minutes each, summed over the day's courses", async () => {
    const p = people[2]!;
    const a = await makeCourse(srv.deps.db);
    const b = await makeCourse(srv.deps.db);
    // 5-3 days ago: 30 min (20 + 10 on two courses), 40, 30; 2 days ago only 29 min; yesterday 31.
    await history(p.id, a.course.id, [
      [5, 1200],
      [4, 2400],
      [3, 1800],
      [2, 1740],
      [1, 1860],
    ]);
    await history(p.id, b.course.id, [[5, 600]]);
    const draw = await medalOf(6, [3, 4]);
    expect(await draw(p)).toMatchObject({ code: 0, data: { levels: [1] } });
    expect(await studyFigures(srv.deps.db, p.id)).toMatchObject({ longestStreak: 5, longestFullStreak: 3, minutes: 160 });
  });

  test("whereType 5: visible course comments", async () => {
    const p = people[3]!;
    const draw = await medalOf(5, [2, 3]);
    for (const c of [await makeCourse(srv.deps.db), await makeCourse(srv.deps.db)]) {
      await p.client.call("MoocTraining/StudyNew", { id: c.course.strId });
      expect((await p.client.call("MoocTraining/AddComment", { id: c.course.strId, score: 5, content: "好课" })).code).toBe(0);
    }
    expect(await draw(p)).toMatchObject({ code: 0, data: { levels: [1] } });
  });

  test("whereType 4: exams passed (a failed attempt does not count)", async () => {
    const p = people[4]!;
    const draw = await medalOf(4, [1, 2]);
    expect((await draw(p)).code).toBe(1);
    const [passed, failed] = [await makeExam(srv.deps.db), await makeExam(srv.deps.db)];
    await srv.deps.db
      .insert(examRegistrations)
      .values([
        registrationValues(p.id, passed.id, { status: "passed", score: 90, ...paid() }),
        registrationValues(p.id, failed.id, { status: "failed", score: 30, ...paid() }),
      ]);
    expect(await draw(p)).toMatchObject({ code: 0, data: { levels: [1] } });
  });

  test("a person who has studied nothing has no figures, and no current run without today or yesterday", async () => {
    const p = people[5]!;
    expect(await studyFigures(srv.deps.db, p.id)).toEqual({
      minutes: 0,
      studyDays: 0,
      longestStreak: 0,
      currentStreak: 0,
      longestFullStreak: 0,
      comments: 0,
    });
    const { course } = await makeCourse(srv.deps.db);
    await history(p.id, course.id, [
      [3, 60],
      [2, 60],
    ]);
    expect(await studyFigures(srv.deps.db, p.id)).toMatchObject({ longestStreak: 2, currentStreak: 0 });
  });
});
