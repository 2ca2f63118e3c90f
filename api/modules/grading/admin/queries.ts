import { and, asc, avg, countDistinct, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { gradeAnswers, gradeQuestions, gradings } from "@/db/schema/grading";

/** Per session: how many gradings rated it and the average over every rated item (avg as numeric text, null without). */
export function sessionAverages(db: Conn) {
  return db
    .select({ trainingId: gradings.trainingId, gradings: countDistinct(gradings.id), average: avg(gradeAnswers.val) })
    .from(gradings)
    .innerJoin(gradeAnswers, eq(gradeAnswers.gradingId, gradings.id))
    .groupBy(gradings.trainingId);
}

/** Per lecturer: the items of the questions naming them, across their sessions, by name. */
export function lecturerAverages(db: Conn) {
  return db
    .select({
      lecturer: gradeQuestions.lecturer,
      sessions: countDistinct(gradeQuestions.trainingId),
      gradings: countDistinct(gradeAnswers.gradingId),
      average: avg(gradeAnswers.val),
    })
    .from(gradeAnswers)
    .innerJoin(gradeQuestions, eq(gradeQuestions.id, gradeAnswers.questionId))
    .where(ne(gradeQuestions.lecturer, ""))
    .groupBy(gradeQuestions.lecturer)
    .orderBy(asc(gradeQuestions.lecturer));
}

/** A session's questions in the operator's order. */
export function sessionQuestions(db: Conn, trainingId: number) {
  return db
    .select()
    .from(gradeQuestions)
    .where(eq(gradeQuestions.trainingId, trainingId))
    .orderBy(asc(gradeQuestions.sort), asc(gradeQuestions.id));
}

/** A session's average and count per question item. */
export function itemAverages(db: Conn, trainingId: number) {
  return db
    .select({
      questionId: gradeAnswers.questionId,
      optionId: gradeAnswers.optionId,
      average: avg(gradeAnswers.val),
      answers: sql<number>`count(*)::int`,
    })
    .from(gradeAnswers)
    .innerJoin(gradeQuestions, eq(gradeQuestions.id, gradeAnswers.questionId))
    .where(eq(gradeQuestions.trainingId, trainingId))
    .groupBy(gradeAnswers.questionId, gradeAnswers.optionId);
}

/** The suggestions left on a session, newest first (the latest 200). */
export function sessionSuggestions(db: Conn, trainingId: number) {
  return db
    .select({ suggest: gradings.suggest, createdAt: gradings.createdAt })
    .from(gradings)
    .where(and(eq(gradings.trainingId, trainingId), ne(gradings.suggest, "")))
    .orderBy(desc(gradings.createdAt))
    .limit(200);
}

/** How many gradings answered each of these questions, by question id. */
export async function gradingsAnswering(db: Conn, questionIds: number[]) {
  const found = questionIds.length
    ? await db
        .select({ id: gradeAnswers.questionId, n: countDistinct(gradeAnswers.gradingId) })
        .from(gradeAnswers)
        .where(inArray(gradeAnswers.questionId, questionIds))
        .groupBy(gradeAnswers.questionId)
    : [];
  return new Map(found.map((r) => [r.id, r.n]));
}
