import { and, asc, desc, eq, gt, lte, notExists, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { announcementCloses, announcements } from "@/db/schema/announcement";

const noticeColumns = {
  id: announcements.id,
  title: announcements.title,
  subTitle: announcements.subTitle,
  types: announcements.types,
  contents: announcements.contents,
  createdAt: announcements.createdAt,
};

/** Published announcements inside their start and end, first by sort; without those the person closed. */
export async function showingNotices(db: Conn, userId: number | null) {
  const now = sql`now()`;
  const closed = userId
    ? notExists(
        db
          .select({ one: sql`1` })
          .from(announcementCloses)
          .where(and(eq(announcementCloses.announcementId, announcements.id), eq(announcementCloses.userId, userId))),
      )
    : undefined;
  return db
    .select(noticeColumns)
    .from(announcements)
    .where(and(eq(announcements.published, 1), lte(announcements.startAt, now), gt(announcements.endAt, now), closed))
    .orderBy(asc(announcements.sort), desc(announcements.id))
    .limit(20);
}

/** Records the close once (a repeat changes nothing); answers false when no such announcement exists. */
export async function closeNotice(db: Conn, userId: number, announcementId: number) {
  const [exists] = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, announcementId));
  if (!exists) return false;
  await db.insert(announcementCloses).values({ userId, announcementId }).onConflictDoNothing();
  return true;
}
