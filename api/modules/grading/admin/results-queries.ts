import { and, asc, avg, countDistinct, desc, eq, ne, sql } from "drizzle-orm";
import { beijingTime } from "@/api/contract/beijing-time";
import type { GradeResults, GradeSessionDetail } from "@/api/contract/grading-admin";
import type { Conn } from "@/db/client";
import { gradeAnswers, gradeQuestions, gradings } from "@/db/schema/grading";
import { trainings } from "@/db/schema/training";

/** An average of 1-5 points to two decimals; null without answers. */
const rounded = (x: string | null) => (x === null ? null : Math.round(Number(x) * 100) / 100);

/**
 * The averages operators read (docs/decisions/0034): per session over every rated item of its gradings, newest session
 * first; per lecturer over the items of the questions that name them, across their sessions.
 */
export async function gradeResults(db: Conn): Promise<GradeResults> {
  const sessions = await db
    .select({
      id: trainings.id,
      title: trainings.title,
      startAt: trainings.startAt,
      gradings: countDistinct(gradings.id),
      average: avg(gradeAnswers.val),
    })
    .from(gradings)
    .innerJoin(trainings, eq(trainings.id, gradings.trainingId))
    .innerJoin(gradeAnswers, eq(gradeAnswers.gradingId, gradings.id))
    .groupBy(trainings.id)
    .orderBy(desc(trainings.startAt), desc(trainings.id));
  const lecturers = await db
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
  return {
    sessions: sessions.map((s) => ({ ...s, startAt: beijingTime(s.startAt), average: rounded(s.average) })),
    lecturers: lecturers.map((l) => ({ id: l.lecturer, ...l, average: rounded(l.average) })),
  };
}

/** One session's questions with each item's average and count, and the suggestions left, newest first. */
export async function gradeSessionDetail(db: Conn, trainingId: number): Promise<GradeSessionDetail | null> {
  const [session] = await db.select({ id: trainings.id, title: trainings.title }).from(trainings).where(eq(trainings.id, trainingId));
  if (!session) return null;
  const questions = await db
    .select()
    .from(gradeQuestions)
    .where(eq(gradeQuestions.trainingId, trainingId))
    .orderBy(asc(gradeQuestions.sort), asc(gradeQuestions.id));
  const items = await db
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
  const byItem = new Map(items.map((r) => [`${r.questionId}.${r.optionId}`, r]));
  const suggestions = await db
    .select({ suggest: gradings.suggest, createdAt: gradings.createdAt })
    .from(gradings)
    .where(and(eq(gradings.trainingId, trainingId), ne(gradings.suggest, "")))
    .orderBy(desc(gradings.createdAt))
    .limit(200);
  return {
    ...session,
    questions: questions.map((q) => ({
      id: q.id,
      title: q.title,
      lecturer: q.lecturer,
      items: q.items.map((title, i) => {
        const found = byItem.get(`${q.id}.${i + 1}`);
        return { title, average: rounded(found?.average ?? null), answers: found?.answers ?? 0 };
      }),
    })),
    suggestions: suggestions.map((s) => ({ suggest: s.suggest, createdAt: beijingTime(s.createdAt) })),
  };
}
