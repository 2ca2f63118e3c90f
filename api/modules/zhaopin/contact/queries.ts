import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { contactReveals } from "@/db/schema/zhaopin/hiring";

type RevealWay = (typeof contactReveals.$inferInsert)["how"];
export type NewReveal = { companyId: number; userId: number; how: RevealWay; viewerId?: number | null };

/**
 * Records that the company got these people's contact, once per company, person and way: the first HR account to
 * open it stays named (a reveal recorded by an accepted invitation names its first reader when HR opens it).
 */
export async function insertReveals(conn: Conn, reveals: NewReveal[]) {
  if (!reveals.length) return;
  await conn
    .insert(contactReveals)
    .values(reveals.map((r) => ({ ...r, viewerId: r.viewerId ?? null })))
    .onConflictDoUpdate({
      target: [contactReveals.companyId, contactReveals.userId, contactReveals.how],
      set: { viewerId: sql`coalesce(${contactReveals.viewerId}, excluded.viewer_id)` },
    });
}

/** Of these people, those whose contact the company may read outside an application: an accepted invitation's. */
export async function revealedByInvitation(conn: Conn, companyId: number, userIds: number[]) {
  if (!userIds.length) return new Set<number>();
  const rows = await conn
    .select({ userId: contactReveals.userId })
    .from(contactReveals)
    .where(and(eq(contactReveals.companyId, companyId), eq(contactReveals.how, "invitation"), inArray(contactReveals.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

/** The companies that got the person's contact, newest first. */
export function revealsOf(conn: Conn, userId: number) {
  return conn
    .select({ companyId: contactReveals.companyId, how: contactReveals.how, createdAt: contactReveals.createdAt })
    .from(contactReveals)
    .where(eq(contactReveals.userId, userId))
    .orderBy(desc(contactReveals.createdAt), desc(contactReveals.id))
    .limit(200);
}

/** Closing an account: the person's rows go. */
export async function deleteRevealsOf(conn: Conn, userId: number) {
  await conn.delete(contactReveals).where(eq(contactReveals.userId, userId));
}
