import * as v from "valibot";
import { equalsInt } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import { type CourseChapterRow, CourseChapterSchema } from "@/api/contract/course-admin";
import { courseChapters, courseLessons } from "@/db/schema/course";

/** A course's chapters. A chapter stays in its course (its lessons' progress is filed under that course). */
export const courseChaptersResource = defineResource<CourseChapterRow>()({
  name: "course-chapters",
  table: courseChapters,
  sortable: { sort: courseChapters.sort, title: courseChapters.title },
  filters: { courseId: equalsInt(courseChapters.courseId) },
  serialize: (row) => row,
  create: { schema: CourseChapterSchema, values: (input) => input },
  update: { schema: v.omit(CourseChapterSchema, ["courseId"]), values: (input) => input },
  remove: { check: refuseWhileUsed(courseLessons.chapterId, (n) => `该章节下还有 ${n} 个课时，请先删除课时`) },
});
