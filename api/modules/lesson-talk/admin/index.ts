import type { AdminModule } from "@/api/admin/module";
import { defineResource } from "@/api/admin/resource";
import type { CourseQuestionCountRow } from "@/api/contract/lesson-talk-admin";
import { courseAnswerRoutes, courseAnswersResource } from "./course-answers";
import { courseNoteRoutes, courseNotesResource } from "./course-notes";
import { courseQuestionRoutes, courseQuestionsResource } from "./course-questions";
import { unansweredCounts, unansweredOrder } from "./queries";

/** The dashboard's card: courses with questions waiting for a 讲师回答, the most waiting first (read only). */
const courseQuestionCountsResource = defineResource<CourseQuestionCountRow>()({
  name: "course-question-counts",
  table: unansweredCounts as never,
  sortable: { unanswered: unansweredOrder },
  serialize: (row: CourseQuestionCountRow) => row,
});

/** The back office of lesson questions and notes: questions, answers (讲师回答), public notes, and the per-course counts. */
export const lessonTalkAdmin: AdminModule = {
  resources: [courseQuestionsResource, courseAnswersResource, courseNotesResource, courseQuestionCountsResource],
  routes: { "course-questions": courseQuestionRoutes, "course-answers": courseAnswerRoutes, "course-notes": courseNoteRoutes },
};
