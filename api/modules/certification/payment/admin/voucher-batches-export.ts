import { type Context, Hono } from "hono";
import { csvDownload } from "@/api/admin/csv-export";
import type { AdminEnv } from "@/api/admin/identity";
import { ADMIN_MSG, mayAccess } from "@/api/contract/admin";
import { chinaTime } from "@/api/contract/beijing-time";
import { phoneCell, toCsv, typed } from "@/api/contract/csv";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { peopleByIds } from "../../../account/people";
import { findBatch, listBatchVouchers } from "./queries";

/** A batch's codes as CSV (to hand out or print): code, exam, used or not, by whom and when. Null for no batch. */
async function voucherBatchCsv(db: Conn, batchId: number): Promise<string | null> {
  const batch = await findBatch(db, batchId);
  if (!batch) return null;
  const vouchers = await listBatchVouchers(db, batchId);
  const users = await peopleByIds(
    db,
    vouchers.flatMap((v) => (v.usedBy === null ? [] : [v.usedBy])),
  );
  const header = ["代金券号码", "考试", "状态", "使用人", "手机号", "使用时间"];
  const lines = vouchers.map((voucher) => {
    const user = voucher.usedBy === null ? undefined : users.get(voucher.usedBy);
    return [
      voucher.code,
      typed(batch.examName),
      voucher.usedAt ? "已使用" : "未使用",
      typed(user?.chineseName ?? ""),
      phoneCell(user?.areaCode, user?.mobile),
      voucher.usedAt ? chinaTime(voucher.usedAt) : "",
    ];
  });
  return toCsv([header, ...lines]);
}

/** `/admin/api/voucher-batches/:id/export`: the batch's codes as a CSV download. */
export function voucherBatchRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  app.get("/:id/export", async (c: Context<AdminEnv>) => {
    if (!mayAccess(c.var.admin.roles, "voucher-batches", "read")) throw httpError(403, ADMIN_MSG.forbidden);
    const raw = c.req.param("id") ?? "";
    if (!/^\d{1,9}$/.test(raw)) throw httpError(404, ADMIN_MSG.notFound);
    const csv = await voucherBatchCsv(deps.db, Number(raw));
    if (csv === null) throw httpError(404, ADMIN_MSG.notFound);
    return csvDownload(c, `voucher-batch-${raw}.csv`, csv);
  });
  return app;
}
