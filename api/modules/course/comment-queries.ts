import { and, count, desc, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { courseComments } from "@/db/schema/course";

const commentColumns = {
  id: courseComments.id,
  score: courseComments.score,
  content: courseComments.content,
  createdAt: courseComments.createdAt,
  name: users.chineseName,
  avatar: users.headImgUrl,
};
export type CommentRow = { id: number; score: number; content: string; createdAt: Date; name: string; avatar: string };

/** A page of the course's visible comments, newest first, and how many there are. */
export async function listVisibleComments(db: Conn, courseId: number, page: { offset: number; limit: number }) {
  const visible = and(eq(courseComments.courseId, courseId), eq(courseComments.hidden, 0));
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(courseComments)
      .innerJoin(users, eq(users.id, courseComments.userId))
      .where(visible)
      .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(courseComments).where(visible),
  ]);
  return { rows: rows as CommentRow[], total: total!.n };
}

/** The person's own comment on the course (hidden or not), or null. */
export async function findOwnComment(db: Conn, courseId: number, userId: number) {
  const [row] = await db
    .select(commentColumns)
    .from(courseComments)
    .innerJoin(users, eq(users.id, courseComments.userId))
    .where(and(eq(courseComments.courseId, courseId), eq(courseComments.userId, userId)))
    .limit(1);
  return (row as CommentRow | undefined) ?? null;
}

/** Adds the person's comment; null when they already have one (the unique key decides, not a read before). */
export async function insertComment(db: Conn, row: { courseId: number; userId: number; score: number; content: string }) {
  const [made] = await db.insert(courseComments).values(row).onConflictDoNothing().returning({ id: courseComments.id });
  return made ?? null;
}
