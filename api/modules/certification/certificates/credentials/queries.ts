import { and, asc, eq, gte, isNotNull, lt, max } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { certificates } from "@/db/schema/certification/certificates";
import { exams } from "@/db/schema/certification/exams";
import { issuerKeys, type PublicJwk } from "@/db/schema/certification/issuer-keys";

/** Lists a public key once (by thumbprint, whichever process comes first) and answers its row id: the N of #key-N. */
export async function saveIssuerKey(conn: Conn, thumbprint: string, publicJwk: PublicJwk) {
  await conn.insert(issuerKeys).values({ thumbprint, publicJwk }).onConflictDoNothing({ target: issuerKeys.thumbprint });
  const [row] = await conn.select({ id: issuerKeys.id }).from(issuerKeys).where(eq(issuerKeys.thumbprint, thumbprint));
  return row!.id;
}

/** Every key ever signed with, oldest first. */
export const allIssuerKeys = (conn: Conn) =>
  conn.select({ id: issuerKeys.id, publicJwk: issuerKeys.publicJwk }).from(issuerKeys).orderBy(asc(issuerKeys.id));

/**
 * The certificate with what its credential needs of its exam (the pass mark and full marks); a 结业证书 carries its
 * course's own (none for it here).
 */
export async function credentialSourceOf(conn: Conn, number: string) {
  const [row] = await conn
    .select({ certificate: certificates, exam: { passScore: exams.passScore, totalScore: exams.zongFen } })
    .from(certificates)
    .leftJoin(exams, eq(exams.id, certificates.examId))
    .where(eq(certificates.number, number));
  return row;
}

/** Status indexes in [from, to) whose certificate is revoked (by an operator, or with its voided attempt). */
export async function revokedIndexesIn(conn: Conn, from: number, to: number) {
  const rows = await conn
    .select({ index: certificates.statusIndex })
    .from(certificates)
    .where(and(isNotNull(certificates.revokedAt), gte(certificates.statusIndex, from), lt(certificates.statusIndex, to)));
  return rows.map((r) => r.index);
}

/** The highest status index handed out, or null before the first certificate. */
export async function highestStatusIndex(conn: Conn) {
  const [row] = await conn.select({ top: max(certificates.statusIndex) }).from(certificates);
  return row?.top ?? null;
}
