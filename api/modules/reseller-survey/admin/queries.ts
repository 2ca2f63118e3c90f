import { desc, inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { resellerSurveyQuestions, resellerSurveyResponses } from "@/db/schema/reseller-survey";

/** Whether each of these questions is a follow-up (hidden until an option reveals it). */
export function questionsHidden(db: Conn, ids: number[]) {
  return db
    .select({ id: resellerSurveyQuestions.id, isHide: resellerSurveyQuestions.isHide })
    .from(resellerSurveyQuestions)
    .where(inArray(resellerSurveyQuestions.id, ids));
}

/** Every response, the latest saved first (the sheet). */
export function listResponses(db: Conn) {
  return db.select().from(resellerSurveyResponses).orderBy(desc(resellerSurveyResponses.updatedAt));
}
