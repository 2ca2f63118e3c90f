import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { cvHiddenCertificates, cvs } from "@/db/schema/zhaopin";
import { certificateHolders } from "../../certification/certificates/on-cv";

/** The certificates these people took off their CV. */
export function hiddenCertificatesOf(db: Conn, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({ userId: cvHiddenCertificates.userId, certificateId: cvHiddenCertificates.certificateId })
    .from(cvHiddenCertificates)
    .where(inArray(cvHiddenCertificates.userId, userIds));
}

/** Takes the certificate off the person's CV; a second click finds it hidden already (the primary key decides). */
export async function hideCertificate(db: Conn, userId: number, certificateId: number) {
  await db.insert(cvHiddenCertificates).values({ userId, certificateId }).onConflictDoNothing();
}

/** Puts it back on the CV. */
export async function showCertificate(db: Conn, userId: number, certificateId: number) {
  await db
    .delete(cvHiddenCertificates)
    .where(and(eq(cvHiddenCertificates.userId, userId), eq(cvHiddenCertificates.certificateId, certificateId)));
}

/** Closing an account: the person's choices go with the CV. */
export async function deleteHiddenCertificatesOf(tx: Conn, userId: number) {
  await tx.delete(cvHiddenCertificates).where(eq(cvHiddenCertificates.userId, userId));
}

/** CVs showing a certificate of the exam (any when ""), valid now when `validOnly`: hidden ones never count. */
export function showsCertificate(filter: { exam: string; validOnly: boolean }): SQL {
  const hidden = sql`(select ${cvHiddenCertificates.userId}, ${cvHiddenCertificates.certificateId} from ${cvHiddenCertificates})`;
  return inArray(cvs.userId, certificateHolders(filter, hidden));
}
