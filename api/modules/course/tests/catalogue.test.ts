import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import type { CoursePage, MyStudyingItem } from "@/api/contract/course";
import { courseEnrollments, courseLessons, courses } from "@/db/schema/course";
import { learningTags } from "@/db/schema/learning";
import { trainingCategories } from "@/db/schema/training";
import { type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { signedInPeople } from "../../training/tests/helpers";
import { makeCourse, rewindClock } from "./helpers";

let srv: TestServer;
let visitor: TestClient;
let people: Awaited<ReturnType<typeof signedInPeople>>;
const c: Record<string, Awaited<ReturnType<typeof makeCourse>>> = {};
let tag: Record<string, number>;
let cateId: number;

beforeAll(async () => {
  srv = await startTestServer();
  visitor = testClient(srv.url);
  const db = srv.deps.db;
  people = await signedInPeople(db, srv.url, 3, 17740000000);
  [{ id: cateId }] = await db.insert(trainingCategories).values({ name: "产品课程" }).returning();
  const tags = await db
    .insert(learningTags)
    .values([
      { kind: "resources", name: "实操演练" },
      { kind: "resources", name: "案例拆解" },
      { kind: "theme", name: "效果投放" },
    ])
    .returning();
  tag = Object.fromEntries(tags.map((t) => [t.name, t.id]));
  const day = 86_400_000;
  const old = (n: number) => new Date(Date.now() - n * day);
  c.qianchuan = await makeCourse(db, [[30, 30]], {
    title: "千川投放入门",
    categoryId: cateId,
    columnType: 1,
    isHot: 1,
    industryIds: [6],
    tagIds: [tag.实操演练!, tag.效果投放!],
    createdAt: old(3),
  });
  c.video = await makeCourse(db, [[60]], {
    title: "短视频带货",
    columnType: 2,
    industryIds: [6, 9],
    tagIds: [tag.案例拆解!],
    createdAt: old(2),
  });
  c.data = await makeCourse(db, [[60], [60]], {
    title: "数据分析_100%",
    columnType: 2,
    specialColumnId: 7,
    tagIds: [tag.效果投放!],
    createdAt: old(1),
  });
  c.hidden = await makeCourse(db, [[60]], { title: "千川未发布", published: 0, columnType: 1 });
});
afterAll(() => srv.stop());

const titles = async (filter: Record<string, unknown>) => {
  const env = await visitor.call<CoursePage>("learning/GetCourseCenterList", filter);
  expect(env.code).toBe(0);
  return env.data.list.map((i) => i.title);
};

describe("learning/GetCourseCenterList", () => {
  test("published courses, newest first, as list items with lessons, duration and category", async () => {
    const env = await visitor.call<CoursePage>("learning/GetCourseCenterList", { pageSize: 2 });
    expect(env.data.pager).toEqual({ currentPage: 1, pageSize: 2, totalPage: 2, totalRecord: 3 });
    expect(env.data.list.map((i) => i.title)).toEqual(["数据分析_100%", "短视频带货"]);
    expect(await titles({ currentPage: 2, pageSize: 2 })).toEqual(["千川投放入门"]);
    const [item] = (await visitor.call<CoursePage>("learning/GetCourseCenterList", { key: "千川" })).data.list;
    expect(item).toMatchObject({
      strId: c.qianchuan!.course.strId,
      type: 2,
      lessonCount: 2,
      duration: 60,
      cate: "产品课程",
      cateId,
      isHot: 1,
    });
  });

  test("each filter narrows the list: key (literal), category, hot, column, special column, industry, resources and theme", async () => {
    expect(await titles({ key: "千川" })).toEqual(["千川投放入门"]);
    expect(await titles({ key: "100%" })).toEqual(["数据分析_100%"]);
    expect(await titles({ key: "%" })).toEqual(["数据分析_100%"]);
    expect(await titles({ cateId })).toEqual(["千川投放入门"]);
    expect(await titles({ isHot: 1 })).toEqual(["千川投放入门"]);
    expect(await titles({ columnType: 2 })).toEqual(["数据分析_100%", "短视频带货"]);
    expect(await titles({ specialColumnId: 7 })).toEqual(["数据分析_100%"]);
    expect(await titles({ industry: [9] })).toEqual(["短视频带货"]);
    expect(await titles({ industry: "6,9" })).toEqual(["短视频带货", "千川投放入门"]);
    expect(await titles({ resources: [tag.实操演练, tag.案例拆解] })).toEqual(["短视频带货", "千川投放入门"]);
    expect(await titles({ theme: [tag.效果投放] })).toEqual(["数据分析_100%", "千川投放入门"]);
    expect(await titles({ resources: [tag.实操演练], theme: [tag.效果投放] })).toEqual(["千川投放入门"]);
  });

  test("orderType 1 puts the courses most learners have begun first", async () => {
    for (const p of people) await p.client.call("MoocTraining/StudyNew", { id: c.video!.course.strId });
    await people[0]!.client.call("MoocTraining/StudyNew", { id: c.qianchuan!.course.strId });
    expect(await titles({ orderType: 1 })).toEqual(["短视频带货", "千川投放入门", "数据分析_100%"]);
    const [item] = (await visitor.call<CoursePage>("learning/GetCourseCenterList", { orderType: 1 })).data.list;
    expect(item!.learners).toBe(3);
  });

  test("a kept page follows every write (a course published, a lesson added, a category renamed); learners are counted afresh", async () => {
    const db = srv.deps.db;
    const ask = async () => (await visitor.call<CoursePage>("learning/GetCourseCenterList", { columnType: 1 })).data.list;
    const before = await ask();
    expect(before.map((i) => [i.title, i.lessonCount, i.cate])).toEqual([["千川投放入门", 2, "产品课程"]]);
    await db.update(courses).set({ published: 1 }).where(eq(courses.id, c.hidden!.course.id));
    expect((await ask()).map((i) => i.title)).toEqual(["千川未发布", "千川投放入门"]);
    await db.update(courses).set({ published: 0 }).where(eq(courses.id, c.hidden!.course.id));
    const [lesson] = await db
      .insert(courseLessons)
      .values({
        chapterId: c.qianchuan!.lessons[0]!.chapterId,
        courseId: c.qianchuan!.course.id,
        title: "加课",
        kind: "video",
        url: "/v/x.mp4",
        duration: 40,
        sort: 9,
      })
      .returning();
    await db.update(trainingCategories).set({ name: "产品精讲" }).where(eq(trainingCategories.id, cateId));
    expect((await ask()).map((i) => [i.title, i.lessonCount, i.duration, i.cate])).toEqual([["千川投放入门", 3, 100, "产品精讲"]]);
    await db.delete(courseLessons).where(eq(courseLessons.id, lesson!.id));
    await db.update(trainingCategories).set({ name: "产品课程" }).where(eq(trainingCategories.id, cateId));
    const learners = before[0]!.learners;
    await people[2]!.client.call("MoocTraining/StudyNew", { id: c.qianchuan!.course.strId });
    expect((await ask())[0]!.learners).toBe(learners + 1);
  });

  test("kept pages checked at the same time each show their own courses with their own learners", async () => {
    const filters = [{ columnType: 1 }, { theme: [tag.效果投放] }, { resources: [tag.案例拆解] }, {}];
    const ask = async (f: Record<string, unknown>) =>
      (await visitor.call<CoursePage>("learning/GetCourseCenterList", f)).data.list.map((i) => [i.title, i.learners]);
    const alone = [];
    for (const f of filters) alone.push(await ask(f));
    expect(new Set(alone.map((a) => JSON.stringify(a))).size).toBe(filters.length);
    const together = await Promise.all([...filters, ...filters, ...filters].map(ask));
    expect(together).toEqual([...alone, ...alone, ...alone]);
  });

  test("learners count begun enrollments only, and drop when a person's enrollment goes", async () => {
    const db = srv.deps.db;
    const made = await makeCourse(db, [[60]], { title: "计数课程" });
    const learners = async () =>
      (await visitor.call<CoursePage>("learning/GetCourseCenterList", { key: "计数课程" })).data.list[0]!.learners;
    expect(await learners()).toBe(0);
    expect((await people[0]!.client.call("MoocTraining/Collect", { id: made.course.strId, collect: 1 })).code).toBe(0);
    expect(await learners()).toBe(0);
    for (const p of [people[0]!, people[1]!]) await p.client.call("MoocTraining/StudyNew", { id: made.course.strId });
    expect(await learners()).toBe(2);
    await db
      .delete(courseEnrollments)
      .where(and(eq(courseEnrollments.courseId, made.course.id), eq(courseEnrollments.userId, people[1]!.id)));
    expect(await learners()).toBe(1);
  });

  test("bad filters answer in Chinese", async () => {
    for (const body of [{ currentPage: 0 }, { industry: ["x"] }, { theme: [-1] }, { columnType: "一" }, { key: "长".repeat(51) }]) {
      const env = await visitor.call("learning/GetCourseCenterList", body);
      expect(env.code).toBe(1);
      expect(env.msg).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe("MoocTraining/GetMyStudying", () => {
  test("the person's unfinished courses, most recently studied first, with progress; finished ones drop out", async () => {
    const p = people[1]!;
    const db = srv.deps.db;
    expect((await visitor.call("MoocTraining/GetMyStudying")).code).toBe(1503);
    await p.client.call("MoocTraining/StudyNew", { id: c.qianchuan!.course.strId });
    await p.client.call("MoocTraining/StudyNew", { id: c.data!.course.strId });
    // Study one lesson of 千川 (of two) to the end: the most recent, half done.
    const lesson = c.qianchuan!.lessons[0]!;
    await p.client.call("MoocTraining/Heartbeat", { id: c.qianchuan!.course.strId, lessonId: lesson.id, position: 0, played: 0 });
    await rewindClock(db, p.id, 30);
    await p.client.call("MoocTraining/Heartbeat", { id: c.qianchuan!.course.strId, lessonId: lesson.id, position: 30, played: 30 });
    const env = await p.client.call<MyStudyingItem[]>("MoocTraining/GetMyStudying");
    expect(env.data.map((i) => [i.title, i.progress])).toEqual([
      ["千川投放入门", 50],
      ["数据分析_100%", 0],
      ["短视频带货", 0],
    ]);
    expect(env.data[0]!.lastStudyAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await rows(db, `update course_enrollments set finished_at = now() where user_id = ${p.id} and course_id = ${c.video!.course.id}`);
    expect((await p.client.call<MyStudyingItem[]>("MoocTraining/GetMyStudying")).data.map((i) => i.title)).toEqual([
      "千川投放入门",
      "数据分析_100%",
    ]);
  });
});
