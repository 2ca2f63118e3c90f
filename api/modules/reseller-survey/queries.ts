import { asc, eq, sql } from "drizzle-orm";
import type { SurveyAnswer, SurveyQuestion, SurveyType } from "@/api/contract/reseller-survey";
import type { Conn } from "@/db/client";
import { resellerSurveyOptions, resellerSurveyQuestions, resellerSurveyResponses } from "@/db/schema/reseller-survey";

/** The questions in order, each with its options in order, as the page and the checks read them. */
export async function loadQuestions(db: Conn): Promise<SurveyQuestion[]> {
  const [questions, options] = await Promise.all([
    db.select().from(resellerSurveyQuestions).orderBy(asc(resellerSurveyQuestions.sort), asc(resellerSurveyQuestions.id)),
    db.select().from(resellerSurveyOptions).orderBy(asc(resellerSurveyOptions.sort), asc(resellerSurveyOptions.id)),
  ]);
  return questions.map((q) => ({
    id: q.id,
    title: q.title,
    description: q.description,
    isRequired: q.isRequired ? 1 : 0,
    isHide: q.isHide ? 1 : 0,
    type: q.type as SurveyType,
    options: options
      .filter((o) => o.questionId === q.id)
      .map((o) => ({
        id: o.id,
        title: o.title,
        joinShowQuestionId: o.joinShowQuestionId,
        regx: o.regx === "phone" ? "phone" : "",
        br: o.br ? 1 : 0,
      })),
  }));
}

export async function findResponse(db: Conn, userId: number) {
  const [row] = await db.select().from(resellerSurveyResponses).where(eq(resellerSurveyResponses.userId, userId));
  return row ?? null;
}

/** One response a person: saving again replaces the answers. */
export async function saveResponse(db: Conn, userId: number, answers: SurveyAnswer[]) {
  await db
    .insert(resellerSurveyResponses)
    .values({ userId, answers })
    .onConflictDoUpdate({ target: resellerSurveyResponses.userId, set: { answers, updatedAt: sql`now()` } });
}

/** Closing an account: the person's response goes; answers what it held (its uploads are the caller's to delete). */
export async function deleteResponse(tx: Conn, userId: number) {
  const gone = await tx.delete(resellerSurveyResponses).where(eq(resellerSurveyResponses.userId, userId)).returning();
  return gone.flatMap((r) => r.answers);
}
