import { and, desc, eq, inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examRegistrations, exams } from "@/db/schema/certification/exams";

/** These people's exam results (passed or failed registrations) with the exam's name, newest result first. */
export function examResultsOfPeople(db: Conn, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({
      id: examRegistrations.id,
      userId: examRegistrations.userId,
      examName: exams.name,
      status: examRegistrations.status,
      score: examRegistrations.score,
      resultAt: examRegistrations.resultAt,
    })
    .from(examRegistrations)
    .innerJoin(exams, eq(exams.id, examRegistrations.examId))
    .where(and(inArray(examRegistrations.userId, userIds), inArray(examRegistrations.status, ["passed", "failed"])))
    .orderBy(desc(examRegistrations.resultAt));
}
