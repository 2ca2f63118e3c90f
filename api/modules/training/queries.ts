import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  type AttendAnswer,
  type AttendSetting,
  trainingAttends,
  trainingCategories,
  trainingInvites,
  trainingQuestionOptions,
  trainingQuestions,
  trainings,
  trainingSettings,
  trainingVisits,
} from "../../../db/schema";
import type { SignUpForm } from "../../contract/training";

export type Training = typeof trainings.$inferSelect;
export type Attend = typeof trainingAttends.$inferSelect;

export async function findTraining(db: Conn, strId: string): Promise<(Training & { cate: string }) | null> {
  const [row] = await db
    .select({ t: trainings, cate: trainingCategories.name })
    .from(trainings)
    .leftJoin(trainingCategories, eq(trainingCategories.id, trainings.categoryId))
    .where(and(eq(trainings.strId, strId), eq(trainings.published, 1)))
    .limit(1);
  return row ? { ...row.t, cate: row.cate ?? "" } : null;
}

/** The session's sign-up form: its profile fields and survey questions with their options. */
export async function readSignUpForm(db: Conn, trainingId: number): Promise<SignUpForm> {
  const fields = await db
    .select({ name: trainingSettings.name, typeId: trainingSettings.typeId, isRequireded: trainingSettings.isRequireded })
    .from(trainingSettings)
    .where(eq(trainingSettings.trainingId, trainingId))
    .orderBy(asc(trainingSettings.sort), asc(trainingSettings.id));
  const questions = await db
    .select()
    .from(trainingQuestions)
    .where(eq(trainingQuestions.trainingId, trainingId))
    .orderBy(asc(trainingQuestions.sort), asc(trainingQuestions.id));
  const options = questions.length
    ? await db
        .select()
        .from(trainingQuestionOptions)
        .where(inArray(trainingQuestionOptions.questionId, questions.map((q) => q.id)))
        .orderBy(asc(trainingQuestionOptions.sort), asc(trainingQuestionOptions.id))
    : [];
  return {
    userDetailList: fields,
    surveyList: questions.map((q) => ({
      id: q.id,
      questionType: q.questionType,
      questionName: q.questionName,
      isRequireded: q.isRequireded,
      surveyOptions: options
        .filter((o) => o.questionId === q.id)
        .map((o) => ({ optionId: o.id, questionId: q.id, questionOption: o.questionOption, isOther: o.isOther })),
    })),
  };
}

export async function isInvited(db: Conn, trainingId: number, areaCode: string, mobile: string) {
  const [row] = await db
    .select({ mobile: trainingInvites.mobile })
    .from(trainingInvites)
    .where(and(eq(trainingInvites.trainingId, trainingId), eq(trainingInvites.areaCode, areaCode), eq(trainingInvites.mobile, mobile)))
    .limit(1);
  return row !== undefined;
}

export async function findAttend(db: Conn, trainingId: number, userId: number): Promise<Attend | null> {
  const [row] = await db
    .select()
    .from(trainingAttends)
    .where(and(eq(trainingAttends.trainingId, trainingId), eq(trainingAttends.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** 1 for the first in the queue. */
export async function waitingPosition(db: Conn, attend: Attend) {
  const [row] = await db
    .select({ n: count() })
    .from(trainingAttends)
    .where(
      and(
        eq(trainingAttends.trainingId, attend.trainingId),
        eq(trainingAttends.status, "waiting"),
        // Compared in the database: queued_at keeps microseconds, a JS Date only milliseconds.
        sql`(${trainingAttends.queuedAt}, ${trainingAttends.id}) <= (select a.queued_at, a.id from training_attends a where a.id = ${attend.id})`,
      ),
    );
  return row.n;
}

/** Locks the session's row: every change of its places runs one at a time behind this lock. */
export async function lockTraining(tx: Conn, trainingId: number) {
  const [row] = await tx.select().from(trainings).where(eq(trainings.id, trainingId)).for("update");
  return row;
}

/**
 * Takes a place when one is free, in one conditional UPDATE; it also locks the session row until the transaction
 * ends, so sign-ups and releases of one session take turns. Answers whether a place was taken.
 */
export async function takeSeat(tx: Conn, trainingId: number) {
  const taken = await tx
    .update(trainings)
    .set({ seatsTaken: sql`${trainings.seatsTaken} + 1` })
    .where(and(eq(trainings.id, trainingId), sql`(${trainings.capacity} is null or ${trainings.seatsTaken} < ${trainings.capacity})`))
    .returning({ id: trainings.id });
  return taken.length > 0;
}

export async function addSeats(tx: Conn, trainingId: number, delta: number) {
  await tx
    .update(trainings)
    .set({ seatsTaken: sql`${trainings.seatsTaken} + ${delta}` })
    .where(eq(trainings.id, trainingId));
}

/**
 * Writes a sign-up: a new row, or a fresh start for one the person cancelled earlier. Answers null when the
 * person already holds a live (or rejected) sign-up: the unique (training, user) index makes a double click one row.
 */
export async function upsertAttend(
  tx: Conn,
  row: { trainingId: number; userId: number; status: "signed" | "waiting"; audit: number; settings: AttendSetting[]; survey: AttendAnswer[] },
) {
  const [written] = await tx
    .insert(trainingAttends)
    .values(row)
    .onConflictDoUpdate({
      target: [trainingAttends.trainingId, trainingAttends.userId],
      set: {
        status: row.status,
        audit: row.audit,
        settings: row.settings,
        survey: row.survey,
        // A re-sign-up queues behind everyone already waiting.
        queuedAt: sql`clock_timestamp()`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${trainingAttends.status} = 'released' and ${trainingAttends.audit} <> 2`,
    })
    .returning();
  return written ?? null;
}

export async function attendTrainingId(db: Conn, attendId: number) {
  const [row] = await db.select({ trainingId: trainingAttends.trainingId }).from(trainingAttends).where(eq(trainingAttends.id, attendId));
  return row?.trainingId ?? null;
}

export async function lockAttend(tx: Conn, attendId: number) {
  const [row] = await tx.select().from(trainingAttends).where(eq(trainingAttends.id, attendId)).for("update");
  return row ?? null;
}

export async function setAttend(tx: Conn, attendId: number, values: Partial<Pick<Attend, "status" | "audit">>) {
  await tx
    .update(trainingAttends)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(trainingAttends.id, attendId));
}

/** The first in the queue, locked so two releases cannot promote the same person. */
export async function firstWaiting(tx: Conn, trainingId: number) {
  const [row] = await tx
    .select()
    .from(trainingAttends)
    .where(and(eq(trainingAttends.trainingId, trainingId), eq(trainingAttends.status, "waiting")))
    .orderBy(asc(trainingAttends.queuedAt), asc(trainingAttends.id))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function recordVisit(db: Conn, trainingId: number, userId: number, kind: "live" | "replay") {
  await db.insert(trainingVisits).values({ trainingId, userId, kind });
}
