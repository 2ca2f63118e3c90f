import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { MyCoursePage } from "@/api/contract/my-courses";
import type { Db } from "@/db/client";
import { courseChapters, courseEnrollments, courseLessonProgress, courseLessons, courses } from "@/db/schema/course";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";

const DAY = 24 * 3600_000;
let serial = 0;

/** A published course with `lessons` lessons of 10 minutes in one chapter. */
async function makeCourse(db: Db, title: string, lessons = 4, values: Partial<typeof courses.$inferInsert> = {}) {
  const [course] = await db
    .insert(courses)
    .values({ strId: `c${process.pid}x${++serial}`, title, cover: `/upload/c${serial}.webp`, summary: `${title}简介`, ...values })
    .returning();
  const [chapter] = await db.insert(courseChapters).values({ courseId: course.id, title: "第一章" }).returning();
  const made = await db
    .insert(courseLessons)
    .values(
      Array.from({ length: lessons }, (_, i) => ({
        chapterId: chapter.id,
        courseId: course.id,
        title: `第${i + 1}课`,
        kind: "video" as const,
        url: "/upload/v.mp4",
        duration: 600,
        sort: i,
      })),
    )
    .returning();
  return { ...course, lessons: made };
}

type Course = Awaited<ReturnType<typeof makeCourse>>;

/** `userId` finished the first `done` lessons of `course`. */
async function finishLessons(db: Db, userId: number, course: Course, done: number) {
  if (!done) return;
  await db
    .insert(courseLessonProgress)
    .values(
      course.lessons
        .slice(0, done)
        .map((l) => ({ userId, lessonId: l.id, courseId: course.id, watched: 600, position: 600, finishedAt: new Date() })),
    );
}

let srv: TestServer;
let me: Awaited<ReturnType<typeof signedInPeople>>[number];
let other: typeof me;
const c: Record<string, Course> = {};

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  [me, other] = await signedInPeople(db, srv.url, 2, 17500000000);
  for (const [key, title] of [
    ["halfway", "直播带货入门"],
    ["justStarted", "私域运营实战"],
    ["done", "短视频脚本"],
    ["kept", "品牌营销基础"],
    ["doneKept", "数据分析"],
    ["hidden", "已下架课程"],
    ["theirs", "别人的课程"],
  ] as const)
    c[key] = await makeCourse(db, title, 4, key === "hidden" ? { published: 0 } : {});
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  await db.insert(courseEnrollments).values([
    // Studied yesterday, 2 of 4 lessons; the other studied last week: the latest first.
    { userId: me.id, courseId: c.halfway.id, startedAt: at(10), lastStudyAt: at(1), lastLessonId: c.halfway.lessons[1].id },
    { userId: me.id, courseId: c.justStarted.id, startedAt: at(8), lastStudyAt: at(7) },
    { userId: me.id, courseId: c.done.id, startedAt: at(20), finishedAt: at(3), lastStudyAt: at(3) },
    // Collected without ever studying it.
    { userId: me.id, courseId: c.kept.id, collectedAt: at(2) },
    { userId: me.id, courseId: c.doneKept.id, startedAt: at(30), finishedAt: at(5), collectedAt: at(4), lastStudyAt: at(5) },
    { userId: me.id, courseId: c.hidden.id, startedAt: at(6), lastStudyAt: at(0.5) },
    { userId: other.id, courseId: c.theirs.id, startedAt: at(1), collectedAt: at(1), lastStudyAt: at(1) },
    { userId: other.id, courseId: c.halfway.id, startedAt: at(2), finishedAt: at(1), lastStudyAt: at(1) },
  ]);
  await finishLessons(db, me.id, c.halfway, 2);
  await finishLessons(db, me.id, c.done, 4);
  await finishLessons(db, me.id, c.doneKept, 4);
  await finishLessons(db, other.id, c.halfway, 4);
}, 60_000);
afterAll(() => srv.stop());

const tab = (type: unknown, who = me, extra: Record<string, unknown> = {}) =>
  who.client.call<MyCoursePage>("my/mycourse", { type, ...extra });
const titles = async (type: number, who = me) => (await tab(type, who)).data.list.map((x) => x.title);

describe("my/mycourse", () => {
  test("学习中 (type 1): begun and not finished, the latest studied first, with the share of lessons finished", async () => {
    const page = await tab(1);
    expect(page.code).toBe(0);
    expect(page.data.list.map((x) => x.title)).toEqual(["直播带货入门", "私域运营实战"]);
    const [first, second] = page.data.list;
    expect(first).toMatchObject({
      strId: c.halfway.strId,
      imageUrl: c.halfway.cover,
      descripts: "直播带货入门简介",
      type: 2,
      lessonCount: 4,
      duration: 2400,
      // Two people began it; the other's progress is not mine.
      learners: 2,
      progress: 50,
    });
    expect(first.lastStudyAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(second.progress).toBe(0);
    expect(page.data.pager).toEqual({ currentPage: 1, pageSize: 12, totalPage: 1, totalRecord: 2, type: 1 });
  });

  test("已学完 (type 2) and 已收藏 (type 3); a course never studied has no last study time", async () => {
    const done = (await tab(2)).data.list;
    expect(done.map((x) => [x.title, x.progress])).toEqual([
      ["短视频脚本", 100],
      ["数据分析", 100],
    ]);
    const kept = (await tab(3)).data.list;
    expect(kept.map((x) => x.title)).toEqual(["品牌营销基础", "数据分析"]);
    expect(kept[0]).toMatchObject({ progress: 0, lastStudyAt: "" });
  });

  test("the tab defaults to 学习中, pages follow pageSize, and an unpublished course is left out", async () => {
    expect((await me.client.call<MyCoursePage>("my/mycourse", {})).data.pager.type).toBe(1);
    const second = await tab(1, me, { pageSize: 1, currentPage: 2 });
    expect(second.data.list.map((x) => x.title)).toEqual(["私域运营实战"]);
    expect(second.data.pager).toEqual({ currentPage: 2, pageSize: 1, totalPage: 2, totalRecord: 2, type: 1 });
    expect((await tab(1, me, { currentPage: 3 })).data.list).toEqual([]);
    expect((await titles(1)).includes("已下架课程")).toBe(false);
  });

  test("each person sees only their own courses", async () => {
    expect(await titles(1, other)).toEqual(["别人的课程"]);
    expect(await titles(2, other)).toEqual(["直播带货入门"]);
    expect((await tab(2, other)).data.list[0].progress).toBe(100);
    expect(await titles(3, other)).toEqual(["别人的课程"]);
    for (const type of [1, 2, 3]) expect(await titles(type)).not.toContain("别人的课程");
  });

  test("a visitor is asked to log in (1503)", async () => {
    expect((await testClient(srv.url).call("my/mycourse", { type: 1 })).code).toBe(1503);
  });

  test("a tab or page that is not one is refused with a clear message", async () => {
    expect(await tab(9)).toMatchObject({ code: 1, msg: "参数错误" });
    expect(await tab(0)).toMatchObject({ code: 1, msg: "参数错误" });
    expect(await tab("x")).toMatchObject({ code: 1, msg: "参数格式错误" });
    expect(await tab(1, me, { currentPage: "x" })).toMatchObject({ code: 1, msg: "参数格式错误" });
    expect(await tab(1, me, { currentPage: 0 })).toMatchObject({ code: 1, msg: "页码错误" });
    expect(await tab(1, me, { pageSize: 500 })).toMatchObject({ code: 1 });
  });
});
