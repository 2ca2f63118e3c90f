import { beijingDate } from "@/api/contract/beijing-time";
import { BLOCKED_MSG, type BlockedCompany, MAX_BLOCKED_COMPANIES } from "@/api/contract/zhaopin-blocked";
import { fail } from "@/api/protocol/errors";
import type { Conn, Db } from "@/db/client";
import { companiesByIds } from "../../company/service";
import { block, blockedBy, blockedCount, unblock } from "./queries";

export { cvNotBlockedFor } from "./queries";

/** ZhaoPin/GetMyBlockedCompanies: the companies the person hides their CV from, newest first. */
export async function myBlockedCompanies(db: Conn, userId: number): Promise<{ list: BlockedCompany[] }> {
  const rows = await blockedBy(db, userId);
  const names = new Map(
    (
      await companiesByIds(
        db,
        rows.map((r) => r.companyId),
      )
    ).map((c) => [c.id, c.companyName]),
  );
  return { list: rows.map((r) => ({ companyId: r.companyId, companyName: names.get(r.companyId) ?? "", at: beijingDate(r.createdAt) })) };
}

/** ZhaoPin/BlockCompany: an existing company, at most MAX_BLOCKED_COMPANIES; blocking one twice changes nothing. */
export async function blockCompany(db: Db, userId: number, companyId: number) {
  const [company] = await companiesByIds(db, [companyId]);
  if (!company) fail(BLOCKED_MSG.noCompany, "companyId");
  await db.transaction(async (tx) => {
    if ((await blockedCount(tx, userId)) >= MAX_BLOCKED_COMPANIES) fail(BLOCKED_MSG.tooMany);
    await block(tx, userId, companyId);
  });
  return myBlockedCompanies(db, userId);
}

/** ZhaoPin/UnblockCompany. */
export async function unblockCompany(db: Db, userId: number, companyId: number) {
  await unblock(db, userId, companyId);
  return myBlockedCompanies(db, userId);
}
