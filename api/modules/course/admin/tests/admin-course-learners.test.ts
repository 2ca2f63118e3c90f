import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, listQuery as q, signedInAs, signedInOperator, userWith } from "@/api/admin/tests/support";
import { companies } from "@/db/schema/company";
import { courseChapters, courseEnrollments, courseLessonProgress, courseLessons, courses, studyDays } from "@/db/schema/course";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;
let hrA: AdminBrowser;
let courseId: number;

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  const [a, b] = await db
    .insert(companies)
    .values([{ companyName: "甲公司" }, { companyName: "乙公司" }])
    .returning();
  op = await signedInOperator(db, srv.url, "13900000170", "运营课");
  hrA = await signedInAs(db, srv.url, "13900000171", { roles: ["person", "enterprise"], companyId: a.id, chineseName: "甲人事" });
  const [course] = await db.insert(courses).values({ strId: "c-learners", title: "短视频运营" }).returning();
  courseId = course.id;
  const [chapter] = await db.insert(courseChapters).values({ courseId, title: "第一章" }).returning();
  const lessons = await db
    .insert(courseLessons)
    .values(
      [1, 2, 3, 4].map((n) => ({
        chapterId: chapter.id,
        courseId,
        title: `课时${n}`,
        kind: "video" as const,
        url: "/x.mp4",
        duration: 60,
      })),
    )
    .returning();
  const zhang = await userWith(db, "13900000172", { chineseName: "张三", companyId: a.id });
  const li = await userWith(db, "13900000173", { chineseName: "李四", companyId: b.id });
  const wang = await userWith(db, "13900000174", { chineseName: "王五", companyId: a.id });
  const at = new Date("2026-11-20T02:00:00Z");
  await db.insert(courseEnrollments).values([
    { userId: zhang.id, courseId, startedAt: at, lastStudyAt: at },
    { userId: li.id, courseId, startedAt: at, lastStudyAt: at },
    // Collected only: not studying yet, so not listed.
    { userId: wang.id, courseId, collectedAt: at },
  ]);
  await db.insert(courseLessonProgress).values([
    { userId: zhang.id, courseId, lessonId: lessons[0].id, watched: 60, finishedAt: at },
    { userId: zhang.id, courseId, lessonId: lessons[1].id, watched: 10 },
    { userId: li.id, courseId, lessonId: lessons[0].id, watched: 60, finishedAt: at },
  ]);
  await db.insert(studyDays).values([
    { userId: zhang.id, courseId, day: "2026-11-19", seconds: 30 },
    { userId: zhang.id, courseId, day: "2026-11-20", seconds: 40 },
    { userId: li.id, courseId, day: "2026-11-20", seconds: 60 },
  ]);
}, 60_000);
afterAll(() => srv.stop());

const rows = (res: { json: any[] }) => res.json.map((r) => [r.chineseName, r.courseTitle, r.progress, r.studySeconds]);

describe("course learners", () => {
  test("an operator sees everyone studying, with progress and time", async () => {
    const res = await op.get(`/course-learners${q({ sort: ["id", "ASC"], range: [0, 9] })}`);
    expect(res.headers.get("content-range")).toBe("course-learners 0-1/2");
    expect(rows(res)).toEqual([
      ["张三", "短视频运营", 25, 70],
      ["李四", "短视频运营", 25, 60],
    ]);
    expect(res.json[0].mobile).toBe("13900000172");
  });

  test("HR of company A sees its own people only, numbers masked, whatever it filters or asks for", async () => {
    const res = await hrA.get(`/course-learners${q({ filter: { courseId } })}`);
    expect(rows(res)).toEqual([["张三", "短视频运营", 25, 70]]);
    expect(res.json[0].mobile).toBe("139****0172");
    const all = (await op.get("/course-learners")).json as { id: number; chineseName: string }[];
    const li = all.find((r) => r.chineseName === "李四");
    expect((await hrA.get(`/course-learners/${li?.id}`)).status).toBe(404);
    expect((await hrA.get(`/course-learners${q({ filter: { id: all.map((r) => r.id) } })}`)).json.map((r: any) => r.chineseName)).toEqual([
      "张三",
    ]);
    expect((await hrA.get(`/course-learners${q({ filter: { q: "李" } })}`)).json).toEqual([]);
  });

  test("an enterprise account without a company sees nobody; nobody writes here", async () => {
    const lone = await signedInAs(srv.deps.db, srv.url, "13900000175", { roles: ["person", "enterprise"] });
    expect((await lone.get("/course-learners")).json).toEqual([]);
    expect((await op.post("/course-learners", { courseId })).status).toBe(403);
  });
});
