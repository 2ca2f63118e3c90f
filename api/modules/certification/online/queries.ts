import { and, asc, eq, getTableColumns, isNull, lt, ne, sql } from "drizzle-orm";
import type { AttemptEndReason, AttemptEventKind } from "@/api/contract/online-exam";
import type { Conn, Db, Tx } from "@/db/client";
import { prepared } from "@/db/prepared";
import { rowsOf } from "@/db/rows";
import { examRegistrations, examSessions, exams } from "@/db/schema/certification/exams";
import { examAttemptAnswers, examAttemptEvents, examAttempts, examQuestions } from "@/db/schema/certification/online-exams";

export type Attempt = typeof examAttempts.$inferSelect;
export type AnswerRow = typeof examAttemptAnswers.$inferSelect;
export type BankQuestion = typeof examQuestions.$inferSelect;

/**
 * What changes whenever the exam's live bank does: how many questions and when the last was written (every edit,
 * retire and import sets updated_at). A kept bank is good while this stays the same.
 */
const bankVersionOf = (examId: typeof exams.id) =>
  sql<string>`(select count(*) || ':' || coalesce(max(${examQuestions.updatedAt})::text, '') from ${examQuestions}
    where ${examQuestions.examIds} @> array[${examId}] and ${examQuestions.retired} = 0)`;

/**
 * The caller's registration with its sitting, exam and attempt (if begun), in one prepared read: what starting,
 * resuming and the start screen check. Someone else's registration is as absent as a missing one.
 */
export async function registrationToStart(db: Db, registrationId: number, userId: number) {
  const [row] = await prepared(db, "online_registration_to_start", (d) =>
    d
      .select({ reg: examRegistrations, sitting: examSessions, exam: exams, attempt: examAttempts, bankVersion: bankVersionOf(exams.id) })
      .from(examRegistrations)
      .innerJoin(exams, eq(exams.id, examRegistrations.examId))
      .leftJoin(examSessions, eq(examSessions.id, examRegistrations.sessionId))
      .leftJoin(examAttempts, eq(examAttempts.registrationId, examRegistrations.id))
      .where(and(eq(examRegistrations.id, sql.placeholder("registrationId")), eq(examRegistrations.userId, sql.placeholder("userId"))))
      .prepare("online_registration_to_start"),
  ).execute({ registrationId, userId });
  return row;
}

/** The exam's live questions (retired ones are never drawn), in one prepared read. */
export function bankOf(db: Db, examId: number) {
  return prepared(db, "online_bank_of", (d) =>
    d
      .select()
      .from(examQuestions)
      .where(and(sql`${examQuestions.examIds} @> array[${sql.placeholder("examId")}]::integer[]`, eq(examQuestions.retired, 0)))
      .prepare("online_bank_of"),
  ).execute({ examId });
}

/**
 * Inserts attempts with their start events in one statement (one round trip, one commit for the starts in hand),
 * skipping a registration that already has one: two starts at once make one attempt. Answers the new attempts' ids
 * by registration.
 */
export async function insertAttempts(conn: Conn, values: (typeof examAttempts.$inferInsert)[]) {
  const attempts = conn
    .insert(examAttempts)
    .values(values)
    .onConflictDoNothing({ target: examAttempts.registrationId })
    .returning({ id: examAttempts.id, registrationId: examAttempts.registrationId });
  const rows = rowsOf<{ id: number; registration_id: number }>(
    await conn.execute(sql`with made as (${attempts.getSQL()}),
      started as (insert into exam_attempt_events (attempt_id, kind) select id, 'start' from made)
      select id, registration_id from made`),
  );
  return new Map(rows.map((r) => [r.registration_id, r.id]));
}

export async function attemptOfRegistration(conn: Conn, registrationId: number) {
  const [row] = await conn.select().from(examAttempts).where(eq(examAttempts.registrationId, registrationId));
  return row;
}

const { paper: _paper, ...stateColumns } = getTableColumns(examAttempts);
export type AttemptState = Omit<Attempt, "paper">;

/** The caller's attempt without its paper (what events and submits read); someone else's is as absent as a missing one. */
export async function ownAttempt(db: Db, attemptId: number, userId: number): Promise<AttemptState | undefined> {
  const [row] = await prepared(db, "online_own_attempt", (d) =>
    d
      .select(stateColumns)
      .from(examAttempts)
      .where(and(eq(examAttempts.id, sql.placeholder("attemptId")), eq(examAttempts.userId, sql.placeholder("userId"))))
      .prepare("online_own_attempt"),
  ).execute({ attemptId, userId });
  return row;
}

/** An attempt's owner and paper: what checking a save needs (a paper never changes once drawn). */
export async function paperOf(db: Db, attemptId: number) {
  const [row] = await db
    .select({ userId: examAttempts.userId, paper: examAttempts.paper })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId));
  return row;
}

export async function findAttempt(conn: Conn, attemptId: number): Promise<AttemptState | undefined> {
  const [row] = await conn.select(stateColumns).from(examAttempts).where(eq(examAttempts.id, attemptId));
  return row;
}

export function answersOf(conn: Conn, attemptId: number) {
  return conn.select().from(examAttemptAnswers).where(eq(examAttemptAnswers.attemptId, attemptId));
}

