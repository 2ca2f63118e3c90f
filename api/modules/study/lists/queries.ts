import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { coursePackMembers, coursePacks } from "@/db/schema/study";
import { people } from "../../account/people";
import { courseRefs } from "../../course/course-refs";
import { sessions } from "../../training/sessions";
import { intArray } from "../items/queries";

/* The pack lists (GetCoursePackageList, GetSelfCoursePackage) and a pack's own figures, each pack with its counts. */

/** The most packs a list answers (the lists have no pager). */
const LIST_MAX = 60;

/** A pack's published items, as a FROM clause for its counts and cover. */
const publishedItems = sql`course_pack_items i
  left join ${courseRefs} on ${courseRefs.id} = i.course_id
  left join ${sessions} on ${sessions.id} = i.training_id
  where i.pack_id = ${coursePacks.id} and coalesce(${courseRefs.published}, ${sessions.published}) = 1`;

const packColumns = {
  id: coursePacks.id,
  title: coursePacks.title,
  memo: coursePacks.memo,
  treelist: coursePacks.treelist,
  creatorId: coursePacks.creatorId,
  creatorName: people.chineseName,
  shared: coursePacks.shared,
  recommended: coursePacks.recommended,
  packScore: coursePacks.packScore,
  deleted: sql<boolean>`${coursePacks.deletedAt} is not null`,
  courseNum: sql<number>`(select count(*)::int from ${publishedItems})`,
  cover: sql<string>`coalesce((select coalesce(${courseRefs.cover}, ${sessions.cover}) from ${publishedItems} order by i.sort desc, i.id limit 1), '')`,
  joinNum: sql<number>`(select count(*)::int from course_pack_members m where m.pack_id = ${coursePacks.id})`,
};
export type PackListRow = {
  id: number;
  title: string;
  memo: string;
  treelist: number[];
  creatorId: number;
  creatorName: string;
  shared: number;
  recommended: number;
  packScore: number;
  deleted: boolean;
  courseNum: number;
  cover: string;
  joinNum: number;
};

/** Seen by everyone: neither deleted by its creator nor hidden by an operator. */
const open = and(isNull(coursePacks.deletedAt), isNull(coursePacks.hiddenAt));

function listPacks(db: Conn, where: SQL | undefined, order: SQL[]): Promise<PackListRow[]> {
  return db
    .select(packColumns)
    .from(coursePacks)
    .innerJoin(people, eq(people.id, coursePacks.creatorId))
    .where(where)
    .orderBy(...order)
    .limit(LIST_MAX);
}

/** Type 1: recommended by operators. */
export const listRecommended = (db: Conn) => listPacks(db, and(open, eq(coursePacks.recommended, 1)), [desc(coursePacks.id)]);

/** Type 2: the newest shared packs. */
export const listShared = (db: Conn) => listPacks(db, and(open, eq(coursePacks.shared, 1)), [desc(coursePacks.id)]);

/** Type 3: the person's own, hidden ones too (only the creator sees those). */
export const listCreated = (db: Conn, userId: number) =>
  listPacks(db, and(eq(coursePacks.creatorId, userId), isNull(coursePacks.deletedAt)), [desc(coursePacks.createdAt), desc(coursePacks.id)]);

/** Type 4: the packs the person joined, latest join first; a deleted one stays (flagged), a hidden one goes. */
export function listJoined(db: Conn, userId: number): Promise<PackListRow[]> {
  return db
    .select(packColumns)
    .from(coursePackMembers)
    .innerJoin(coursePacks, eq(coursePacks.id, coursePackMembers.packId))
    .innerJoin(people, eq(people.id, coursePacks.creatorId))
    .where(and(eq(coursePackMembers.userId, userId), isNull(coursePacks.hiddenAt)))
    .orderBy(desc(coursePackMembers.joinedAt), desc(coursePacks.id))
    .limit(LIST_MAX);
}

/** Shared or recommended packs about any of `tree` (interest options), recommended first. */
export const listForTree = (db: Conn, tree: number[]) =>
  listPacks(
    db,
    and(open, or(eq(coursePacks.shared, 1), eq(coursePacks.recommended, 1)), sql`${coursePacks.treelist} && ${intArray(tree)}`),
    [desc(coursePacks.recommended), desc(coursePacks.id)],
  );

/** One pack with its counts, whatever its state (the caller has checked who may see it). */
export async function packFigures(db: Conn, packId: number): Promise<PackListRow | null> {
  const [row] = await db
    .select(packColumns)
    .from(coursePacks)
    .innerJoin(people, eq(people.id, coursePacks.creatorId))
    .where(eq(coursePacks.id, packId));
  return row ?? null;
}
