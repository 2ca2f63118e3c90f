import { asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { exams } from "@/db/schema/certification/exams";
import { voucherBatches, vouchers } from "@/db/schema/certification/vouchers";

/** A voucher batch with its exam's name, or null. */
export async function findBatch(db: Conn, batchId: number) {
  const [batch] = await db
    .select({ id: voucherBatches.id, examName: exams.name })
    .from(voucherBatches)
    .innerJoin(exams, eq(exams.id, voucherBatches.examId))
    .where(eq(voucherBatches.id, batchId));
  return batch ?? null;
}

/** A batch's codes in id order. */
export async function listBatchVouchers(db: Conn, batchId: number) {
  return db.select().from(vouchers).where(eq(vouchers.batchId, batchId)).orderBy(asc(vouchers.id));
}

/** Adds a batch's codes. */
export async function insertBatchCodes(tx: Conn, batch: { id: number; examId: number }, codes: string[]) {
  await tx.insert(vouchers).values(codes.map((code) => ({ code, batchId: batch.id, examId: batch.examId })));
}

/** The vouchers list's `used` filter: taken codes, or those still free. */
export function voucherUsed(used: boolean) {
  return used ? isNotNull(vouchers.usedAt) : isNull(vouchers.usedAt);
}
