import { eq, inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { exams } from "@/db/schema/certification/exams";
import { vouchers } from "@/db/schema/certification/vouchers";

/** The vouchers of these ids with their exam's name, in id order. */
export function vouchersByIds(db: Conn, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: vouchers.id, examId: vouchers.examId, examName: exams.name, code: vouchers.code, usedAt: vouchers.usedAt })
    .from(vouchers)
    .innerJoin(exams, eq(exams.id, vouchers.examId))
    .where(inArray(vouchers.id, ids))
    .orderBy(vouchers.id);
}
