import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fileTypeFromBuffer } from "file-type";
import type { CourseDetail, CoursePage, MyStudyingItem } from "@/api/contract/course";
import { CENTER3_GROUPS, type Center3Page } from "@/api/contract/course-catalogue";
import { seedDemo } from "@/db/seed";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { studyFigures } from "../study-figures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
  await seedDemo(srv.deps.db, srv.deps.storage);
}, 60_000);
afterAll(() => srv.stop());

let main: ReturnType<typeof testClient> | undefined;
/** The demo learner 13900000002, signed in once for the file (a code is sent once a minute per number). */
async function mainLearner() {
  if (!main) {
    main = testClient(srv.url);
    await signIn(main, srv.url, "13900000002");
  }
  return main;
}

const page = (filter: Record<string, unknown>) =>
  testClient(srv.url).call<CoursePage>("learning/GetCourseCenterList", { pageSize: 50, ...filter });

describe("demo courses", () => {
  test("24 published courses across the five columns, some hot, each in 2 to 4 chapters of 2 to 4 lessons", async () => {
    const all = await page({});
    expect(all.data.pager.totalRecord).toBe(24);
    for (const columnType of [1, 2, 3, 4, 5]) expect((await page({ columnType })).data.list.length).toBeGreaterThanOrEqual(4);
    expect((await page({ isHot: 1 })).data.list.length).toBeGreaterThanOrEqual(5);
    const shapes = await rows<{ chapters: number; min: number; max: number }>(
      srv.deps.db,
      `select count(distinct ch.id)::int as chapters, min(n)::int as min, max(n)::int as max from course_chapters ch
       join (select chapter_id, count(*) as n from course_lessons group by chapter_id) l on l.chapter_id = ch.id group by ch.course_id`,
    );
    for (const s of shapes) {
      expect(s.chapters).toBeWithin(2, 5);
      expect([s.min, s.max].every((n) => n >= 2 && n <= 4)).toBe(true);
    }
  });

  test("a lesson plays: the mp4, the HLS playlist and every part it names, and the PDF handout are served", async () => {
    const visitor = testClient(srv.url);
    await signIn(visitor, srv.url, "13900000030");
    const urls = new Set<string>();
    for (const strId of ["demo-course-01", "demo-course-02"]) {
      const detail = (await visitor.call<CourseDetail>("MoocTraining/StudyNew", { id: strId })).data;
      for (const l of detail.chapters.flatMap((c) => c.lessons)) urls.add(l.url);
    }
    const served = async (url: string) => {
      const res = await fetch(srv.url + url);
      expect(res.status).toBe(200);
      return { type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const byExt = Object.groupBy([...urls], (u) => u.split(".").pop()!);
    expect(Object.keys(byExt).sort()).toEqual(["m3u8", "mp4", "pdf"]);
    const mp4 = await served(byExt.mp4![0]!);
    expect(mp4.type).toBe("video/mp4");
    expect((await fileTypeFromBuffer(mp4.bytes))?.mime).toBe("video/mp4");
    const pdf = await served(byExt.pdf![0]!);
    expect((await fileTypeFromBuffer(pdf.bytes))?.mime).toBe("application/pdf");
    const playlist = await served(byExt.m3u8![0]!);
    expect(playlist.type).toBe("application/vnd.apple.mpegurl");
    const parts = [...new TextDecoder().decode(playlist.bytes).matchAll(/(\/uploads\/[^"\s]+)/g)].map((m) => m[1]!);
    expect(parts).toHaveLength(4);
    for (const part of parts) expect((await served(part)).bytes.byteLength).toBeGreaterThan(1000);
  });

  test("the demo learner 13900000002 has a study history: unfinished courses to continue, streaks and comments", async () => {
    const learner = await mainLearner();
    const studying = (await learner.call<MyStudyingItem[]>("MoocTraining/GetMyStudying")).data;
    expect(studying.map((s) => s.strId).slice(0, 4)).toEqual(["demo-course-22", "demo-course-16", "demo-course-02", "demo-course-19"]);
    const [{ id }] = await rows<{ id: number }>(srv.deps.db, "select id from users where mobile = '13900000002'");
    const figures = await studyFigures(srv.deps.db, id!);
    expect(figures).toMatchObject({ longestStreak: 12, currentStreak: 6, comments: 3 });
    expect(figures.minutes).toBeGreaterThan(600);
    // Part-way along the study medals: two of three levels of the 3/7/14-day streak, the first of 10/20/40 hours.
    const steps = await rows<{ activity_id: number; id: number; title: string }>(
      srv.deps.db,
      "select s.activity_id, s.id, s.title from activity_steps s join activities a on a.id = s.activity_id where a.title = '学习成长勋章墙'",
    );
    const draw = (title: string) => {
      const s = steps.find((x) => x.title === title)!;
      return learner.call("Activity/DrawUserMedal", { activityId: s.activity_id, stepId: s.id });
    };
    expect(await draw("连续学习")).toMatchObject({ code: 0, data: { levels: [1, 2] } });
    expect(await draw("累计学习时长")).toMatchObject({ code: 0, data: { levels: [1] } });
    expect((await draw("认证考试")).code).toBe(1);
  });

  test("every tag group of Center3's panel has options, each with courses behind it (industries are the reference list)", async () => {
    const center3 = (payload: Record<string, unknown>) => testClient(srv.url).call<Center3Page>("MoocTraining/Center3", payload);
    const { traSeting } = (await center3({})).data;
    expect((await center3({ industry: traSeting.industry.map((o) => o.id) })).data.pager.totalRecord).toBe(24);
    for (const group of CENTER3_GROUPS.filter((g) => g !== "industry")) {
      expect({ group, options: traSeting[group].length > 0 }).toEqual({ group, options: true });
      for (const o of traSeting[group]) {
        const n = (await center3({ [group]: [o.id] })).data.pager.totalRecord;
        expect({ group, id: o.id, some: n > 0 }).toEqual({ group, id: o.id, some: true });
      }
    }
  });
});

describe("demo courses that assess", () => {
  test("two courses with chapter quizzes and a 结业测验 drawn from their own questions; one gives a 结业证书", async () => {
    const visitor = testClient(srv.url);
    const assessed = await Promise.all(
      ["demo-course-21", "demo-course-23"].map((id) => visitor.call<CourseDetail>("MoocTraining/Detail", { id })),
    );
    for (const { data } of assessed) {
      expect(data.chapters.filter((c) => c.quiz).length).toBe(1);
      expect(data.finalQuiz).toMatchObject({ zongFen: 100, attemptsUsed: 0, passed: false });
    }
    expect(assessed.map((d) => [d.data.completionCertificate, d.data.finalQuiz?.maxAttempts])).toEqual([
      [true, 3],
      [false, 0],
    ]);
  });

  test("13900000002, who finished 数据分析入门, passed its 结业测验 and holds its 结业证书", async () => {
    const learner = await mainLearner();
    const { data } = await learner.call<CourseDetail>("MoocTraining/Detail", { id: "demo-course-21" });
    expect(data.finalQuiz).toMatchObject({ attemptsUsed: 1, bestScore: 100, passed: true });
    expect(data.me).toMatchObject({ finished: 1, certificateNumber: expect.stringMatching(/^CERT\d{10}$/) });
  });
});
