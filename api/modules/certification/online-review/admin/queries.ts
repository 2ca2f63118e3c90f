import { and, asc, count, eq, gt, inArray, isNull, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examRegistrations, examSessions, exams } from "@/db/schema/certification/exams";
import {
  examAttemptAnswers,
  examAttemptEvents,
  examAttempts,
  examQuestionVersions,
  type PaperEntry,
} from "@/db/schema/certification/online-exams";

export type AttemptRow = typeof examAttempts.$inferSelect;

/* 阅卷 */

/** The paper's entry of the answer's question (its version, type and points). */
const paperEntry = sql<PaperEntry | null>`(
  select e from json_array_elements(${examAttempts.paper}) e
  where (e->>'questionId')::int = ${examAttemptAnswers.questionId} limit 1
)`;

/**
 * An answer waiting for a marker: its attempt waits for marking, the question is a short answer of its paper, and
 * neither the machine nor a marker scored it.
 */
const waiting = and(
  eq(examAttempts.status, "marking"),
  isNull(examAttemptAnswers.autoScore),
  isNull(examAttemptAnswers.markScore),
  sql`exists (
    select 1 from json_array_elements(${examAttempts.paper}) e
    where (e->>'questionId')::int = ${examAttemptAnswers.questionId} and e->>'type' = 'short'
  )`,
);

export async function countWaiting(conn: Conn) {
  const [row] = await conn
    .select({ n: count() })
    .from(examAttemptAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAttemptAnswers.attemptId))
    .where(waiting);
  return row?.n ?? 0;
}

/** The `skip`-th waiting answer, oldest attempt first: only what a blind marker reads (no name, mobile or registration). */
export async function nextWaiting(conn: Conn, skip: number) {
  const [row] = await conn
    .select({
      attemptId: examAttemptAnswers.attemptId,
      questionId: examAttemptAnswers.questionId,
      texts: examAttemptAnswers.texts,
      examName: exams.name,
      points: sql<number>`(${paperEntry}->>'points')::int`,
      stem: examQuestionVersions.stem,
      image: examQuestionVersions.image,
      referenceAnswer: examQuestionVersions.referenceAnswer,
    })
    .from(examAttemptAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAttemptAnswers.attemptId))
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(examQuestionVersions, eq(examQuestionVersions.id, sql`(${paperEntry}->>'versionId')::int`))
    .where(waiting)
    .orderBy(asc(examAttempts.endedAt), asc(examAttemptAnswers.attemptId), asc(examAttemptAnswers.questionId))
    .limit(1)
    .offset(skip);
  return row;
}

/** One answer with its paper entry, whatever its state (what a mark is checked against). */
export async function answerToMark(conn: Conn, attemptId: number, questionId: number) {
  const [row] = await conn
    .select({ answer: examAttemptAnswers, status: examAttempts.status, item: paperEntry })
    .from(examAttemptAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAttemptAnswers.attemptId))
    .where(and(eq(examAttemptAnswers.attemptId, attemptId), eq(examAttemptAnswers.questionId, questionId)));
  return row;
}

/** Scores the answer unless someone already did (markScore is null): one conditional UPDATE; answers the row when this call marked it. */
export async function markWaiting(
  tx: Conn,
  mark: { attemptId: number; questionId: number; score: number; comment: string; markerId: number },
) {
  const [row] = await tx
    .update(examAttemptAnswers)
    .set({ markScore: mark.score, markComment: mark.comment, markerId: mark.markerId, markedAt: new Date() })
    .where(
      and(
        eq(examAttemptAnswers.attemptId, mark.attemptId),
        eq(examAttemptAnswers.questionId, mark.questionId),
        isNull(examAttemptAnswers.markScore),
        isNull(examAttemptAnswers.autoScore),
        sql`exists (select 1 from ${examAttempts} where ${examAttempts.id} = ${mark.attemptId} and ${examAttempts.status} = 'marking')`,
      ),
    )
    .returning();
  return row;
}

/* 监考记录 */

/** The `violated` filter: attempts with at least one leave counted. */
export const hasViolations: SQL = gt(examAttempts.violations, 0);

/** What the list shows beside each attempt: the exam's and sitting's names and the candidate's name from the registration. */
export function attemptNames(conn: Conn, attemptIds: number[]) {
  return conn
    .select({ id: examAttempts.id, examName: exams.name, sessionName: examSessions.name, chineseName: examRegistrations.chineseName })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(examSessions, eq(examSessions.id, examAttempts.sessionId))
    .innerJoin(examRegistrations, eq(examRegistrations.id, examAttempts.registrationId))
    .where(inArray(examAttempts.id, attemptIds));
}

export async function findAttempt(conn: Conn, attemptId: number) {
  const [row] = await conn.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  return row;
}

export function eventsOf(conn: Conn, attemptId: number) {
  return conn
    .select()
    .from(examAttemptEvents)
    .where(eq(examAttemptEvents.attemptId, attemptId))
    .orderBy(asc(examAttemptEvents.at), asc(examAttemptEvents.id));
}

/** A snapshot's private file, while it is kept. */
export async function snapshotKey(conn: Conn, attemptId: number, eventId: number) {
  const [row] = await conn
    .select({ key: examAttemptEvents.photoKey })
    .from(examAttemptEvents)
    .where(
      and(
        eq(examAttemptEvents.id, eventId),
        eq(examAttemptEvents.attemptId, attemptId),
        ne(examAttemptEvents.photoKey, ""),
        isNull(examAttemptEvents.photoDeletedAt),
      ),
    );
  return row?.key ?? null;
}

/** 作废: an ended attempt not yet voided becomes voided, once. Answers the row when this call voided it. */
export async function markVoided(tx: Conn, attemptId: number, reason: string) {
  const [row] = await tx
    .update(examAttempts)
    .set({ status: "voided", voidReason: reason, voidedAt: new Date() })
    .where(and(eq(examAttempts.id, attemptId), notInArray(examAttempts.status, ["voided", "running"])))
    .returning();
  return row;
}

export async function insertVoidEvent(tx: Conn, attemptId: number, reason: string) {
  await tx.insert(examAttemptEvents).values({ attemptId, kind: "void", detail: reason });
}

export async function examName(conn: Conn, examId: number) {
  const [row] = await conn.select({ name: exams.name }).from(exams).where(eq(exams.id, examId));
  return row?.name ?? "";
}
