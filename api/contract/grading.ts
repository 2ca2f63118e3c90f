import * as v from "valibot";
import { defineCall } from "./call";
import { intLike } from "./pager";

/**
 * Training-event grading (spec 001 sections 2, 3, 5 "Grading", 7, 9; docs/decisions/0034-training-event-grading.md):
 * a live session's questions each rate four items on a five-point scale; an answer is {trainId, questionId, optionId,
 * val} with optionId the item's place (1-4) and val the chosen point; the submission is {list, eventId, suggest}.
 */

/** Spec 001 section 9: four answers per question, one per item. */
export const GRADE_ITEMS = 4;

/** The radio scale every item is rated on, best first. */
export const GRADE_SCALE = [
  { val: 5, label: "非常满意" },
  { val: 4, label: "满意" },
  { val: 3, label: "一般" },
  { val: 2, label: "不满意" },
  { val: 1, label: "非常不满意" },
] as const;

export const GRADE_MSG = {
  // Spec 001 section 5 "Grading", verbatim.
  incomplete: "请填写完整信息",
  // Ours: the spec names no message for these.
  noEvent: "课程不存在或已下线",
  foreign: "评分内容有误，请刷新页面后重试",
  suggest: "意见建议不能超过500个字",
  done: "提交成功",
} as const;

/** Where the person stands with a session's grading (trainingevent/GetGrade). */
const GRADE_STATES = ["open", "graded", "notStarted", "notAttended", "noQuestions"] as const;
export type GradeState = (typeof GRADE_STATES)[number];
export const GRADE_STATE_TEXT: Record<GradeState, string> = {
  open: "",
  graded: "您已提交过本课程的评分，感谢您的反馈",
  notStarted: "课程开始后才能评分",
  notAttended: "仅报名或观看过本课程的学员可以评分",
  noQuestions: "本课程暂未开放评分",
};

/** The session's public id (strId), as in /Training/Detail/{strId}; numbers are read as their text. */
const EventIdSchema = v.pipe(
  v.union([v.string(GRADE_MSG.noEvent), v.number(GRADE_MSG.noEvent)], GRADE_MSG.noEvent),
  v.transform(String),
  v.trim(),
  v.nonEmpty(GRADE_MSG.noEvent),
  v.maxLength(64, GRADE_MSG.noEvent),
);

const GradeAnswerSchema = v.object({
  /** The session the answer belongs to; when sent it must be the submission's eventId. */
  trainId: v.optional(EventIdSchema),
  questionId: v.pipe(intLike, v.minValue(1, GRADE_MSG.foreign)),
  optionId: v.pipe(intLike, v.minValue(1, GRADE_MSG.foreign), v.maxValue(GRADE_ITEMS, GRADE_MSG.foreign)),
  val: v.pipe(intLike, v.minValue(1, GRADE_MSG.incomplete), v.maxValue(5, GRADE_MSG.incomplete)),
});
export type GradeAnswer = v.InferOutput<typeof GradeAnswerSchema>;

/** trainingevent/grade {list, eventId, suggest}. */
export const GradeSubmitSchema = v.object({
  eventId: EventIdSchema,
  list: v.pipe(
    v.array(GradeAnswerSchema, GRADE_MSG.incomplete),
    v.nonEmpty(GRADE_MSG.incomplete),
    v.maxLength(50 * GRADE_ITEMS, GRADE_MSG.foreign),
  ),
  suggest: v.pipe(v.optional(v.string(GRADE_MSG.suggest), ""), v.trim(), v.maxLength(500, GRADE_MSG.suggest)),
});
export type GradeSubmit = v.InferOutput<typeof GradeSubmitSchema>;

/**
 * The questions not rated exactly once on each of their four items, in the page's order: the form and the api say
 * 请填写完整信息 for any (spec 001 section 5 "Grading").
 */
export function incompleteQuestions(questionIds: number[], list: Pick<GradeAnswer, "questionId" | "optionId">[]) {
  const counts = new Map<number, number>();
  const rated = new Map<number, Set<number>>();
  for (const a of list) {
    counts.set(a.questionId, (counts.get(a.questionId) ?? 0) + 1);
    rated.set(a.questionId, (rated.get(a.questionId) ?? new Set()).add(a.optionId));
  }
  return questionIds.filter((id) => counts.get(id) !== GRADE_ITEMS || rated.get(id)?.size !== GRADE_ITEMS);
}

/* Outputs. */
export type GradeQuestion = {
  id: number;
  title: string;
  /** The lecturer the question rates, '' for the session as a whole. */
  lecturer: string;
  options: { id: number; title: string }[];
};
export type GradePage = {
  eventId: string;
  title: string;
  time: string;
  state: GradeState;
  stateText: string;
  questions: GradeQuestion[];
};

/* The calls (the server's grading module). */
/** Ours: the grading page's session, its questions and where the person stands. */
export const trainingEventGetGradeCall = defineCall({
  path: "trainingevent/GetGrade",
  input: v.object({ eventId: EventIdSchema }),
}).returns<GradePage>();
export const trainingEventGradeCall = defineCall({ path: "trainingevent/grade", input: GradeSubmitSchema }).returns<{
  gradingId: number;
}>();

/** Where a successful grading goes (spec 001 section 2). */
export const GRADE_SUCCESS_PATH = "/TrainingEvent/GradeSuccess";
/** The grading page of a session. */
export const gradePath = (strId: string) => `/TrainingEvent/Grade/${encodeURIComponent(strId)}`;
