import { and, count, desc, eq, lt, or } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { trainingAttends, trainings } from "@/db/schema/training";

/** The sign-ups that still stand or were turned down: a cancelled one is gone from the person's view. */
const kept = (userId: number) =>
  and(
    eq(trainingAttends.userId, userId),
    or(eq(trainingAttends.status, "signed"), eq(trainingAttends.status, "waiting"), eq(trainingAttends.audit, 2)),
  );

/** A page of the person's kept sign-ups with their sessions, latest session first, and how many there are. */
export async function listAttended(db: Conn, userId: number, offset: number, limit: number) {
  const rows = await db
    .select({
      id: trainings.id,
      strId: trainings.strId,
      title: trainings.title,
      cover: trainings.cover,
      startAt: trainings.startAt,
      endAt: trainings.endAt,
      isApprove: trainings.isApprove,
      status: trainingAttends.status,
      audit: trainingAttends.audit,
    })
    .from(trainingAttends)
    .innerJoin(trainings, eq(trainings.id, trainingAttends.trainingId))
    .where(kept(userId))
    .orderBy(desc(trainings.startAt), desc(trainings.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(trainingAttends).where(kept(userId));
  return { rows, total: n };
}

/** The tags of the sessions the person held an approved place in and that have ended, one array a session (My/Radar). */
export async function attendedSessionTagIds(db: Conn, userId: number, now = new Date()) {
  const list = await db
    .select({ tagIds: trainings.tagIds })
    .from(trainingAttends)
    .innerJoin(trainings, eq(trainings.id, trainingAttends.trainingId))
    .where(
      and(eq(trainingAttends.userId, userId), eq(trainingAttends.status, "signed"), eq(trainingAttends.audit, 1), lt(trainings.endAt, now)),
    );
  return list.map((r) => r.tagIds);
}
