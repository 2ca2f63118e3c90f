import { and, asc, count, eq, sql } from "drizzle-orm";
import type { AttendAnswer, AttendSetting } from "@/api/contract/training";
import type { Conn, Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { trainingAttends, trainings } from "@/db/schema/training";
import type { Attend } from "../queries";

/**
 * A session's places: its lock, the seats counted, the sign-up batch (the SQL function of migration 0022 decides each
 * outcome) and the queue behind it. Every change of places runs under lockTraining.
 */

/** 1 for the first in the queue. */
export async function waitingPosition(db: Conn, attend: Pick<Attend, "id" | "trainingId">) {
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

export async function addSeats(tx: Conn, trainingId: number, delta: number) {
  await tx
    .update(trainings)
    .set({ seatsTaken: sql`${trainings.seatsTaken} + ${delta}` })
    .where(eq(trainings.id, trainingId));
}

export type AttendState = Pick<Attend, "id" | "trainingId" | "status" | "audit">;

/** One person's sign-up to one session, as a batch of sign-ups carries it. */
export type SignUpRequest = { trainingId: number; userId: number; audit: number; settings: AttendSetting[]; survey: AttendAnswer[] };

/** A sign-up as it stands after the batch, with its place in the queue (0 unless waiting). */
export type SignUpOutcome = AttendState & { position: number };

/**
 * Many people's sign-ups, to one session or several, in one statement (training_sign_up_batch, migration 0022): it
 * locks each session's row once, in id order, then for each of its people in order writes the sign-up as signed when
 * a place is free and as waiting otherwise (a new row, or a fresh start for one the person cancelled), and counts the
 * places taken, so the counts and the sign-ups change together or not at all. A person who already holds a live (or
 * rejected) sign-up keeps it, their second request at the same instant included (the unique (training, user) index):
 * each answer is the sign-up as it then stands. As one statement it holds the locks only inside PostgreSQL, never
 * across round trips. FOR UPDATE reads the newest committed count, not the statement's snapshot: a place freed a
 * moment ago is seen.
 */
export async function signUpBatch(db: Db, people: SignUpRequest[]): Promise<SignUpOutcome[]> {
  const rows = await prepared(db, "training.signUpBatch", (d) =>
    d
      .select({
        id: sql<number>`attend_id`,
        status: sql<Attend["status"]>`attend_status`,
        audit: sql<number>`attend_audit`,
        position: sql<number | null>`queue_position`,
      })
      .from(sql`training_sign_up_batch(${sql.placeholder("people")}::jsonb)`)
      .prepare("training_sign_up_batch"),
  ).execute({
    people: JSON.stringify(
      people.map((p) => ({ training_id: p.trainingId, user_id: p.userId, audit: p.audit, settings: p.settings, survey: p.survey })),
    ),
  });
  return rows.map((r, i) => ({ id: r.id, trainingId: people[i].trainingId, status: r.status, audit: r.audit, position: r.position ?? 0 }));
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
