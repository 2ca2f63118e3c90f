import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examRegistrations, exams } from "@/db/schema/certification/exams";
import { userWithMobile } from "../../account/people";

/** The registration with its exam's scoring rules, for the checks before a result is recorded. */
export async function attemptWithExam(tx: Conn, registrationId: number) {
  const [row] = await tx
    .select({ reg: examRegistrations, exam: exams })
    .from(examRegistrations)
    .innerJoin(exams, eq(exams.id, examRegistrations.examId))
    .where(eq(examRegistrations.id, registrationId));
  return row;
}

/** The candidate's (a +86 mobile) booked attempt at the exam, else their newest one, or undefined. */
export async function findAttemptByMobile(conn: Conn, mobile: string, examId: number) {
  const [row] = await conn
    .select()
    .from(examRegistrations)
    .where(and(userWithMobile(examRegistrations.userId, "+86", mobile), eq(examRegistrations.examId, examId)))
    .orderBy(sql`${examRegistrations.status} = 'booked' desc`, desc(examRegistrations.id))
    .limit(1);
  return row;
}

/** Records the score: booked → `status`, once. Answers the row only when this call made the change. */
export async function markResult(tx: Conn, registrationId: number, status: "passed" | "failed", score: number) {
  const [row] = await tx
    .update(examRegistrations)
    .set({ status, score, resultAt: new Date() })
    .where(and(eq(examRegistrations.id, registrationId), eq(examRegistrations.status, "booked")))
    .returning();
  return row;
}

/** A voided attempt: a booked, passed or failed registration becomes failed with 0, once. Answers the row when changed. */
export async function markVoidedResult(tx: Conn, registrationId: number) {
  const [row] = await tx
    .update(examRegistrations)
    .set({ status: "failed", score: 0, resultAt: new Date() })
    .where(and(eq(examRegistrations.id, registrationId), inArray(examRegistrations.status, ["booked", "passed", "failed"])))
    .returning();
  return row;
}
