import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { Conn, Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import {
  trainingAttends,
  trainingCategories,
  trainingInvites,
  trainingQuestionOptions,
  trainingQuestions,
  trainingSettings,
  trainings,
  trainingVisits,
} from "@/db/schema/training";
import { requiredOnTheWire } from "../../contract/spec-spelling";
import type { SignUpForm } from "../../contract/training";
import { parseLecturers } from "./phase";

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

/**
 * Everything training/apply decides on, in one prepared round trip: the published session, this person's sign-up
 * (with its place in the queue, as waitingPosition counts it, when waiting, and whether it is kept as it stands),
 * whether the session asks a form, and
 * whether the person is on its invite list.
 */
export async function signUpContext(db: Db, strId: string, user: { id: number; areaCode: string; mobile: string }) {
  const [row] = await prepared(db, "training.signUpContext", (d) =>
    d
      .select({
        t: trainings,
        cate: trainingCategories.name,
        attend: trainingAttends,
        position: sql<number>`case when ${trainingAttends.status} = 'waiting' then (select count(*)::int from ${trainingAttends} a
          where a.training_id = ${trainingAttends.trainingId} and a.status = 'waiting'
          and (a.queued_at, a.id) <= (${trainingAttends.queuedAt}, ${trainingAttends.id})) else 0 end`,
        // Whether the sign-up stands as it is (the rule's one home: training_attend_kept, migration 0048); null for none.
        kept: sql<boolean | null>`training_attend_kept(${trainingAttends.status}, ${trainingAttends.audit})`,
        hasForm: sql<boolean>`(exists (select 1 from ${trainingSettings} where ${trainingSettings.trainingId} = ${trainings.id})
          or exists (select 1 from ${trainingQuestions} where ${trainingQuestions.trainingId} = ${trainings.id}))`,
        invited: sql<boolean>`exists (select 1 from ${trainingInvites} where ${trainingInvites.trainingId} = ${trainings.id}
          and ${trainingInvites.areaCode} = ${sql.placeholder("areaCode")} and ${trainingInvites.mobile} = ${sql.placeholder("mobile")})`,
      })
      .from(trainings)
      .leftJoin(trainingCategories, eq(trainingCategories.id, trainings.categoryId))
      .leftJoin(trainingAttends, and(eq(trainingAttends.trainingId, trainings.id), eq(trainingAttends.userId, sql.placeholder("userId"))))
      .where(and(eq(trainings.strId, sql.placeholder("strId")), eq(trainings.published, 1)))
      .limit(1)
      .prepare("training_sign_up_context"),
  ).execute({ strId, userId: user.id, areaCode: user.areaCode, mobile: user.mobile });
  if (!row) return null;
  return {
    training: { ...row.t, cate: row.cate ?? "" },
    attend: row.attend,
    position: row.position,
    kept: Boolean(row.kept),
    hasForm: Boolean(row.hasForm),
    invited: Boolean(row.invited),
  };
}

/** The session's sign-up form: its profile fields and survey questions with their options. */
export async function readSignUpForm(db: Conn, trainingId: number): Promise<SignUpForm> {
  const fields = await db
    .select({ name: trainingSettings.name, typeId: trainingSettings.typeId, isRequired: trainingSettings.isRequired })
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
        .where(
          inArray(
            trainingQuestionOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(trainingQuestionOptions.sort), asc(trainingQuestionOptions.id))
    : [];
  return {
    userDetailList: fields.map(requiredOnTheWire),
    surveyList: questions.map((q) =>
      requiredOnTheWire({
        id: q.id,
        questionType: q.questionType,
        questionName: q.questionName,
        isRequired: q.isRequired,
        surveyOptions: options
          .filter((o) => o.questionId === q.id)
          .map((o) => ({ optionId: o.id, questionId: q.id, questionOption: o.questionOption, isOther: o.isOther })),
      }),
    ),
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

export async function recordVisit(db: Conn, trainingId: number, userId: number, kind: "live" | "replay") {
  await db.insert(trainingVisits).values({ trainingId, userId, kind });
}

/** The sessions among `trainingIds` whose live room or replay the person has entered (a visit was recorded). */
export async function enteredTrainingIds(db: Conn, userId: number, trainingIds: number[]) {
  if (!trainingIds.length) return new Set<number>();
  const found = await db
    .selectDistinct({ id: trainingVisits.trainingId })
    .from(trainingVisits)
    .where(and(eq(trainingVisits.userId, userId), inArray(trainingVisits.trainingId, trainingIds)));
  return new Set(found.map((r) => r.id));
}

/** The sessions among `trainingIds` the person holds a place in (signed up and not rejected). */
export async function signedUpTrainingIds(db: Conn, userId: number, trainingIds: number[]) {
  if (!trainingIds.length) return new Set<number>();
  const found = await db
    .select({ id: trainingAttends.trainingId })
    .from(trainingAttends)
    .where(
      and(
        eq(trainingAttends.userId, userId),
        inArray(trainingAttends.trainingId, trainingIds),
        eq(trainingAttends.status, "signed"),
        ne(trainingAttends.audit, 2),
      ),
    );
  return new Set(found.map((r) => r.id));
}

/** A session by its id, or null: the back office's check before it reads or writes what hangs off the session. */
export async function findTrainingById(db: Conn, trainingId: number) {
  const [row] = await db.select({ id: trainings.id, title: trainings.title }).from(trainings).where(eq(trainings.id, trainingId));
  return row ?? null;
}

/** A session's title and lecturer names by its id, or null (the grading back office's questions name a lecturer). */
export async function findSessionLecturers(db: Conn, trainingId: number) {
  const [row] = await db
    .select({ title: trainings.title, lecturer: trainings.lecturer })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  return row ? { title: row.title, lecturers: parseLecturers(row.lecturer).map((l) => l.name) } : null;
}

export async function findAttendById(db: Conn, attendId: number) {
  const [row] = await db.select().from(trainingAttends).where(eq(trainingAttends.id, attendId));
  return row ?? null;
}

/**
 * The sign-ups a review would change (not yet in state `audit`), in id order. A released sign-up that was never rejected
 * was cancelled by its owner: there is nothing to decide. No row lock here: releaseAttend locks the session before the
 * sign-up, the order sign-up uses, so the two never deadlock.
 */
export async function attendsToReview(tx: Conn, ids: number[], audit: number) {
  return tx
    .select()
    .from(trainingAttends)
    .where(and(inArray(trainingAttends.id, ids), ne(trainingAttends.audit, audit), ne(trainingAttends.status, "released")))
    .orderBy(asc(trainingAttends.id));
}

/** A session's sign-ups in id order (the export). */
export async function listAttends(db: Conn, trainingId: number) {
  return db.select().from(trainingAttends).where(eq(trainingAttends.trainingId, trainingId)).orderBy(asc(trainingAttends.id));
}

/** Adds numbers to a directed session's invite list; answers the rows added (a number already there is left as it is). */
export async function addInvites(tx: Conn, trainingId: number, invites: { areaCode: string; mobile: string }[]) {
  if (!invites.length) return [];
  return tx
    .insert(trainingInvites)
    .values(invites.map((r) => ({ trainingId, ...r })))
    .onConflictDoNothing()
    .returning();
}

/** Whose a sign-up is and which session it is for (the notices). */
export async function findAttendOwner(db: Conn, attendId: number) {
  const [row] = await db
    .select({ userId: trainingAttends.userId, title: trainings.title, strId: trainings.strId })
    .from(trainingAttends)
    .innerJoin(trainings, eq(trainings.id, trainingAttends.trainingId))
    .where(eq(trainingAttends.id, attendId));
  return row ?? null;
}

/**
 * Claims the published sessions starting in (now, until] whose reminders have not gone out: one conditional UPDATE
 * of reminded_at, so of any number of processes running this at once each session goes to one. Answers them.
 */
export async function claimStartingTrainings(db: Conn, now: Date, until: Date) {
  return db
    .update(trainings)
    .set({ remindedAt: sql`now()` })
    .where(and(isNull(trainings.remindedAt), eq(trainings.published, 1), gt(trainings.startAt, now), lte(trainings.startAt, until)))
    .returning({ id: trainings.id, title: trainings.title, startAt: trainings.startAt, endAt: trainings.endAt });
}

/** Everyone holding a place in a session (signed, and approved where approval is required). */
export async function listPlaceHolderIds(db: Conn, trainingId: number) {
  const rows = await db
    .select({ userId: trainingAttends.userId })
    .from(trainingAttends)
    .innerJoin(trainings, eq(trainings.id, trainingAttends.trainingId))
    .where(
      and(
        eq(trainingAttends.trainingId, trainingId),
        eq(trainingAttends.status, "signed"),
        sql`(${trainings.isApprove} = 0 or ${trainingAttends.audit} = 1)`,
      ),
    );
  return rows.map((r) => r.userId);
}
