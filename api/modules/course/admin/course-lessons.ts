import { equalsInt } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { type CourseLessonRow, CourseLessonSchema } from "@/api/contract/course-admin";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { courseLessons } from "@/db/schema/course";
import { courseOfChapter } from "./queries";

/** The course of the chosen chapter: a lesson is filed under it, so progress checks need one read. */
async function chapterCourse(tx: Tx, chapterId: number) {
  const courseId = await courseOfChapter(tx, chapterId);
  if (courseId === null) throw httpError(400, "所选章节不存在", "chapterId");
  return courseId;
}

/** Lessons: a video (uploaded, or an operator's .mp4 / .m3u8 address) or a PDF, with its duration in seconds. */
export const courseLessonsResource = defineResource<CourseLessonRow>()({
  name: "course-lessons",
  table: courseLessons,
  sortable: { sort: courseLessons.sort, title: courseLessons.title },
  filters: { chapterId: equalsInt(courseLessons.chapterId), courseId: equalsInt(courseLessons.courseId) },
  serialize: (row) => row,
  create: {
    schema: CourseLessonSchema,
    values: async (input, { tx }) => ({ ...input, courseId: await chapterCourse(tx, input.chapterId) }),
  },
  update: {
    schema: CourseLessonSchema,
    values: async (input, { tx, before }) => {
      // Moving between chapters of one course keeps people's progress right; another course's would not.
      if ((await chapterCourse(tx, input.chapterId)) !== before.courseId) throw httpError(400, "课时只能移到本课程的章节", "chapterId");
      return input;
    },
  },
  remove: {},
});
