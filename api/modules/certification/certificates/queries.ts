import { and, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { certificates, certificateVerifications, type VerificationWay } from "@/db/schema/certification/certificates";
import { examProfiles } from "@/db/schema/certification/requests";

export type CertificateRow = typeof certificates.$inferSelect;

const select = (conn: Conn) => conn.select().from(certificates);

export async function findByNumber(conn: Conn, number: string) {
  const [row] = await select(conn).where(eq(certificates.number, number));
  return row;
}

/** Type 1 of the query: the newest certificate of this ID number carrying this code. */
export async function findByIdCardAndCode(conn: Conn, idCard: string, code: string) {
  const [row] = await select(conn)
    .where(and(eq(certificates.idCard, idCard.toUpperCase()), eq(certificates.code, code)))
    .orderBy(desc(certificates.issuedAt))
    .limit(1);
  return row;
}

/** The certificate issued for a registration, if any (my/examinfo shows its number). */
export async function findByRegistration(conn: Conn, registrationId: number) {
  const [row] = await select(conn).where(eq(certificates.registrationId, registrationId));
  return row;
}

export async function logVerification(conn: Conn, certificateId: number, how: VerificationWay, ip: string) {
  await conn.insert(certificateVerifications).values({ certificateId, how, ip });
}

/**
 * Claims the live, unrevoked certificates lapsing in (now, until] not yet reminded: one conditional UPDATE of
 * reminded_at, so of any number of processes running this at once each certificate goes to one. Answers them.
 */
export async function claimExpiringCertificates(tx: Conn, now: Date, until: Date) {
  return tx
    .update(certificates)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        isNull(certificates.remindedAt),
        isNull(certificates.revokedAt),
        gt(certificates.expiresAt, now),
        lte(certificates.expiresAt, until),
      ),
    )
    .returning();
}

type NewCertificate = Omit<typeof certificates.$inferInsert, "number" | "expiresAt"> & { issuedAt: Date };

/** The number ('CERT' + `year` + six digits from a database sequence, never the same twice) and the expiry `validMonths` on. */
const numbered = (values: NewCertificate, year: string, validMonths: number | null) => ({
  ...values,
  number: sql`'CERT' || ${year}::text || lpad(nextval('certificate_number_seq')::text, 6, '0')`,
  expiresAt: validMonths === null ? null : sql`${values.issuedAt.toISOString()}::timestamptz + make_interval(months => ${validMonths})`,
});

/**
 * Inserts a certificate numbered 'CERT' + `year` + six digits from a database sequence (two processes never take the
 * same one), expiring `validMonths` after its issue, or never when null.
 */
export async function insertCertificate(tx: Conn, values: NewCertificate, year: string, validMonths: number | null) {
  const [row] = await tx
    .insert(certificates)
    .values(numbered(values, year, validMonths))
    .returning();
  return row!;
}

/** Inserts a course's 结业证书, never lapsing; none when the person holds that course's already (answers undefined). */
export async function insertCourseCertificate(tx: Conn, values: NewCertificate & { courseId: number }, year: string) {
  const [row] = await tx
    .insert(certificates)
    .values(numbered(values, year, null))
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId], where: sql`${certificates.courseId} is not null` })
    .returning();
  return row;
}

/** Revokes the registration's certificate once (an unrevoked one only); answers it when this call revoked it. */
export async function revokeOfRegistration(tx: Conn, registrationId: number, reason: string) {
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(certificates.registrationId, registrationId), isNull(certificates.revokedAt)))
    .returning();
  return row;
}

/** The name and ID number the person's exam profile gives (none without a profile). */
export async function holderOf(conn: Conn, userId: number) {
  const [row] = await conn
    .select({ name: examProfiles.chineseName, idCard: examProfiles.idCard })
    .from(examProfiles)
    .where(eq(examProfiles.userId, userId));
  return row;
}
