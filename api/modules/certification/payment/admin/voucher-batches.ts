import { equalsInt, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { VoucherBatchRow } from "@/api/contract/certification-admin";
import { VoucherBatchSchema } from "@/api/contract/voucher";
import { voucherBatches } from "@/db/schema/certification/vouchers";
import { newVoucherCodes } from "../voucher-codes";
import { insertBatchCodes } from "./queries";

/** 代金券批次: an operator generates N single-use codes for an exam at once (the audit log records the batch). */
export const voucherBatchesResource = defineResource<VoucherBatchRow>()({
  name: "voucher-batches",
  table: voucherBatches,
  sortable: { createdAt: voucherBatches.createdAt, count: voucherBatches.count },
  filters: { examId: equalsInt(voucherBatches.examId), q: search(voucherBatches.note) },
  serialize: (b) => ({ id: b.id, examId: b.examId, count: b.count, note: b.note, createdBy: b.createdBy, createdAt: b.createdAt }),
  create: {
    schema: VoucherBatchSchema,
    values: (input, { admin }) => ({ examId: input.examId, count: input.count, note: input.note, createdBy: admin.id }),
  },
  // The codes land in the batch's own transaction: a batch never exists without all its codes.
  afterWrite: async (batch, { tx }) => {
    await insertBatchCodes(tx, batch, newVoucherCodes(batch.count));
  },
});
