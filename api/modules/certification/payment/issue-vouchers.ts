import type { Conn } from "@/db/client";
import { voucherBatches } from "@/db/schema";
import { insertBatchCodes } from "./admin/voucher-queries";
import { newVoucherCodes } from "./voucher-codes";

/**
 * What other features call to hand out exam vouchers (the points shop's voucher products): a batch of `count` fresh
 * codes for the exam, noted as `note`, in the caller's transaction. Answers the codes.
 */
export async function issueVouchers(tx: Conn, examId: number, count: number, note: string) {
  const [batch] = await tx.insert(voucherBatches).values({ examId, count, note }).returning();
  const codes = newVoucherCodes(count);
  await insertBatchCodes(tx, batch!, codes);
  return codes;
}
