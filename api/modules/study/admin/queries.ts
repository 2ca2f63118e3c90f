import { and, count, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { Conn, Tx } from "@/db/client";
import { coursePackItems, coursePackMembers, coursePackReplies, coursePacks } from "@/db/schema/study";
import { people } from "../../account/people";
import { courseRefs, publishedCourseIds } from "../../course/course-refs";
import { publishedSessionIds, sessions } from "../../training/sessions";

/* The back office's reads and writes of packs, their items and reviews. */

/** People by id: name and number (unmasked; the caller masks). */
export async function peopleRows(db: Conn, ids: number[]) {
  const unique = [...new Set(ids)];
  return unique.length
    ? db.select({ id: people.id, chineseName: people.chineseName, mobile: people.mobile }).from(people).where(inArray(people.id, unique))
    : [];
}

/** Per pack: published items, members per channel and reviews (hidden ones included). */
export async function packCounts(db: Conn, ids: number[]) {
  const [items, joins, replies] = await Promise.all([
    db
      .select({ packId: coursePackItems.packId, n: count() })
      .from(coursePackItems)
      .where(
        and(
          inArray(coursePackItems.packId, ids),
          or(inArray(coursePackItems.courseId, publishedCourseIds), inArray(coursePackItems.trainingId, publishedSessionIds)),
        ),
      )
      .groupBy(coursePackItems.packId),
    db
      .select({ packId: coursePackMembers.packId, source: coursePackMembers.source, n: count() })
      .from(coursePackMembers)
      .where(inArray(coursePackMembers.packId, ids))
      .groupBy(coursePackMembers.packId, coursePackMembers.source),
    db
      .select({ packId: coursePackReplies.packId, n: count() })
      .from(coursePackReplies)
      .where(inArray(coursePackReplies.packId, ids))
      .groupBy(coursePackReplies.packId),
  ]);
  return { items, joins, replies };
}

/** The courses and live sessions by id: title, public id and whether published. */
export async function itemTargets(db: Conn, courseIds: number[], trainingIds: number[]) {
  const [cs, ts] = await Promise.all([
    courseIds.length
      ? db
          .select({ id: courseRefs.id, title: courseRefs.title, strId: courseRefs.strId, published: courseRefs.published })
          .from(courseRefs)
          .where(inArray(courseRefs.id, courseIds))
      : [],
    trainingIds.length
      ? db
          .select({ id: sessions.id, title: sessions.title, strId: sessions.strId, published: sessions.published })
          .from(sessions)
          .where(inArray(sessions.id, trainingIds))
      : [],
  ]);
  return { courses: cs, trainings: ts };
}

/** The packs' titles by id. */
export async function packTitles(db: Conn, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db.select({ id: coursePacks.id, title: coursePacks.title }).from(coursePacks).where(inArray(coursePacks.id, unique))
    : [];
  return new Map(rows.map((p) => [p.id, p.title]));
}

/** A review, locked for the transaction. */
export async function lockReply(tx: Tx, id: number) {
  return (await tx.select().from(coursePackReplies).where(eq(coursePackReplies.id, id)).for("update"))[0];
}

/** Hides or shows a review, only if it is not so already (no row when it moved meanwhile). */
export async function setReplyHidden(tx: Tx, id: number, hide: boolean) {
  const [row] = await tx
    .update(coursePackReplies)
    .set({ hiddenAt: hide ? new Date() : null })
    .where(and(eq(coursePackReplies.id, id), hide ? isNull(coursePackReplies.hiddenAt) : isNotNull(coursePackReplies.hiddenAt)))
    .returning();
  return row;
}

/** A pack, locked for the transaction. */
export async function lockPack(tx: Tx, id: number) {
  return (await tx.select().from(coursePacks).where(eq(coursePacks.id, id)).for("update"))[0];
}

/** Hides (with the reason) or shows a pack, only if it is not so already. */
export async function setPackHidden(tx: Tx, id: number, hide: boolean, reason: string) {
  const [row] = await tx
    .update(coursePacks)
    .set({ hiddenAt: hide ? new Date() : null, hiddenReason: reason, updatedAt: new Date() })
    .where(and(eq(coursePacks.id, id), hide ? isNull(coursePacks.hiddenAt) : isNotNull(coursePacks.hiddenAt)))
    .returning();
  return row;
}
