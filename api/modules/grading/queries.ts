import { and, asc, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { gradeAnswers, gradeQuestions, gradings } from "@/db/schema/grading";

/** A session's questions in the operator's order. */
export async function listQuestions(db: Conn, trainingId: number) {
  return db
    .select({ id: gradeQuestions.id, title: gradeQuestions.title, lecturer: gradeQuestions.lecturer, items: gradeQuestions.items })
    .from(gradeQuestions)
    .where(eq(gradeQuestions.trainingId, trainingId))
    .orderBy(asc(gradeQuestions.sort), asc(gradeQuestions.id));
}

export async function hasGraded(db: Conn, trainingId: number, userId: number) {
  const [row] = await db
    .select({ id: gradings.id })
    .from(gradings)
    .where(and(eq(gradings.trainingId, trainingId), eq(gradings.userId, userId)))
    .limit(1);
  return row !== undefined;
}

type NewGrading = { trainingId: number; userId: number; suggest: string; answers: { questionId: number; optionId: number; val: number }[] };

/**
 * Writes the grading and its answers in one transaction; null when the person already has one for the session (the
 * unique index decides, so two submissions at once make one grading).
 */
export async function insertGrading(tx: Conn, g: NewGrading) {
  const [row] = await tx
    .insert(gradings)
    .values({ trainingId: g.trainingId, userId: g.userId, suggest: g.suggest })
    .onConflictDoNothing({ target: [gradings.trainingId, gradings.userId] })
    .returning({ id: gradings.id });
  if (!row) return null;
  await tx.insert(gradeAnswers).values(g.answers.map((a) => ({ gradingId: row.id, ...a })));
  return row.id;
}
