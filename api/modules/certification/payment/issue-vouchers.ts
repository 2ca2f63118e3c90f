import type { Conn } from "@/db/client";
import { voucherBatches, vouchers } from "@/db/schema/certification/vouchers";
import { newVoucherCodes } from "./voucher-codes";

/**
 * What other features call to hand out exam vouchers (a learning card's batch, docs/decisions/0031; the points shop's
 * voucher products, 0030): a batch of `count` fresh codes for the exam, noted as `note`, in the caller's transaction.
 * Answers the new vouchers in id order.
 */
export async function issueVouchers(tx: Conn, batch: { examId: number; count: number; note: string; createdBy?: number | null }) {
  const [made] = await tx.insert(voucherBatches).values(batch).returning({ id: voucherBatches.id });
  const rows = await tx
    .insert(vouchers)
    .values(newVoucherCodes(batch.count).map((code) => ({ code, batchId: made!.id, examId: batch.examId })))
    .returning({ id: vouchers.id, code: vouchers.code });
  return rows.sort((a, b) => a.id - b.id);
}
