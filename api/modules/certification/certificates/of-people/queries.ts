import { type AnyColumn, and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { certificates } from "@/db/schema/certification/certificates";

/** The certificates these people hold, newest issue first. */
export function certificatesOfPeople(db: Conn, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db.select().from(certificates).where(inArray(certificates.userId, userIds)).orderBy(desc(certificates.issuedAt));
}

/** The numbers of the person's 结业证书 of these courses, by course (a course without one is absent). */
export async function courseCertificateNumbers(db: Conn, userId: number, courseIds: number[]) {
  if (!courseIds.length) return new Map<number, string>();
  const rows = await db
    .select({ courseId: certificates.courseId, number: certificates.number })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds)));
  return new Map(rows.map((r) => [r.courseId!, r.number]));
}

/** A condition on a (user, course) pair: the person holds no 结业证书 of that course yet. */
export function withoutCourseCertificate(userId: AnyColumn, courseId: AnyColumn): SQL {
  return sql`not exists (select 1 from ${certificates} where ${certificates.userId} = ${userId} and ${certificates.courseId} = ${courseId})`;
}
