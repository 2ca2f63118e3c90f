import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { cvs } from "@/db/schema/zhaopin";
import { cvBlockedCompanies } from "@/db/schema/zhaopin/hiring";

/** The companies the person blocks, newest first. */
export function blockedBy(conn: Conn, userId: number) {
  return conn
    .select({ companyId: cvBlockedCompanies.companyId, createdAt: cvBlockedCompanies.createdAt })
    .from(cvBlockedCompanies)
    .where(eq(cvBlockedCompanies.userId, userId))
    .orderBy(desc(cvBlockedCompanies.createdAt));
}

export async function blockedCount(conn: Conn, userId: number) {
  const [row] = await conn.select({ n: count() }).from(cvBlockedCompanies).where(eq(cvBlockedCompanies.userId, userId));
  return row!.n;
}

export async function block(conn: Conn, userId: number, companyId: number) {
  await conn.insert(cvBlockedCompanies).values({ userId, companyId }).onConflictDoNothing();
}

export async function unblock(conn: Conn, userId: number, companyId: number) {
  await conn.delete(cvBlockedCompanies).where(and(eq(cvBlockedCompanies.userId, userId), eq(cvBlockedCompanies.companyId, companyId)));
}

/** A condition on CVs: not blocked by their owner for this company (the talent pool's scope for its HR). */
export function cvNotBlockedFor(companyId: number): SQL {
  return sql`not exists (select 1 from ${cvBlockedCompanies} where ${cvBlockedCompanies.userId} = ${cvs.userId} and ${cvBlockedCompanies.companyId} = ${companyId})`;
}

/** Closing an account: the person's rows go. */
export async function deleteBlocksOf(conn: Conn, userId: number) {
  await conn.delete(cvBlockedCompanies).where(eq(cvBlockedCompanies.userId, userId));
}
