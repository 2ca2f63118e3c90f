import { type AnyColumn, and, asc, count, desc, eq, gt, gte, ilike, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Conn, Db } from "@/db/client";
import { likeLiteral } from "@/db/like";
import { prepared } from "@/db/prepared";
import { trainingAttends, trainingCategories, trainings } from "@/db/schema/training";
import { sharedRead } from "@/db/shared-read";

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
  /** Only these sessions (a special column's tab). */
  ids?: number[];
  /** Sessions about any of these training industries. */
  industryIds?: number[];
  /** Sessions with a tag of every group (one group per tag kind: any of its ids). */
  tagGroups?: number[][];
  /** Sessions starting in [from, to). */
  from?: Date;
  to?: Date;
};

/** An int[] parameter as its text form with a cast: arrays are not passed alike by every driver. */
const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

function where(f: TrainingFilter, now: Date): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(trainings.published, 1)];
  if (f.key) parts.push(ilike(trainings.title, `%${likeLiteral(f.key)}%`));
  if (f.cateId) parts.push(eq(trainings.categoryId, f.cateId));
  if (f.isHot) parts.push(eq(trainings.isHot, 1));
  if (f.columnType) parts.push(eq(trainings.columnType, f.columnType));
  if (f.modulesId) parts.push(eq(trainings.modulesId, f.modulesId));
  if (f.specialColumnId) parts.push(eq(trainings.specialColumnId, f.specialColumnId));
  if (f.ids) parts.push(sql`${trainings.id} = any(${intArray(f.ids)})`);
  if (f.industryIds?.length) parts.push(sql`${trainings.industryIds} && ${intArray(f.industryIds)}`);
  for (const group of f.tagGroups ?? []) if (group.length) parts.push(sql`${trainings.tagIds} && ${intArray(group)}`);
  if (f.from) parts.push(gte(trainings.startAt, f.from));
  if (f.to) parts.push(lt(trainings.startAt, f.to));
  if (f.status === 1) parts.push(gt(trainings.startAt, now));
  if (f.status === 0) parts.push(and(lte(trainings.startAt, now), gte(trainings.endAt, now)));
  if (f.status === 2) parts.push(lt(trainings.endAt, now));
  return and(...parts);
}

/**
 * Sessions not yet ended first, soonest first, then the ended ones, latest first. `now` is ISO text: a raw Date
 * parameter is not portable across drivers, the text form with a cast is.
 */
function upcomingFirst(now: SQL) {
  const ended = sql`(${trainings.endAt} < ${now}::timestamptz)`;
  return [
    asc(ended),
    sql`case when ${ended} then -extract(epoch from ${trainings.startAt}) else extract(epoch from ${trainings.startAt}) end`,
    asc(trainings.id),
  ];
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
  const order =
    page.order === "start"
      ? [asc(trainings.startAt), asc(trainings.id)]
      : page.order === "latest"
        ? [desc(trainings.startAt), desc(trainings.id)]
        : upcomingFirst(sql`${now.toISOString()}`);
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
  return db
    .select({ id: trainingCategories.id, name: trainingCategories.name })
    .from(trainingCategories)
    .orderBy(asc(trainingCategories.sort), asc(trainingCategories.id));
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
    .where(and(eq(trainings.published, 1), eq(trainings.isFeatured, 1), gte(trainings.endAt, now)))
    .orderBy(asc(trainings.startAt))
    .limit(1);
  return row ?? null;
}

/**
 * learning/GetHomeLiveList, the home page's hottest read: a column's first `num` sessions, upcoming first, prepared
 * once (0 in a column field means any) and without the pager's count.
 */
export async function homeLive(
  db: Db,
  p: { columnType: number; modulesId: number; specialColumnId: number; num: number },
  now = new Date(),
) {
  const anyOr = (column: AnyColumn, name: string) => sql`(${sql.placeholder(name)}::int = 0 or ${column} = ${sql.placeholder(name)}::int)`;
  const query = prepared(db, "training.homeLive", (d) =>
    d
      .select(itemColumns)
      .from(trainings)
      .leftJoin(trainingCategories, eq(trainingCategories.id, trainings.categoryId))
      .where(
        and(
          eq(trainings.published, 1),
          anyOr(trainings.columnType, "columnType"),
          anyOr(trainings.modulesId, "modulesId"),
          anyOr(trainings.specialColumnId, "specialColumnId"),
        ),
      )
      .orderBy(...upcomingFirst(sql`${sql.placeholder("now")}`))
      .limit(sql.placeholder("num"))
      .prepare("training_home_live"),
  );
  // Every visitor of the home page asks the same list: visitors arriving together share one query.
  const key = `training.homeLive:${p.columnType}:${p.modulesId}:${p.specialColumnId}:${p.num}`;
  return sharedRead(db, key, () => query.execute({ ...p, now: now.toISOString() }));
}
