import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count } from "drizzle-orm";
import { userWith } from "@/api/admin/tests/support";
import type { LessonNote, LessonQuestionPage, PublicNotePage } from "@/api/contract/lesson-talk";
import { lessonQuestions } from "@/db/schema/lesson-talk";
import { seedLessonTalk } from "@/db/seed/lesson-talk";
import { silentLog } from "@/db/seed/progress";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse } from "../../course/tests/helpers";

let srv: TestServer;
let lessonOf: Record<string, number>;
beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  for (const m of ["13900000000", "13900000002", "13900000003", "13900000016"])
    await userWith(db, m, { chineseName: `演示${m.slice(-2)}` });
  lessonOf = {};
  for (const s of ["01", "06"]) lessonOf[s] = (await makeCourse(db, [[24, 24]], { strId: `demo-course-${s}` })).lessons[0]!.id;
  await seedLessonTalk(db, silentLog);
}, 60_000);
afterAll(() => srv.stop());

describe("the demo questions and notes", () => {
  test("lessons carry questions with a 讲师回答, a learner's answer and 有用; the demo learner has private and public notes", async () => {
    const me = testClient(srv.url);
    await signIn(me, srv.url, "13900000002");
    const page = (
      await me.call<LessonQuestionPage>("MoocTraining/GetQuestionList", { id: "demo-course-01", lessonId: lessonOf["01"], order: 1 })
    ).data;
    expect(page.list).toHaveLength(2);
    const [top] = page.list;
    expect(top).toMatchObject({ mine: 1, useful: 2, lecturerAnswered: 1 });
    expect(top!.answers.map((a) => [a.lecturer, a.nickName])).toEqual([
      [1, "课程讲师"],
      [0, "演**"],
    ]);
    expect(top!.answers[0]).toMatchObject({ useful: 1, marked: 1 });
    const notes = (await me.call<LessonNote[]>("MoocTraining/GetNoteList", { id: "demo-course-06" })).data;
    expect(notes.map((n) => [n.second, n.shared])).toEqual([
      [8, 1],
      [18, 0],
    ]);
    const shared = (await testClient(srv.url).call<PublicNotePage>("MoocTraining/GetPublicNoteList", { id: "demo-course-01" })).data;
    expect(shared.list.map((n) => n.second)).toEqual([12]);
  });

  test("seeding again adds nothing", async () => {
    const before = (await srv.deps.db.select({ n: count() }).from(lessonQuestions))[0]!.n;
    await seedLessonTalk(srv.deps.db, silentLog);
    expect((await srv.deps.db.select({ n: count() }).from(lessonQuestions))[0]!.n).toBe(before);
  });
});
