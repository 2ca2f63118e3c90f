import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { CourseDetail } from "@/api/contract/course";
import { type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { signedInPeople } from "../../training/tests/helpers";
import { courseRowCounts, makeCourse, rewindClock } from "./helpers";

let srv: TestServer;
let visitor: TestClient;
let person: Awaited<ReturnType<typeof signedInPeople>>[number];
let made: Awaited<ReturnType<typeof makeCourse>>;

beforeAll(async () => {
  srv = await startTestServer();
  visitor = testClient(srv.url);
  [person] = await signedInPeople(srv.deps.db, srv.url, 1, 17710000000);
  made = await makeCourse(srv.deps.db, [[30, 60], [40]], {
    summary: "课程简介",
    lecturer: JSON.stringify([{ name: "王老师", title: "讲师", imgUrl: "/a.webp" }]),
  });
});
afterAll(() => srv.stop());

describe("MoocTraining/Detail", () => {
  test("a visitor sees the outline without URLs, and no me", async () => {
    const env = await visitor.call<CourseDetail>("MoocTraining/Detail", { id: made.course.strId });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ title: made.course.title, summary: "课程简介", lessonCount: 3, duration: 130, me: null, learners: 0 });
    expect(env.data.lecturer).toEqual([{ name: "王老师", title: "讲师", imgUrl: "/a.webp" }]);
    expect(env.data.chapters.map((c) => c.lessons.length)).toEqual([2, 1]);
    expect(env.data.chapters.flatMap((c) => c.lessons.map((l) => l.url))).toEqual(["", "", ""]);
    expect(env.data.chapters.map((c) => c.quiz)).toEqual([null, null]);
    expect([env.data.finalQuiz, env.data.completionCertificate]).toEqual([null, false]);
    expect(env.data.resumeLessonId).toBe(made.lessons[0]!.id);
  });

  test("an unknown or unpublished course answers 课程不存在或已下线, for a visitor and a learner alike", async () => {
    const hidden = await makeCourse(srv.deps.db, [[30]], { published: 0 });
    for (const id of ["nope", hidden.course.strId])
      for (const client of [visitor, person.client]) {
        for (const path of ["MoocTraining/Detail", "MoocTraining/GetCommentList"])
          expect(await client.call(path, { id })).toMatchObject({ code: 1, msg: "课程不存在或已下线" });
      }
    const before = await courseRowCounts(srv.deps.db);
    expect(await person.client.call("MoocTraining/StudyNew", { id: hidden.course.strId })).toMatchObject({
      code: 1,
      msg: "课程不存在或已下线",
    });
    expect(await courseRowCounts(srv.deps.db)).toEqual(before);
  });

  test("bad input answers in Chinese and writes nothing", async () => {
    const before = await courseRowCounts(srv.deps.db);
    for (const path of ["MoocTraining/Detail", "MoocTraining/StudyNew"]) {
      expect(await person.client.call(path, {})).toMatchObject({ code: 1, msg: "请填写完整信息", data: { field: "id" } });
      for (const id of [5, "", " ", "x".repeat(65), null, ["a"]])
        expect(await person.client.call(path, { id })).toMatchObject({ code: 1, msg: "参数错误", data: { field: "id" } });
    }
    expect(await courseRowCounts(srv.deps.db)).toEqual(before);
  });
});

describe("MoocTraining/StudyNew", () => {
  test("a visitor is asked to sign in (1503)", async () => {
    expect((await visitor.call("MoocTraining/StudyNew", { id: made.course.strId })).code).toBe(1503);
  });

  test("begins the course once, hands out the URLs, and resumes where the person left off", async () => {
    const first = await person.client.call<CourseDetail>("MoocTraining/StudyNew", { id: made.course.strId });
    expect(first.code).toBe(0);
    expect(first.data.chapters[0]!.lessons[0]!.url).toBe(made.lessons[0]!.url);
    expect(first.data.me).toEqual({ started: 1, finished: 0, collected: 0, progress: 0, lastLessonId: 0, certificateNumber: "" });
    expect(first.data.learners).toBe(1);
    const [{ started_at }] = await rows<{ started_at: Date }>(
      srv.deps.db,
      `select started_at from course_enrollments where user_id = ${person.id}`,
    );

    // The first beat starts the clock; ten seconds on, the second lesson's beat is kept at its position.
    const second = made.lessons[1]!;
    await person.client.call("MoocTraining/Heartbeat", { id: made.course.strId, lessonId: second.id, position: 0, played: 0 });
    await rewindClock(srv.deps.db, person.id, 10);
    const beat = await person.client.call("MoocTraining/Heartbeat", {
      id: made.course.strId,
      lessonId: second.id,
      position: 12,
      played: 10,
    });
    expect(beat).toMatchObject({ code: 0, data: { credited: 10, watched: 10, lessonFinished: 0, courseFinished: 0 } });

    const again = await person.client.call<CourseDetail>("MoocTraining/StudyNew", { id: made.course.strId });
    expect(again.data.resumeLessonId).toBe(second.id);
    expect(again.data.chapters[0]!.lessons[1]).toMatchObject({ position: 12, watched: 10, finished: 0 });
    expect(again.data.me).toMatchObject({ started: 1, lastLessonId: second.id });
    const [after] = await rows<{ started_at: Date }>(srv.deps.db, `select started_at from course_enrollments where user_id = ${person.id}`);
    expect(after!.started_at).toEqual(started_at);

    // The signed-in person's detail page shows the same, still without URLs.
    const detail = await person.client.call<CourseDetail>("MoocTraining/Detail", { id: made.course.strId });
    expect(detail.data.me).toMatchObject({ started: 1, lastLessonId: second.id });
    expect(detail.data.chapters[0]!.lessons[1]).toMatchObject({ position: 12, url: "" });
  });
});
