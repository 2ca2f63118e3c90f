import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { PackCourseType } from "@/api/contract/study";
import type { Conn } from "@/db/client";
import { coursePackItems } from "@/db/schema/study";
import { courseRefs } from "../../course/course-refs";
import { sessions } from "../../training/sessions";

/* A pack's items: courses (courseType 2) and live sessions (courseType 1), published ones only in every read. */

/** An int[] parameter as its text form with a cast: arrays are not passed alike by every driver. */
export const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

const published = sql`coalesce(${courseRefs.published}, ${sessions.published}) = 1`;

const itemColumns = {
  id: coursePackItems.id,
  packId: coursePackItems.packId,
  courseType: sql<PackCourseType>`${coursePackItems.courseType}`,
  courseID: sql<number>`coalesce(${courseRefs.id}, ${sessions.id})`,
  strId: sql<string>`coalesce(${courseRefs.strId}, ${sessions.strId})`,
  title: sql<string>`coalesce(${courseRefs.title}, ${sessions.title})`,
  cover: sql<string>`coalesce(${courseRefs.cover}, ${sessions.cover})`,
  sort: coursePackItems.sort,
};
export type ItemRow = {
  id: number;
  packId: number;
  courseType: PackCourseType;
  courseID: number;
  strId: string;
  title: string;
  cover: string;
  sort: number;
};

/** The pack's published items in the creator's order (sort descending; the older first on a tie). */
export function listPackItems(db: Conn, packId: number): Promise<ItemRow[]> {
  return db
    .select(itemColumns)
    .from(coursePackItems)
    .leftJoin(courseRefs, eq(courseRefs.id, coursePackItems.courseId))
    .leftJoin(sessions, eq(sessions.id, coursePackItems.trainingId))
    .where(and(eq(coursePackItems.packId, packId), published))
    .orderBy(desc(coursePackItems.sort), asc(coursePackItems.id));
}

/** One published item with its pack's id. */
export async function findItem(db: Conn, itemId: number): Promise<ItemRow | null> {
  const [row] = await db
    .select(itemColumns)
    .from(coursePackItems)
    .leftJoin(courseRefs, eq(courseRefs.id, coursePackItems.courseId))
    .leftJoin(sessions, eq(sessions.id, coursePackItems.trainingId))
    .where(and(eq(coursePackItems.id, itemId), published));
  return row ?? null;
}

/** A published course (2) or live session (1) by its public id. */
export async function findTarget(db: Conn, courseType: PackCourseType, strId: string) {
  const table = courseType === 2 ? courseRefs : sessions;
  const [row] = await db
    .select({ id: table.id, strId: table.strId, title: table.title, cover: table.cover })
    .from(table)
    .where(and(eq(table.strId, strId), eq(table.published, 1)));
  return row ?? null;
}

export async function countItems(db: Conn, packId: number) {
  const [row] = await db.select({ n: count() }).from(coursePackItems).where(eq(coursePackItems.packId, packId));
  return row?.n ?? 0;
}

/**
 * Adds the item below the others (the lowest sort minus one, 0 in an empty pack); null when it is in the pack
 * already: the unique index decides between two concurrent adds.
 */
export async function insertItem(db: Conn, packId: number, courseType: PackCourseType, targetId: number) {
  const [row] = await db
    .insert(coursePackItems)
    .values({
      packId,
      courseType,
      courseId: courseType === 2 ? targetId : null,
      trainingId: courseType === 1 ? targetId : null,
      sort: sql`coalesce((select min(${coursePackItems.sort}) - 1 from ${coursePackItems} where ${coursePackItems.packId} = ${packId}), 0)`,
    })
    .onConflictDoNothing()
    .returning({ id: coursePackItems.id, sort: coursePackItems.sort });
  return row ?? null;
}

export async function deleteItem(db: Conn, packId: number, itemId: number) {
  const gone = await db
    .delete(coursePackItems)
    .where(and(eq(coursePackItems.id, itemId), eq(coursePackItems.packId, packId)))
    .returning({ id: coursePackItems.id });
  return gone.length > 0;
}

/** Writes each item's order; the caller has checked the ids are the pack's. */
export async function writeSorts(db: Conn, packId: number, ids: number[], orders: number[]) {
  await db.execute(sql`
    update course_pack_items set sort = v.o
    from unnest(${intArray(ids)}, ${intArray(orders)}) as v(id, o)
    where course_pack_items.id = v.id and course_pack_items.pack_id = ${packId}`);
}
