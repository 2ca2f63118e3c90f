import { equalsInt, flag, isSet, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { type CourseQuestionRow, LESSON_TALK_ADMIN_MSG } from "@/api/contract/lesson-talk-admin";
import { authorNames } from "./authors";
import { hideRoutes } from "./hide-routes";
import { questionHiding, questionOrder, questionRows } from "./queries";

const RESOURCE = "course-questions";
/** A row of the questions' view: the declared row but for its author (a figure), its flags and moments as stored. */
type Row = Omit<CourseQuestionRow, "authorName" | "hidden" | "answered" | "hiddenAt" | "createdAt"> & {
  answered: number;
  hiddenAt: Date | null;
  createdAt: Date;
};

/**
 * 课程问答: learners' questions under lessons, by course and answered or not (unanswered first by default); an operator
 * opens one to answer it as the lecturer (course-answers) or hides it with a reason. The text is never edited.
 */
export const courseQuestionsResource = defineResource<CourseQuestionRow>()({
  name: RESOURCE,
  table: questionRows as never,
  sortable: { ...questionOrder, createdAt: questionRows.createdAt },
  filters: {
    q: search(questionRows.content),
    courseId: equalsInt(questionRows.courseId),
    lessonId: equalsInt(questionRows.lessonId),
    // A 0/1 expression of the view, compared as its column is.
    answered: flag(questionRows.answered as never),
    hidden: isSet(questionRows.hiddenAt),
  },
  serialize: (row: Row) => ({ ...row, answered: row.answered === 1, hidden: row.hiddenAt !== null }),
  figures: authorNames,
});

/** `POST /admin/api/course-questions/:id/hide {reason}` and `…/unhide`, audited. */
export const courseQuestionRoutes = hideRoutes(
  RESOURCE,
  { already: LESSON_TALK_ADMIN_MSG.questionHidden, notHidden: LESSON_TALK_ADMIN_MSG.questionNotHidden },
  questionHiding,
);
