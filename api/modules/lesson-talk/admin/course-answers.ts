import { equalsInt, flag, isSet, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { type CourseAnswerRow, LESSON_TALK_ADMIN_MSG, LecturerAnswerSchema } from "@/api/contract/lesson-talk-admin";
import { pick } from "@/api/contract/pick";
import { lessonAnswers } from "@/db/schema/lesson-talk";
import { authorNames } from "./authors";
import { hideRoutes } from "./hide-routes";
import { answerHiding } from "./queries";

const RESOURCE = "course-answers";
type Answer = typeof lessonAnswers.$inferSelect;

const serialize = (row: Answer) => ({
  ...pick(row, ["id", "questionId", "userId", "content", "hiddenAt", "hiddenReason", "createdAt"]),
  lecturer: row.lecturer === 1,
  hidden: row.hiddenAt !== null,
});

/**
 * Answers under lesson questions. An operator's answer written here is a 讲师回答: the course names its lecturers as
 * text, not accounts, so the back office answers for them (docs/decisions/0054). The create is audited by the framework.
 */
export const courseAnswersResource = defineResource<CourseAnswerRow>()({
  name: RESOURCE,
  table: lessonAnswers,
  sortable: { createdAt: lessonAnswers.createdAt },
  filters: {
    q: search(lessonAnswers.content),
    questionId: equalsInt(lessonAnswers.questionId),
    lecturer: flag(lessonAnswers.lecturer),
    hidden: isSet(lessonAnswers.hiddenAt),
  },
  serialize,
  figures: authorNames,
  create: {
    schema: LecturerAnswerSchema,
    values: (input, { admin }) => ({ questionId: input.questionId, content: input.content, userId: admin.id, lecturer: 1 }),
  },
});

/** `POST /admin/api/course-answers/:id/hide {reason}` and `…/unhide`, audited. */
export const courseAnswerRoutes = hideRoutes(
  RESOURCE,
  { already: LESSON_TALK_ADMIN_MSG.answerHidden, notHidden: LESSON_TALK_ADMIN_MSG.answerNotHidden },
  answerHiding,
);
