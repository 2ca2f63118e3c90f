import { and, asc, countDistinct, eq, inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examRegistrations, exams } from "@/db/schema/certification/exams";

export type Exam = typeof exams.$inferSelect;

/** Statuses of an attempt somebody paid for and took part in: what "joined" counts. */
const JOINED_STATUSES = ["waitaudit", "approved", "booked", "passed", "failed"] as const;

/** Published exams in the operators' order (pearson/examall). */
export function publishedExams(db: Conn) {
  return db.select().from(exams).where(eq(exams.published, 1)).orderBy(asc(exams.sort), asc(exams.id));
}

/** A published exam by our id or by the provider's id (Pearson/GetExamNewSys takes either). */
export async function findPublishedExam(db: Conn, by: { id?: number; kaoShiId?: string }) {
  const key = by.id !== undefined ? eq(exams.id, by.id) : eq(exams.kaoShiId, by.kaoShiId ?? "");
  const [row] = await db
    .select()
    .from(exams)
    .where(and(key, eq(exams.published, 1)))
    .limit(1);
  return row;
}

/** How many people have joined the exam (joinNum): each person once, however many attempts. */
export async function joinedPeople(db: Conn, examId: number) {
  const [row] = await db
    .select({ n: countDistinct(examRegistrations.userId) })
    .from(examRegistrations)
    .where(and(eq(examRegistrations.examId, examId), inArray(examRegistrations.status, [...JOINED_STATUSES])));
  return row?.n ?? 0;
}

/** An exam's name, or undefined. */
export async function findExamName(conn: Conn, examId: number) {
  const [row] = await conn.select({ name: exams.name }).from(exams).where(eq(exams.id, examId));
  return row?.name;
}
