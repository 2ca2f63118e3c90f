import type { CourseDetail, CourseLesson } from "@/api/contract/course";

/** Every lesson in reading order. */
const lessonsOf = (detail: CourseDetail) => detail.chapters.flatMap((c) => c.lessons);

/** The lesson the address names if it is the course's, else the one the server suggests, else the first. */
export function pickLesson(detail: CourseDetail, wanted: number | undefined): CourseLesson | undefined {
  const lessons = lessonsOf(detail);
  return lessons.find((l) => l.id === wanted) ?? lessons.find((l) => l.id === detail.resumeLessonId) ?? lessons[0];
}

/** The lesson after `id`, across chapters; undefined after the last. */
export function nextLesson(detail: CourseDetail, id: number): CourseLesson | undefined {
  const lessons = lessonsOf(detail);
  const at = lessons.findIndex((l) => l.id === id);
  return at < 0 ? undefined : lessons[at + 1];
}
