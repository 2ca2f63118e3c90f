import { beijingTime } from "@/api/contract/beijing-time";
import { type ContactReveal, REVEAL_HOW_TEXT } from "@/api/contract/zhaopin-contact";
import type { Conn } from "@/db/client";
import { companiesByIds } from "../../company/service";
import { insertReveals, type NewReveal, revealedByInvitation, revealsOf } from "./queries";

/** Records that a company got a person's contact (the first time, per way): HR opened it, or an invitation was accepted. */
export const recordContactReveal = (conn: Conn, reveal: NewReveal) => insertReveals(conn, [reveal]);
export const recordContactReveals = insertReveals;

/** Of these talent-pool people, those whose contact the company may read: they accepted its invitation. */
export const contactsOpenTo = revealedByInvitation;

/** ZhaoPin/GetMyContactReveals: the companies that got the person's contact, and how. */
export async function myContactReveals(db: Conn, userId: number): Promise<{ list: ContactReveal[] }> {
  const rows = await revealsOf(db, userId);
  const names = new Map(
    (
      await companiesByIds(
        db,
        rows.map((r) => r.companyId),
      )
    ).map((c) => [c.id, c.companyName]),
  );
  return {
    list: rows.map((r) => ({
      companyName: names.get(r.companyId) ?? "",
      how: r.how,
      howText: REVEAL_HOW_TEXT[r.how],
      at: beijingTime(r.createdAt).slice(0, 16),
    })),
  };
}
