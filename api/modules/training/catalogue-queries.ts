import { and, asc, count, desc, eq, gt, gte, ilike, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { trainingAttends, trainingCategories, trainings } from "../../../db/schema";
import { likeLiteral } from "../company/queries";

/** The columns a list item shows. */
const itemColumns = {
  id: trainings.id,
  strId: trainings.strId,
  title: trainings.title,
  cover: trainings.cover,
  descripts: trainings.descripts,
  lecturer: trainings.lecturer,
  startAt: trainings.startAt,
  endAt: trainings.endAt,
  cateId: trainings.categoryId,
  cate: trainingCategories.name,
  isHot: trainings.isHot,
  capacity: trainings.capacity,
  seatsTaken: trainings.seatsTaken,
};
export type TrainingItemRow = Awaited<ReturnType<typeof listTrainings>>["rows"][number];

export type TrainingFilter = {
  key?: string;
  cateId?: number;
  /** Time status: 1 not begun, 0 live, 2 ended. */
  status?: number;
  isHot?: number;
  columnType?: number;
  modulesId?: number;
  specialColumnId?: number;
  /** Sessions starting in [from, to). */
  from?: Date;
  to?: Date;
};

function where(f: TrainingFilter, now: Date): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(trainings.published, 1)];
  if (f.key) parts.push(ilike(trainings.title, `%${likeLiteral(f.key)}%`));
  if (f.cateId) parts.push(eq(trainings.categoryId, f.cateId));
  if (f.isHot) parts.push(eq(trainings.isHot, 1));
  if (f.columnType) parts.push(eq(trainings.columnType, f.columnType));
  if (f.modulesId) parts.push(eq(trainings.modulesId, f.modulesId));
  if (f.specialColumnId) parts.push(eq(trainings.specialColumnId, f.specialColumnId));
  if (f.from) parts.push(gte(trainings.startAt, f.from));
  if (f.to) parts.push(lt(trainings.startAt, f.to));
  if (f.status === 1) parts.push(gt(trainings.startAt, now));
  if (f.status === 0) parts.push(and(lte(trainings.startAt, now), gte(trainings.endAt, now)));
  if (f.status === 2) parts.push(lt(trainings.endAt, now));
  return and(...parts);
}

/**
 * One page of sessions. Order 'upcoming' puts sessions not yet ended first, soonest first, then the ended ones,
 * latest first; 'latest' is by start, newest first; 'start' by start, oldest first (the schedule).
 */
export async function listTrainings(
  db: Conn,
  f: TrainingFilter,
  page: { offset: number; limit: number; order: "upcoming" | "latest" | "start" },
  now = new Date(),
) {
  const cond = where(f, now);
  // A raw Date parameter is not portable across drivers; the text form with a cast is.
  const ended = sql`(${trainings.endAt} < ${now.toISOString()}::timestamptz)`;
  const order =
    page.order === "start"
      ? [asc(trainings.startAt), asc(trainings.id)]
      : page.order === "latest"
        ? [desc(trainings.startAt), desc(trainings.id)]
        : [asc(ended), sql`case when ${ended} then -extract(epoch from ${trainings.startAt}) else extract(epoch from ${trainings.startAt}) end`, asc(trainings.id)];
  const rows = await db
    .select(itemColumns)
    .from(trainings)
    .leftJoin(trainingCategories, eq(trainingCategories.id, trainings.categoryId))
    .where(cond)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(trainings).where(cond);
  return { rows, total: n };
}

export async function listCategories(db: Conn) {
  return db.select({ id: trainingCategories.id, name: trainingCategories.name }).from(trainingCategories).orderBy(asc(trainingCategories.sort), asc(trainingCategories.id));
}

/** The live session now that this person may enter, soonest ending first. */
export async function currentLiveFor(db: Conn, userId: number, now = new Date()) {
  const [row] = await db
    .select(itemColumns)
    .from(trainings)
    .innerJoin(trainingAttends, and(eq(trainingAttends.trainingId, trainings.id), eq(trainingAttends.userId, userId)))
    .leftJoin(trainingCategories, eq(trainingCategories.id, trainings.categoryId))
    .where(
      and(
        eq(trainings.published, 1),
        lte(trainings.startAt, now),
        gte(trainings.endAt, now),
        eq(trainingAttends.status, "signed"),
        sql`(${trainings.isApprove} = 0 or ${trainingAttends.audit} = 1)`,
      ),
    )
    .orderBy(asc(trainings.endAt))
    .limit(1);
  return row ?? null;
}

/** The next choice session (精选) not yet ended. */
export async function nextChoiceness(db: Conn, now = new Date()) {
  const [row] = await db
    .select(itemColumns)
    .from(trainings)
    .leftJoin(trainingCategories, eq(trainingCategories.id, trainings.categoryId))
    .where(and(eq(trainings.published, 1), eq(trainings.isChoiceness, 1), gte(trainings.endAt, now)))
    .orderBy(asc(trainings.startAt))
    .limit(1);
  return row ?? null;
}
