import type { SQL } from "drizzle-orm";
import { equalsInt, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { VoucherRow } from "@/api/contract/certification-admin";
import { httpError } from "@/api/protocol/errors";
import { vouchers } from "@/db/schema/certification/vouchers";
import { voucherUsed } from "./queries";

/** `used`: true / false (or "1" / "0"); empty means both. */
function usedFilter(value: unknown): SQL | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if ([true, "true", 1, "1"].includes(value as never)) return voucherUsed(true);
  if ([false, "false", 0, "0"].includes(value as never)) return voucherUsed(false);
  throw httpError(400, "筛选条件无效");
}

/** The codes of every batch, used or not and by whom: read-only (pearson/voupay uses them). */
export const vouchersResource = defineResource<VoucherRow>()({
  name: "vouchers",
  table: vouchers,
  sortable: { code: vouchers.code, usedAt: vouchers.usedAt },
  filters: { batchId: equalsInt(vouchers.batchId), examId: equalsInt(vouchers.examId), used: usedFilter, q: search(vouchers.code) },
  serialize: (v) => ({
    id: v.id,
    code: v.code,
    batchId: v.batchId,
    examId: v.examId,
    used: v.usedAt !== null,
    usedBy: v.usedBy,
    usedAt: v.usedAt,
    registrationId: v.registrationId,
  }),
});