export async function setDevice(conn: Conn, attemptId: number, device: string) {
  await conn.update(examAttempts).set({ device }).where(eq(examAttempts.id, attemptId));
}

export async function insertEvent(conn: Conn, attemptId: number, kind: AttemptEventKind, detail = "", photoKey = "") {
  await conn.insert(examAttemptEvents).values({ attemptId, kind, detail, photoKey });
}

export type SavedAnswer = { question_id: number; option_ids: string[]; texts: string[]; flagged: number };
export type SavedRow = SavedAnswer & { attempt_id: number };

/**
 * Upserts answers of running attempts (of several people at once: group commit) in one statement. Each attempt row is
 * read FOR SHARE, so a save racing the end of its attempt waits for it and then finds it ended: nothing changes
 * after an attempt is scored. Rows go in (attempt, question) order, so two batches never wait on each other in a
 * circle. Answers the (attempt, question) pairs saved; none for an attempt that had ended or whose time was up.
 */
export async function upsertAnswers(db: Db, rows: SavedRow[]) {
  const result = await db.execute(sql`
    insert into exam_attempt_answers (attempt_id, question_id, option_ids, texts, flagged, saved_at)
    select r.attempt_id, r.question_id, r.option_ids, r.texts, r.flagged, now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(attempt_id int, question_id int, option_ids text[], texts text[], flagged int)
    join exam_attempts a on a.id = r.attempt_id and a.ended_at is null and a.ends_at > now()
    order by r.attempt_id, r.question_id
    for share of a
    on conflict (attempt_id, question_id) do update set
      option_ids = excluded.option_ids,
      texts = excluded.texts,
      flagged = excluded.flagged,
      saved_at = excluded.saved_at
    returning attempt_id, question_id`);
  return rowsOf<{ attempt_id: number; question_id: number }>(result);
}

/** Counts one leave of a running attempt; answers the new count with the limit, or undefined once it ended. */
export async function countLeave(conn: Conn, attemptId: number) {
  const [row] = await conn
    .update(examAttempts)
    .set({ violations: sql`${examAttempts.violations} + 1` })
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.endedAt)))
    .returning({ violations: examAttempts.violations, leaveLimit: examAttempts.leaveLimit });
  return row;
}

/** Ends a running attempt, once: the one guarded update a submit, the time-out job and a leave too many all go through. */
export async function markEnded(tx: Tx, attemptId: number, reason: AttemptEndReason) {
  const [row] = await tx
    .update(examAttempts)
    .set({ endedAt: sql`least(now(), ${examAttempts.endsAt})`, endReason: reason, status: "marking" })
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.endedAt)))
    .returning();
  return row;
}

/** Sets the machine's score of each answer of an ended attempt (null leaves a short answer to the marker). */
export async function setAutoScores(tx: Tx, attemptId: number, scores: { question_id: number; auto_score: number | null }[]) {
  if (scores.length === 0) return;
  await tx.execute(sql`
    update exam_attempt_answers a set auto_score = s.auto_score
    from jsonb_to_recordset(${JSON.stringify(scores)}::jsonb) as s(question_id int, auto_score int)
    where a.attempt_id = ${attemptId} and a.question_id = s.question_id`);
}

/** Answers of the attempt still waiting for a marker. */
export async function unmarkedCount(conn: Conn, attemptId: number) {
  const [row] = await conn
    .select({ n: sql<number>`count(*)::int` })
    .from(examAttemptAnswers)
    .where(and(eq(examAttemptAnswers.attemptId, attemptId), isNull(examAttemptAnswers.autoScore), isNull(examAttemptAnswers.markScore)));
  return row?.n ?? 0;
}

export async function setPending(tx: Tx, attemptId: number, pending: number) {
  await tx.update(examAttempts).set({ pending }).where(eq(examAttempts.id, attemptId));
}

/** marking → scored with the sum of the machine's and the markers' scores, once. */
export async function markScored(tx: Tx, attemptId: number) {
  const [row] = await tx
    .update(examAttempts)
    .set({
      status: "scored",
      pending: 0,
      scoredAt: new Date(),
      score: sql`(select coalesce(sum(coalesce(auto_score, 0) + coalesce(mark_score, 0)), 0)::int from exam_attempt_answers where attempt_id = ${attemptId})`,
    })
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.status, "marking")))
    .returning();
  return row;
}

/** Running attempts past their end time, for the minute job. */
export function overdueAttempts(db: Db, now: Date, limit: number) {
  return db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(isNull(examAttempts.endedAt), lt(examAttempts.endsAt, now)))
    .orderBy(asc(examAttempts.endsAt))
    .limit(limit);
}

/** Snapshots taken before `before` whose picture is still kept. */
export function snapshotsTakenBefore(db: Db, before: Date, limit: number) {
  return db
    .select({ id: examAttemptEvents.id, photoKey: examAttemptEvents.photoKey })
    .from(examAttemptEvents)
    .where(and(ne(examAttemptEvents.photoKey, ""), lt(examAttemptEvents.at, before)))
    .limit(limit);
}

export async function forgetSnapshot(db: Db, eventId: number) {
  await db.update(examAttemptEvents).set({ photoKey: "", photoDeletedAt: new Date() }).where(eq(examAttemptEvents.id, eventId));
}
