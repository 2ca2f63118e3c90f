import * as v from "valibot";
import { RecordIdSchema } from "./admin-form";
import { AnswerContentSchema } from "./lesson-talk";

/**
 * The back office of lesson questions and notes (课程问答, 公开笔记; docs/decisions/0054): operators answer as the course's
 * lecturer (讲师回答) and hide a question, an answer or a public note with a reason (audited). Private notes never reach
 * the back office.
 */

export const LESSON_TALK_ADMIN_MSG = {
  questionHidden: "该问题已隐藏",
  questionNotHidden: "该问题未隐藏",
  answerHidden: "该回答已隐藏",
  answerNotHidden: "该回答未隐藏",
  noteHidden: "该笔记已隐藏",
  noteNotHidden: "该笔记未隐藏",
} as const;

/** POST /admin/api/course-answers: a 讲师回答 to a question, with the learner's own limits on the text. */
export const LecturerAnswerSchema = v.object({
  questionId: RecordIdSchema("请选择要回答的问题"),
  content: AnswerContentSchema,
});

/** A learner's text as operators moderate it: who wrote it, and whether (when, why) an operator hid it. */
type AuthoredRow = {
  id: number;
  userId: number;
  authorName: string;
  content: string;
  hidden: boolean;
  hiddenAt: string | null;
  hiddenReason: string;
};
/** A learner's text under a lesson: with the course and lesson it is about. */
type LessonTextRow = AuthoredRow & { courseId: number; courseTitle: string; lessonId: number; lessonTitle: string };

/** A learner's question as operators list it (dates as ISO text); `answered` once a 讲师回答 shows under it. */
export type CourseQuestionRow = LessonTextRow & {
  picture: string;
  createdAt: string;
  answered: boolean;
  answerCount: number;
  useful: number;
};

/** An answer under a question: a 讲师回答 (`lecturer`) from the back office or a learner's plain one. */
export type CourseAnswerRow = AuthoredRow & { questionId: number; lecturer: boolean; createdAt: string };

/** A shared note of a course's 公开笔记 (private ones are their author's alone). */
export type CourseNoteRow = LessonTextRow & { second: number; updatedAt: string };

/** A course with questions waiting for a 讲师回答 (the dashboard's card); `id` is the course's. */
export type CourseQuestionCountRow = { id: number; courseTitle: string; unanswered: number };
