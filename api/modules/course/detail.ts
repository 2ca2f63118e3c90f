import type { Db } from "@/db/client";
import type { CourseDetail, CourseLesson, MyCourse } from "../../contract/course";
import { fail } from "../../protocol/errors";
import type { SessionUser } from "../../protocol/session";
import { courseCertificateNumbers } from "../certification/certificates/of-people";
import { parseLecturers } from "../training/phase";
import {
  type Course,
  courseFigures,
  type Enrollment,
  findCourse,
  findEnrollment,
  type LessonProgress,
  listOutline,
  listProgress,
  startEnrollment,
} from "./queries";
import { courseQuizBriefs } from "./quiz/briefs";

export const NOT_FOUND_MSG = "课程不存在或已下线";

export async function requireCourse(db: Db, strId: string) {
  const course = await findCourse(db, strId);
  if (!course) fail(NOT_FOUND_MSG);
  return course;
}

/** The lesson to open: the last one studied if unfinished, else the first unfinished, else the first (0: none). */
function resumeLesson(lessons: CourseLesson[], lastLessonId: number) {
  const last = lessons.find((l) => l.id === lastLessonId);
  if (last && !last.finished) return last.id;
  return (lessons.find((l) => !l.finished) ?? lessons[0])?.id ?? 0;
}

async function detailOf(db: Db, course: Course, userId: number | null, enrollment: Enrollment | null, withUrls: boolean) {
  const [outline, figures, progress, quizzes, certificates] = await Promise.all([
    listOutline(db, course.id),
    courseFigures(db, course.id),
    userId ? listProgress(db, userId, course.id) : Promise.resolve([] as LessonProgress[]),
    courseQuizBriefs(db, course.id, userId),
    userId ? courseCertificateNumbers(db, userId, [course.id]) : Promise.resolve(new Map<number, string>()),
  ]);
  const mine = new Map(progress.map((p) => [p.lessonId, p]));
  const chapters = outline.map((ch) => ({
    id: ch.id,
    title: ch.title,
    quiz: quizzes.find((q) => q.chapterId === ch.id) ?? null,
    lessons: ch.lessons.map(
      (l): CourseLesson => ({
        id: l.id,
        title: l.title,
        kind: l.kind,
        duration: l.duration,
        url: withUrls ? l.url : "",
        position: mine.get(l.id)?.position ?? 0,
        watched: mine.get(l.id)?.watched ?? 0,
        finished: mine.get(l.id)?.finishedAt ? 1 : 0,
      }),
    ),
  }));
  const lessons = chapters.flatMap((ch) => ch.lessons);
  const finished = lessons.filter((l) => l.finished).length;
  const me: MyCourse | null = userId
    ? {
        started: enrollment?.startedAt ? 1 : 0,
        finished: enrollment?.finishedAt ? 1 : 0,
        collected: enrollment?.collectedAt ? 1 : 0,
        progress: lessons.length ? Math.round((100 * finished) / lessons.length) : 0,
        lastLessonId: enrollment?.lastLessonId ?? 0,
        certificateNumber: certificates.get(course.id) ?? "",
      }
    : null;
  return {
    strId: course.strId,
    title: course.title,
    cate: course.cate,
    cateId: course.categoryId ?? 0,
    imageUrl: course.cover,
    summary: course.summary,
    lecturer: parseLecturers(course.lecturer),
    isHot: course.isHot,
    lessonCount: lessons.length,
    duration: lessons.reduce((s, l) => s + l.duration, 0),
    ...figures,
    chapters,
    finalQuiz: quizzes.find((q) => q.chapterId === null) ?? null,
    completionCertificate: course.completionCertificate === 1,
    me,
    resumeLessonId: resumeLesson(lessons, me?.lastLessonId ?? 0),
  } satisfies CourseDetail;
}

/** MoocTraining/Detail: the course page for anyone; lessons carry no URL, a visitor's `me` is null. */
export async function courseDetail(db: Db, user: SessionUser | null, strId: string) {
  const course = await requireCourse(db, strId);
  const enrollment = user ? await findEnrollment(db, user.id, course.id) : null;
  return detailOf(db, course, user?.id ?? null, enrollment, false);
}

/** MoocTraining/StudyNew: the study page; opening it begins the course (once) and hands out the lessons' URLs. */
export async function studyCourse(db: Db, user: SessionUser, strId: string) {
  const course = await requireCourse(db, strId);
  const enrollment = await startEnrollment(db, user.id, course.id);
  return detailOf(db, course, user.id, enrollment, true);
}
