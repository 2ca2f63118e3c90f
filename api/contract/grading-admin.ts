import * as v from "valibot";
import { int, RecordIdSchema, requiredText, text } from "./admin-form";
import { GRADE_ITEMS } from "./grading";

/** What the back office writes for training-event grading (operators only; docs/decisions/0034). */

export const GRADE_ADMIN_MSG = {
  items: `每个问题须有${GRADE_ITEMS}个评分项`,
  noSession: "请选择有效的直播课程",
  lecturer: "讲师须为该课程的讲师之一",
  notFound: "课程不存在",
} as const;

const questionFields = {
  title: requiredText(100, "请输入问题", "问题不能超过100个字"),
  lecturer: text(50, "讲师姓名不能超过50个字"),
  items: v.pipe(
    v.array(requiredText(50, "请输入评分项", "评分项不能超过50个字"), GRADE_ADMIN_MSG.items),
    v.length(GRADE_ITEMS, GRADE_ADMIN_MSG.items),
  ),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
};

/** A new question: its session, text, lecturer ('' for the whole session), four items and place. */
export const GradeQuestionSchema = v.object({ trainingId: RecordIdSchema(GRADE_ADMIN_MSG.noSession), ...questionFields });
/** An edit keeps the session: answers already given stay with their question. */
export const GradeQuestionEditSchema = v.object(questionFields);

/* Outputs of /admin/api/grade-results. */
export type GradeSessionResult = {
  id: number;
  title: string;
  startAt: string;
  gradings: number;
  average: number | null;
};
export type GradeLecturerResult = { id: string; lecturer: string; sessions: number; gradings: number; average: number | null };
export type GradeResults = { sessions: GradeSessionResult[]; lecturers: GradeLecturerResult[] };
export type GradeSessionDetail = {
  id: number;
  title: string;
  questions: { id: number; title: string; lecturer: string; items: { title: string; average: number | null; answers: number }[] }[];
  suggestions: { suggest: string; createdAt: string }[];
};

/** A session's grading question as the back office lists and edits it, with how many gradings answered it. */
export type GradeQuestionRow = {
  id: number;
  trainingId: number;
  title: string;
  lecturer: string;
  items: string[];
  sort: number;
  createdAt: string;
  updatedAt: string;
  answered: number;
};
