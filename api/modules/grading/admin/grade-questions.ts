import { equalsInt, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import { GRADE_ADMIN_MSG, GradeQuestionEditSchema, type GradeQuestionRow, GradeQuestionSchema } from "@/api/contract/grading-admin";
import { pick } from "@/api/contract/pick";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { gradeAnswers, gradeQuestions } from "@/db/schema/grading";
import { findSessionLecturers } from "../../training/service";
import { gradingsAnswering } from "./queries";

type Question = typeof gradeQuestions.$inferSelect;

/** The session exists and the lecturer ('' for the whole session) is one of its lecturers. */
async function checkLecturer(db: Conn, trainingId: number, lecturer: string) {
  const session = await findSessionLecturers(db, trainingId);
  if (!session) throw httpError(400, GRADE_ADMIN_MSG.noSession, "trainingId");
  if (lecturer && !session.lecturers.includes(lecturer)) throw httpError(400, GRADE_ADMIN_MSG.lecturer, "lecturer");
}

/** How many gradings answered each listed question: one with answers is never deleted, its items keep their places. */
async function answerCounts(db: Conn, rows: Question[]) {
  const byId = await gradingsAnswering(
    db,
    rows.map((r) => r.id),
  );
  return new Map(rows.map((r) => [r.id, { answered: byId.get(r.id) ?? 0 }]));
}

/** 评分问题: a live session's grading questions, each with four items rated 1-5 and optionally one of its lecturers. */
export const gradeQuestionsResource = defineResource<GradeQuestionRow>()({
  name: "grade-questions",
  table: gradeQuestions,
  sortable: { id: gradeQuestions.id, sort: gradeQuestions.sort, trainingId: gradeQuestions.trainingId },
  filters: { trainingId: equalsInt(gradeQuestions.trainingId), q: search(gradeQuestions.title, gradeQuestions.lecturer) },
  serialize: (q) => pick(q, ["id", "trainingId", "title", "lecturer", "items", "sort", "createdAt", "updatedAt"]),
  figures: answerCounts,
  create: {
    schema: GradeQuestionSchema,
    values: async (input, { tx }) => {
      await checkLecturer(tx, input.trainingId, input.lecturer);
      return input;
    },
  },
  update: {
    schema: GradeQuestionEditSchema,
    values: async (input, { tx, before }) => {
      await checkLecturer(tx, before.trainingId, input.lecturer);
      return { ...input, updatedAt: new Date() };
    },
  },
  remove: { check: refuseWhileUsed(gradeAnswers.questionId, (n) => `该问题已有 ${n} 条作答，不能删除`) },
});
