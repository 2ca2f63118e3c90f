import { and, asc, eq, getTableColumns, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { AttemptEndReason, AttemptEventKind } from "@/api/contract/online-exam";
import { batcher } from "@/db/batch";
import type { Conn, Db, Tx } from "@/db/client";
import { dataVersionColumn } from "@/db/data-version";
import { prepared } from "@/db/prepared";
import { rowsOf } from "@/db/rows";
import { examRegistrations, examSessions, exams } from "@/db/schema/certification/exams";
import {
  examAttemptAnswers,
  examAttemptEvents,
  examAttempts,
  examQuestions,
  examQuestionVersions,
} from "@/db/schema/certification/online-exams";

export type Attempt = typeof examAttempts.$inferSelect;
export type AnswerRow = typeof examAttemptAnswers.$inferSelect;
export type BankQuestion = typeof examQuestions.$inferSelect;
export type QuestionVersion = typeof examQuestionVersions.$inferSelect;

/**
 * The question bank's data version (a statement trigger moves it on with every write to exam_questions: an edit,
 * retire or import, migration 0062): a kept bank is good while it stays the same.
 */
const bankVersion = dataVersionColumn("exam_questions");

/** What starting, resuming, the start screen and the result read of the exam (not its intro, cover or outline). */
const examToStart = {
  id: exams.id,
  name: exams.name,
  duration: exams.duration,
  passScore: exams.passScore,
  zongFen: exams.zongFen,
  subjectNum: exams.subjectNum,
  discipline: exams.discipline,
  paperRules: exams.paperRules,
  isVideo: exams.isVideo,
  leaveLimit: exams.leaveLimit,
  allowReview: exams.allowReview,
};

const registrationsToStart = (db: Db) =>
  prepared(db, "online_registrations_to_start", (d) =>
    d
      .select({
        reg: { id: examRegistrations.id, userId: examRegistrations.userId, status: examRegistrations.status },
        sitting: {
          id: examSessions.id,
          name: examSessions.name,
          mode: examSessions.mode,
          startAt: examSessions.startAt,
          closesAt: examSessions.closesAt,
        },
        exam: examToStart,
        attempt: examAttempts,
        bankVersion,
      })
      .from(examRegistrations)
      .innerJoin(exams, eq(exams.id, examRegistrations.examId))
      .leftJoin(examSessions, eq(examSessions.id, examRegistrations.sessionId))
      .leftJoin(examAttempts, eq(examAttempts.registrationId, examRegistrations.id))
      .where(sql`${examRegistrations.id} = any(string_to_array(${sql.placeholder("ids")}::text, ',')::int[])`)
      .prepare("online_registrations_to_start"),
  );

type ToStart = Awaited<ReturnType<ReturnType<typeof registrationsToStart>["execute"]>>[number];

/** The reads in hand go to the database together (db/batch.ts): a sitting's starts make one round trip for many. */
const lookUp = (db: Db) =>
  prepared(db, "online.toStart", () =>
    batcher(async (ids: number[]): Promise<(ToStart | undefined)[]> => {
      const rows = await registrationsToStart(db).execute({ ids: ids.join(",") });
      const byId = new Map(rows.map((r) => [r.reg.id, r]));
      return ids.map((id) => byId.get(id));
    }),
  );

/**
 * The caller's registration with its sitting, exam and attempt (if begun): what starting, resuming and the start
 * screen check. Someone else's registration is as absent as a missing one.
 */
export async function registrationToStart(db: Db, registrationId: number, userId: number) {
  const row = await lookUp(db)(registrationId);
  return row?.reg.userId === userId ? row : undefined;
}

const liveIn = (examId: ReturnType<typeof sql.placeholder>) =>
  and(sql`${examQuestions.examIds} @> array[${examId}]::integer[]`, eq(examQuestions.retired, 0));

/** The digest of a question's content (migration 0062's question_digest): what tells its versions apart. */
const q = examQuestions;
const digestOfQuestion = sql<string>`question_digest(${q.type}, ${q.stem}, ${q.image}, ${q.options}, ${q.correctOptions}, ${q.blankAnswers},
  ${q.referenceAnswer}, ${q.analysis})`;

const sameVersion = and(eq(examQuestionVersions.questionId, q.id), eq(examQuestionVersions.digest, digestOfQuestion));

/** Writes the version of each of the exam's live questions that has none yet (a new or edited question). */
function writeVersions(db: Db, examId: number) {
  return prepared(db, "online_write_versions", (d) => {
    const missing = d
      .select({
        id: sql<number>`nextval('exam_question_versions_id_seq')`.as("id"),
        questionId: q.id,
        digest: digestOfQuestion.as("digest"),
        writtenAt: sql<Date>`now()`.as("written_at"),
        type: q.type,
        stem: q.stem,
        image: q.image,
        options: q.options,
        correctOptions: q.correctOptions,
        blankAnswers: q.blankAnswers,
        referenceAnswer: q.referenceAnswer,
        analysis: q.analysis,
      })
      .from(examQuestions)
      .where(and(liveIn(sql.placeholder("examId")), sql`not exists (select 1 from ${examQuestionVersions} where ${sameVersion})`));
    return d.insert(examQuestionVersions).select(missing).onConflictDoNothing().prepare("online_write_versions");
  }).execute({ examId });
}

/** The exam's live questions with the version each is drawn as (retired ones are never drawn). */
function liveQuestions(db: Db, examId: number) {
  return prepared(db, "online_bank_of", (d) =>
    d
      .select({ ...getTableColumns(examQuestions), versionId: examQuestionVersions.id })
      .from(examQuestions)
      .leftJoin(examQuestionVersions, sameVersion)
      .where(liveIn(sql.placeholder("examId")))
      .prepare("online_bank_of"),
  ).execute({ examId });
}

export type VersionedQuestion = BankQuestion & { versionId: number };

/**
 * The exam's live questions, each with its version written first: two statements, once per bank version. A
 * question edited between the two has no version yet and the read is made again, a few times at most.
 */
export async function bankOf(db: Db, examId: number): Promise<VersionedQuestion[]> {
  for (let tries = 0; tries < 5; tries++) {
    await writeVersions(db, examId);
    const rows = await liveQuestions(db, examId);
    if (rows.every((q) => q.versionId !== null)) return rows as VersionedQuestion[];
  }
  throw new Error(`exam ${examId}: the question bank kept changing while its versions were written`);
}

/** The question versions of these ids (a paper's, or several papers'). */
export function versionsOf(conn: Conn, ids: number[]) {
  return conn.select().from(examQuestionVersions).where(inArray(examQuestionVersions.id, ids));
}

/** Every column a start writes of a new attempt, in the order insertAttempts writes them. */
export type NewAttempt = Pick<
  Attempt,
  | "registrationId"
  | "userId"
  | "examId"
  | "sessionId"
  | "proctored"
  | "leaveLimit"
  | "allowReview"
  | "paper"
  | "questionIds"
  | "zongFen"
  | "passScore"
  | "device"
  | "startedAt"
  | "endsAt"
>;

/**
 * Inserts attempts with their start events in one statement (one round trip, one commit for the starts in hand),
 * skipping a registration that already has one: two starts at once make one attempt. The rows go as one JSON
 * parameter, so any number of starts is the same statement, prepared once per connection. Answers the new attempts'
 * ids by registration.
 */
export async function insertAttempts(conn: Conn, values: NewAttempt[]) {
  const rows = rowsOf<{ id: number; registration_id: number }>(
    await conn.execute(sql`with made as (
        insert into exam_attempts (registration_id, user_id, exam_id, session_id, proctored, leave_limit, allow_review,
          paper, question_ids, zong_fen, pass_score, device, started_at, ends_at)
        select * from json_to_recordset(${JSON.stringify(values)}::json) as r("registrationId" int, "userId" int, "examId" int,
          "sessionId" int, proctored int, "leaveLimit" int, "allowReview" int, paper json, "questionIds" int[], "zongFen" int,
          "passScore" int, device text, "startedAt" timestamptz, "endsAt" timestamptz)
        on conflict (registration_id) do nothing
        returning id, registration_id),
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
