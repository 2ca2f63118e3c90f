import { and, arrayContains, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { exams } from "@/db/schema/certification/exams";
import { examQuestions } from "@/db/schema/certification/online-exams";

export type BankQuestion = typeof examQuestions.$inferSelect;
type NewQuestion = typeof examQuestions.$inferInsert;

/** How many attempts hold the question in their paper (by the attempts' question ids, a GIN index). */
const attemptsHolding = sql<number>`(select count(*)::int from exam_attempts held where held.question_ids @> array[exam_questions.id])`;

/** Each question's count of attempts that used it, by question id. */
export async function questionUsage(db: Conn, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db.select({ id: examQuestions.id, n: attemptsHolding }).from(examQuestions).where(inArray(examQuestions.id, ids));
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The question row, locked for the write that follows. */
export async function lockQuestion(tx: Conn, id: number) {
  const [row] = await tx.select().from(examQuestions).where(eq(examQuestions.id, id)).for("update");
  return row;
}

/** 停用 (1) or 启用 (0), once: null when the question is already so (or gone). */
export async function setQuestionRetired(tx: Conn, id: number, retired: 0 | 1) {
  const [row] = await tx
    .update(examQuestions)
    .set({ retired, updatedAt: new Date() })
    .where(and(eq(examQuestions.id, id), eq(examQuestions.retired, 1 - retired)))
    .returning();
  return row;
}

/** Imported questions, each once: a row whose importKey is already stored is skipped. Answers the rows added. */
export function insertImportedQuestions(tx: Conn, rows: NewQuestion[]) {
  if (!rows.length) return Promise.resolve([] as BankQuestion[]);
  return tx.insert(examQuestions).values(rows).onConflictDoNothing({ target: examQuestions.importKey }).returning();
}

/** The ids among `ids` that name an exam. */
export async function existingExamIds(db: Conn, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db.select({ id: exams.id }).from(exams).where(inArray(exams.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The course's live bank: the questions that serve it and are not retired (what its quizzes draw from). */
export function courseBankOf(db: Conn, courseId: number): Promise<BankQuestion[]> {
  return db
    .select()
    .from(examQuestions)
    .where(and(arrayContains(examQuestions.courseIds, [courseId]), eq(examQuestions.retired, 0)))
    .orderBy(asc(examQuestions.id));
}

/** Exams named by their 考试编号 (kaoShiId) or, for digits, their id. */
export function examsByCodes(db: Conn, codes: string[]) {
  const ids = codes.filter((c) => /^\d{1,9}$/.test(c)).map(Number);
  return db
    .select({ id: exams.id, kaoShiId: exams.kaoShiId })
    .from(exams)
    .where(or(inArray(exams.kaoShiId, codes), ids.length ? inArray(exams.id, ids) : undefined));
}

/** The first exam in the portal's order, for the template's example rows. */
export async function firstExam(db: Conn) {
  const [row] = await db.select({ id: exams.id, kaoShiId: exams.kaoShiId }).from(exams).orderBy(asc(exams.sort), asc(exams.id)).limit(1);
  return row;
}
