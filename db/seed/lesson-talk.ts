import { and, asc, count, eq, inArray } from "drizzle-orm";
import { users } from "@/db/schema/account/users";
import { courseChapters, courseEnrollments, courseLessons, courses } from "@/db/schema/course";
import { lessonAnswers, lessonNotes, lessonQuestions, lessonUsefulMarks } from "@/db/schema/lesson-talk";
import type { Db } from "../client";
import { beijingAt } from "./clock";
import type { SeedLog } from "./progress";

/** A demo question on the first lesson of a demo course (strId suffix), its answers and who marked it 有用. */
type DemoQuestion = {
  course: string;
  asker: string;
  content: string;
  age: number;
  lecturer?: string;
  answers?: [string, string][];
  useful?: string[];
};

const OPERATOR = "13900000000";
/** The demo learner whose notes show on the study page and on 我的笔记 (db/seed/course-history.ts: they study 01 and 06). */
const NOTE_TAKER = "13900000002";

const QUESTIONS: DemoQuestion[] = [
  {
    course: "01",
    asker: "13900000002",
    content: "新账户冷启动期间，出价应该设成目标成本还是略高一些？",
    age: 6,
    lecturer: "冷启动期建议出价略高于目标成本10%左右，先让计划拿到足够的曝光和转化数据，稳定后再逐步回调。",
    answers: [["13900000016", "我上周试过高10%，两天就过了学习期，可以参考。"]],
    useful: ["13900000016", "13900000003"],
  },
  {
    course: "01",
    asker: "13900000016",
    content: "课程里的账户结构图可以下载吗？",
    age: 2,
    useful: ["13900000002"],
  },
  {
    course: "06",
    asker: "13900000003",
    content: "短视频前三秒的钩子，食品类目有没有推荐的写法？",
    age: 4,
    lecturer: "食品类目可以从“口感特写 + 价格反差”入手，比如第一秒给出切开的特写，第二秒打出到手价。",
    useful: ["13900000002"],
  },
];

/** [course, second, content, shared]: the note taker's, private and public, on the first lesson (the 24 s clip). */
const NOTES: [string, number, string, 0 | 1][] = [
  ["01", 5, "账户结构：一个计划只测一个变量，方便复盘。", 0],
  ["01", 12, "冷启动期不要频繁改出价，至少观察24小时。", 1],
  ["06", 8, "前三秒给出利益点，完播率会明显提高。", 1],
  ["06", 18, "脚本模板：痛点 → 产品 → 证明 → 行动。", 0],
];

/** Demo 问答 and 笔记 on the first lessons of two demo courses; once (skipped when any question exists). */
export async function seedLessonTalk(db: Db, log: SeedLog) {
  const [{ n }] = await db.select({ n: count() }).from(lessonQuestions);
  if (n > 0) return;
  const mobiles = [
    OPERATOR,
    NOTE_TAKER,
    ...QUESTIONS.flatMap((q) => [q.asker, ...(q.answers ?? []).map((a) => a[0]), ...(q.useful ?? [])]),
  ];
  const people = await db.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.mobile, mobiles));
  const idOf = new Map(people.map((p) => [p.mobile, p.id]));
  const strIds = [...new Set([...QUESTIONS.map((q) => q.course), ...NOTES.map((x) => x[0])])].map((s) => `demo-course-${s}`);
  const lessons = await db
    .select({ courseId: courses.id, strId: courses.strId, lessonId: courseLessons.id })
    .from(courses)
    .innerJoin(courseLessons, eq(courseLessons.courseId, courses.id))
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .where(inArray(courses.strId, strIds))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id), asc(courseLessons.sort), asc(courseLessons.id));
  const firstOf = new Map<string, { courseId: number; lessonId: number }>();
  for (const l of lessons) if (!firstOf.has(l.strId.slice(-2))) firstOf.set(l.strId.slice(-2), l);
  if (!idOf.has(OPERATOR) || !firstOf.size) return;

  const step = log.step("课程问答与笔记", QUESTIONS.length + NOTES.length);
  await db.transaction(async (tx) => {
    // Everyone who asks, answers or notes has begun the course (as the study page would have begun it for them).
    const begun = new Set<string>();
    const begin = async (mobile: string, course: string) => {
      const userId = idOf.get(mobile);
      const lesson = firstOf.get(course);
      if (!userId || !lesson || begun.has(`${mobile}:${course}`)) return;
      begun.add(`${mobile}:${course}`);
      await tx
        .insert(courseEnrollments)
        .values({ userId, courseId: lesson.courseId, startedAt: beijingAt(-30, 20) })
        .onConflictDoNothing();
    };
    for (const q of QUESTIONS) {
      const lesson = firstOf.get(q.course);
      const asker = idOf.get(q.asker);
      if (!lesson || !asker) continue;
      await begin(q.asker, q.course);
      const [question] = await tx
        .insert(lessonQuestions)
        .values({ ...lesson, userId: asker, content: q.content, createdAt: beijingAt(-q.age, 19) })
        .returning({ id: lessonQuestions.id });
      if (q.lecturer)
        await tx.insert(lessonAnswers).values({
          questionId: question!.id,
          userId: idOf.get(OPERATOR)!,
          content: q.lecturer,
          lecturer: 1,
          createdAt: beijingAt(-q.age + 1, 10),
        });
      for (const [mobile, content] of q.answers ?? []) {
        const userId = idOf.get(mobile);
        if (!userId) continue;
        await begin(mobile, q.course);
        await tx.insert(lessonAnswers).values({ questionId: question!.id, userId, content, createdAt: beijingAt(-q.age + 1, 21) });
      }
      const markers = (q.useful ?? []).flatMap((m) => (idOf.has(m) ? [{ userId: idOf.get(m)!, questionId: question!.id }] : []));
      if (markers.length) await tx.insert(lessonUsefulMarks).values(markers).onConflictDoNothing();
      step.tick();
    }
    // The lecturer's answer to the first question is marked 有用 by its asker.
    const [first] = await tx
      .select({ id: lessonAnswers.id })
      .from(lessonAnswers)
      .where(and(eq(lessonAnswers.lecturer, 1)))
      .orderBy(asc(lessonAnswers.id))
      .limit(1);
    if (first && idOf.has(QUESTIONS[0]!.asker))
      await tx
        .insert(lessonUsefulMarks)
        .values({ userId: idOf.get(QUESTIONS[0]!.asker)!, answerId: first.id })
        .onConflictDoNothing();

    const taker = idOf.get(NOTE_TAKER);
    for (const [course, second, content, shared] of NOTES) {
      const lesson = firstOf.get(course);
      if (!taker || !lesson) continue;
      await begin(NOTE_TAKER, course);
      const at = beijingAt(-3, 20 + (second % 3));
      await tx.insert(lessonNotes).values({ ...lesson, userId: taker, second, content, shared, createdAt: at, updatedAt: at });
      step.tick();
    }
  });
  step.done();
}
