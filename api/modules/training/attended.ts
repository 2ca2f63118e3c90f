import { and, count, desc, eq, lt, or } from "drizzle-orm";
import { beijingTime } from "@/api/contract/beijing-time";
import { ATTEND_STATE_TEXT, type AttendedTrainingPage, type AttendState } from "@/api/contract/my-courses";
import { pagerOf } from "@/api/contract/pager";
import type { Conn } from "@/db/client";
import { trainingAttends, trainings } from "@/db/schema/training";
import { roomUrl, timeLine, timeStatus } from "./phase";
import { enteredTrainingIds } from "./queries";

/** The sign-ups that still stand or were turned down: a cancelled one is gone from the person's view. */
const kept = (userId: number) =>
  and(
    eq(trainingAttends.userId, userId),
    or(eq(trainingAttends.status, "signed"), eq(trainingAttends.status, "waiting"), eq(trainingAttends.audit, 2)),
  );

async function listAttended(db: Conn, userId: number, offset: number, limit: number) {
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

type Row = Awaited<ReturnType<typeof listAttended>>["rows"][number];

function stateOf(r: Row, entered: boolean): AttendState {
  if (r.status === "released") return "rejected";
  if (r.status === "waiting") return "waiting";
  if (r.isApprove && r.audit === 0) return "review";
  return entered ? "attended" : "signed";
}

/**
 * my/trainingattend: the sessions a person signed up for, latest first, with where each sign-up stands. Unpublished
 * sessions stay listed: the person did sign up for them.
 */
export async function attendedTrainingPage(
  db: Conn,
  userId: number,
  p: { currentPage: number; pageSize: number },
  now = new Date(),
): Promise<AttendedTrainingPage> {
  const { rows, total } = await listAttended(db, userId, (p.currentPage - 1) * p.pageSize, p.pageSize);
  const entered = await enteredTrainingIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => {
      const status = stateOf(r, entered.has(r.id));
      const mayEnter = status === "signed" || status === "attended";
      return {
        strId: r.strId,
        title: r.title,
        imageUrl: r.cover,
        time: timeLine(r),
        startTime: beijingTime(r.startAt),
        timeStatus: timeStatus(r, now),
        status,
        statusText: ATTEND_STATE_TEXT[status],
        roomUrl: mayEnter ? roomUrl(r, now) : "",
      };
    }),
    pager: pagerOf(p.currentPage, p.pageSize, total),
  };
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
