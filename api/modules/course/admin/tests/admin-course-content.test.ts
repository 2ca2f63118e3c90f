import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { type AdminBrowser, listQuery as q, signedInOperator, userWith } from "@/api/admin/tests/support";
import { courseComments, courseLessons } from "@/db/schema/course";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;
let courseId: number;
let otherCourseId: number;

const course = (title: string) =>
  op.post("/courses", { title, industryIds: [], tagIds: [], lecturers: [], isHot: false, published: true }).then((r) => r.json.id);
const lessonCount = async () => (await srv.deps.db.select({ n: count() }).from(courseLessons))[0].n;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000160", "运营课");
  courseId = await course("私域运营");
  otherCourseId = await course("社群运营");
}, 60_000);
afterAll(() => srv.stop());

describe("chapters and lessons", () => {
  test("an operator builds a course's chapters and lessons; a lesson is filed under its chapter's course", async () => {
    const ch1 = (await op.post("/course-chapters", { courseId, title: " 第一章 引流 ", sort: 1 })).json;
    const ch2 = (await op.post("/course-chapters", { courseId, title: "第二章 转化", sort: 2 })).json;
    expect(ch1).toMatchObject({ courseId, title: "第一章 引流", sort: 1 });
    const video = await op.post("/course-lessons", {
      chapterId: ch1.id,
      title: "引流渠道",
      kind: "video",
      url: "/uploads/admin/2026-11/0123456789abcdef0123456789abcdef.mp4",
      duration: 600,
      sort: 1,
    });
    expect(video).toMatchObject({ status: 201, json: { courseId, chapterId: ch1.id, kind: "video" } });
    const hls = await op.post("/course-lessons", {
      chapterId: ch1.id,
      title: "直播回看",
      kind: "video",
      url: "https://cdn.example.com/live/index.m3u8",
      duration: 1200,
    });
    expect(hls.status).toBe(201);
    const pdf = await op.post("/course-lessons", {
      chapterId: ch2.id,
      title: "话术手册",
      kind: "document",
      url: "https://cdn.example.com/a.PDF",
      duration: 300,
    });
    expect(pdf.status).toBe(201);
    const listed = await op.get(`/course-lessons${q({ filter: { courseId }, sort: ["sort", "ASC"] })}`);
    expect(listed.json.map((l: any) => [l.sort, l.title])).toEqual([
      [0, "直播回看"],
      [0, "话术手册"],
      [1, "引流渠道"],
    ]);
    // Moving a lesson to another chapter of its course is fine; to another course's chapter is not.
    expect((await op.put(`/course-lessons/${pdf.json.id}`, { ...pdf.json, chapterId: ch1.id })).status).toBe(200);
    const foreign = (await op.post("/course-chapters", { courseId: otherCourseId, title: "别的课" })).json;
    expect(await op.put(`/course-lessons/${pdf.json.id}`, { ...pdf.json, chapterId: foreign.id })).toMatchObject({
      status: 400,
      json: { message: "课时只能移到本课程的章节", field: "chapterId" },
    });
    // A chapter never changes course by an edit, and is not deleted while it has lessons.
    expect((await op.put(`/course-chapters/${ch2.id}`, { courseId: otherCourseId, title: "第二章", sort: 2 })).json.courseId).toBe(
      courseId,
    );
    expect((await op.del(`/course-chapters/${ch1.id}`)).json.message).toBe("该章节下还有 3 个课时，请先删除课时");
  });

  test("a lesson's address must fit its kind; bad input writes nothing", async () => {
    const ch = (await op.post("/course-chapters", { courseId, title: "第三章" })).json;
    const before = await lessonCount();
    const lesson = { chapterId: ch.id, title: "课时", kind: "video", url: "https://cdn.example.com/a.mp4", duration: 60 };
    const message = async (body: object) => (await op.post("/course-lessons", { ...lesson, ...body })).json;
    expect(await message({ url: "https://cdn.example.com/a.pdf" })).toMatchObject({
      message: "视频地址须为上传的视频或以 .mp4 / .m3u8 结尾的 http(s) 地址",
      field: "url",
    });
    expect((await message({ url: "javascript:alert(1)//.mp4" })).field).toBe("url");
    expect((await message({ url: "/uploads/../secret.mp4" })).field).toBe("url");
    expect(await message({ kind: "document" })).toMatchObject({ message: "文档地址须为上传的PDF或以 .pdf 结尾的 http(s) 地址" });
    expect(await message({ url: "" })).toMatchObject({ message: "请上传文件或填写地址" });
    expect(await message({ duration: 0 })).toMatchObject({ message: "时长须为1-86400秒的整数" });
    expect(await message({ kind: "audio" })).toMatchObject({ message: "请选择课时类型" });
    expect(await message({ chapterId: 999999 })).toMatchObject({ message: "所选章节不存在" });
    expect(await lessonCount()).toBe(before);
  });
});

describe("comment moderation", () => {
  test("an operator hides and shows a comment by course; the text never changes", async () => {
    const [a, b] = await Promise.all([userWith(srv.deps.db, "13900000161"), userWith(srv.deps.db, "13900000162")]);
    const [c1] = await srv.deps.db
      .insert(courseComments)
      .values([
        { courseId, userId: a.id, score: 5, content: "很实用" },
        { courseId: otherCourseId, userId: b.id, score: 2, content: "一般" },
      ])
      .returning();
    const listed = await op.get(`/course-comments${q({ filter: { courseId } })}`);
    expect(listed.json).toEqual([expect.objectContaining({ id: c1.id, content: "很实用", score: 5, hidden: false })]);
    const hidden = await op.put(`/course-comments/${c1.id}`, { ...listed.json[0], hidden: true, content: "改写", score: 1 });
    expect(hidden.json).toMatchObject({ hidden: true, content: "很实用", score: 5 });
    expect((await op.get(`/course-comments${q({ filter: { hidden: true } })}`)).json.map((c: any) => c.id)).toEqual([c1.id]);
    expect((await op.put(`/course-comments/${c1.id}`, { hidden: false })).json.hidden).toBe(false);
    expect((await op.post("/course-comments", { courseId, content: "假评论" })).status).toBe(405);
    expect((await op.del(`/course-comments/${c1.id}`)).status).toBe(405);
    const [row] = await srv.deps.db.select().from(courseComments).where(eq(courseComments.id, c1.id));
    expect(row).toMatchObject({ content: "很实用", score: 5, hidden: 0 });
  });
});
