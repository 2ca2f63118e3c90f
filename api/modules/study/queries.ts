import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { PackForm } from "@/api/contract/study";
import type { Conn } from "@/db/client";
import { coursePackMembers, coursePackReplies, coursePacks } from "@/db/schema/study";
import { people } from "../account/people";

/* Packs, memberships and reviews. Items are in items/queries.ts, the lists in lists/queries.ts, the item search in search/queries.ts. */

export type PackRow = typeof coursePacks.$inferSelect;

/** The pack, deleted or hidden or not (the caller decides who may see it); `lock` holds it for the transaction. */
export async function findPack(db: Conn, packId: number, lock = false) {
  const q = db.select().from(coursePacks).where(eq(coursePacks.id, packId));
  const [row] = await (lock ? q.for("update") : q);
  return row ?? null;
}

export async function insertPack(db: Conn, creatorId: number, form: PackForm) {
  const [row] = await db
    .insert(coursePacks)
    .values({ creatorId, ...form })
    .returning({ id: coursePacks.id });
  return row!.id;
}

export async function updatePack(db: Conn, packId: number, form: PackForm) {
  await db
    .update(coursePacks)
    .set({ ...form, updatedAt: sql`now()` })
    .where(eq(coursePacks.id, packId));
}

export async function markPackDeleted(db: Conn, packId: number) {
  await db
    .update(coursePacks)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(coursePacks.id, packId), isNull(coursePacks.deletedAt)));
}

export async function markPackShared(db: Conn, packId: number) {
  await db.update(coursePacks).set({ shared: 1, updatedAt: sql`now()` }).where(eq(coursePacks.id, packId));
}

/** Takes a pack's completion points away (its items shrank since an operator set them). */
export async function withdrawPackScore(db: Conn, packId: number) {
  await db.update(coursePacks).set({ packScore: 0, updatedAt: sql`now()` }).where(eq(coursePacks.id, packId));
}

export async function userExists(db: Conn, userId: number) {
  const [row] = await db.select({ id: people.id }).from(people).where(eq(people.id, userId));
  return row !== undefined;
}

const memberColumns = { joinedAt: coursePackMembers.joinedAt, source: coursePackMembers.source };

export async function findMember(db: Conn, packId: number, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(coursePackMembers)
    .where(and(eq(coursePackMembers.packId, packId), eq(coursePackMembers.userId, userId)));
  return row ?? null;
}

/** Joining twice keeps the first membership (the primary key decides). */
export async function insertMember(db: Conn, row: { packId: number; userId: number; shareUserId: number | null; source: number }) {
  await db.insert(coursePackMembers).values(row).onConflictDoNothing();
}

export async function deleteMember(db: Conn, packId: number, userId: number) {
  const gone = await db
    .delete(coursePackMembers)
    .where(and(eq(coursePackMembers.packId, packId), eq(coursePackMembers.userId, userId)))
    .returning({ userId: coursePackMembers.userId });
  return gone.length > 0;
}

/** How many joined through each channel (0 direct, 1 link, 2 poster). */
export function countJoinsBySource(db: Conn, packId: number) {
  return db
    .select({ source: coursePackMembers.source, n: count() })
    .from(coursePackMembers)
    .where(eq(coursePackMembers.packId, packId))
    .groupBy(coursePackMembers.source);
}

const replyColumns = {
  id: coursePackReplies.id,
  userName: people.chineseName,
  avatar: people.headImgUrl,
  content: coursePackReplies.content,
  score: coursePackReplies.score,
  createdAt: coursePackReplies.createdAt,
};
export type ReplyRow = { id: number; userName: string; avatar: string; content: string; score: number; createdAt: Date };

/** One review a member: null when they already have one (the unique index decides). */
export async function insertReply(db: Conn, row: { packId: number; userId: number; content: string; score: number }) {
  const [made] = await db.insert(coursePackReplies).values(row).onConflictDoNothing().returning({ id: coursePackReplies.id });
  return made?.id ?? null;
}

export async function findReply(db: Conn, id: number): Promise<ReplyRow | null> {
  const [row] = await db
    .select(replyColumns)
    .from(coursePackReplies)
    .innerJoin(people, eq(people.id, coursePackReplies.userId))
    .where(eq(coursePackReplies.id, id));
  return row ?? null;
}

export async function hasReplied(db: Conn, packId: number, userId: number) {
  const [row] = await db
    .select({ id: coursePackReplies.id })
    .from(coursePackReplies)
    .where(and(eq(coursePackReplies.packId, packId), eq(coursePackReplies.userId, userId)));
  return row !== undefined;
}

/** The reviews not hidden by an operator, newest first. */
export function listVisibleReplies(db: Conn, packId: number, limit: number): Promise<ReplyRow[]> {
  return db
    .select(replyColumns)
    .from(coursePackReplies)
    .innerJoin(people, eq(people.id, coursePackReplies.userId))
    .where(and(eq(coursePackReplies.packId, packId), isNull(coursePackReplies.hiddenAt)))
    .orderBy(desc(coursePackReplies.createdAt), desc(coursePackReplies.id))
    .limit(limit);
}

/** The visible reviews' number and average stars. */
export async function replyFigures(db: Conn, packId: number) {
  const [row] = await db
    .select({ n: count(), avg: sql<string | null>`avg(${coursePackReplies.score})` })
    .from(coursePackReplies)
    .where(and(eq(coursePackReplies.packId, packId), isNull(coursePackReplies.hiddenAt)));
  return { n: row?.n ?? 0, avg: row?.avg === null || row?.avg === undefined ? 0 : Number(row.avg) };
}

/** The person's replies to packs, for their data export. */
export const repliesOf = (db: Conn, userId: number) =>
  db
    .select({
      packId: coursePackReplies.packId,
      content: coursePackReplies.content,
      score: coursePackReplies.score,
      createdAt: coursePackReplies.createdAt,
    })
    .from(coursePackReplies)
    .where(eq(coursePackReplies.userId, userId));

/** Closing an account: what the person wrote under packs goes with them. */
export async function deleteRepliesOf(tx: Conn, userId: number) {
  await tx.delete(coursePackReplies).where(eq(coursePackReplies.userId, userId));
}
