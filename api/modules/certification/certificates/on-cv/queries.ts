import { and, asc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { certificates } from "@/db/schema/certification/certificates";

/** Valid at the moment the query runs: not revoked, and not past its expiry (none never lapses). */
const validNow = (): SQL =>
  and(isNull(certificates.revokedAt), or(isNull(certificates.expiresAt), gt(certificates.expiresAt, sql`now()`)))!;

/**
 * The people holding a certificate of the exam (any exam when ""), valid now when `validOnly`, other than those whose
 * (user_id, certificate_id) pair is in `except` (what the holders took off their CV): a subquery of user ids.
 */
export function certificateHolders(filter: { exam: string; validOnly: boolean }, except: SQL): SQL {
  const where = and(
    sql`(${certificates.userId}, ${certificates.id}) not in ${except}`,
    filter.exam ? eq(certificates.examName, filter.exam) : undefined,
    filter.validOnly ? validNow() : undefined,
  );
  return sql`(select ${certificates.userId} from ${certificates} where ${where})`;
}

/** The names of the exams that have certificates (as each certificate states it), in name order. */
export async function certifiedExamNames(db: Conn) {
  const rows = await db.selectDistinct({ name: certificates.examName }).from(certificates).orderBy(asc(certificates.examName));
  return rows.map((r) => r.name);
}
