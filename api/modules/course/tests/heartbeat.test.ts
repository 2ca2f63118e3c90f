import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { beijingDate } from "@/api/contract/beijing-time";
import type { HeartbeatResult } from "@/api/contract/course";
import { testClient } from "@/tests/support/client";
import { issueKeys, post, signed } from "@/tests/support/raw";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { signedInPeople } from "../../training/tests/helpers";
import { courseRowCounts, makeCourse, rewindClock } from "./helpers";

let srv: TestServer;
let people: Awaited<ReturnType<typeof signedInPeople>>;
const PATH = "MoocTraining/Heartbeat";

beforeAll(async () => {
  srv = await startTestServer();
  people = await signedInPeople(srv.deps.db, srv.url, 11, 17720000000);
});
afterAll(() => srv.stop());

type Person = (typeof people)[number];
const beat = (p: Person, body: { id: string; lessonId: number; position: number; played: number }) =>
  p.client.call<HeartbeatResult>(PATH, body);

async function studied(userId: number) {
  const [row] = await rows<{ s: number }>(
    srv.deps.db,
    `select coalesce(sum(seconds), 0)::int as s from study_days where user_id = ${userId}`,
  );
  return row!.s;
}

describe("MoocTraining/Heartbeat", () => {
  test("a visitor is asked to sign in; bad input and another course's lesson are refused and write nothing", async () => {
    const { course, lessons } = await makeCourse(srv.deps.db, [[30]]);
    const other = await makeCourse(srv.deps.db, [[30]]);
    const p = people[0]!;
    expect((await testClient(srv.url).call(PATH, { id: course.strId, lessonId: lessons[0]!.id, position: 0, played: 0 })).code).toBe(1503);
    const before = await courseRowCounts(srv.deps.db);
    const ok = { id: course.strId, lessonId: lessons[0]!.id, position: 0, played: 10 };
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...ok, played: 61 }, "played", "参数错误"],
      [{ ...ok, played: -1 }, "played", "参数错误"],
      [{ ...ok, played: 1.5 }, "played", "参数格式错误"],
      [{ ...ok, position: -1 }, "position", "参数错误"],
      [{ ...ok, position: "十" }, "position", "参数格式错误"],
      [{ ...ok, lessonId: 0 }, "lessonId", "请选择课时"],
      [{ ...ok, lessonId: other.lessons[0]!.id }, "lessonId", "课时不存在"],
      [{ ...ok, lessonId: 2_000_000_000 }, "lessonId", "课时不存在"],
    ];
    for (const [body, field, msg] of refusals) expect(await beat(p, body as typeof ok)).toMatchObject({ code: 1, msg, data: { field } });
    expect(await beat(p, { ...ok, id: "nope" })).toMatchObject({ code: 1, msg: "课程不存在或已下线" });
    expect(await p.client.call(PATH, { id: course.strId })).toMatchObject({ code: 1, msg: "请填写完整信息" });
    expect(await courseRowCounts(srv.deps.db)).toEqual(before);
  });

  test("the first beat credits nothing; beats claiming 60 s every second are credited the wall clock only", async () => {
    const { course, lessons } = await makeCourse(srv.deps.db, [[600]]);
    const p = people[1]!;
    const body = { id: course.strId, lessonId: lessons[0]!.id, position: 0, played: 60 };
    expect((await beat(p, body)).data).toEqual({ credited: 0, watched: 0, lessonFinished: 0, courseFinished: 0 });
    const started = Date.now();
    let credited = 0;
    for (let i = 1; i <= 3; i++) {
      await Bun.sleep(1000);
      credited += (await beat(p, { ...body, position: 60 * i })).data.credited;
    }
    const elapsed = Math.ceil((Date.now() - started) / 1000);
    expect(credited).toBeGreaterThanOrEqual(2);
    expect(credited).toBeLessThanOrEqual(elapsed);
    expect(await studied(p.id)).toBe(credited);
  });

  test("the part of a second not credited is kept: two beats 10.5 s apart are credited 21 s together", async () => {
    const { course, lessons } = await makeCourse(srv.deps.db, [[600]]);
    const p = people[6]!;
    const body = { id: course.strId, lessonId: lessons[0]!.id, position: 0, played: 60 };
    await beat(p, body);
    await rewindClock(srv.deps.db, p.id, 10.5);
    const first = (await beat(p, body)).data.credited;
    await rewindClock(srv.deps.db, p.id, 10.5);
    const second = (await beat(p, body)).data.credited;
    expect(first).toBe(10);
    expect(first + second).toBe(21);
  });

  test("two courses beating at once share the wall clock: 20 s pass, 20 s are credited, not 40", async () => {
    const a = await makeCourse(srv.deps.db, [[600]]);
    const b = await makeCourse(srv.deps.db, [[600]]);
    const p = people[2]!;
    await beat(p, { id: a.course.strId, lessonId: a.lessons[0]!.id, position: 0, played: 0 });
    await rewindClock(srv.deps.db, p.id, 20);
    const answers = await Promise.all(
      [a, b, a, b].map((c) => beat(p, { id: c.course.strId, lessonId: c.lessons[0]!.id, position: 20, played: 20 })),
    );
    expect(answers.every((x) => x.code === 0)).toBe(true);
    const total = answers.reduce((s, x) => s + x.data.credited, 0);
    expect(total).toBeGreaterThanOrEqual(20);
    expect(total).toBeLessThanOrEqual(21);
    expect(await studied(p.id)).toBe(total);
  });

  test("the same signed request sent again is refused as a replay (501) and credits nothing more", async () => {
    const { course, lessons } = await makeCourse(srv.deps.db, [[600]]);
    const p = people[3]!;
    await beat(p, { id: course.strId, lessonId: lessons[0]!.id, position: 0, played: 0 });
    await rewindClock(srv.deps.db, p.id, 40);
    const keys = await issueKeys(srv.url);
    const cookie = [...p.client.cookies].map(([k, x]) => `${k}=${x}`).join("; ");
    const body = await signed(keys, PATH.toLowerCase(), { id: course.strId, lessonId: lessons[0]!.id, position: 20, played: 20 });
    const first = await post(srv.url, PATH, body, { cookie });
    expect(first).toMatchObject({ code: 0, data: { credited: 20 } });
    await rewindClock(srv.deps.db, p.id, 40);
    expect((await post(srv.url, PATH, body, { cookie })).code).toBe(501);
    expect(await studied(p.id)).toBe(20);
  });

  test("claims past the lesson's end credit nothing more; the position is kept within the lesson", async () => {
    const { course, lessons } = await makeCourse(srv.deps.db, [[30, 30]]);
    const p = people[4]!;
    const body = { id: course.strId, lessonId: lessons[0]!.id, position: 999, played: 60 };
    await beat(p, body);
    await rewindClock(srv.deps.db, p.id, 60);
    expect((await beat(p, body)).data).toMatchObject({ credited: 30, watched: 30, lessonFinished: 1, courseFinished: 0 });
    await rewindClock(srv.deps.db, p.id, 60);
    expect((await beat(p, body)).data).toMatchObject({ credited: 0, watched: 30 });
    const [row] = await rows<{ position: number }>(srv.deps.db, `select position from course_lesson_progress where user_id = ${p.id}`);
    expect(row!.position).toBe(30);
    expect(await studied(p.id)).toBe(30);
  });

  test("a lesson is finished at 90 % watched, the course when every lesson is; time goes to the Beijing day", async () => {
    const { course, lessons } = await makeCourse(srv.deps.db, [[30], [10]]);
    const p = people[5]!;
    const on = (i: number, played: number) => ({ id: course.strId, lessonId: lessons[i]!.id, position: played, played });
    await beat(p, on(0, 0));
    await rewindClock(srv.deps.db, p.id, 26);
    expect((await beat(p, on(0, 26))).data).toMatchObject({ credited: 26, lessonFinished: 0 });
    await rewindClock(srv.deps.db, p.id, 1);
    expect((await beat(p, on(0, 1))).data).toMatchObject({ credited: 1, watched: 27, lessonFinished: 1, courseFinished: 0 });
    await rewindClock(srv.deps.db, p.id, 10);
    expect((await beat(p, on(1, 10))).data).toMatchObject({ credited: 10, lessonFinished: 1, courseFinished: 1 });
    const [enrollment] = await rows<{ finished_at: Date | null; last_lesson_id: number }>(
      srv.deps.db,
      `select finished_at, last_lesson_id from course_enrollments where user_id = ${p.id}`,
    );
    expect(enrollment!.finished_at).not.toBeNull();
    expect(enrollment!.last_lesson_id).toBe(lessons[1]!.id);
    const days = await rows<{ day: string; seconds: number }>(
      srv.deps.db,
      `select day::text as day, seconds from study_days where user_id = ${p.id}`,
    );
    expect(days).toEqual([{ day: beijingDate(new Date()), seconds: 37 }]);
  });

  test("people beating at once are each credited their own clock; a beat on an unknown course fails alone", async () => {
    const { course, lessons } = await makeCourse(srv.deps.db, [[600]]);
    const group = [people[7]!, people[8]!, people[9]!];
    const body = { id: course.strId, lessonId: lessons[0]!.id, position: 0, played: 30 };
    for (const p of group) await beat(p, body);
    for (const [i, p] of group.entries()) await rewindClock(srv.deps.db, p.id, 10 * (i + 1));
    const answers = await Promise.all([...group.map((p) => beat(p, body)), beat(people[10]!, { ...body, id: "nope" })]);
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 1]);
    expect(answers.slice(0, 3).map((a) => a.data.credited)).toEqual([10, 20, 30]);
    expect(answers[3]!.msg).toBe("课程不存在或已下线");
    for (const [i, p] of group.entries()) expect(await studied(p.id)).toBe(10 * (i + 1));
    expect(await studied(people[10]!.id)).toBe(0);
  });
});
