import type { Conn } from "@/db/client";
import { peopleByIds } from "./people/queries";

/** What other modules may read or set of people's accounts, through the account module rather than its table. */
export {
  broadcastAudience,
  clearUserCompany,
  enterpriseCompanyIds,
  people,
  peopleByIds,
  personByMobile,
  setHeadImgUrl,
  setUserCompany,
  userInCompany,
  userIsOpen,
  userWithMobile,
} from "./people/queries";

/** Each row beside the person it names, in the rows' order (a row naming nobody is left out): a sign-up sheet's lines. */
export async function withPeople<R extends { userId: number }>(db: Conn, rows: R[]) {
  const people = await peopleByIds(
    db,
    rows.map((r) => r.userId),
  );
  return rows.flatMap((row) => {
    const p = people.get(row.userId);
    return p ? [{ row, name: p.chineseName, areaCode: p.areaCode, mobile: p.mobile }] : [];
  });
}

/** Whom a letter and a text reach (null for no such person). */
export async function recipientOf(db: Conn, userId: number) {
  const p = (await peopleByIds(db, [userId])).get(userId);
  return p ? { userId, areaCode: p.areaCode, mobile: p.mobile } : null;
}
