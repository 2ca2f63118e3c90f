import { and, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examRegistrations, exams } from "@/db/schema/certification/exams";

/** The names and series of the exams the person passed, once each (My/Radar counts them by tag name). */
export function passedExamNames(db: Conn, userId: number) {
  return db
    .selectDistinct({ name: exams.name, series: exams.series })
    .from(examRegistrations)
    .innerJoin(exams, eq(exams.id, examRegistrations.examId))
    .where(and(eq(examRegistrations.userId, userId), eq(examRegistrations.status, "passed")));
}
