import { equalsInt, flag, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { CourseCommentModerationSchema, type CourseCommentRow } from "@/api/contract/course-admin";
import { courseComments } from "@/db/schema/course";

/** Comment moderation: operators hide or show a comment; the text and score are the person's and stay as written. */
export const courseCommentsResource = defineResource<CourseCommentRow>()({
  name: "course-comments",
  table: courseComments,
  sortable: { createdAt: courseComments.createdAt, score: courseComments.score },
  filters: {
    q: search(courseComments.content),
    courseId: equalsInt(courseComments.courseId),
    hidden: flag(courseComments.hidden),
  },
  serialize: (row) => ({ ...row, hidden: row.hidden === 1 }),
  update: { schema: CourseCommentModerationSchema, values: (input) => input },
});
