import { contains, equalsInt, equalsText, flag, holdsInt, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { ExamQuestionRow } from "@/api/contract/exam-questions-admin";
import { QuestionFormSchema } from "@/api/contract/exam-questions-admin";
import { QUESTION_TYPES } from "@/api/contract/online-exam";
import { pick } from "@/api/contract/pick";
import type { Conn } from "@/db/client";
import { examQuestions } from "@/db/schema/certification/online-exams";
import { type BankQuestion, questionUsage } from "../queries";
import { type CourseCodes, checkQuestionServes, refuseUsedQuestion } from "../service";

const FIELDS = [
  "id",
  "type",
  "stem",
  "image",
  "options",
  "correctOptions",
  "blankAnswers",
  "referenceAnswer",
  "analysis",
  "tags",
  "difficulty",
  "examIds",
  "courseIds",
  "createdAt",
  "updatedAt",
] as const;

/** A question as the back office reads it: its content with the answers, 已停用, and whether it came from an import. */
export const questionRow = (row: BankQuestion) => ({ ...pick(row, FIELDS), retired: row.retired === 1, imported: row.importKey !== null });

/** How many attempts used each listed question (read for the page only). */
export async function questionFigures(db: Conn, rows: BankQuestion[]) {
  const used = await questionUsage(
    db,
    rows.map((r) => r.id),
  );
  return new Map(rows.map((r) => [r.id, { usedCount: used.get(r.id) ?? 0 }]));
}

/**
 * 题库: the questions of the in-house exam engine, serving exams and course quizzes, operators only (ADMIN_ACCESS). Written with one schema per type
 * (QuestionFormSchema), audited; deleted only while no attempt used the question (else 停用, a route of
 * exam-questions-routes.ts, as are the import and its template).
 */
export const examQuestionsResource = (courseCodes: CourseCodes) =>
  defineResource<ExamQuestionRow>()({
    name: "exam-questions",
    table: examQuestions,
    sortable: {
      type: examQuestions.type,
      difficulty: examQuestions.difficulty,
      createdAt: examQuestions.createdAt,
      updatedAt: examQuestions.updatedAt,
    },
    filters: {
      q: search(examQuestions.stem),
      type: equalsText(examQuestions.type, QUESTION_TYPES),
      tag: contains(examQuestions.tags),
      examId: holdsInt(examQuestions.examIds),
      courseId: holdsInt(examQuestions.courseIds),
      difficulty: equalsInt(examQuestions.difficulty),
      retired: flag(examQuestions.retired),
    },
    serialize: questionRow,
    figures: questionFigures,
    create: {
      schema: QuestionFormSchema,
      values: async (input, { tx }) => {
        await checkQuestionServes(tx, courseCodes, input);
        return input;
      },
    },
    update: {
      schema: QuestionFormSchema,
      values: async (input, { tx }) => {
        await checkQuestionServes(tx, courseCodes, input);
        return { ...input, updatedAt: new Date() };
      },
    },
    remove: { check: refuseUsedQuestion },
  });
